import { expect } from 'vitest';
import { z } from 'zod';
import { parse } from 'zod/mini';
import { addDays } from '../../src/lib/dates.ts';
import { validApplicationV3 } from '../../src/schemas/fixtures/application-v3.test-support.ts';
import { validFullPaperwork } from '../../src/schemas/fixtures/paperwork.test-support.ts';
import {
  paperworkFormDefaults,
  type PaperworkFormValues,
} from '../../src/schemas/paperwork-form.ts';
import { paperworkRequestFromForm } from '../../src/schemas/paperwork-form-mapping.ts';
import {
  paperworkAmountFinancedCents,
  type PaperworkRequest,
  type SigningOption,
} from '../../src/schemas/paperwork-requests.ts';
import { paperworkDataSchema, type PaperworkData } from '../../src/schemas/paperwork-records.ts';
import {
  promotionSchema,
  promotionsSchema,
  type Promotion,
} from '../../src/schemas/promotion-records.ts';
import { setPromotionBody } from '../../src/schemas/promotion-requests.ts';
import { findCataloguePromotion, toV3PromotionRecord } from '../promotions/catalogue.ts';
import type { createTestSandbox } from '../sandbox.test-support.ts';

/**
 * Shared steps of the promotions and paperwork tests: approve an application through the v3
 * submit, choose a promotion, read the paperwork GET and turn it into a request with the
 * portal's own mappers (GET → form → request, ARCHITECTURE.md point 13).
 */

export type TestSandbox = ReturnType<typeof createTestSandbox>;
export const TODAY = '2025-06-15';

export async function call(
  sandbox: TestSandbox,
  path: string,
  init: { token?: string; method?: string; json?: unknown } = {},
) {
  const response = await sandbox.request(path, init);
  const type = response.headers.get('Content-Type') ?? '';
  const body: unknown = type.includes('json')
    ? await response.json()
    : type.includes('text')
      ? await response.text()
      : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, body, headers: response.headers };
}

/** Submits a v3 application with an approval test SSN and returns its id, approved. */
export async function approvedApplication(
  sandbox: TestSandbox,
  token: string,
  overrides: Parameters<typeof validApplicationV3>[0] = {},
): Promise<number> {
  const submitted = await call(sandbox, '/v3/api/applications', {
    token,
    method: 'POST',
    json: validApplicationV3(overrides),
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const id = (submitted.body as { Id: number }).Id;
  const status = await call(sandbox, `/v3/api/applications/status/${id}`, { token });
  expect((status.body as { LoanApplicationStatus: string }).LoanApplicationStatus).toBe('Approved');
  return id;
}

/** A v3 body for Empire Appliance & Furniture (103): a New York retailer, so revolving credit. */
export function empireApplication(
  overrides: Parameters<typeof validApplicationV3>[0] = {},
): Parameters<typeof validApplicationV3>[0] {
  return {
    ...overrides,
    LoanParameters: {
      ContractState: 'NY',
      ProductOrService: 'Appliances',
      SellingPrice: 3200,
      DownPayment: null,
      SalesTax: 283.84,
      DealerId: 103,
      ...overrides.LoanParameters,
    },
  };
}

export async function listPromotions(sandbox: TestSandbox, token: string, id: number) {
  const response = await call(sandbox, `/v3/api/applications/promotions/${id}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return parse(promotionsSchema, response.body);
}

/** Lists the application's promotions and chooses the one with `promotionId`. */
export async function choosePromotion(
  sandbox: TestSandbox,
  token: string,
  id: number,
  promotionId: number,
): Promise<Promotion> {
  const promotion = (await listPromotions(sandbox, token, id)).find(
    (candidate) => candidate.Id === promotionId,
  );
  expect(promotion, `promotion ${promotionId} is offered`).toBeDefined();
  const chosen = await call(sandbox, `/v3/api/applications/promotions/${id}`, {
    token,
    method: 'POST',
    json: setPromotionBody(promotion!),
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  return promotion!;
}

export async function getPaperwork(sandbox: TestSandbox, token: string, id: number) {
  const response = await call(sandbox, `/v3/api/applications/paperwork/${id}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { raw: response.body, data: parse(paperworkDataSchema, response.body) };
}

export type RequestOptions = {
  option?: SigningOption;
  /** A full completion certificate (LCC documents) instead of only a projected date. */
  fullLcc?: boolean;
  /** ACH documents: the fixture's Payment. */
  payment?: boolean;
  today?: string;
};

/** The chosen promotion as the promotions operation lists it (the page reads it from there). */
function chosenPromotionRecord(data: PaperworkData): Promotion | null {
  const chosen = findCataloguePromotion(data.LoanParameters.PrimaryPromotionId ?? 0);
  if (!chosen) return null;
  const amount = paperworkAmountFinancedCents({
    ProductLineItems: [
      {
        Price: Number(data.LoanParameters.ProductPrice),
        Quantity: Number(data.LoanParameters.ProductQuantity),
      },
    ],
  });
  return parse(promotionSchema, toV3PromotionRecord(chosen, amount, 'path'));
}

/**
 * The portal's job, done here with the portal's own mappers (src/schemas/paperwork-form*.ts,
 * ARCHITECTURE.md point 13): the paperwork GET, with the chosen promotion, becomes the form's
 * defaults; the test fills what a dealer would; the form becomes the request.
 */
export function requestFromPaperworkData(
  id: number,
  data: PaperworkData,
  options: RequestOptions = {},
): PaperworkRequest {
  return paperworkRequestFromForm(formFromPaperworkData(id, data, options));
}

/** The form a dealer would submit for `options`, from the GET's defaults. */
export function formFromPaperworkData(
  id: number,
  data: PaperworkData,
  options: RequestOptions = {},
): PaperworkFormValues {
  const { option = 'download', fullLcc = false, payment = false, today = TODAY } = options;
  const values = paperworkFormDefaults(data, {
    applicationId: id,
    promotion: chosenPromotionRecord(data),
    includeLcc: fullLcc || data.Dealer.DealerIncludeLcc === true,
    today,
    applicationUrl: `https://portal.example/applications/${id}`,
    // The person who signs for the dealer; the e-mail keeps the dealer's own address below.
    signedIn: { name: 'Marcus Reyes', email: '' },
  });
  values.SigningOption = option;
  values.EsignConsent = option !== 'download';
  values.IncludeAutopay = payment;
  if (payment) {
    const fixture = validFullPaperwork({}, today).Payment!;
    const bank = fixture.BankInformation;
    values.Payment = {
      PaymentFrequency: fixture.PaymentFrequency,
      PaymentAmount: fixture.PaymentAmount ?? null,
      DayOfMonthForFirstWithdrawal: fixture.DayOfMonthForFirstWithdrawal ?? null,
      DayOfMonthForSecondWithdrawal: null,
      MonthToWithdrawFirstPayment: fixture.MonthToWithdrawFirstPayment ?? null,
      BankInformation: {
        Name: bank.Name ?? '',
        Address: {
          Address1: bank.Address?.Address1 ?? '',
          Address2: bank.Address?.Address2 ?? '',
          City: bank.Address?.City ?? '',
          State: bank.Address?.State ?? '',
          PostalCode: bank.Address?.PostalCode ?? '',
        },
        RoutingNumber: bank.RoutingNumber,
        AccountType: bank.AccountType ?? '',
        AccountNumber: bank.AccountNumber,
      },
    };
  }
  const certificate = values.CompletionCertificate;
  if (fullLcc) {
    values.CompletionCertificateChoice = 'full';
    certificate.CompletionDate = today;
    certificate.ProductInstalledAtApplicantsAddress = true;
    certificate.ProductInstaller = 'NotRequired';
    certificate.Address = { ...values.Application.Applicant.Address, Address2: '' };
  } else {
    values.CompletionCertificateChoice = 'none';
    certificate.TentativeCompletionDate ||= addDays(today, 30);
  }
  const signature = values.Signature;
  signature.Dealer.EmailAddress ||= 'paperwork@sunrise.example.com';
  signature.Applicant.EmailAddress ||= 'applicant@example.com';
  signature.Applicant.IsUnitedStatesCitizen ??= true;
  signature.CoApplicant.EmailAddress ||= 'co.applicant@example.com';
  signature.CoApplicant.IsUnitedStatesCitizen ??= true;
  return values;
}

/** An approved Sunrise application with promotion `promotionId` chosen, and its paperwork GET. */
export async function readyForPaperwork(
  sandbox: TestSandbox,
  token: string,
  promotionId = 302,
  overrides: Parameters<typeof validApplicationV3>[0] = {},
) {
  const id = await approvedApplication(sandbox, token, overrides);
  const promotion = await choosePromotion(sandbox, token, id, promotionId);
  const { data } = await getPaperwork(sandbox, token, id);
  return { id, promotion, data };
}

export async function submitPaperwork(
  sandbox: TestSandbox,
  token: string,
  body: unknown,
  path = '/v3/api/applications/paperwork/submit',
) {
  return call(sandbox, path, { token, method: 'POST', json: body });
}

/** The ModelState keys of a 400 answer. */
export function modelStateKeys(body: unknown): string[] {
  return Object.keys((body as { ModelState?: Record<string, string[]> }).ModelState ?? {});
}

/** A Date field as the service writes it. */
export const wireDay = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);

/** The spec's submit response, strictly. */
export const specSubmitResponse = z.strictObject({
  DownloadUrl: z.string().nullable(),
  ESignUrl: z.string().nullable(),
});

/** Signed-status and detail Signatures items, strictly. */
export const specSignedDocument = z.strictObject({
  SignatureInformation: z.array(
    z.strictObject({
      SigneeType: z.enum(['Applicant', 'CoApplicant', 'Dealer']),
      DateSent: wireDay.nullable(),
      DateSigned: wireDay.nullable(),
      EmailAddress: z.string().nullable(),
      AccessCode: z.string().nullable(),
      Reviewed: z.boolean().nullable(),
    }),
  ),
  SignatureType: z.enum(['FULL', 'LCC', 'ACH']),
});

/** Reads the signing page's current form: which signee and which name to type. */
export function currentSigner(html: string): { signee: string; name: string } | null {
  const signee = /name="signee" value="([^"]+)"/.exec(html)?.[1];
  const name = /Sign as ([^<]+)<\/h2>/.exec(html)?.[1];
  return signee && name
    ? { signee, name: name.replace(/&#39;/g, "'").replace(/&amp;/g, '&') }
    : null;
}

/** Signs in turn through the signing page's form posts until nobody is left. */
export async function signEveryone(sandbox: TestSandbox, path: string): Promise<string[]> {
  const signed: string[] = [];
  for (;;) {
    const page = await sandbox.request(path);
    expect(page.status).toBe(200);
    const current = currentSigner(await page.text());
    if (!current) return signed;
    const posted = await sandbox.request(`${path}/sign`, {
      method: 'POST',
      body: new URLSearchParams({ signee: current.signee, typedName: current.name }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe(path);
    signed.push(current.signee);
  }
}
