import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { validAchPaperwork } from './fixtures/paperwork.test-support.ts';
import {
  ODD_VALUES,
  allPaths,
  issuePaths,
  withChanges,
} from './fixtures/with-changes.test-support.ts';
import { achPaperworkRequestSchema, type AchPaperworkContext } from './paperwork-requests.ts';

const context: AchPaperworkContext = { hasCoApplicant: false, fullPaperworkSignatureDate: null };

function check(
  changes: Record<string, unknown>,
  contextChanges: Partial<AchPaperworkContext> = {},
) {
  return safeParse(
    achPaperworkRequestSchema({ ...context, ...contextChanges }),
    withChanges(validAchPaperwork(), changes),
  );
}

type Row = [
  name: string,
  changes: Record<string, unknown>,
  failsAt: string | null,
  context?: Partial<AchPaperworkContext>,
];

const P = 'Payment';
const S = 'Signature';
const D = 'DocumentSelection';

const coApplicantSigner = {
  EmailAddress: 'luis.garcia@example.com',
  IsUnitedStatesCitizen: false,
  IdentificationType: 'PermanentResidencyCard',
};
const download = {
  [`${S}.SignatureTypes`]: ['Written'],
  [`${S}.Dealer`]: null,
  [`${S}.Applicant`]: null,
  [`${S}.EsignRedirectUrl`]: null,
  [`${D}.DownloadHardCopies`]: true,
};

describe('ACH-only paperwork request', () => {
  it.each<Row>([
    ['the fixture', {}, null],
    ['unknown field', { LoanParameters: {} }, ''],
    ['LoanApplicationId missing', { LoanApplicationId: undefined }, 'LoanApplicationId'],
    ['LoanApplicationId negative', { LoanApplicationId: -1 }, 'LoanApplicationId'],
    // Payment: required here, with every Payment and BankInformation rule.
    ['Payment null', { Payment: null }, P],
    ['Payment missing', { Payment: undefined }, P],
    ['PaymentAmount empty', { [`${P}.PaymentAmount`]: null }, null],
    ['first day 0 (empty)', { [`${P}.DayOfMonthForFirstWithdrawal`]: 0 }, null],
    [
      'first day 32',
      { [`${P}.DayOfMonthForFirstWithdrawal`]: 32 },
      `${P}.DayOfMonthForFirstWithdrawal`,
    ],
    [
      'first month 13',
      { [`${P}.MonthToWithdrawFirstPayment`]: 13 },
      `${P}.MonthToWithdrawFirstPayment`,
    ],
    [
      'twice monthly without a second day',
      { [`${P}.PaymentFrequency`]: 'TwiceMonthly' },
      `${P}.DayOfMonthForSecondWithdrawal`,
    ],
    [
      'twice monthly with a second day',
      { [`${P}.PaymentFrequency`]: 'TwiceMonthly', [`${P}.DayOfMonthForSecondWithdrawal`]: 1 },
      null,
    ],
    [
      'once monthly with a second day',
      { [`${P}.DayOfMonthForSecondWithdrawal`]: 1 },
      `${P}.DayOfMonthForSecondWithdrawal`,
    ],
    ['BankInformation missing', { [`${P}.BankInformation`]: null }, `${P}.BankInformation`],
    [
      'RoutingNumber 4 digits',
      { [`${P}.BankInformation.RoutingNumber`]: '1234' },
      `${P}.BankInformation.RoutingNumber`,
    ],
    [
      'AccountNumber letters',
      { [`${P}.BankInformation.AccountNumber`]: 'ABC123' },
      `${P}.BankInformation.AccountNumber`,
    ],
    [
      'bank State unknown',
      { [`${P}.BankInformation.Address.State`]: 'ZZ' },
      `${P}.BankInformation.Address.State`,
    ],
    [
      'bank Name 151 characters',
      { [`${P}.BankInformation.Name`]: 'B'.repeat(151) },
      `${P}.BankInformation.Name`,
    ],
    // SignatureDate follows the full paperwork.
    [
      'SignatureDate given without full paperwork',
      { [`${S}.SignatureDate`]: '11/21/2026' },
      `${S}.SignatureDate`,
    ],
    [
      "SignatureDate equal to the full paperwork's",
      { [`${S}.SignatureDate`]: '11/15/2026' },
      null,
      { fullPaperworkSignatureDate: '2026-11-15' },
    ],
    [
      "SignatureDate equal to the full paperwork's (timestamp from the GET)",
      { [`${S}.SignatureDate`]: '11/15/2026' },
      null,
      { fullPaperworkSignatureDate: '2026-11-15T00:00:00' },
    ],
    [
      "SignatureDate not the full paperwork's",
      { [`${S}.SignatureDate`]: '11/16/2026' },
      `${S}.SignatureDate`,
      { fullPaperworkSignatureDate: '2026-11-15' },
    ],
    [
      'SignatureDate missing though full paperwork has one',
      {},
      `${S}.SignatureDate`,
      { fullPaperworkSignatureDate: '2026-11-15' },
    ],
    [
      'SignatureDate malformed',
      { [`${S}.SignatureDate`]: '2026-11-15' },
      `${S}.SignatureDate`,
      { fullPaperworkSignatureDate: '2026-11-15' },
    ],
    [
      'ExcludeDatesOnPaperwork missing',
      { [`${S}.ExcludeDatesOnPaperwork`]: undefined },
      `${S}.ExcludeDatesOnPaperwork`,
    ],
    // Signers: four properties each.
    [
      'applicant signing flag not sent',
      { [`${S}.Applicant.ApplicantSigningAch`]: undefined },
      null,
    ],
    ['applicant not signing', { [`${S}.Applicant.ApplicantSigningAch`]: false }, null],
    [
      'applicant signing flag not a boolean',
      { [`${S}.Applicant.ApplicantSigningAch`]: 'yes' },
      `${S}.Applicant.ApplicantSigningAch`,
    ],
    [
      'applicant signer e-mail missing',
      { [`${S}.Applicant.EmailAddress`]: undefined },
      `${S}.Applicant.EmailAddress`,
    ],
    [
      'applicant signer citizenship missing',
      { [`${S}.Applicant.IsUnitedStatesCitizen`]: null },
      `${S}.Applicant.IsUnitedStatesCitizen`,
    ],
    [
      'applicant signer with the co-applicant flag',
      { [`${S}.Applicant.CoApplicantSigningAch`]: true },
      `${S}.Applicant`,
    ],
    [
      'co-applicant signer on a joint application',
      { [`${S}.CoApplicant`]: coApplicantSigner, [`${S}.ApplicationType`]: 'JointWithNonSpouse' },
      null,
      { hasCoApplicant: true },
    ],
    [
      'co-applicant signer identification unknown',
      {
        [`${S}.CoApplicant`]: { ...coApplicantSigner, IdentificationType: 'GreenCard' },
        [`${S}.ApplicationType`]: 'JointWithNonSpouse',
      },
      `${S}.CoApplicant.IdentificationType`,
      { hasCoApplicant: true },
    ],
    [
      'co-applicant signer without a co-applicant',
      { [`${S}.CoApplicant`]: coApplicantSigner },
      `${S}.CoApplicant`,
    ],
    [
      'joint without a co-applicant',
      { [`${S}.ApplicationType`]: 'JointWithSpouse' },
      `${S}.ApplicationType`,
    ],
    ['individual with a co-applicant', {}, `${S}.ApplicationType`, { hasCoApplicant: true }],
    // Signing options.
    ['download', download, null],
    [
      'download with an applicant signer',
      { ...download, [`${S}.Applicant`]: validAchPaperwork().Signature.Applicant },
      `${S}.Applicant`,
    ],
    [
      'e-mail',
      { [`${S}.SignatureTypes`]: ['Email', 'Written'], [`${S}.EsignRedirectUrl`]: null },
      null,
    ],
    [
      'e-mail with a return address',
      { [`${S}.SignatureTypes`]: ['Email', 'Written'] },
      `${S}.EsignRedirectUrl`,
    ],
    [
      'SignatureTypes unknown combination',
      { [`${S}.SignatureTypes`]: ['Email'] },
      `${S}.SignatureTypes`,
    ],
    ['hard copies for e-sign', { [`${D}.DownloadHardCopies`]: true }, `${D}.DownloadHardCopies`],
    ['DocumentSelection missing', { [D]: undefined }, D],
    ['DocumentSelection state unknown', { [`${D}.ContractState`]: 'PR' }, `${D}.ContractState`],
  ])('%s', (_name, changes, failsAt, contextChanges = {}) => {
    const result = check(changes, contextChanges);
    if (failsAt === null) {
      expect(issuePaths(result)).toEqual([]);
    } else {
      expect(issuePaths(result)).toContain(failsAt);
      for (const issue of result.error!.issues) expect(issue.message).not.toMatch(/^Invalid/);
    }
  });

  it.each<[string, unknown, boolean]>([
    ['not sent', undefined, true],
    ['null', null, true],
    ['false', false, false],
  ])('ApplicantSigningAch %s defaults to true', (_name, value, signs) => {
    const result = check({ [`${S}.Applicant.ApplicantSigningAch`]: value });
    expect(result.success && result.data.Signature.Applicant?.ApplicantSigningAch).toBe(signs);
  });

  it.each<[string, unknown, boolean]>([
    ['not sent', undefined, false],
    ['null', null, false],
    ['true', true, true],
  ])('CoApplicantSigningAch %s defaults to false', (_name, value, signs) => {
    const result = check(
      {
        [`${S}.CoApplicant`]: { ...coApplicantSigner, CoApplicantSigningAch: value },
        [`${S}.ApplicationType`]: 'JointWithSpouse',
      },
      { hasCoApplicant: true },
    );
    expect(result.success && result.data.Signature.CoApplicant?.CoApplicantSigningAch).toBe(signs);
  });
});

describe('any ACH-only body', () => {
  it('is answered with issues, never an exception', () => {
    const schema = achPaperworkRequestSchema({
      hasCoApplicant: true,
      fullPaperworkSignatureDate: '2026-11-15',
    });
    const body = withChanges(validAchPaperwork(), { [`${S}.CoApplicant`]: coApplicantSigner });
    for (const value of ODD_VALUES) expect(() => safeParse(schema, value)).not.toThrow();
    for (const path of allPaths(body)) {
      for (const value of ODD_VALUES) {
        expect(() => safeParse(schema, withChanges(body, { [path]: value }))).not.toThrow();
      }
    }
  });
});
