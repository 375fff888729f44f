import { expect } from 'vitest';
import { z } from 'zod';
import { parse } from 'zod/mini';
import { addDays, formatUsDate } from '../../src/lib/dates.ts';
import { fromCents } from '../../src/lib/money.ts';
import { validApplicationV3 } from '../../src/schemas/fixtures/application-v3.fixture.ts';
import { validFullPaperwork } from '../../src/schemas/fixtures/paperwork.fixture.ts';
import type { SigningOption } from '../../src/schemas/paperwork-requests.ts';
import {
  paperworkAmountFinancedCents,
  type PaperworkPerson,
  type PaperworkRequest,
} from '../../src/schemas/paperwork-requests.ts';
import {
  paperworkDataSchema,
  type PaperworkApplicant,
  type PaperworkData,
} from '../../src/schemas/paperwork-records.ts';
import { promotionsSchema, type Promotion } from '../../src/schemas/promotion-records.ts';
import { setPromotionBody } from '../../src/schemas/promotion-requests.ts';
import type { createTestSandbox } from '../sandbox.test-support.ts';

/**
 * Shared steps of the promotions and paperwork tests: approve an application through the v3
 * submit, choose a promotion, read the paperwork GET and turn it into a request the way the
 * portal's mapper would (GET → request, ARCHITECTURE.md point 13).
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

const usDate = (day: string | null | undefined) => (day ? formatUsDate(day) : null);

function person(applicant: PaperworkApplicant): PaperworkPerson {
  return {
    FirstName: applicant.FirstName!,
    MiddleInitial: applicant.MiddleInitial || null,
    LastName: applicant.LastName!,
    Suffix: (applicant.Suffix as 'SR' | null) ?? null,
    Address: {
      Address1: applicant.Address1!,
      Address2: applicant.Address2 ?? null,
      City: applicant.City!,
      State: applicant.State as 'CA',
      PostalCode: applicant.PostalCode!,
    },
    EmailAddress: applicant.EmailAddress ?? null,
    PrimaryPhone: applicant.PrimaryPhone ?? null,
    PrimaryPhoneType: (applicant.PrimaryPhoneType as 'Cell') ?? null,
    SecondaryPhone: applicant.SecondaryPhone ?? null,
    SecondaryPhoneType: applicant.SecondaryPhoneType ?? null,
    IdentificationType: applicant.IdentificationType as 'DriversLicense',
    IdentificationNumber: applicant.IdentificationNumber ?? null,
    IsIssueDatePresent: !applicant.IdentificationIssueDateNotPresent,
    IdentificationIssueDate: usDate(applicant.IdentificationIssueDate),
    IsIssueStatePresent: !applicant.IdentificationIssueStateNotPresent,
    IdentificationState: (applicant.IdentificationState as 'CA') ?? null,
    ExpirationDateUnavailable: applicant.ExpirationDateUnavailable === true,
    IdentificationExpirationDate: usDate(applicant.IdentificationExpirationDate),
  };
}

const TERM_NAMES: Record<number, 'TwentyFourMonths' | 'EightyFourMonths'> = {
  24: 'TwentyFourMonths',
  84: 'EightyFourMonths',
};

export type RequestOptions = {
  option?: SigningOption;
  /** A full completion certificate (LCC documents) instead of only a projected date. */
  fullLcc?: boolean;
  /** ACH documents: the fixture's Payment. */
  payment?: boolean;
  today?: string;
};

/**
 * The portal's job, done here only to prove it can be done: the paperwork GET (with the chosen
 * promotion on it) becomes a full paperwork request the sandbox accepts.
 */
export function requestFromPaperworkData(
  id: number,
  data: PaperworkData,
  options: RequestOptions = {},
): PaperworkRequest {
  const { option = 'download', fullLcc = false, payment = false, today = TODAY } = options;
  const loan = data.LoanParameters;
  const contractState = loan.ContractState as 'CA';
  const items = [
    {
      Id: null,
      Description: loan.ProductDescription!,
      ItemNumber: loan.ItemNumber ?? null,
      Quantity: Number(loan.ProductQuantity),
      Price: Number(loan.ProductPrice),
    },
    ...(loan.AdditionalProduct
      ? [
          {
            Id: null,
            Description: loan.AdditionalProduct.Description!,
            ItemNumber: loan.AdditionalProduct.ItemNumber ?? null,
            Quantity: loan.AdditionalProduct.Quantity!,
            Price: loan.AdditionalProduct.Price!,
          },
        ]
      : []),
  ];
  const loanParameters: PaperworkRequest['LoanParameters'] = {
    CreditType: loan.CreditType as 'ClosedEnd',
    ContractState: contractState,
    ContractLanguage: 'English',
    ProductLineItems: items,
    DownPayment: loan.DownPayment ?? 0,
    CompletionPayment: contractState === 'CA' ? (loan.CompletionPayment ?? 0) : null,
    Fees: loan.AdditionalFees.map((fee) => ({
      FeeType: fee.AdjustmentType as 'Document',
      FeeAmount: fee.Amount!,
    })),
    SalesTax: loan.SalesTax || null,
    TradeInAmount: loan.TradeInAmount || null,
    TradeInDescription: loan.TradeInDescription ?? null,
    RepaymentTerms:
      loan.CreditType === 'ClosedEnd' ? (TERM_NAMES[loan.RepaymentTermsId ?? 0] ?? null) : null,
    PaymentFactor: (loan.PaymentFactor as 'Two' | null) ?? null,
    AnnualPercentageRate: loan.AnnualPercentageRate!,
    PrimaryPromotionId: loan.PrimaryPromotionId!,
    SecondaryPromotionId: loan.SecondaryPromotionId ?? null,
    ClosedEndPaymentRateId: loan.ClosedEndPaymentRateId ?? null,
    AmountFinanced: 0,
  };
  loanParameters.AmountFinanced = fromCents(paperworkAmountFinancedCents(loanParameters));
  const hasCoApplicant = data.CoApplicant !== null && data.CoApplicant !== undefined;
  const electronic = option !== 'download';
  const signer = (applicant: PaperworkApplicant, email: string) => ({
    EmailAddress: applicant.EmailAddress ?? email,
    IsUnitedStatesCitizen: true,
    IdentificationType: applicant.IdentificationType as 'DriversLicense',
  });
  return {
    LoanApplicationId: id,
    Application: {
      Applicant: person(data.Applicant),
      CoApplicant: hasCoApplicant ? person(data.CoApplicant!) : null,
      Dealer: {
        Name: data.Dealer.DealerName!,
        Address: {
          Address1: data.Dealer.DealerAddress1!,
          Address2: data.Dealer.DealerAddress2 || null,
          City: data.Dealer.DealerCity!,
          State: data.Dealer.DealerState as 'CA',
          PostalCode: data.Dealer.DealerZipCode!,
        },
        PhoneNumber: data.Dealer.DealerPhoneNumber || null,
      },
    },
    LoanParameters: loanParameters,
    Payment: payment ? validFullPaperwork({}, today).Payment : null,
    CompletionCertificate: fullLcc
      ? {
          CompletionDate: formatUsDate(today),
          TentativeCompletionDate: null,
          ProductInstalledAtApplicantsAddress: true,
          ProductInstaller: 'NotRequired',
          Address: {
            Address1: data.Applicant.Address1!,
            Address2: null,
            City: data.Applicant.City!,
            State: data.Applicant.State as 'CA',
            PostalCode: data.Applicant.PostalCode!,
          },
        }
      : {
          CompletionDate: null,
          TentativeCompletionDate: formatUsDate(addDays(today, 30)),
          ProductInstalledAtApplicantsAddress: null,
          ProductInstaller: null,
          Address: null,
        },
    Signature: {
      SignatureTypes:
        option === 'download'
          ? ['Written']
          : option === 'esign'
            ? ['Written', 'Electronic']
            : ['Written', 'Email'],
      SignatureDate: formatUsDate(today),
      ExcludeDatesOnPaperwork: false,
      ApplicationType: hasCoApplicant ? 'JointWithSpouse' : 'Individual',
      Dealer: electronic
        ? { Name: data.Dealer.DealerName!, EmailAddress: 'paperwork@sunrise.example.com' }
        : null,
      Applicant: electronic ? signer(data.Applicant, 'applicant@example.com') : null,
      CoApplicant:
        electronic && hasCoApplicant ? signer(data.CoApplicant!, 'co.applicant@example.com') : null,
      EsignRedirectUrl: option === 'esign' ? `https://portal.example/applications/${id}` : null,
    },
    DocumentSelection: {
      ContractState: contractState,
      ContractLanguage: 'English',
      DownloadHardCopies: option === 'download',
    },
  };
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
