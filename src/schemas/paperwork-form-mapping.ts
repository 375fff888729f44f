import { formatUsDate, isIsoDate } from '../lib/dates.ts';
import { fromCents } from '../lib/money.ts';
import {
  type AchPaperworkInput,
  SIGNATURE_TYPES_FOR,
  calendarDay,
  paperworkAmountFinancedCents,
  type PaperworkRequest,
} from './paperwork-requests.ts';
import {
  amountInputs,
  type AddressForm,
  type LoanForm,
  type PaperworkFormValues,
  type PaperworkPersonForm,
  type SignerForm,
} from './paperwork-form.ts';

/**
 * Form → request (ARCHITECTURE.md points 13 and 14, decision 0013). It decides representation
 * only: blank text → null where the spec lets the field be null, left out where it does not;
 * dates `YYYY-MM-DD` → `MM/DD/YYYY`; the computed amount financed; what the signing option,
 * autopay and completion-certificate choices send. Every rule is the request schema's.
 */

/**
 * The body the form maps to: the wire shape with any value possibly still blank or wrong. The
 * request schema decides whether it is a PaperworkRequest.
 */
export type PaperworkBody = PaperworkRequest;

/** Blank text → null (for fields the spec lets be null). */
function text(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** Blank text of an optional field the spec gives no null: left out (undefined is not sent). */
function omitted(value: string | null | undefined): string | undefined {
  return text(value) ?? undefined;
}

/** A date field's `YYYY-MM-DD` as the paperwork sends it; anything else as typed, for the rule. */
export function usDateOf(day: string | null | undefined): string | null {
  const value = text(day);
  if (value === null) return null;
  return isIsoDate(value) ? formatUsDate(value) : value;
}

/** A number that is not there is left out; 0 counts as not there where the spec says so. */
const omittedNumber = (value: number | null | undefined): number | undefined =>
  value === null || value === undefined ? undefined : value;

/** "Greater than 0 when present": empty or 0 means none and is left out, never sent as 0. */
const positiveOrOmitted = (value: number | null | undefined): number | undefined =>
  value === null || value === undefined || value === 0 ? undefined : value;

function address(form: AddressForm) {
  return {
    Address1: text(form.Address1),
    Address2: omitted(form.Address2),
    City: text(form.City),
    State: text(form.State),
    PostalCode: text(form.PostalCode),
  };
}

function person(form: PaperworkPersonForm) {
  return {
    FirstName: text(form.FirstName),
    MiddleInitial: omitted(form.MiddleInitial),
    LastName: text(form.LastName),
    Suffix: omitted(form.Suffix),
    Address: address(form.Address),
    EmailAddress: omitted(form.EmailAddress),
    PrimaryPhone: omitted(form.PrimaryPhone),
    PrimaryPhoneType: omitted(form.PrimaryPhoneType),
    SecondaryPhone: omitted(form.SecondaryPhone),
    SecondaryPhoneType: omitted(form.SecondaryPhoneType),
    IdentificationType: text(form.IdentificationType),
    IdentificationNumber: text(form.IdentificationNumber),
    IsIssueDatePresent: form.IsIssueDatePresent,
    IdentificationIssueDate: usDateOf(form.IdentificationIssueDate),
    IsIssueStatePresent: form.IsIssueStatePresent,
    IdentificationState: text(form.IdentificationState),
    ExpirationDateUnavailable: form.ExpirationDateUnavailable,
    IdentificationExpirationDate: usDateOf(form.IdentificationExpirationDate),
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Full paperwork                                                                              */
/* ------------------------------------------------------------------------------------------ */

function loanParameters(loan: LoanForm) {
  const closedEnd = loan.CreditType === 'ClosedEnd';
  return {
    CreditType: text(loan.CreditType),
    ContractState: text(loan.ContractState),
    ContractLanguage: text(loan.ContractLanguage),
    ProductLineItems: loan.ProductLineItems.map((item) => ({
      Id: omittedNumber(item.Id),
      Description: text(item.Description),
      ItemNumber: omitted(item.ItemNumber),
      Quantity: item.Quantity,
      Price: item.Price,
    })),
    DownPayment: loan.DownPayment,
    CompletionPayment: omittedNumber(loan.CompletionPayment),
    Fees: loan.Fees.map((fee) => ({ FeeType: text(fee.FeeType), FeeAmount: fee.FeeAmount })),
    SalesTax: positiveOrOmitted(loan.SalesTax),
    TradeInAmount: positiveOrOmitted(loan.TradeInAmount),
    TradeInDescription: omitted(loan.TradeInDescription),
    // "Req … closed-end only": sent for closed-end (null when the plan names no term, so the
    // rule says so); not sent for revolving, where it does not apply.
    RepaymentTerms: closedEnd ? text(loan.RepaymentTerms) : omitted(loan.RepaymentTerms),
    PaymentFactor: omitted(loan.PaymentFactor),
    AnnualPercentageRate: loan.AnnualPercentageRate,
    PrimaryPromotionId: loan.PrimaryPromotionId,
    SecondaryPromotionId: omittedNumber(loan.SecondaryPromotionId),
    ClosedEndPaymentRateId: omittedNumber(loan.ClosedEndPaymentRateId),
    AmountFinanced: fromCents(paperworkAmountFinancedCents(amountInputs(loan))),
  };
}

function payment(values: PaperworkFormValues) {
  const form = values.Payment;
  const bank = form.BankInformation;
  const bankAddress = bank.Address;
  const anyBankAddress = Object.values(bankAddress).some((part) => part.trim() !== '');
  return {
    PaymentFrequency: text(form.PaymentFrequency),
    PaymentAmount: omittedNumber(form.PaymentAmount),
    DayOfMonthForFirstWithdrawal: omittedNumber(form.DayOfMonthForFirstWithdrawal),
    // "Null for OnceMonthly": the form keeps a typed second day while once-monthly is chosen.
    DayOfMonthForSecondWithdrawal:
      form.PaymentFrequency === 'TwiceMonthly' ? form.DayOfMonthForSecondWithdrawal : null,
    MonthToWithdrawFirstPayment: omittedNumber(form.MonthToWithdrawFirstPayment),
    BankInformation: {
      Name: omitted(bank.Name),
      // "All properties nullable": blank parts are null; no address at all is left out.
      Address: anyBankAddress
        ? {
            Address1: text(bankAddress.Address1),
            Address2: text(bankAddress.Address2),
            City: text(bankAddress.City),
            State: text(bankAddress.State),
            PostalCode: text(bankAddress.PostalCode),
          }
        : undefined,
      RoutingNumber: text(bank.RoutingNumber),
      AccountType: omitted(bank.AccountType),
      AccountNumber: text(bank.AccountNumber),
    },
  };
}

function completionCertificate(values: PaperworkFormValues) {
  const form = values.CompletionCertificate;
  if (values.OffersCompletionCertificate && values.CompletionCertificateChoice === 'full') {
    return {
      CompletionDate: usDateOf(form.CompletionDate),
      TentativeCompletionDate: null,
      ProductInstalledAtApplicantsAddress: form.ProductInstalledAtApplicantsAddress,
      ProductInstaller: text(form.ProductInstaller),
      Address: address(form.Address),
    };
  }
  // "To skip LCC documents, fill only TentativeCompletionDate or leave all null."
  return {
    CompletionDate: null,
    TentativeCompletionDate: usDateOf(form.TentativeCompletionDate),
    ProductInstalledAtApplicantsAddress: null,
    ProductInstaller: null,
    Address: null,
  };
}

function signerOf(form: SignerForm) {
  return {
    EmailAddress: text(form.EmailAddress),
    IsUnitedStatesCitizen: form.IsUnitedStatesCitizen,
    IdentificationType: text(form.IdentificationType),
  };
}

/** Signature: exactly the fields the signing option allows (download sends no signers). */
function signature(values: PaperworkFormValues, signatureDate: string | null) {
  const option = values.SigningOption;
  const electronic = option !== 'download';
  const form = values.Signature;
  const hasCoApplicant = values.Application.CoApplicant !== null;
  return {
    SignatureTypes: [...SIGNATURE_TYPES_FOR[option]],
    SignatureDate: signatureDate,
    ExcludeDatesOnPaperwork: form.ExcludeDatesOnPaperwork,
    ApplicationType: text(form.ApplicationType),
    Dealer: electronic
      ? { Name: text(form.Dealer.Name), EmailAddress: text(form.Dealer.EmailAddress) }
      : null,
    Applicant: electronic ? signerOf(form.Applicant) : null,
    CoApplicant: electronic && hasCoApplicant ? signerOf(form.CoApplicant) : null,
    EsignRedirectUrl: option === 'esign' ? text(form.EsignRedirectUrl) : null,
  };
}

function documentSelection(values: PaperworkFormValues) {
  return {
    ContractState: text(values.DocumentSelection.ContractState),
    ContractLanguage: text(values.DocumentSelection.ContractLanguage),
    // "True only for the download option": the form keeps the choice while another is chosen.
    DownloadHardCopies:
      values.SigningOption === 'download' && values.DocumentSelection.DownloadHardCopies,
  };
}

/**
 * The one mapping from the paperwork form to `POST paperwork/submit`. Optional fields the spec
 * gives no null are left out when empty; required-but-nullable ones are sent as null.
 */
export function paperworkRequestFromForm(values: PaperworkFormValues): PaperworkBody {
  const coApplicant = values.Application.CoApplicant;
  const body = {
    LoanApplicationId: values.LoanApplicationId,
    Application: {
      Applicant: person(values.Application.Applicant),
      // "Opt (required when the application has one)": left out when there is none.
      CoApplicant: coApplicant ? person(coApplicant) : undefined,
      Dealer: {
        Name: text(values.Application.Dealer.Name),
        Address: address(values.Application.Dealer.Address),
        PhoneNumber: omitted(values.Application.Dealer.PhoneNumber),
      },
    },
    LoanParameters: loanParameters(values.LoanParameters),
    // "Null when ACH documents are not wanted."
    Payment: values.IncludeAutopay ? payment(values) : null,
    CompletionCertificate: completionCertificate(values),
    Signature: signature(values, usDateOf(values.Signature.SignatureDate)),
    DocumentSelection: documentSelection(values),
  };
  return body as unknown as PaperworkBody;
}

/* ------------------------------------------------------------------------------------------ */
/* ACH-only paperwork                                                                          */
/* ------------------------------------------------------------------------------------------ */

export interface AchFormContext {
  /**
   * SignatureDate of the application's full paperwork (the GET's FULL signature), in any date
   * form the GET gives; null or undefined when there is no full paperwork.
   */
  fullPaperworkSignatureDate?: string | null;
}

/**
 * `POST paperwork/submit/ach` from the same form's autopay and signing parts. SignatureDate is
 * null when there is no full paperwork and otherwise the full paperwork's date; the signers'
 * "signing ACH" flags are sent as the form holds them (true for the applicant and false for the
 * co-applicant by default, the spec's defaults).
 */
export function achPaperworkRequestFromForm(
  values: PaperworkFormValues,
  context: AchFormContext,
): AchPaperworkInput {
  const day = calendarDay(context.fullPaperworkSignatureDate);
  const base = signature(values, day ? formatUsDate(day) : null);
  const electronic = values.SigningOption !== 'download';
  const form = values.Signature;
  const body = {
    LoanApplicationId: values.LoanApplicationId,
    Payment: payment(values),
    Signature: {
      ...base,
      Applicant: electronic
        ? { ...signerOf(form.Applicant), ApplicantSigningAch: form.Applicant.ApplicantSigningAch }
        : null,
      CoApplicant:
        electronic && values.Application.CoApplicant !== null
          ? {
              ...signerOf(form.CoApplicant),
              CoApplicantSigningAch: form.CoApplicant.CoApplicantSigningAch,
            }
          : null,
    },
    DocumentSelection: documentSelection(values),
  };
  return body as unknown as AchPaperworkInput;
}
