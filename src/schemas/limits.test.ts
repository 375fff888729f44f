import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  applicationV1BaseSchema,
  applicationV1PathBaseSchema,
  applicationV2BaseSchema,
} from './application-legacy.ts';
import { projectNumberBaseSchema } from './application-actions.ts';
import { applicationV3BaseSchema } from './application-v3.ts';
import { validateEmailBaseSchema } from './dealer-requests.ts';
import { dealerDocumentBaseSchema, supportingDocumentBaseSchema } from './document-requests.ts';
import {
  validApplicationV1,
  validApplicationV1Path,
  validApplicationV2,
} from './fixtures/application-legacy.test-support.ts';
import { validApplicationV3 } from './fixtures/application-v3.test-support.ts';
import { validUser } from './fixtures/user.test-support.ts';
import { validAchPaperwork, validFullPaperwork } from './fixtures/paperwork.test-support.ts';
import { allPaths, issuePaths, withChanges } from './fixtures/with-changes.test-support.ts';
import { CHOSEN_LIMITS, SPEC_LIMITS } from './limits.ts';
import { achPaperworkBaseSchema, paperworkBase } from './paperwork-requests.ts';
import { setPromotionBaseSchema, setPromotionV1BaseSchema } from './promotion-requests.ts';
import { userBaseSchema } from './user-requests.ts';

/**
 * Issue 18 item 14: every text field of every request has a maximum length (limits.ts), the
 * spec's or the portal's own; a longer value is refused by name, with a message that reads
 * "<Label>: at most N characters".
 */

const user = validUser();
const document = {
  DocumentName: 'Proof of income',
  Description: 'Two recent pay stubs',
  ViewDocumentType: 'general',
  Document: { FileName: 'pay-stubs.pdf', Content: 'JVBERi0xLjQK' },
};
const closedEndPromotion = {
  PromotionId: 302,
  ClosedEndPaymentRateId: 9,
  Apr: '0.1799',
  AddOnId: 5,
  Terms: 84,
};
const installation = {
  'Applicant.IsInstallationAddressDifferent': true,
  'Applicant.InstallationAddress1': '77 Lake Road',
  'Applicant.InstallationAddress2': 'Barn',
  'Applicant.InstallationCity': 'Folsom',
  'Applicant.InstallationState': 'CA',
  'Applicant.InstallationPostalCode': '95630',
};
const v3WithEveryText = withChanges(validApplicationV3({ CoApplicant: {} }), {
  ...installation,
  'Applicant.Address2': 'Apt 2',
  'Applicant.SecondaryPhone': '9165550111',
  'Applicant.SecondaryPhoneType': 'Home',
  'CoApplicant.CurrentEmployer': 'Valley Medical Group',
  'LoanParameters.DealerNumber': '700101',
  AssignedUserEmailAddress: 'marcus.reyes@sunrise.example.com',
});
const legacyText = {
  ...installation,
  'Applicant.Address2': 'Apt 2',
  'LoanParameters.TradeInDescription': 'Old hot tub',
};
const paperworkWithEveryText = withChanges(validFullPaperwork({}, '2025-06-15'), {
  'Application.Applicant.Address.Address2': 'Unit 4',
  'Application.Applicant.SecondaryPhone': '5595550111',
  'Application.Applicant.SecondaryPhoneType': 'Home',
  'LoanParameters.TradeInDescription': 'Old spa',
});

type Request = { name: string; schema: z.ZodMiniType; body: unknown };

const REQUESTS: Request[] = [
  { name: 'v3 application', schema: applicationV3BaseSchema, body: v3WithEveryText },
  {
    name: 'v2 application',
    schema: applicationV2BaseSchema,
    body: withChanges(
      validApplicationV2({ CoApplicant: {}, AssignedUserEmailAddress: 'a@b.co' }),
      legacyText,
    ),
  },
  {
    name: 'v1 application',
    schema: applicationV1BaseSchema,
    body: withChanges(validApplicationV1(), legacyText),
  },
  {
    name: 'v1 application by dealer',
    schema: applicationV1PathBaseSchema,
    body: validApplicationV1Path(),
  },
  { name: 'user', schema: userBaseSchema, body: user },
  { name: 'supporting document', schema: supportingDocumentBaseSchema, body: document },
  {
    name: 'dealer document',
    schema: dealerDocumentBaseSchema,
    body: { ...document, ViewDocumentType: 'dealerDocument' },
  },
  { name: 'validateEmail', schema: validateEmailBaseSchema, body: { EmailAddress: 'a@b.co' } },
  { name: 'project number', schema: projectNumberBaseSchema, body: { ProjectNumber: 'PN-7' } },
  { name: 'set-promotion', schema: setPromotionBaseSchema, body: closedEndPromotion },
  {
    name: 'set-promotion v1',
    schema: setPromotionV1BaseSchema,
    body: withChanges(closedEndPromotion, { AddOnId: undefined }),
  },
  {
    name: 'full paperwork',
    schema: paperworkBase(['EightyFourMonths']),
    body: paperworkWithEveryText,
  },
  { name: 'ACH paperwork', schema: achPaperworkBaseSchema, body: validAchPaperwork() },
];

/** The paths of a body's text values; a document's Content is bounded by its 30 MB file limit. */
function textPaths(body: unknown): string[] {
  return allPaths(body).filter((path) => {
    const value = path.split('.').reduce<unknown>((part, key) => (part as never)?.[key], body);
    return typeof value === 'string' && !path.endsWith('Document.Content');
  });
}

describe('every text field of every request has a maximum length', () => {
  it.each(REQUESTS)('$name: the valid body is accepted', ({ schema, body }) => {
    expect(issuePaths(z.safeParse(schema, body))).toEqual([]);
  });

  it.each(REQUESTS)(
    '$name: a megabyte of text is refused in every text field',
    ({ schema, body }) => {
      const paths = textPaths(body);
      expect(paths.length).toBeGreaterThan(0);
      const megabyte = 'a'.repeat(1_000_000);
      for (const path of paths) {
        expect(
          issuePaths(z.safeParse(schema, withChanges(body, { [path]: megabyte }))),
          path,
        ).toContain(path);
      }
    },
  );
});

/** [field, schema, valid body, path, limit, label]: the limit is accepted, one more is refused. */
const LIMIT_ROWS: [string, z.ZodMiniType, unknown, string, number, string][] = [
  ['user first name', userBaseSchema, user, 'FirstName', CHOSEN_LIMITS.name, 'First name'],
  ['user last name', userBaseSchema, user, 'LastName', CHOSEN_LIMITS.name, 'Last name'],
  ['user display name', userBaseSchema, user, 'DisplayName', CHOSEN_LIMITS.name, 'Display name'],
  ['user title', userBaseSchema, user, 'Title', CHOSEN_LIMITS.name, 'Title'],
  ['user name', userBaseSchema, user, 'Username', CHOSEN_LIMITS.name, 'Username'],
  [
    'user middle initial',
    userBaseSchema,
    user,
    'MiddleInitial',
    CHOSEN_LIMITS.userMiddleInitial,
    'Middle initial',
  ],
  ['user phone', userBaseSchema, user, 'PhoneNumber', CHOSEN_LIMITS.phone, 'Phone number'],
  ['user e-mail', userBaseSchema, user, 'EmailAddress', CHOSEN_LIMITS.email, 'Email address'],
  [
    'document name',
    supportingDocumentBaseSchema,
    document,
    'DocumentName',
    CHOSEN_LIMITS.label,
    'Document name',
  ],
  [
    'document description',
    supportingDocumentBaseSchema,
    document,
    'Description',
    CHOSEN_LIMITS.description,
    'Description',
  ],
  [
    'v3 additional income description',
    applicationV3BaseSchema,
    validApplicationV3({ CoApplicant: {} }),
    'CoApplicant.AdditionalIncomeSources.0.Description',
    CHOSEN_LIMITS.description,
    'Additional income description',
  ],
  [
    'v3 address line 1 (spec)',
    applicationV3BaseSchema,
    validApplicationV3(),
    'Applicant.Address1',
    SPEC_LIMITS.applicationAddressLine,
    'Address line 1',
  ],
  [
    'v3 city (spec)',
    applicationV3BaseSchema,
    validApplicationV3(),
    'Applicant.City',
    SPEC_LIMITS.applicationCity,
    'City',
  ],
  [
    'v3 product or service',
    applicationV3BaseSchema,
    validApplicationV3(),
    'LoanParameters.ProductOrService',
    CHOSEN_LIMITS.label,
    'Product or service',
  ],
  [
    'v2 first name',
    applicationV2BaseSchema,
    validApplicationV2(),
    'Applicant.FirstName',
    CHOSEN_LIMITS.name,
    'First name',
  ],
  [
    'v2 address line 1',
    applicationV2BaseSchema,
    validApplicationV2(),
    'Applicant.Address1',
    CHOSEN_LIMITS.addressLine,
    'Address line 1',
  ],
  [
    'v1 city',
    applicationV1BaseSchema,
    validApplicationV1(),
    'Applicant.City',
    CHOSEN_LIMITS.city,
    'City',
  ],
  [
    'v1 occupation',
    applicationV1BaseSchema,
    validApplicationV1(),
    'Applicant.Occupation',
    CHOSEN_LIMITS.name,
    'Occupation',
  ],
  [
    'paperwork street address',
    paperworkBase(['EightyFourMonths']),
    validFullPaperwork({}, '2025-06-15'),
    'Application.Dealer.Address.Address1',
    CHOSEN_LIMITS.addressLine,
    'Street address',
  ],
  [
    'paperwork city',
    paperworkBase(['EightyFourMonths']),
    validFullPaperwork({}, '2025-06-15'),
    'Application.Applicant.Address.City',
    CHOSEN_LIMITS.city,
    'City',
  ],
  [
    'paperwork bank city',
    achPaperworkBaseSchema,
    validAchPaperwork(),
    'Payment.BankInformation.Address.City',
    CHOSEN_LIMITS.city,
    'Bank city',
  ],
  [
    'project number (spec)',
    projectNumberBaseSchema,
    { ProjectNumber: 'PN-7' },
    'ProjectNumber',
    SPEC_LIMITS.projectNumber,
    'Project number',
  ],
];

describe('each limit: the limit is accepted, one character more is refused by name', () => {
  it.each(LIMIT_ROWS)('%s', (_name, schema, body, path, limit, label) => {
    // An e-mail address must still be one: the length is made up in front of the domain.
    const text = (length: number) =>
      /mail/.test(label) ? `${'a'.repeat(length - 5)}@b.co` : 'a'.repeat(length);
    const at = (length: number) => withChanges(body, { [path]: text(length) });
    expect(issuePaths(z.safeParse(schema, at(limit)))).not.toContain(path);
    const refused = z.safeParse(schema, at(limit + 1));
    expect(issuePaths(refused)).toContain(path);
    const messages = refused.success ? [] : refused.error.issues.map((issue) => issue.message);
    expect(messages).toContain(`${label}: at most ${limit.toLocaleString('en-US')} characters`);
  });
});
