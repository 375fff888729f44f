import { existsSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureClient } from '../src/api/client.ts';
import {
  reassignApplication,
  setProjectNumber,
  submitApplication,
  submitApplicationV1,
  submitApplicationV1ForDealer,
  submitApplicationV2,
} from '../src/api/applications.ts';
import { uploadDealerDocument, validateDealerEmail } from '../src/api/dealers.ts';
import { uploadSupportingDocument } from '../src/api/documents.ts';
import { resendEsign, submitAchPaperwork, submitPaperwork } from '../src/api/paperwork.ts';
import { setPromotion, setPromotionV1 } from '../src/api/promotions.ts';
import { sessionStore } from '../src/api/session-store.ts';
import { createUser, updateUser } from '../src/api/users.ts';
import {
  applicationV3Body,
  emptyParty,
  toApplicationV3Request,
  type ApplicationFormValues,
} from '../src/schemas/application-form.ts';
import { validApplicationForm } from '../src/schemas/fixtures/application-form.test-support.ts';
import {
  validApplicationV1,
  validApplicationV1Path,
  validApplicationV2,
} from '../src/schemas/fixtures/application-legacy.test-support.ts';
import { fixtureContext } from '../src/schemas/fixtures/application-v3.test-support.ts';
import {
  validAchPaperwork,
  validFullPaperwork,
} from '../src/schemas/fixtures/paperwork.test-support.ts';
import { setPromotionBody, setPromotionV1Body } from '../src/schemas/promotion-requests.ts';
import { toProjectNumberBody } from '../src/pages/application/project-number-mapper.ts';
import { readSpecRequests, SPEC_PATH, type SpecObject } from './spec/request-tables.ts';
import { strictRequestViolations } from './spec/strict-request.ts';

/**
 * Issue 18 item 1, "Done when": every request the portal builds goes through a strict check of
 * the spec's own request tables (contract/spec/request-tables.ts reads them): no null where the
 * spec does not allow null (an empty optional field is omitted), every required field present,
 * no field the spec does not list. The bodies are taken off the wire: each is sent through the
 * portal's API function, whose fetch records it.
 */

const spec = readSpecRequests();
const TODAY = '2025-06-15';

let sent: unknown[] = [];
beforeEach(() => {
  sent = [];
  globalThis.fetch = async (_input, init) => {
    sent.push(JSON.parse(String(init?.body ?? 'null')));
    return new Response(JSON.stringify({ Message: 'recorded' }), {
      status: 400,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  configureClient({ baseUrl: 'http://wire.test', getToken: () => 'token', timeoutMs: 5_000 });
  sessionStore.signIn('token', {
    id: 0,
    username: 'wire',
    displayName: 'wire',
    role: '',
    isOperator: false,
    dealers: [],
  });
});
afterEach(() => {
  sessionStore.signOut();
});

/** The body the API function put on the wire. */
async function onTheWire(call: () => Promise<unknown>): Promise<unknown> {
  await call().catch(() => undefined);
  expect(sent).toHaveLength(1);
  return sent[0];
}

function expectStrict(request: SpecObject, body: unknown) {
  expect(strictRequestViolations(request, body)).toEqual([]);
}

/** The wizard with every optional field left empty: no co-applicant, nothing optional typed. */
function sparseForm(): ApplicationFormValues {
  const form = validApplicationForm();
  const blanks = {
    MiddleInitial: '',
    Suffix: '',
    Address2: '',
    EmailAddress: '',
    SecondaryPhone: '',
    SecondaryPhoneType: '',
    CurrentEmployer: '',
    CurrentEmployerPhoneNumber: '',
    ApplicantRelationship: '',
  };
  return {
    ...form,
    Applicant: { ...form.Applicant, ...blanks, HasCoApplicant: false },
    CoApplicant: emptyParty(),
    LoanParameters: {
      ...form.LoanParameters,
      DownPayment: null,
      SalesTaxIncluded: false,
      SalesTax: null,
    },
  };
}

const withInstallationAddress = (form: ApplicationFormValues): ApplicationFormValues => ({
  ...form,
  Applicant: {
    ...form.Applicant,
    IsInstallationAddressDifferent: true,
    InstallationAddress1: '77 Lake Road',
    InstallationAddress2: '',
    InstallationCity: 'Folsom',
    InstallationState: 'CA',
    InstallationPostalCode: '95630',
  },
});

describe('the spec reading', () => {
  it('is the spec beside the project (when there is one) word for word', () => {
    // README: the spec lives in ../shared/spec; a worktree sits one level deeper.
    const beside = ['../shared/spec/', '../../shared/spec/']
      .map((folder) => new URL(`../${folder}service-interface.md`, import.meta.url))
      .find((candidate) => existsSync(candidate));
    if (beside) expect(readFileSync(SPEC_PATH, 'utf8')).toBe(readFileSync(beside, 'utf8'));
  });

  it('reads the Nullable and Req columns of the v3 applicant table', () => {
    const applicant = spec.applicationV3['Applicant']?.object ?? {};
    expect(applicant['ApplicantRelationship']).toEqual({ required: false, nullable: false });
    expect(applicant['InstallationAddress1']).toEqual({ required: false, nullable: false });
    expect(applicant['InstallationAddress2']).toEqual({ required: false, nullable: true });
    expect(applicant['HomeValue']).toEqual({ required: true, nullable: true });
    expect(applicant['FirstName']).toEqual({ required: true, nullable: false });
    expect(applicant['EmploymentType']).toEqual({ required: false, nullable: false });
    expect(spec.applicationV3['CoApplicant']).toMatchObject({ required: true, nullable: true });
    expect(spec.applicationV3['AssignedUserEmailAddress']).toEqual({
      required: false,
      nullable: false,
    });
  });

  it('reads the prose lists: set-promotion, paperwork, ACH', () => {
    expect(spec.setPromotion['Apr']).toEqual({ required: false, nullable: false });
    expect(spec.setPromotion['AddOnId']).toEqual({ required: false, nullable: true });
    expect(spec.setPromotion['PromotionId']).toEqual({ required: true, nullable: false });
    const loan = spec.paperwork['LoanParameters']?.object ?? {};
    expect(loan['SalesTax']).toEqual({ required: false, nullable: false });
    expect(spec.paperwork['Payment']).toMatchObject({ required: false, nullable: true });
    expect(spec.projectNumber['ProjectNumber']).toEqual({ required: true, nullable: true });
    const achSigner = spec.achPaperwork['Signature']?.object?.['Applicant']?.object ?? {};
    expect(Object.keys(achSigner).sort()).toEqual(
      ['ApplicantSigningAch', 'EmailAddress', 'IdentificationType', 'IsUnitedStatesCitizen'].sort(),
    );
  });

  it('the checker refuses null in a Nullable=No field, a missing required field and an unknown one', () => {
    const request: SpecObject = {
      A: { required: false, nullable: false },
      B: { required: true, nullable: true },
    };
    expect(strictRequestViolations(request, { B: null })).toEqual([]);
    expect(strictRequestViolations(request, { A: null, B: 1 })).toEqual([
      'A: null, but the spec does not let it be null',
    ]);
    expect(strictRequestViolations(request, { A: 'x' })).toEqual(['B: required, but not sent']);
    expect(strictRequestViolations(request, { B: 1, C: 1 })).toEqual([
      'C: not a field of this request in the spec',
    ]);
  });
});

describe('every request the portal builds is strict by the spec', () => {
  const context = fixtureContext(TODAY);

  it.each([
    ['with a co-applicant', validApplicationForm()],
    ['with every optional field empty', sparseForm()],
    ['with an installation address', withInstallationAddress(sparseForm())],
    ['assigned to a user', { ...sparseForm(), AssignedUserEmailAddress: 'olivia@lender.example' }],
  ])('v3 application submit: the wizard %s', async (_, form) => {
    expect(strictRequestViolations(spec.applicationV3, toApplicationV3Request(form))).toEqual([]);
    expectStrict(
      spec.applicationV3,
      await onTheWire(() => submitApplication(applicationV3Body(form, context))),
    );
  });

  it('v2 and v1 application submit, and v1 by dealer', async () => {
    for (const coApplicant of [null, {}]) {
      expectStrict(
        spec.applicationV2,
        await onTheWire(() =>
          submitApplicationV2(validApplicationV2({ CoApplicant: coApplicant })),
        ),
      );
      sent = [];
      expectStrict(
        spec.applicationV1,
        await onTheWire(() =>
          submitApplicationV1(validApplicationV1({ CoApplicant: coApplicant })),
        ),
      );
      sent = [];
      expectStrict(
        spec.applicationV1Path,
        await onTheWire(() => submitApplicationV1ForDealer(101, validApplicationV1Path())),
      );
      sent = [];
    }
  });

  it('full paperwork and ACH-only paperwork', async () => {
    expectStrict(
      spec.paperwork,
      await onTheWire(() => submitPaperwork(validFullPaperwork({}, TODAY))),
    );
    sent = [];
    expectStrict(spec.achPaperwork, await onTheWire(() => submitAchPaperwork(validAchPaperwork())));
    sent = [];
    expectStrict(
      spec.esignResend,
      await onTheWire(() => resendEsign(1001, { DocumentTypes: ['FULL'] })),
    );
  });

  it('set-promotion, v3 and v1, for revolving and closed-end promotions', async () => {
    const revolving = {
      Id: 301,
      PaymentFactor: 0.0175,
      AddOnId: null,
      ClosedEndPaymentRateId: null,
    };
    const closedEnd = { Id: 302, Apr: '0.1799', Terms: 84, ClosedEndPaymentRateId: 9, AddOnId: 5 };
    for (const promotion of [revolving, closedEnd]) {
      expectStrict(
        spec.setPromotion,
        await onTheWire(() => setPromotion(1001, setPromotionBody(promotion))),
      );
      sent = [];
      expectStrict(
        spec.setPromotionV1,
        await onTheWire(() => setPromotionV1(1001, setPromotionV1Body(promotion))),
      );
      sent = [];
    }
  });

  it('users: POST and PUT, with the optional names empty', async () => {
    const user = {
      IsActive: true,
      Username: 'casey.nguyen',
      FirstName: 'Casey',
      LastName: 'Nguyen',
      Title: 'Sales Consultant',
      EmailAddress: 'casey.nguyen@sunrise.example.com',
      PhoneNumber: '9165550177',
      DealerRoles: [{ DealerId: 101, RoleId: 3 }],
    };
    expectStrict(spec.user, await onTheWire(() => createUser(user)));
    sent = [];
    expectStrict(spec.user, await onTheWire(() => updateUser(7, { ...user, MiddleInitial: 'Q' })));
  });

  it('supporting and dealer documents, validateEmail, reassign, project number', async () => {
    const document = {
      DocumentName: 'Proof of income',
      Description: 'Two recent pay stubs',
      ViewDocumentType: 'general' as const,
      Document: { FileName: 'pay-stubs.pdf', Content: 'JVBERi0xLjQK' },
    };
    expectStrict(spec.document, await onTheWire(() => uploadSupportingDocument(1001, document)));
    sent = [];
    expectStrict(
      spec.document,
      await onTheWire(() =>
        uploadDealerDocument(101, { ...document, ViewDocumentType: 'dealerDocument' }),
      ),
    );
    sent = [];
    expectStrict(
      spec.validateEmail,
      await onTheWire(() =>
        validateDealerEmail(101, { EmailAddress: 'hannah@sunrise.example.com' }),
      ),
    );
    sent = [];
    expectStrict(
      spec.reassign,
      await onTheWire(() => reassignApplication(1001, { UserIdToAssign: 6, DealerId: 101 })),
    );
    for (const typed of ['PN-7', '  ']) {
      sent = [];
      expectStrict(
        spec.projectNumber,
        await onTheWire(() =>
          setProjectNumber(1001, toProjectNumberBody({ ProjectNumber: typed })),
        ),
      );
    }
  });
});
