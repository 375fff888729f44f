import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'zod/mini';
import { validAchPaperwork } from '../../src/schemas/fixtures/paperwork.test-support.ts';
import { validApplicationV3 } from '../../src/schemas/fixtures/application-v3.test-support.ts';
import { paperworkRequestSchema } from '../../src/schemas/paperwork-requests.ts';
import {
  paperworkSubmitResponseSchema,
  parseDownloadUrl,
} from '../../src/schemas/paperwork-records.ts';
import { messages } from '../http.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';
import { specPaperworkData } from './spec-shapes.test-support.ts';
import {
  TODAY,
  approvedApplication,
  call,
  choosePromotion,
  empireApplication,
  getPaperwork,
  modelStateKeys,
  readyForPaperwork,
  requestFromPaperworkData,
  signEveryone,
  specSubmitResponse,
  submitPaperwork,
  type TestSandbox,
} from './paperwork.test-support.ts';

let sandbox: TestSandbox;
let token: string;
beforeEach(async () => {
  sandbox = createTestSandbox();
  token = await sandbox.signIn('dealer.user');
});

const ACH_PATH = '/v3/api/applications/paperwork/submit/ach';

describe('GET /v3/api/applications/paperwork/{LoanApplicationId}', () => {
  it('answers the flat shape, strictly as the spec shows it, and the portal schema reads it', async () => {
    const id = await approvedApplication(sandbox, token);
    const { raw, data } = await getPaperwork(sandbox, token, id);
    const flat = specPaperworkData.parse(raw);
    expect(flat.Dealer).toEqual({
      DealerId: 101,
      DealerNumber: '700101',
      DealerName: 'Sunrise Home Comfort',
      DealerAddress1: '2150 Fair Oaks Blvd',
      DealerAddress2: 'Suite 4',
      DealerCity: 'Sacramento',
      DealerState: 'CA',
      DealerZipCode: '95825',
      DealerPhoneNumber: '9165550101',
      DealerSignatureEmail: null,
      DealerIncludeLcc: true,
    });
    expect(flat.Applicant).toMatchObject({
      FirstName: 'Maria',
      Address1: '1234 Elm Street',
      PostalCode: '95825',
      SocialSecurityNumber: '500000001',
      IdentificationIssueDateNotPresent: false,
      IdentificationIssueStateNotPresent: false,
      IdentificationIssueDate: '2021-03-15T00:00:00',
      EmploymentGrossMonthlyIncome: '6250.00',
      ResidencePayment: '1850.00',
      HomeValue: '425000.00',
    });
    expect(flat.CoApplicant).toBeNull();
    expect(flat.LoanParameters).toMatchObject({
      CreditType: 'ClosedEnd',
      ContractState: 'CA',
      // CA with a home-improvement major product line (HVAC).
      CompletionPayment: 0,
      ProductDescription: 'HVAC',
      ProductQuantity: '1',
      ProductPrice: '12500.00',
      IsProductHomeImprovement: true,
      DownPayment: 1000,
      SalesTax: 1031.25,
      AdditionalFees: [],
      PrimaryPromotionId: null,
      RepaymentTermsId: null,
    });
    expect(flat.Signatures).toEqual([]);
    expect(data.Applicant.DateOfBirth).toBe('1984-03-15');
  });

  it('inverts the identification flags and carries the co-applicant with RelationType', async () => {
    const id = await approvedApplication(sandbox, token, { CoApplicant: {} });
    const { raw } = await getPaperwork(sandbox, token, id);
    const flat = specPaperworkData.parse(raw);
    expect(flat.CoApplicant).toMatchObject({
      FirstName: 'Daniel',
      RelationType: 'Spouse',
      IdentificationType: 'StateId',
      IdentificationIssueDateNotPresent: true,
      IdentificationIssueStateNotPresent: false,
      ExpirationDateUnavailable: true,
      IdentificationExpirationDate: null,
      EmploymentType: 'Retired',
      EmployerName: '',
      OtherIncome: [
        {
          SerializationVersion: 1,
          Description: 'Pension',
          Amount: 1200,
          IncomeType: 'Other',
          IsNonTaxableIncome: false,
          OriginalAmount: 1200,
        },
      ],
    });
    expect(flat.Applicant.RelationType).toBeNull();
  });

  it('carries the chosen promotion: ids for terms, APR × 100, add-on as SecondaryPromotionId', async () => {
    const { data } = await readyForPaperwork(sandbox, token, 303);
    expect(data.LoanParameters).toMatchObject({
      RepaymentTermsId: 84,
      PaymentFactorId: null,
      AnnualPercentageRate: 17.99,
      PaymentFactor: null,
      PaymentFactorRaw: null,
      PrimaryPromotionId: 303,
      SecondaryPromotionId: 9303,
      ClosedEndPaymentRateId: 5303,
    });
    const id = await approvedApplication(sandbox, token, empireApplication());
    await choosePromotion(sandbox, token, id, 201);
    const revolving = (await getPaperwork(sandbox, token, id)).data.LoanParameters;
    expect(revolving).toMatchObject({
      CreditType: 'Revolving',
      CompletionPayment: null,
      RepaymentTermsId: null,
      PaymentFactorId: 175,
      AnnualPercentageRate: 0,
      PaymentFactor: null,
      PaymentFactorRaw: 0.0175,
      PrimaryPromotionId: 201,
      ClosedEndPaymentRateId: null,
    });
  });

  it('answers 404 for an id the caller cannot see and for a non-numeric id', async () => {
    const id = await approvedApplication(sandbox, token);
    const other = await sandbox.signIn('empire.admin');
    expect(
      (await call(sandbox, `/v3/api/applications/paperwork/${id}`, { token: other })).status,
    ).toBe(404);
    expect((await call(sandbox, '/v3/api/applications/paperwork/abc', { token })).status).toBe(404);
  });
});

describe('GET becomes a request the sandbox accepts (the portal mapper’s job, proven here)', () => {
  it.each([
    { name: 'closed-end 84 months, CA', promotion: 302, overrides: {} },
    { name: 'closed-end with an add-on', promotion: 303, overrides: {} },
    { name: 'closed-end 24 months at 0%', promotion: 301, overrides: {} },
    { name: 'with a co-applicant', promotion: 302, overrides: { CoApplicant: {} } },
    { name: 'revolving, New York retailer', promotion: 201, overrides: empireApplication() },
  ])('$name', async ({ promotion, overrides }) => {
    const id = await approvedApplication(sandbox, token, overrides);
    await choosePromotion(sandbox, token, id, promotion);
    const { data } = await getPaperwork(sandbox, token, id);
    const body = requestFromPaperworkData(id, data);
    const response = await submitPaperwork(sandbox, token, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // The GET after a submission still maps to an accepted request (resubmission).
    const again = requestFromPaperworkData(id, (await getPaperwork(sandbox, token, id)).data);
    expect(again).toEqual(body);
    expect((await submitPaperwork(sandbox, token, again)).status).toBe(200);
  });

  it('a revolving 2% plan names its payment factor Two', async () => {
    const id = await approvedApplication(
      sandbox,
      token,
      empireApplication({ LoanParameters: { SellingPrice: 30_000, SalesTax: 2_661 } }),
    );
    await choosePromotion(sandbox, token, id, 203);
    const { data } = await getPaperwork(sandbox, token, id);
    expect(data.LoanParameters).toMatchObject({ PaymentFactor: 'Two', PaymentFactorId: 200 });
    const response = await submitPaperwork(sandbox, token, requestFromPaperworkData(id, data));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });
});

describe('POST /v3/api/applications/paperwork/submit: the signing options', () => {
  it('download: a relative DownloadUrl without version (HardCopies when requested), ESignUrl null', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    const response = await submitPaperwork(sandbox, token, requestFromPaperworkData(id, data));
    expect(response.status).toBe(200);
    expect(specSubmitResponse.parse(response.body)).toEqual({
      DownloadUrl: `/api/applications/paperwork/${id}/download?documentType=HardCopies`,
      ESignUrl: null,
    });
    const single = requestFromPaperworkData(id, data);
    single.DocumentSelection.DownloadHardCopies = false;
    const second = await submitPaperwork(sandbox, token, single);
    expect(second.body).toEqual({
      DownloadUrl: `/api/applications/paperwork/${id}/download?documentType=FULL`,
      ESignUrl: null,
    });
    expect(parseDownloadUrl((second.body as { DownloadUrl: string }).DownloadUrl)).toEqual({
      applicationId: id,
      documentType: 'FULL',
    });
  });

  it('e-sign: DownloadUrl null, ESignUrl the absolute signing page on the request’s origin', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    const response = await submitPaperwork(
      sandbox,
      token,
      requestFromPaperworkData(id, data, { option: 'esign' }),
    );
    const body = specSubmitResponse.parse(response.body);
    expect(body.DownloadUrl).toBeNull();
    expect(body.ESignUrl).toMatch(/^http:\/\/localhost\/sandbox\/esign\/[\w-]{32}$/);
    parse(paperworkSubmitResponseSchema, body);
    const page = await sandbox.request(new URL(body.ESignUrl!).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
  });

  it('e-mail: DownloadUrl null and ESignUrl empty; the requests land in the outbox', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    const response = await submitPaperwork(
      sandbox,
      token,
      requestFromPaperworkData(id, data, { option: 'email' }),
    );
    expect(specSubmitResponse.parse(response.body)).toEqual({ DownloadUrl: null, ESignUrl: '' });
    const outbox = await call(sandbox, '/sandbox/outbox.json', { token });
    const mine = (outbox.body as { applicationId: number; to: string }[]).filter(
      (message) => message.applicationId === id,
    );
    expect(mine.map((message) => message.to)).toEqual([
      'maria.hernandez@example.com',
      'paperwork@sunrise.example.com',
    ]);
  });

  it('records the submission on the record: Signatures and a history item', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    await submitPaperwork(
      sandbox,
      token,
      requestFromPaperworkData(id, data, { option: 'esign', payment: true, fullLcc: true }),
    );
    const detail = await call(sandbox, `/v3/api/applications/detail/${id}`, { token });
    const record = detail.body as {
      Signatures: { SignatureType: string }[];
      HistoryItems: { Message: string }[];
    };
    expect(record.Signatures.map((signature) => signature.SignatureType)).toEqual([
      'FULL',
      'LCC',
      'ACH',
    ]);
    expect(record.HistoryItems.at(-1)!.Message).toBe(
      'Paperwork submitted for e-sign: FULL, LCC, ACH.',
    );
    const flat = specPaperworkData.parse((await getPaperwork(sandbox, token, id)).raw);
    expect(
      flat.Signatures.map((item) => [item.PaperworkSignatureType, item.SignatureType]),
    ).toEqual([
      ['FULL', 'Electronic'],
      ['LCC', 'Electronic'],
      ['ACH', 'Electronic'],
    ]);
    expect(flat.Signatures[0]).toMatchObject({
      SignatureDate: `${TODAY}T00:00:00`,
      ApplicationType: 'Individual',
      Dealer: { Name: 'Marcus Reyes', DateSent: `${TODAY}T00:00:00`, Reviewed: null },
      Applicant: { IsPrimaryApplicant: true, IsUnitedStatesCitizen: true, DateSigned: null },
      CoApplicant: null,
      Provider: null,
    });
    expect(flat.Signatures[2]!.Dealer!.Reviewed).toBe(false);
    expect(flat.Dealer.DealerSignatureEmail).toBe('paperwork@sunrise.example.com');
    expect(flat.CompletionCertificate).toMatchObject({
      CompletionDate: `${TODAY}T00:00:00`,
      ProjectCompletedAtApplicantsAddress: true,
      ProductInstaller: 'NotRequired',
      TentativeCompletionDate: null,
    });
  });

  it('needs an e-mail address for each signer of the e-mail option', async () => {
    const id = await approvedApplication(sandbox, token, {
      Applicant: { EmailAddress: null },
    });
    await choosePromotion(sandbox, token, id, 302);
    const body = requestFromPaperworkData(id, (await getPaperwork(sandbox, token, id)).data, {
      option: 'email',
    });
    body.Signature.Applicant = null;
    const response = await submitPaperwork(sandbox, token, body);
    expect(response.status).toBe(400);
    expect(modelStateKeys(response.body)).toEqual(['request.Signature.Applicant.EmailAddress']);
  });
});

describe('POST /v3/api/applications/paperwork/submit: refusals name the field', () => {
  it('a body that is not an object, or lacks LoanApplicationId, names every field', async () => {
    const empty = await submitPaperwork(sandbox, token, {});
    expect(empty.status).toBe(400);
    expect(modelStateKeys(empty.body)).toEqual(
      expect.arrayContaining([
        'request.LoanApplicationId',
        'request.Application',
        'request.LoanParameters',
        'request.Signature',
      ]),
    );
    const notJson = await sandbox.request('/v3/api/applications/paperwork/submit', {
      method: 'POST',
      token,
      body: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('an application that is not approved or not the caller’s', async () => {
    const pending = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      json: validApplicationV3({ Applicant: { SocialSecurityNumber: '500000011' } }),
    });
    const pendingId = (pending.body as { Id: number }).Id;
    const { id, data } = await readyForPaperwork(sandbox, token);
    const body = requestFromPaperworkData(id, data);
    const notApproved = await submitPaperwork(sandbox, token, {
      ...body,
      LoanApplicationId: pendingId,
    });
    expect(notApproved.body).toEqual({
      Message: messages.invalidRequest,
      ModelState: {
        'request.LoanApplicationId': [
          `Paperwork applies only to an approved application; application ${pendingId} is Pending.`,
        ],
      },
    });
    const other = await sandbox.signIn('empire.admin');
    const hidden = await submitPaperwork(sandbox, other, body);
    expect(hidden.status).toBe(400);
    expect(modelStateKeys(hidden.body)).toEqual(['request.LoanApplicationId']);
    const rep = await sandbox.signIn('sunrise.rep');
    expect((await submitPaperwork(sandbox, rep, body)).body).toEqual({
      Message: messages.endpointDisabled,
    });
  });

  it('no promotion chosen yet (spec, rule 3)', async () => {
    const id = await approvedApplication(sandbox, token);
    const { data } = await getPaperwork(sandbox, token, id);
    const body = requestFromPaperworkData(id, {
      ...data,
      LoanParameters: {
        ...data.LoanParameters,
        AnnualPercentageRate: 9.99,
        PrimaryPromotionId: 302,
        ClosedEndPaymentRateId: 5302,
        RepaymentTermsId: 84,
      },
    });
    const response = await submitPaperwork(sandbox, token, body);
    expect(response.status).toBe(400);
    expect(modelStateKeys(response.body)).toEqual(['request.LoanParameters.PrimaryPromotionId']);
  });

  type Loan = ReturnType<typeof requestFromPaperworkData>['LoanParameters'];
  it.each<{ name: string; change: Partial<Loan>; field: string }>([
    {
      name: 'APR as a fraction',
      change: { AnnualPercentageRate: 0.1799 },
      field: 'AnnualPercentageRate',
    },
    {
      name: 'APR of another plan',
      change: { AnnualPercentageRate: 9.99 },
      field: 'AnnualPercentageRate',
    },
    { name: 'another promotion', change: { PrimaryPromotionId: 302 }, field: 'PrimaryPromotionId' },
    { name: 'no add-on', change: { SecondaryPromotionId: null }, field: 'SecondaryPromotionId' },
    {
      name: 'wrong rate id',
      change: { ClosedEndPaymentRateId: 5302 },
      field: 'ClosedEndPaymentRateId',
    },
    {
      name: 'the add-on term',
      change: { RepaymentTerms: 'TwentyFourMonths' },
      field: 'RepaymentTerms',
    },
    { name: 'no term', change: { RepaymentTerms: null }, field: 'RepaymentTerms' },
    {
      name: 'a term without a name',
      change: { RepaymentTerms: 'SixtyMonths' as never },
      field: 'RepaymentTerms',
    },
    {
      name: 'a payment factor on closed-end',
      change: { PaymentFactor: 'Two' },
      field: 'PaymentFactor',
    },
    {
      name: 'revolving credit type',
      change: { CreditType: 'Revolving', RepaymentTerms: null, ClosedEndPaymentRateId: null },
      field: 'CreditType',
    },
    {
      name: 'an amount that does not add up',
      change: { AmountFinanced: 12_000 },
      field: 'AmountFinanced',
    },
    {
      name: 'a state where the plan is not offered',
      change: { ContractState: 'NY', CompletionPayment: null },
      field: 'ContractState',
    },
  ])('$name → 400 naming LoanParameters.$field', async ({ change, field }) => {
    const { id, data } = await readyForPaperwork(sandbox, token, 303);
    const body = requestFromPaperworkData(id, data);
    const response = await submitPaperwork(sandbox, token, {
      ...body,
      LoanParameters: { ...body.LoanParameters, ...change },
    });
    expect(response.status).toBe(400);
    expect(modelStateKeys(response.body)).toEqual([`request.LoanParameters.${field}`]);
  });

  it('an amount financed outside the promotion’s range (preview another plan first)', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token, 301);
    const body = requestFromPaperworkData(id, data);
    body.LoanParameters.ProductLineItems[0]!.Price = 16_000;
    body.LoanParameters.AmountFinanced = 16_031.25;
    const response = await submitPaperwork(sandbox, token, body);
    expect(response.body).toEqual({
      Message: messages.invalidRequest,
      ModelState: {
        'request.LoanParameters.AmountFinanced': [
          'Amount financed must be within $1,000.00 to $15,000.00 for promotion 301; preview the promotions for this amount and choose one',
        ],
      },
    });
  });

  it('a promotion whose term has no enum name cannot be used for paperwork', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token, 304);
    expect(data.LoanParameters.RepaymentTermsId).toBe(60);
    const body = requestFromPaperworkData(id, data);
    for (const terms of [null, 'EightyFourMonths'] as const) {
      const response = await submitPaperwork(sandbox, token, {
        ...body,
        LoanParameters: { ...body.LoanParameters, RepaymentTerms: terms },
      });
      expect(response.status).toBe(400);
      expect(modelStateKeys(response.body)).toEqual(['request.LoanParameters.RepaymentTerms']);
    }
    const named = await submitPaperwork(sandbox, token, {
      ...body,
      LoanParameters: { ...body.LoanParameters, RepaymentTerms: 'EightyFourMonths' },
    });
    expect((named.body as { ModelState: Record<string, string[]> }).ModelState).toEqual({
      'request.LoanParameters.RepaymentTerms': [
        'Promotion 304 runs 60 months, a term the paperwork cannot name; choose a 24- or 84-month promotion',
      ],
    });
  });

  it.each([
    { name: 'co-applicant left out', path: 'request.Application.CoApplicant' },
    { name: 'individual application type', path: 'request.Signature.ApplicationType' },
  ])('rules with the application as context: $name', async ({ path }) => {
    const { id, data } = await readyForPaperwork(sandbox, token, 302, { CoApplicant: {} });
    const body = requestFromPaperworkData(id, data);
    const broken =
      path === 'request.Application.CoApplicant'
        ? { ...body, Application: { ...body.Application, CoApplicant: null } }
        : { ...body, Signature: { ...body.Signature, ApplicationType: 'Individual' } };
    const response = await submitPaperwork(sandbox, token, broken);
    expect(response.status).toBe(400);
    expect(modelStateKeys(response.body)).toEqual([path]);
  });

  it('validates with the same schema as the portal (a signature date in the past)', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    const body = requestFromPaperworkData(id, data);
    body.Signature.SignatureDate = '06/14/2025';
    const schema = paperworkRequestSchema({
      today: TODAY,
      hasCoApplicant: false,
      allowedTerms: [],
    });
    expect(schema.safeParse(body).success).toBe(false);
    const response = await submitPaperwork(sandbox, token, body);
    expect(modelStateKeys(response.body)).toEqual(['request.Signature.SignatureDate']);
  });
});

describe('resubmission', () => {
  it('is allowed until something is signed, then refused with a clear message', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    const first = await submitPaperwork(
      sandbox,
      token,
      requestFromPaperworkData(id, data, { option: 'esign' }),
    );
    const firstUrl = new URL((first.body as { ESignUrl: string }).ESignUrl).pathname;
    const second = await submitPaperwork(
      sandbox,
      token,
      requestFromPaperworkData(id, data, { option: 'esign' }),
    );
    expect(second.status).toBe(200);
    const secondUrl = new URL((second.body as { ESignUrl: string }).ESignUrl).pathname;
    // The earlier signing link no longer signs anything.
    expect((await sandbox.request(firstUrl)).status).toBe(404);

    const page = await sandbox.request(`${secondUrl}/sign`, {
      method: 'POST',
      body: new URLSearchParams({ signee: 'Applicant', typedName: 'Maria L Hernandez' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(page.status).toBe(303);
    const refused = await submitPaperwork(sandbox, token, requestFromPaperworkData(id, data));
    expect(refused.body).toEqual({
      Message: messages.invalidRequest,
      ModelState: {
        'request.LoanApplicationId': [
          `The paperwork of application ${id} cannot be submitted again: the applicant signed it on 06/15/2025.`,
        ],
      },
    });
    const promotion = await call(sandbox, `/v3/api/applications/promotions/${id}`, {
      token,
      method: 'POST',
      json: {
        PromotionId: 301,
        ClosedEndPaymentRateId: 5301,
        Apr: '0',
        AddOnId: null,
        PaymentFactor: 0,
        Terms: 24,
      },
    });
    expect(promotion.status).toBe(400);
    expect(modelStateKeys(promotion.body)).toEqual(['applicationId']);
  });

  it('a signature date before today is accepted when it is the last submission’s', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    expect((await submitPaperwork(sandbox, token, requestFromPaperworkData(id, data))).status).toBe(
      200,
    );
    sandbox.advance(2 * 86_400_000);
    token = await sandbox.signIn('dealer.user');
    const later = requestFromPaperworkData(id, data, { today: '2025-06-17' });
    later.Signature.SignatureDate = '06/15/2025';
    const response = await submitPaperwork(sandbox, token, later);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });
});

describe('POST /v3/api/applications/paperwork/submit/ach', () => {
  const achBody = (id: number, overrides: Parameters<typeof validAchPaperwork>[0] = {}) =>
    validAchPaperwork({ LoanApplicationId: id, ...overrides });

  it('ACH-only before any full paperwork: SignatureDate must be null', async () => {
    const id = await approvedApplication(sandbox, token);
    const dated = achBody(id);
    dated.Signature = { ...dated.Signature, SignatureDate: '06/15/2025' };
    const refused = await submitPaperwork(sandbox, token, dated, ACH_PATH);
    expect(refused.status).toBe(400);
    expect(modelStateKeys(refused.body)).toEqual(['request.Signature.SignatureDate']);
    const accepted = await submitPaperwork(sandbox, token, achBody(id), ACH_PATH);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(specSubmitResponse.parse(accepted.body).ESignUrl).toMatch(/\/sandbox\/esign\//);
  });

  it('after full paperwork: SignatureDate must equal the full paperwork’s', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    await submitPaperwork(sandbox, token, requestFromPaperworkData(id, data));
    const missing = await submitPaperwork(sandbox, token, achBody(id), ACH_PATH);
    expect((missing.body as { ModelState: Record<string, string[]> }).ModelState).toEqual({
      'request.Signature.SignatureDate': [
        "Signature date must be the full paperwork's signature date, 06/15/2025",
      ],
    });
    const body = achBody(id);
    body.Signature = { ...body.Signature, SignatureDate: '06/15/2025' };
    const accepted = await submitPaperwork(sandbox, token, body, ACH_PATH);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });

  it('download option: DownloadUrl for the ACH document; other refusals name the field', async () => {
    const id = await approvedApplication(sandbox, token);
    const download = achBody(id, {
      Signature: {
        SignatureTypes: ['Written'],
        SignatureDate: null,
        ExcludeDatesOnPaperwork: false,
        ApplicationType: 'Individual',
        Dealer: null,
        Applicant: null,
        CoApplicant: null,
        EsignRedirectUrl: null,
      },
    });
    const response = await submitPaperwork(sandbox, token, download, ACH_PATH);
    expect(response.body).toEqual({
      DownloadUrl: `/api/applications/paperwork/${id}/download?documentType=ACH`,
      ESignUrl: null,
    });
    const twiceMonthly = achBody(id);
    twiceMonthly.Payment = { ...twiceMonthly.Payment, PaymentFrequency: 'TwiceMonthly' };
    expect(
      modelStateKeys((await submitPaperwork(sandbox, token, twiceMonthly, ACH_PATH)).body),
    ).toEqual(['request.Payment.DayOfMonthForSecondWithdrawal']);
    const routing = achBody(id);
    routing.Payment = {
      ...routing.Payment,
      BankInformation: { ...routing.Payment.BankInformation, RoutingNumber: '12345' },
    };
    expect(modelStateKeys((await submitPaperwork(sandbox, token, routing, ACH_PATH)).body)).toEqual(
      ['request.Payment.BankInformation.RoutingNumber'],
    );
  });

  it('is refused once its signing has begun', async () => {
    const id = await approvedApplication(sandbox, token);
    const first = await submitPaperwork(sandbox, token, achBody(id), ACH_PATH);
    const path = new URL((first.body as { ESignUrl: string }).ESignUrl).pathname;
    expect(await signEveryone(sandbox, path)).toEqual(['Applicant', 'Dealer']);
    const again = await submitPaperwork(sandbox, token, achBody(id), ACH_PATH);
    expect(modelStateKeys(again.body)).toEqual(['request.LoanApplicationId']);
  });
});

describe('GET /v3/api/applications/paperwork/{applicationId}/download', () => {
  async function downloaded(options: Parameters<typeof requestFromPaperworkData>[2] = {}) {
    const { id, data } = await readyForPaperwork(sandbox, token);
    const response = await submitPaperwork(
      sandbox,
      token,
      requestFromPaperworkData(id, data, { payment: true, fullLcc: true, ...options }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return id;
  }

  it.each(['FULL', 'LCC', 'ACH', 'HardCopies'])(
    '%s is a real PDF as application/octet-stream',
    async (type) => {
      const id = await downloaded();
      for (const prefix of ['/v3/api', '/api']) {
        const response = await sandbox.request(
          `${prefix}/applications/paperwork/${id}/download?documentType=${type}`,
          { token },
        );
        expect(response.status).toBe(200);
        expect(response.headers.get('Content-Type')).toBe('application/octet-stream');
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
        expect(bytes.length).toBeGreaterThan(1000);
      }
    },
  );

  it('answers 404 for a document that was not generated, 400 naming documentType when it is wrong', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    const body = requestFromPaperworkData(id, data);
    body.DocumentSelection.DownloadHardCopies = false;
    await submitPaperwork(sandbox, token, body);
    const get = (query: string) =>
      call(sandbox, `/v3/api/applications/paperwork/${id}/download${query}`, { token });
    expect((await get('?documentType=FULL')).status).toBe(200);
    for (const type of ['LCC', 'ACH', 'HardCopies']) {
      const response = await get(`?documentType=${type}`);
      expect(response.status).toBe(404);
      expect((response.body as { Message: string }).Message).toBe(
        `The downloaded paperwork of application ${id} has no ${type} document; it has FULL.`,
      );
    }
    for (const query of ['', '?documentType=Contract']) {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(modelStateKeys(response.body)).toEqual(['documentType']);
    }
  });

  it('applies only to paperwork submitted for download of an approved application', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    const get = () =>
      call(sandbox, `/v3/api/applications/paperwork/${id}/download?documentType=FULL`, { token });
    expect((await get()).status).toBe(404);
    await submitPaperwork(sandbox, token, requestFromPaperworkData(id, data, { option: 'esign' }));
    const esign = await get();
    expect(esign.status).toBe(404);
    expect((esign.body as { Message: string }).Message).toBe(
      `No paperwork of application ${id} was submitted with the download option.`,
    );
    const pending = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      json: validApplicationV3({ Applicant: { SocialSecurityNumber: '500000012' } }),
    });
    const pendingId = (pending.body as { Id: number }).Id;
    const notApproved = await call(
      sandbox,
      `/v3/api/applications/paperwork/${pendingId}/download?documentType=FULL`,
      { token },
    );
    expect(notApproved.status).toBe(400);
    expect(modelStateKeys(notApproved.body)).toEqual(['applicationId']);
  });

  it('leaves LCC out when the dealer does not include the completion certificate', async () => {
    const id = await approvedApplication(sandbox, token, empireApplication());
    await choosePromotion(sandbox, token, id, 201);
    const { data } = await getPaperwork(sandbox, token, id);
    expect(data.Dealer.DealerIncludeLcc).toBe(false);
    await submitPaperwork(sandbox, token, requestFromPaperworkData(id, data, { fullLcc: true }));
    const lcc = await call(
      sandbox,
      `/v3/api/applications/paperwork/${id}/download?documentType=LCC`,
      { token },
    );
    expect(lcc.status).toBe(404);
  });
});

interface OutboxMessage {
  applicationId: number;
  to: string;
  sentAt: string;
  link: string;
}
interface SignedDocument {
  DocumentType: string;
  SignatureInformation: {
    SignerType: string;
    DateSent: string | null;
    DateSigned: string | null;
  }[];
}

async function outboxOf(id: number): Promise<OutboxMessage[]> {
  const outbox = await call(sandbox, '/sandbox/outbox.json', { token });
  return (outbox.body as OutboxMessage[]).filter((message) => message.applicationId === id);
}

async function signedStatusOf(id: number): Promise<SignedDocument[]> {
  const response = await call(sandbox, `/v3/api/applications/paperwork/${id}/signed-status`, {
    token,
  });
  expect(response.status).toBe(200);
  return response.body as SignedDocument[];
}

/**
 * A change order before signing (issue 33 item 8): a second e-mailed submission for the same
 * application replaces the unsigned paperwork, and the lender refuses one once anything is signed.
 */
describe('a second e-mailed submission (a change order before signing)', () => {
  it('replaces the unsigned paperwork: new DateSent, no earlier signers, new e-mails and links', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    const first = requestFromPaperworkData(id, data, { option: 'email' });
    expect((await submitPaperwork(sandbox, token, first)).status).toBe(200);
    const firstMail = await outboxOf(id);
    expect(firstMail).toHaveLength(2);

    sandbox.advance(86_400_000);
    token = await sandbox.signIn('dealer.user');
    const changed = requestFromPaperworkData(id, data, { option: 'email', today: '2025-06-16' });
    changed.LoanParameters.DownPayment = 1531.25;
    changed.LoanParameters.AmountFinanced = 12000;
    const second = await submitPaperwork(sandbox, token, changed);
    expect(second.status, JSON.stringify(second.body)).toBe(200);

    const documents = await signedStatusOf(id);
    const signers = documents.flatMap((document) => document.SignatureInformation);
    expect(signers.length).toBeGreaterThan(0);
    for (const signer of signers) {
      expect(signer.DateSent?.slice(0, 10)).toBe('2025-06-16');
      expect(signer.DateSigned).toBeNull();
    }
    const mail = await outboxOf(id);
    const fresh = mail.filter((message) => !firstMail.some((old) => old.link === message.link));
    expect(fresh.map((message) => message.to).sort()).toEqual(
      firstMail.map((message) => message.to).sort(),
    );
    for (const old of firstMail) expect((await sandbox.request(old.link)).status).toBe(404);
    for (const message of fresh) expect((await sandbox.request(message.link)).status).toBe(200);
  });

  it('is refused with a 400 naming LoanApplicationId once anything is signed', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    const first = requestFromPaperworkData(id, data, { option: 'email' });
    expect((await submitPaperwork(sandbox, token, first)).status).toBe(200);
    const [applicantMail] = (await outboxOf(id)).filter((message) =>
      message.to.startsWith('maria'),
    );
    const signed = await sandbox.request(`${applicantMail!.link}/sign`, {
      method: 'POST',
      body: new URLSearchParams({ signee: 'Applicant', typedName: 'Maria L Hernandez' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(signed.status).toBe(303);
    const again = await submitPaperwork(sandbox, token, first);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      Message: messages.invalidRequest,
      ModelState: {
        'request.LoanApplicationId': [
          `The paperwork of application ${id} cannot be submitted again: the applicant signed it on 06/15/2025.`,
        ],
      },
    });
    expect(await outboxOf(id)).toHaveLength(2);
  });
});
