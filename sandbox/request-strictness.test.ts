import { beforeEach, describe, expect, it } from 'vitest';
import { validApplicationV2 } from '../src/schemas/fixtures/application-legacy.test-support.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { withChanges } from '../src/schemas/fixtures/with-changes.test-support.ts';
import { CHOSEN_LIMITS } from '../src/schemas/limits.ts';
import { validBodies } from './endpoint-scenarios.test-support.ts';
import { approvedApplication, call } from './paperwork/paperwork.test-support.ts';
import { createTestSandbox } from './sandbox.test-support.ts';

/**
 * Issue 18 items 1 and 14 at the sandbox's door: a null in a field whose Nullable column says
 * No, and a text value longer than its limit (src/schemas/limits.ts), are refused with a 400 in
 * ModelState form naming the field, and nothing is stored.
 */

type ModelStateBody = { ModelState?: Record<string, string[]> };

let sandbox: ReturnType<typeof createTestSandbox>;
let token: string;
beforeEach(async () => {
  sandbox = createTestSandbox();
  token = await sandbox.signIn('operator');
});

async function refused(path: string, json: unknown, field: string, method = 'POST') {
  const response = await call(sandbox, path, { token, method, json });
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(Object.keys((response.body as ModelStateBody).ModelState ?? {})).toContain(
    `request.${field}`,
  );
}

const MEGABYTE = 'a'.repeat(1_000_000);

describe('null in a Nullable=No field is a 400 naming it (item 1)', () => {
  it.each([
    'Applicant.ApplicantRelationship',
    'Applicant.EmploymentType',
    'Applicant.InstallationAddress1',
    'Applicant.InstallationCity',
    'Applicant.InstallationState',
    'Applicant.InstallationPostalCode',
    'AssignedUserEmailAddress',
  ])('v3 submit: %s null', async (field) => {
    await refused(
      '/v3/api/applications',
      withChanges(validApplicationV3(), { [field]: null }),
      field,
    );
  });

  it('v3 submit: the same body with those fields left out is accepted', async () => {
    const response = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      json: validApplicationV3(),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('v2 submit: the same nulls are accepted (v1/v2 have no Nullable column; decision 0013)', async () => {
    const response = await call(sandbox, '/v2/api/applications', {
      token,
      method: 'POST',
      json: withChanges(validApplicationV2(), {
        'Applicant.ApplicantRelationship': null,
        'Applicant.InstallationAddress1': null,
      }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('set-promotion: a "not null" field sent as null', async () => {
    const id = await approvedApplication(sandbox, token);
    await refused(
      `/v3/api/applications/promotions/${id}`,
      { PromotionId: 302, ClosedEndPaymentRateId: null, Apr: null, AddOnId: null, Terms: 84 },
      'Apr',
    );
  });
});

describe('a text value over its limit is a 400 naming it (item 14)', () => {
  it.each([
    ['FirstName', MEGABYTE],
    ['LastName', 'a'.repeat(CHOSEN_LIMITS.name + 1)],
    ['Title', MEGABYTE],
    ['DisplayName', MEGABYTE],
    ['PhoneNumber', MEGABYTE],
  ])('POST /v3/api/users: %s too long', async (field, value) => {
    await refused('/v3/api/users', { ...validBodies.newUser(), [field]: value }, field);
    const users = await call(sandbox, '/v3/api/users', { token });
    expect(JSON.stringify(users.body)).not.toContain(value.slice(0, 200));
  });

  it.each([
    ['DocumentName', MEGABYTE],
    ['Description', 'a'.repeat(CHOSEN_LIMITS.description + 1)],
    ['Document.FileName', `${'a'.repeat(CHOSEN_LIMITS.fileName)}.pdf`],
  ])('POST supporting documents: %s too long', async (field, value) => {
    const id = await approvedApplication(sandbox, token);
    await refused(
      `/v3/api/applications/${id}/supportingDocuments`,
      withChanges(validBodies.supportingDocument(), { [field]: value }),
      field,
    );
  });

  it('POST dealer documents: DocumentName too long', async () => {
    await refused(
      '/v3/api/dealers/101/dealerDocuments',
      { ...validBodies.dealerDocument(), DocumentName: MEGABYTE },
      'DocumentName',
    );
  });

  it.each(['Applicant.Address1', 'Applicant.City', 'LoanParameters.ProductOrService'])(
    'POST v3 and v2 applications: %s of a megabyte',
    async (field) => {
      await refused(
        '/v3/api/applications',
        withChanges(validApplicationV3(), { [field]: MEGABYTE }),
        field,
      );
      await refused(
        '/v2/api/applications',
        withChanges(validApplicationV2(), { [field]: MEGABYTE }),
        field,
      );
    },
  );

  it('POST v2 applications: an address line over 100 characters', async () => {
    await refused(
      '/v2/api/applications',
      withChanges(validApplicationV2(), {
        'Applicant.Address1': 'a'.repeat(CHOSEN_LIMITS.addressLine + 1),
      }),
      'Applicant.Address1',
    );
  });
});
