import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'zod/mini';
import { applicationRecordSchema } from '../../src/schemas/application-records.ts';
import {
  validApplicationV1,
  validApplicationV1Path,
  validApplicationV2,
} from '../../src/schemas/fixtures/application-legacy.test-support.ts';
import {
  validApplicantV3,
  validApplicationV3,
} from '../../src/schemas/fixtures/application-v3.test-support.ts';
import { messages } from '../http.ts';
import { seedDealers } from '../seed.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';
import { creditTypeFor } from './record.ts';
import {
  call,
  countApplications,
  specApplicationRecord,
  type TestSandbox,
} from './applications.test-support.ts';

type SubmitRecord = {
  Id: number;
  Status: string;
  IsActive: boolean;
  ApplicationNumber: number | null;
  SubmitNumber: string;
  LoanType: string;
  AssignedUserId: number;
  Dealer: { Id: number };
  Applicant: { SocialSecurityNumber: string; Identification: { IssueDate: string | null } };
  CoApplicant: { SocialSecurityNumber: string } | null;
  HistoryItems: unknown[];
  Events: unknown[];
  Content: unknown;
  Terms: { CreditType: string };
};

/** A v3 body for Empire Appliance & Furniture (103): a New York retailer. */
function empireV3(overrides: Parameters<typeof validApplicationV3>[0] = {}) {
  return validApplicationV3({
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
  });
}

let sandbox: TestSandbox;
let token: string;
beforeEach(async () => {
  sandbox = createTestSandbox();
  token = await sandbox.signIn('dealer.user');
});

describe('POST applications: a valid submission', () => {
  const cases = [
    { path: '/v3/api/applications', version: 3, body: () => validApplicationV3() },
    {
      path: '/v3/api/applications',
      version: 3,
      body: () =>
        validApplicationV3({ LoanParameters: { DealerId: null, DealerNumber: '700101' } }),
    },
    { path: '/v2/api/applications', version: 2, body: () => validApplicationV2() },
    { path: '/v1/api/applications', version: 1, body: () => validApplicationV1() },
    { path: '/v1/api/applications/101', version: 1, body: () => validApplicationV1Path() },
    { path: '/v1/api/applications/700101', version: 1, body: () => validApplicationV1Path() },
  ] as const;

  it.each(cases)('$path ($version) answers the new record as the spec shows it', async (each) => {
    const before = countApplications(sandbox);
    const { status, body } = await call(sandbox, each.path, {
      token,
      method: 'POST',
      json: each.body(),
    });
    expect(status).toBe(200);
    specApplicationRecord('submit', each.version).parse(body);
    const record = body as SubmitRecord;
    expect(record).toMatchObject({
      Status: 'Processing',
      IsActive: false,
      ApplicationNumber: null,
      HistoryItems: [],
      Events: [],
      Content: null,
      Dealer: { Id: 101 },
    });
    expect(record.SubmitNumber).toMatch(/^[A-Z]\d{9}$/);
    expect(record.Applicant.SocialSecurityNumber).toBe('500000001');
    expect(parse(applicationRecordSchema, body).Id).toBe(record.Id);
    expect(countApplications(sandbox)).toBe(before + 1);
  });

  it("takes a product its products operation lists though the dealer record's Products does not", async () => {
    const { status, body } = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      json: validApplicationV3({ LoanParameters: { ProductOrService: 'Attic Insulation' } }),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      LoanType: 'ClosedEnd',
      FinancialInformation: { ProductCode: 'INSL' },
    });
  });

  it('echoes the co-applicant with the full SSN too', async () => {
    const { body } = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      json: validApplicationV3({ CoApplicant: {} }),
    });
    const record = specApplicationRecord('submit', 3).parse(body);
    expect(record.CoApplicant?.SocialSecurityNumber).toBe('500000002');
  });

  it('gives every submission its own Id and SubmitNumber', async () => {
    const submitted = await Promise.all(
      [1, 2, 3].map(async () => {
        const { body } = await call(sandbox, '/v3/api/applications', {
          token,
          method: 'POST',
          json: validApplicationV3(),
        });
        return body as SubmitRecord;
      }),
    );
    expect(new Set(submitted.map((record) => record.Id)).size).toBe(3);
    expect(new Set(submitted.map((record) => record.SubmitNumber)).size).toBe(3);
  });

  it("lets the path dealer replace the body's DealerId (v1 by dealer)", async () => {
    const { status, body } = await call(sandbox, '/v1/api/applications/700103', {
      token,
      method: 'POST',
      json: validApplicationV1Path({ LoanParameters: { DealerId: 101 } }),
    });
    expect(status).toBe(200);
    expect((body as SubmitRecord).Dealer.Id).toBe(103);
  });

  it('accepts the sample spellings IdentificationIssuedDate and IdentificationIssueState', async () => {
    const applicant: Record<string, unknown> = { ...validApplicantV3() };
    applicant.IdentificationIssuedDate = applicant.IdentificationIssueDate;
    applicant.IdentificationIssueState = applicant.IdentificationState;
    delete applicant.IdentificationIssueDate;
    delete applicant.IdentificationState;
    const { status, body } = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      json: { ...validApplicationV3(), Applicant: applicant },
    });
    expect(status).toBe(200);
    expect((body as SubmitRecord).Applicant.Identification.IssueDate).toBe('2021-03-15T00:00:00');
  });
});

describe('POST applications: the credit type', () => {
  it('takes v1/v2 CreditType from the body', async () => {
    const { body } = await call(sandbox, '/v2/api/applications', {
      token,
      method: 'POST',
      json: validApplicationV2({ LoanParameters: { CreditType: 'ClosedEnd' } }),
    });
    expect(body).toMatchObject({ LoanType: 'ClosedEnd', Terms: { CreditType: 'ClosedEnd' } });
  });

  it('derives v3 LoanType from the dealer: home improvement is ClosedEnd, a retailer Revolving', async () => {
    const sunrise = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      json: validApplicationV3(),
    });
    expect(sunrise.body).toMatchObject({
      LoanType: 'ClosedEnd',
      Terms: { CreditType: 'ClosedEnd' },
    });
    const empire = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      json: empireV3(),
    });
    expect(empire.status).toBe(200);
    expect(empire.body).toMatchObject({
      LoanType: 'Revolving',
      Terms: { CreditType: 'Revolving' },
    });
  });

  it.each([
    { retail: true, product: 'HVAC', expected: 'Revolving' },
    { retail: false, product: 'HVAC', expected: 'ClosedEnd' },
    { retail: false, product: 'Gift Cards', expected: 'Revolving' },
  ])('retail $retail, product $product → $expected', ({ retail, product, expected }) => {
    const [sunrise] = seedDealers('2025-06-15');
    const dealer = {
      ...sunrise!,
      IsRetailDealer: retail,
      Products: [
        ...sunrise!.Products,
        { Name: 'Gift Cards', Code: 'GIFT', IsHomeImprovement: false, IsMajorProduct: false },
      ],
    };
    expect(creditTypeFor(dealer, product)).toBe(expected);
  });
});

describe('POST applications: AssignedUserEmailAddress', () => {
  it.each([
    { email: 'marcus.reyes@sunrise.example.com', expected: 2, why: 'an active user of the dealer' },
    { email: 'MARCUS.REYES@sunrise.example.com', expected: 2, why: 'in any letter case' },
    { email: 'daniel.okafor@empire.example.com', expected: 1, why: "another dealer's user" },
    { email: 'nobody@example.com', expected: 1, why: 'nobody' },
    { email: undefined, expected: 1, why: 'none (left out)' },
  ])('$why → user $expected', async ({ email, expected }) => {
    for (const [path, json] of [
      ['/v3/api/applications', validApplicationV3({ AssignedUserEmailAddress: email })],
      ['/v2/api/applications', validApplicationV2({ AssignedUserEmailAddress: email })],
    ] as const) {
      const { body } = await call(sandbox, path, { token, method: 'POST', json });
      expect((body as SubmitRecord).AssignedUserId).toBe(expected);
    }
  });

  it('never assigns a disabled user', async () => {
    sandbox.db.prepare('UPDATE users SET is_active = 0 WHERE id = 2').run();
    const { body } = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      json: validApplicationV3({ AssignedUserEmailAddress: 'marcus.reyes@sunrise.example.com' }),
    });
    expect((body as SubmitRecord).AssignedUserId).toBe(1);
  });

  it('v1 has no such field: the default operator', async () => {
    const { body } = await call(sandbox, '/v1/api/applications', {
      token,
      method: 'POST',
      json: validApplicationV1(),
    });
    expect((body as SubmitRecord).AssignedUserId).toBe(1);
  });
});

describe('POST applications: refused', () => {
  const invalid = [
    {
      path: '/v3/api/applications',
      json: validApplicationV3({ Applicant: { FirstName: '' } }),
      field: 'request.Applicant.FirstName',
    },
    {
      path: '/v3/api/applications',
      json: validApplicationV3({ Applicant: { SocialSecurityNumber: '12345' } }),
      field: 'request.Applicant.SocialSecurityNumber',
    },
    {
      path: '/v3/api/applications',
      json: validApplicationV3({ LoanParameters: { AmountFinanced: 999 } }),
      field: 'request.LoanParameters.AmountFinanced',
    },
    {
      path: '/v3/api/applications',
      json: validApplicationV3({ LoanParameters: { ProductOrService: 'Swimming Pools' } }),
      field: 'request.LoanParameters.ProductOrService',
    },
    {
      // Lakeside is not one of dealer.user's dealers.
      path: '/v3/api/applications',
      json: validApplicationV3({ LoanParameters: { DealerId: 102 } }),
      field: 'request.LoanParameters.DealerId',
    },
    {
      path: '/v3/api/applications',
      json: validApplicationV3({ CoApplicant: { ApplicantRelationship: null } }),
      field: 'request.CoApplicant.ApplicantRelationship',
    },
    {
      // Portal rules (docs/decisions/0028): no employment start in the future, no expired ID.
      path: '/v3/api/applications',
      json: validApplicationV3({ Applicant: { EmploymentYear: 2999 } }),
      field: 'request.Applicant.EmploymentYear',
    },
    {
      path: '/v3/api/applications',
      json: validApplicationV3({ Applicant: { IdentificationExpirationDate: '2001-01-31' } }),
      field: 'request.Applicant.IdentificationExpirationDate',
    },
    {
      path: '/v2/api/applications',
      json: validApplicationV2({ LoanParameters: { CreditType: 'Lease' } }),
      field: 'request.LoanParameters.CreditType',
    },
    {
      path: '/v2/api/applications',
      json: validApplicationV2({ LoanParameters: { DealerId: 102 } }),
      field: 'request.LoanParameters.DealerId',
    },
    {
      path: '/v1/api/applications',
      json: validApplicationV1({ LoanParameters: { DealerId: undefined } }),
      field: 'request.LoanParameters.DealerId',
    },
    {
      // v1 has no AssignedUserEmailAddress.
      path: '/v1/api/applications',
      json: { ...validApplicationV1(), AssignedUserEmailAddress: 'a@example.com' },
      field: 'request',
    },
    {
      path: '/v1/api/applications/101',
      json: validApplicationV1Path({ Applicant: { DateOfBirth: '2015-01-01' } }),
      field: 'request.Applicant.DateOfBirth',
    },
    // Issue 31 item 16: v1/v2 check what a value is as v3 does, and no text hides characters.
    {
      path: '/v2/api/applications',
      json: validApplicationV2({ Applicant: { SocialSecurityNumber: 'abc' } }),
      field: 'request.Applicant.SocialSecurityNumber',
    },
    {
      path: '/v1/api/applications',
      json: validApplicationV1({ Applicant: { PostalCode: 'ZIP' } }),
      field: 'request.Applicant.PostalCode',
    },
    {
      path: '/v1/api/applications/101',
      json: validApplicationV1Path({ Applicant: { EmailAddress: 'maria' } }),
      field: 'request.Applicant.EmailAddress',
    },
    {
      path: '/v2/api/applications',
      json: validApplicationV2({ Applicant: { LastName: 'Garcia\u202Efdp.exe' } }),
      field: 'request.Applicant.LastName',
    },
    {
      path: '/v3/api/applications',
      json: validApplicationV3({ Applicant: { Address1: '12 Elm St\u0000' } }),
      field: 'request.Applicant.Address1',
    },
    {
      path: '/v3/api/applications',
      json: validApplicationV3({ LoanParameters: { DealerNumber: '700101\u2067' } }),
      field: 'request.LoanParameters.DealerNumber',
    },
  ];

  it.each(invalid)('$path: 400 naming $field, nothing stored', async ({ path, json, field }) => {
    const before = countApplications(sandbox);
    const { status, body } = await call(sandbox, path, { token, method: 'POST', json });
    expect(status).toBe(400);
    expect(body).toMatchObject({ Message: messages.invalidRequest });
    expect(Object.keys((body as { ModelState: object }).ModelState)).toContain(field);
    expect(countApplications(sandbox)).toBe(before);
  });

  it('names every refused field of a v3 body at once, the cross-field rules with the rest', async () => {
    const json = validApplicationV3({
      Applicant: { SocialSecurityNumber: null, DateOfBirth: '2015-01-01' },
      CoApplicant: { IdentificationNumber: null },
    });
    const { status, body } = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      json,
    });
    expect(status).toBe(400);
    expect(Object.keys((body as { ModelState: object }).ModelState)).toEqual(
      expect.arrayContaining([
        'request.Applicant.SocialSecurityNumber',
        'request.Applicant.DateOfBirth',
        'request.CoApplicant.IdentificationNumber',
      ]),
    );
  });

  it.each(['', '{"Applicant":'])('a body %j is a 400, nothing stored', async (text) => {
    const before = countApplications(sandbox);
    const { status, body } = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      body: text,
    });
    expect(status).toBe(400);
    expect(body).toHaveProperty('ModelState.request');
    expect(countApplications(sandbox)).toBe(before);
  });

  it.each(['999999', '700999', 'NOPE-1', '102', '700102'])(
    'v1 by dealer %s (unknown, or not the caller’s): 404, nothing stored',
    async (segment) => {
      const before = countApplications(sandbox);
      const { status, body } = await call(sandbox, `/v1/api/applications/${segment}`, {
        token,
        method: 'POST',
        json: validApplicationV1Path(),
      });
      expect(status).toBe(404);
      expect(body).toEqual({ Message: 'The dealer was not found.' });
      expect(countApplications(sandbox)).toBe(before);
    },
  );

  it('answers the unknown dealer before looking at the body', async () => {
    const { status } = await call(sandbox, '/v1/api/applications/999999', {
      token,
      method: 'POST',
      body: 'not json',
    });
    expect(status).toBe(404);
  });

  it('refuses a dealer locked out by attestation with 403 saying it must attest', async () => {
    const lakeside = await sandbox.signIn('lakeside.admin');
    const lakesideV3 = validApplicationV3({
      LoanParameters: {
        ContractState: 'AZ',
        ProductOrService: 'Swimming Pools',
        SellingPrice: 40_000,
        DownPayment: 4_000,
        SalesTax: null,
        SalesTaxIncluded: false,
        DealerId: 102,
      },
    });
    const before = countApplications(sandbox);
    for (const [path, json] of [
      ['/v3/api/applications', lakesideV3],
      ['/v2/api/applications', validApplicationV2({ LoanParameters: { DealerId: 102 } })],
      ['/v1/api/applications/102', validApplicationV1Path()],
      ['/v1/api/applications/700102', validApplicationV1Path()],
    ] as const) {
      const { status, body } = await call(sandbox, path, { token: lakeside, method: 'POST', json });
      expect(status, path).toBe(403);
      expect((body as { Message: string }).Message).toMatch(/Lakeside Pools & Spas .*must attest/);
    }
    expect(countApplications(sandbox)).toBe(before);
  });

  it('answers the disabled-endpoint message to a role without applications.submit', async () => {
    const rep = await sandbox.signIn('sunrise.rep');
    const { status, body } = await call(sandbox, '/v3/api/applications', {
      token: rep,
      method: 'POST',
      json: validApplicationV3(),
    });
    expect(status).toBe(403);
    expect(body).toEqual({ Message: messages.endpointDisabled });
  });

  it('answers 401 without a token', async () => {
    const response = await sandbox.request('/v3/api/applications', {
      method: 'POST',
      json: validApplicationV3(),
    });
    expect(response.status).toBe(401);
  });
});
