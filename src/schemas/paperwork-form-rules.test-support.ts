import type { PaperworkFormValues, PaperworkSection } from './paperwork-form.ts';
import {
  TODAY,
  dataOf,
  defaultsOf,
  filled,
  withAutopay,
  withFullLcc,
} from './paperwork-form.test-support.ts';

/**
 * The paperwork form's rules, a valid and an invalid case each, by section: the schema's test
 * (paperwork-form-schema.test.ts) checks them against the rules, and the page's component tests
 * (pages/paperwork/section-rules*.test.tsx) enter the same cases through the form, so the two
 * never drift.
 */
export const context = { today: TODAY };

/** A form every rule accepts: closed-end, CA, with a co-applicant, e-sign, autopay, full LCC. */
export function validForm(): PaperworkFormValues {
  return withFullLcc(withAutopay(filled(defaultsOf(dataOf({ coApplicant: true })), 'esign')));
}

export function revolvingForm(): PaperworkFormValues {
  return filled(defaultsOf(dataOf({ creditType: 'Revolving', contractState: 'NY' })));
}

export type Change = (values: PaperworkFormValues) => void;

export interface RuleCase {
  rule: string;
  /** The field the rule reports on. */
  path: string;
  valid: Change;
  invalid: Change;
  start?: () => PaperworkFormValues;
}

const applicant = (values: PaperworkFormValues) => values.Application.Applicant;
const loan = (values: PaperworkFormValues) => values.LoanParameters;
const bank = (values: PaperworkFormValues) => values.Payment.BankInformation;

export const RULES: Record<PaperworkSection, RuleCase[]> = {
  parties: [
    {
      rule: 'first name required, letters',
      path: 'Application.Applicant.FirstName',
      valid: (v) => (applicant(v).FirstName = 'Ana Maria'),
      invalid: (v) => (applicant(v).FirstName = 'Ana3'),
    },
    {
      rule: 'first name not blank',
      path: 'Application.Applicant.FirstName',
      valid: (v) => (applicant(v).FirstName = 'Ana'),
      invalid: (v) => (applicant(v).FirstName = ''),
    },
    {
      rule: 'middle initial one letter, may be empty',
      path: 'Application.Applicant.MiddleInitial',
      valid: (v) => (applicant(v).MiddleInitial = ''),
      invalid: (v) => (applicant(v).MiddleInitial = 'AB'),
    },
    {
      rule: 'ZIP code 5 or 5-4 digits',
      path: 'Application.Applicant.Address.PostalCode',
      valid: (v) => (applicant(v).Address.PostalCode = '93721'),
      invalid: (v) => (applicant(v).Address.PostalCode = '9372'),
    },
    {
      rule: 'e-mail valid when given',
      path: 'Application.Applicant.EmailAddress',
      valid: (v) => (applicant(v).EmailAddress = ''),
      invalid: (v) => (applicant(v).EmailAddress = 'maria@'),
    },
    {
      rule: 'phone digits, first digit 2-9',
      path: 'Application.Applicant.PrimaryPhone',
      valid: (v) => (applicant(v).PrimaryPhone = '2095550100'),
      invalid: (v) => (applicant(v).PrimaryPhone = '1095550100'),
    },
    {
      rule: 'phone type required with a phone',
      path: 'Application.Applicant.PrimaryPhoneType',
      valid: (v) => (applicant(v).PrimaryPhoneType = 'Home'),
      invalid: (v) => (applicant(v).PrimaryPhoneType = ''),
    },
    {
      rule: 'secondary phone differs from the primary',
      path: 'Application.Applicant.SecondaryPhone',
      valid: (v) =>
        Object.assign(applicant(v), { SecondaryPhone: '5595550199', SecondaryPhoneType: 'Work' }),
      invalid: (v) =>
        Object.assign(applicant(v), { SecondaryPhone: '5595550134', SecondaryPhoneType: 'Work' }),
    },
    {
      rule: 'identification: the card shows an issue date, yes or no',
      path: 'Application.Applicant.IsIssueDatePresent',
      valid: (v) => (applicant(v).IsIssueDatePresent = true),
      invalid: (v) => (applicant(v).IsIssueDatePresent = null),
    },
    {
      rule: 'identification: an issue date not in the future',
      path: 'Application.Applicant.IdentificationIssueDate',
      valid: (v) => (applicant(v).IdentificationIssueDate = '2025-06-15'),
      invalid: (v) => (applicant(v).IdentificationIssueDate = '2025-06-16'),
    },
    {
      rule: 'identification: a passport has no issuing state',
      path: 'Application.CoApplicant.IsIssueStatePresent',
      valid: (v) => (v.Application.CoApplicant!.IsIssueStatePresent = false),
      invalid: (v) => (v.Application.CoApplicant!.IsIssueStatePresent = true),
    },
    {
      rule: 'dealer name required',
      path: 'Application.Dealer.Name',
      valid: (v) => (v.Application.Dealer.Name = 'Sunrise'),
      invalid: (v) => (v.Application.Dealer.Name = ' '),
    },
  ],
  products: [
    {
      rule: 'closed-end: exactly one product',
      path: 'LoanParameters.ProductLineItems',
      valid: () => undefined,
      invalid: (v) => loan(v).ProductLineItems.push({ ...loan(v).ProductLineItems[0]! }),
    },
    {
      rule: 'revolving: at most two products',
      path: 'LoanParameters.ProductLineItems',
      start: revolvingForm,
      valid: () => undefined,
      invalid: (v) => loan(v).ProductLineItems.push({ ...loan(v).ProductLineItems[0]! }),
    },
    {
      rule: 'at least one product',
      path: 'LoanParameters.ProductLineItems',
      start: revolvingForm,
      valid: (v) => loan(v).ProductLineItems.pop(),
      invalid: (v) => (loan(v).ProductLineItems = []),
    },
    {
      rule: 'description required, at most 52',
      path: 'LoanParameters.ProductLineItems.0.Description',
      valid: (v) => (loan(v).ProductLineItems[0]!.Description = 'x'.repeat(52)),
      invalid: (v) => (loan(v).ProductLineItems[0]!.Description = 'x'.repeat(53)),
    },
    {
      rule: 'quantity 1 to 1000',
      path: 'LoanParameters.ProductLineItems.0.Quantity',
      valid: (v) => Object.assign(loan(v).ProductLineItems[0]!, { Quantity: 2, Price: 6000 }),
      invalid: (v) => (loan(v).ProductLineItems[0]!.Quantity = 0),
    },
    {
      rule: 'price above 0, two decimals',
      path: 'LoanParameters.ProductLineItems.0.Price',
      valid: (v) => (loan(v).ProductLineItems[0]!.Price = 12000.01),
      invalid: (v) => (loan(v).ProductLineItems[0]!.Price = 12000.001),
    },
  ],
  money: [
    {
      rule: 'down payment 0 allowed, never negative',
      path: 'LoanParameters.DownPayment',
      valid: (v) => (loan(v).DownPayment = 0),
      invalid: (v) => (loan(v).DownPayment = -1),
    },
    {
      rule: 'down payment required',
      path: 'LoanParameters.DownPayment',
      valid: (v) => (loan(v).DownPayment = 100),
      invalid: (v) => (loan(v).DownPayment = null),
    },
    {
      rule: 'completion payment required for CA (0 allowed)',
      path: 'LoanParameters.CompletionPayment',
      valid: (v) => (loan(v).CompletionPayment = 0),
      invalid: (v) => (loan(v).CompletionPayment = null),
    },
    {
      rule: 'completion payment refused outside CA',
      path: 'LoanParameters.CompletionPayment',
      start: revolvingForm,
      valid: (v) => (loan(v).CompletionPayment = null),
      invalid: (v) => (loan(v).CompletionPayment = 10),
    },
    {
      rule: 'sales tax above 0 when given (0 = none)',
      path: 'LoanParameters.SalesTax',
      valid: (v) => (loan(v).SalesTax = 0),
      invalid: (v) => (loan(v).SalesTax = -5),
    },
    {
      rule: 'trade-in above 0 when given',
      path: 'LoanParameters.TradeInAmount',
      valid: (v) => (loan(v).TradeInAmount = 100),
      invalid: (v) => (loan(v).TradeInAmount = -100),
    },
    {
      rule: 'trade-in description at most 11',
      path: 'LoanParameters.TradeInDescription',
      valid: (v) => (loan(v).TradeInDescription = 'x'.repeat(11)),
      invalid: (v) => (loan(v).TradeInDescription = 'x'.repeat(12)),
    },
    {
      rule: 'fee type one of the four',
      path: 'LoanParameters.Fees.0.FeeType',
      valid: (v) => (loan(v).Fees[0]!.FeeType = 'PublicOfficials'),
      invalid: (v) => (loan(v).Fees[0]!.FeeType = 'Freight'),
    },
    {
      rule: 'fee amount not negative',
      path: 'LoanParameters.Fees.0.FeeAmount',
      valid: (v) => (loan(v).Fees[0]!.FeeAmount = 0),
      invalid: (v) => (loan(v).Fees[0]!.FeeAmount = -0.01),
    },
    {
      rule: 'amount financed at least 1,000',
      path: 'LoanParameters.AmountFinanced',
      // 12,000 + 75.50 − 500 − down
      valid: (v) => (loan(v).DownPayment = 10575.5),
      invalid: (v) => (loan(v).DownPayment = 10575.51),
    },
    {
      rule: 'amount financed at most 100,000',
      path: 'LoanParameters.AmountFinanced',
      valid: (v) => (loan(v).ProductLineItems[0]!.Price = 100_424.5),
      invalid: (v) => (loan(v).ProductLineItems[0]!.Price = 100_424.51),
    },
  ],
  terms: [
    {
      rule: 'closed-end needs repayment terms',
      path: 'LoanParameters.RepaymentTerms',
      valid: (v) => (loan(v).RepaymentTerms = 'EightyFourMonths'),
      invalid: (v) => (loan(v).RepaymentTerms = ''),
    },
    {
      rule: 'a promotion is required',
      path: 'LoanParameters.PrimaryPromotionId',
      valid: (v) => (loan(v).PrimaryPromotionId = 302),
      invalid: (v) => (loan(v).PrimaryPromotionId = null),
    },
    {
      rule: 'APR 0 or greater',
      path: 'LoanParameters.AnnualPercentageRate',
      valid: (v) => (loan(v).AnnualPercentageRate = 0),
      invalid: (v) => (loan(v).AnnualPercentageRate = -1),
    },
    {
      rule: 'payment factor only for revolving',
      path: 'LoanParameters.PaymentFactor',
      valid: (v) => (loan(v).PaymentFactor = ''),
      invalid: (v) => (loan(v).PaymentFactor = 'Two'),
    },
  ],
  autopay: [
    {
      rule: 'routing number exactly 9 digits',
      path: 'Payment.BankInformation.RoutingNumber',
      valid: (v) => (bank(v).RoutingNumber = '011000015'),
      invalid: (v) => (bank(v).RoutingNumber = '01100001'),
    },
    {
      rule: 'account number digits only',
      path: 'Payment.BankInformation.AccountNumber',
      valid: (v) => (bank(v).AccountNumber = '1'),
      invalid: (v) => (bank(v).AccountNumber = '12-34'),
    },
    {
      rule: 'account number at most 17 digits',
      path: 'Payment.BankInformation.AccountNumber',
      valid: (v) => (bank(v).AccountNumber = '1'.repeat(17)),
      invalid: (v) => (bank(v).AccountNumber = '1'.repeat(18)),
    },
    {
      rule: 'frequency one of the spec’s',
      path: 'Payment.PaymentFrequency',
      valid: (v) => (v.Payment.PaymentFrequency = 'OnceMonthly'),
      invalid: (v) => (v.Payment.PaymentFrequency = ''),
    },
    {
      rule: 'second withdrawal day required for twice monthly',
      path: 'Payment.DayOfMonthForSecondWithdrawal',
      valid: (v) =>
        Object.assign(v.Payment, {
          PaymentFrequency: 'TwiceMonthly',
          DayOfMonthForSecondWithdrawal: 28,
        }),
      invalid: (v) =>
        Object.assign(v.Payment, {
          PaymentFrequency: 'TwiceMonthly',
          DayOfMonthForSecondWithdrawal: null,
        }),
    },
    {
      rule: 'first withdrawal day at most 31, required',
      path: 'Payment.DayOfMonthForFirstWithdrawal',
      valid: (v) => (v.Payment.DayOfMonthForFirstWithdrawal = 31),
      invalid: (v) => (v.Payment.DayOfMonthForFirstWithdrawal = 32),
    },
    {
      rule: 'first month required (0 counts as empty)',
      path: 'Payment.MonthToWithdrawFirstPayment',
      valid: (v) => (v.Payment.MonthToWithdrawFirstPayment = 12),
      invalid: (v) => (v.Payment.MonthToWithdrawFirstPayment = 0),
    },
    {
      rule: 'bank ZIP code 5 or 5-4 digits',
      path: 'Payment.BankInformation.Address.PostalCode',
      valid: (v) => Object.assign(bank(v).Address, { City: 'Fresno', PostalCode: '93721' }),
      invalid: (v) => Object.assign(bank(v).Address, { City: 'Fresno', PostalCode: 'ABCDE' }),
    },
  ],
  completionCertificate: [
    {
      rule: 'full: completion date required',
      path: 'CompletionCertificate.CompletionDate',
      valid: (v) => (v.CompletionCertificate.CompletionDate = '2025-06-01'),
      invalid: (v) => (v.CompletionCertificate.CompletionDate = ''),
    },
    {
      rule: 'full: completion date at most 3 years ahead',
      path: 'CompletionCertificate.CompletionDate',
      valid: (v) => (v.CompletionCertificate.CompletionDate = '2028-06-15'),
      invalid: (v) => (v.CompletionCertificate.CompletionDate = '2028-06-16'),
    },
    {
      rule: 'full: installation address required',
      path: 'CompletionCertificate.Address.City',
      valid: (v) => (v.CompletionCertificate.Address.City = 'Fresno'),
      invalid: (v) => (v.CompletionCertificate.Address.City = ''),
    },
    {
      rule: 'none: a projected date today or later',
      path: 'CompletionCertificate.TentativeCompletionDate',
      valid: (v) =>
        Object.assign(v, { CompletionCertificateChoice: 'none' }) &&
        (v.CompletionCertificate.TentativeCompletionDate = TODAY),
      invalid: (v) =>
        Object.assign(v, { CompletionCertificateChoice: 'none' }) &&
        (v.CompletionCertificate.TentativeCompletionDate = '2025-06-14'),
    },
  ],
  signing: [
    {
      rule: 'e-sign and e-mail need the ESIGN consent',
      path: 'EsignConsent',
      valid: (v) => (v.EsignConsent = true),
      invalid: (v) => (v.EsignConsent = false),
    },
    {
      rule: 'download needs no ESIGN consent',
      path: 'EsignConsent',
      valid: (v) => Object.assign(v, { SigningOption: 'download', EsignConsent: false }),
      invalid: (v) => Object.assign(v, { SigningOption: 'email', EsignConsent: false }),
    },
    {
      rule: 'signer e-mail valid',
      path: 'Signature.Applicant.EmailAddress',
      valid: (v) => (v.Signature.Applicant.EmailAddress = 'a@example.com'),
      invalid: (v) => (v.Signature.Applicant.EmailAddress = 'a@'),
    },
    {
      rule: 'signer citizenship yes or no',
      path: 'Signature.CoApplicant.IsUnitedStatesCitizen',
      valid: (v) => (v.Signature.CoApplicant.IsUnitedStatesCitizen = false),
      invalid: (v) => (v.Signature.CoApplicant.IsUnitedStatesCitizen = null),
    },
    {
      rule: 'signer identification type one of the spec’s',
      path: 'Signature.Applicant.IdentificationType',
      valid: (v) => (v.Signature.Applicant.IdentificationType = 'StateId'),
      invalid: (v) => (v.Signature.Applicant.IdentificationType = ''),
    },
    {
      rule: 'dealer signer e-mail required',
      path: 'Signature.Dealer.EmailAddress',
      valid: (v) => (v.Signature.Dealer.EmailAddress = 'd@example.com'),
      invalid: (v) => (v.Signature.Dealer.EmailAddress = ''),
    },
    {
      rule: 'application type follows the co-applicant',
      path: 'Signature.ApplicationType',
      valid: (v) => (v.Signature.ApplicationType = 'JointWithNonSpouse'),
      invalid: (v) => (v.Signature.ApplicationType = 'Individual'),
    },
    {
      rule: 'signature date today or later',
      path: 'Signature.SignatureDate',
      valid: (v) => (v.Signature.SignatureDate = '2025-06-20'),
      invalid: (v) => (v.Signature.SignatureDate = '2025-06-14'),
    },
    {
      rule: 'e-sign return address a web address',
      path: 'Signature.EsignRedirectUrl',
      valid: (v) => (v.Signature.EsignRedirectUrl = 'http://localhost:5173/applications/1001'),
      invalid: (v) => (v.Signature.EsignRedirectUrl = 'ftp://portal.example/x'),
    },
  ],
};
