import { parseUsDate } from '../../src/lib/dates.ts';
import { toCents } from '../../src/lib/money.ts';
import type { PaperworkDocument } from '../../src/schemas/enums.ts';
import type {
  AchPaperworkRequest,
  PaperworkPerson,
  PaperworkRequest,
} from '../../src/schemas/paperwork-requests.ts';
import type {
  ApplicantRecordData,
  SignedDocumentRecord,
  WirePhoneNumber,
} from '../applications/record.ts';
import type { StoredApplication } from '../applications/record.ts';
import { wireDate } from '../dates.ts';
import type { DealerRecord } from '../dealers/store.ts';
import {
  annualPercentageRate,
  paymentFactorName,
  type CataloguePromotion,
} from '../promotions/catalogue.ts';
import { documentSigned, type PaperworkSubmission, type Signee, type SigneeType } from './store.ts';

/**
 * What the paperwork operations answer, built from the application record, its dealer, the
 * chosen promotion and the current submissions. Field sets follow the spec exactly; a field the
 * spec does not mark nullable is never null when the sandbox knows a value, and otherwise is
 * `''` (text), `false` (Boolean) or null (dates, enums, numbers) — docs/decisions, paperwork.
 */

/** `MM/DD/YYYY` or `YYYY-MM-DD` → the service's Date text; null when there is none. */
export function wireDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const day = /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : parseUsDate(value);
  return wireDate(day);
}

/** A String field that holds an amount: 6250 → "6250.00". */
export function amountText(amount: number | null | undefined): string | null {
  if (amount === null || amount === undefined) return null;
  const cents = toCents(amount);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

type PhoneParts = Pick<WirePhoneNumber, 'AreaCode' | 'CentralOfficeCode' | 'StationNumber'>;

const phoneDigits = (phone: PhoneParts | null | undefined) =>
  phone ? `${phone.AreaCode}${phone.CentralOfficeCode}${phone.StationNumber}` : null;

export function personName(person: {
  FirstName: string;
  MiddleInitial?: string | null;
  LastName: string;
  Suffix?: string | null;
}): string {
  return [person.FirstName, person.MiddleInitial, person.LastName, person.Suffix]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The full paperwork request of a submission, or null. */
export function fullRequestOf(
  submission: PaperworkSubmission | undefined,
): PaperworkRequest | null {
  return submission?.kind === 'full' ? (submission.request as PaperworkRequest) : null;
}

export function achRequestOf(
  submission: PaperworkSubmission | undefined,
): AchPaperworkRequest | null {
  return submission?.kind === 'ach' ? (submission.request as AchPaperworkRequest) : null;
}

/** Whether the dealer's major product line is home improvement (ARCHITECTURE.md, "Decided"). */
export function hasHomeImprovementMajorLine(dealer: DealerRecord): boolean {
  return dealer.Products.some((product) => product.IsMajorProduct && product.IsHomeImprovement);
}

// ---------------------------------------------------------------------------------------------
// GET /v3/api/applications/paperwork/{LoanApplicationId}

function flatDealer(dealer: DealerRecord, full: PaperworkRequest | null) {
  return {
    DealerId: dealer.Id,
    DealerNumber: dealer.DealerNumber,
    DealerName: dealer.Name,
    DealerAddress1: dealer.Address.Address1,
    DealerAddress2: dealer.Address.Address2,
    DealerCity: dealer.Address.City,
    DealerState: dealer.Address.State,
    DealerZipCode: dealer.Address.PostalCode,
    DealerPhoneNumber: phoneDigits(dealer.PhoneNumber) ?? '',
    DealerSignatureEmail: full?.Signature.Dealer?.EmailAddress ?? null,
    DealerIncludeLcc: dealer.IncludeLcc,
  };
}

/**
 * An applicant as the GET reports it: the record, with what the last full paperwork confirmed
 * (names, address, contact, identification) taking precedence, since the GET returns "the
 * latest application data for paperwork".
 */
function flatApplicant(
  record: ApplicantRecordData,
  confirmed: PaperworkPerson | null | undefined,
  isCoApplicant: boolean,
) {
  const primary = record.PhoneNumbers.find((phone) => phone.IsPrimary) ?? null;
  const secondary = record.PhoneNumbers.find((phone) => !phone.IsPrimary) ?? null;
  const employment = record.EmploymentHistory[0];
  const residence = record.Residences[0];
  const identification = record.Identification;
  const fromRecord = {
    FirstName: record.FirstName,
    MiddleInitial: record.MiddleInitial ?? '',
    LastName: record.LastName,
    Suffix: record.Suffix,
    Address1: record.Address.Address1,
    Address2: record.Address.Address2 === '' ? null : record.Address.Address2,
    City: record.Address.City,
    State: record.Address.State,
    PostalCode: record.Address.PostalCode,
    EmailAddress: record.EmailAddress,
    PrimaryPhone: phoneDigits(primary),
    PrimaryPhoneType: primary?.PhoneNumberType ?? null,
    SecondaryPhone: phoneDigits(secondary),
    SecondaryPhoneType: secondary?.PhoneNumberType ?? null,
    IdentificationType: identification.LegalIdentificationType ?? 'Unavailable',
    IdentificationNumber: identification.Number,
    IdentificationIssueDateNotPresent: !identification.IssueDateIsPresentOnId,
    ExpirationDateUnavailable: identification.ExpirationDateUnavailable,
    IdentificationIssueDate: identification.IssueDate,
    IdentificationExpirationDate: identification.ExpirationDate,
    IdentificationIssueStateNotPresent: !identification.IssuanceStateIsPresentOnId,
    IdentificationState: identification.StateOfIssuance,
  };
  const person = confirmed
    ? {
        FirstName: confirmed.FirstName,
        MiddleInitial: confirmed.MiddleInitial ?? '',
        LastName: confirmed.LastName,
        Suffix: confirmed.Suffix ?? null,
        Address1: confirmed.Address.Address1,
        Address2: confirmed.Address.Address2 || null,
        City: confirmed.Address.City,
        State: confirmed.Address.State,
        PostalCode: confirmed.Address.PostalCode,
        EmailAddress: confirmed.EmailAddress ?? null,
        PrimaryPhone: confirmed.PrimaryPhone ?? null,
        PrimaryPhoneType: confirmed.PrimaryPhoneType ?? null,
        SecondaryPhone: confirmed.SecondaryPhone ?? null,
        SecondaryPhoneType: confirmed.SecondaryPhoneType ?? null,
        IdentificationType: confirmed.IdentificationType,
        IdentificationNumber: confirmed.IdentificationNumber ?? null,
        IdentificationIssueDateNotPresent: confirmed.IsIssueDatePresent !== true,
        ExpirationDateUnavailable: confirmed.ExpirationDateUnavailable === true,
        IdentificationIssueDate: wireDay(confirmed.IdentificationIssueDate),
        IdentificationExpirationDate: wireDay(confirmed.IdentificationExpirationDate),
        IdentificationIssueStateNotPresent: confirmed.IsIssueStatePresent !== true,
        IdentificationState: confirmed.IdentificationState ?? null,
      }
    : fromRecord;
  return {
    ApplicantId: record.Id,
    FirstName: person.FirstName,
    MiddleInitial: person.MiddleInitial,
    LastName: person.LastName,
    Suffix: person.Suffix,
    Address1: person.Address1,
    Address2: person.Address2,
    City: person.City,
    State: person.State,
    PostalCode: person.PostalCode,
    EmailAddress: person.EmailAddress,
    PrimaryPhone: person.PrimaryPhone,
    PrimaryPhoneType: person.PrimaryPhoneType,
    SecondaryPhone: person.SecondaryPhone,
    SecondaryPhoneType: person.SecondaryPhoneType,
    RelationType: isCoApplicant ? record.CoApplicantType : null,
    IdentificationType: person.IdentificationType,
    IdentificationNumber: person.IdentificationNumber,
    IdentificationIssueDateNotPresent: person.IdentificationIssueDateNotPresent,
    ExpirationDateUnavailable: person.ExpirationDateUnavailable,
    IdentificationIssueDate: person.IdentificationIssueDate,
    IdentificationExpirationDate: person.IdentificationExpirationDate,
    IdentificationIssueStateNotPresent: person.IdentificationIssueStateNotPresent,
    IdentificationState: person.IdentificationState,
    SocialSecurityNumber: record.SocialSecurityNumber,
    DateOfBirth: record.DateOfBirth,
    EmploymentType: employment?.EmploymentType ?? '',
    EmployerName: employment?.Name ?? '',
    EmployerPhoneNumber: phoneDigits(employment?.PhoneNumber),
    OccupationTitle: employment?.Title ?? '',
    EmploymentStartDate: employment?.StartDate ?? null,
    EmploymentGrossMonthlyIncome: amountText(record.MonthlyIncome)!,
    OtherIncome: record.Incomes.map((income) => ({
      SerializationVersion: 1,
      Description: income.Description,
      Amount: income.Amount,
      IncomeType: income.IncomeType,
      IsNonTaxableIncome: income.IsNonTaxableIncome,
      OriginalAmount: income.Amount,
    })),
    ResidenceType: residence?.ResidenceType ?? '',
    ResidencePayment: amountText(residence?.MonthlyPaymentAmount ?? 0)!,
    HomeValue: amountText(residence?.PropertyValue ?? 0)!,
    MonthsAtResidence: residence?.MonthsAt ?? 0,
    YearsAtResidence: residence?.YearsAt ?? 0,
  };
}

/** The promotion fields of LoanParameters: ids, rate and factor of the chosen promotion. */
function promotionFields(chosen: CataloguePromotion | undefined) {
  if (!chosen) {
    return {
      RepaymentTermsId: null,
      PaymentFactorId: null,
      AnnualPercentageRate: null,
      PaymentFactor: null,
      PaymentFactorRaw: null,
      PrimaryPromotionId: null,
      SecondaryPromotionId: null,
      ClosedEndPaymentRateId: null,
    };
  }
  const revolving = chosen.creditType === 'Revolving';
  return {
    // The term in months and the factor in basis points: the ids the sandbox gives them.
    RepaymentTermsId: revolving ? null : chosen.fullTerms,
    PaymentFactorId: revolving ? Math.round((chosen.paymentFactor ?? 0) * 10_000) : null,
    AnnualPercentageRate: annualPercentageRate(chosen),
    PaymentFactor: revolving ? paymentFactorName(chosen.paymentFactor) : null,
    PaymentFactorRaw: revolving ? chosen.paymentFactor : null,
    PrimaryPromotionId: chosen.Id,
    SecondaryPromotionId: chosen.addOn?.id ?? null,
    ClosedEndPaymentRateId: chosen.closedEndPaymentRateId,
  };
}

function flatLoanParameters(
  application: StoredApplication,
  dealer: DealerRecord,
  full: PaperworkRequest | null,
  chosen: CataloguePromotion | undefined,
) {
  const { record } = application;
  const financial = record.FinancialInformation;
  const product = dealer.Products.find((candidate) => candidate.Code === financial.ProductCode);
  const loan = full?.LoanParameters;
  const contractState = loan?.ContractState ?? record.Context.State;
  const completionPaymentApplies = contractState === 'CA' && hasHomeImprovementMajorLine(dealer);
  const [first, second] = loan?.ProductLineItems ?? [];
  const fees = loan
    ? loan.Fees.map((fee) => ({ AdjustmentType: fee.FeeType, Amount: fee.FeeAmount }))
    : financial.DocumentFee
      ? [{ AdjustmentType: 'Document', Amount: financial.DocumentFee }]
      : [];
  const salesTax = loan ? (loan.SalesTax ?? null) : financial.SalesTax.TaxAmount || null;
  return {
    CreditType: loan?.CreditType ?? record.LoanType,
    ContractState: contractState,
    ContractLanguage: loan?.ContractLanguage ?? record.Context.Language.LanguageType,
    CompletionPayment: completionPaymentApplies
      ? (loan?.CompletionPayment ?? financial.CompletionPayment)
      : null,
    ProductDescription: first ? first.Description : (product?.Name ?? financial.ProductCode),
    ItemNumber: first ? (first.ItemNumber ?? null) : null,
    ProductQuantity: String(first ? first.Quantity : 1),
    ProductPrice: amountText(first ? first.Price : financial.SellingPrice)!,
    AdditionalProduct: second
      ? {
          Description: second.Description,
          ItemNumber: second.ItemNumber ?? null,
          Price: second.Price,
          Quantity: second.Quantity,
        }
      : null,
    IsProductHomeImprovement: product?.IsHomeImprovement === true,
    DownPayment: loan ? loan.DownPayment : financial.DownPayment,
    AdditionalFees: fees,
    SalesTax: salesTax,
    EnterTradeIn: loan ? !!loan.TradeInAmount : record.TradeIns.length > 0,
    TentativeCompletionDate:
      wireDay(full?.CompletionCertificate.TentativeCompletionDate) ??
      record.Terms.TentativeCompletionDate,
    TradeInDescription: loan?.TradeInDescription ?? null,
    TradeInAmount: loan?.TradeInAmount ?? null,
    ...promotionFields(chosen),
    RTCDate: record.RtcDate,
    OriginalCreditType: record.OriginalCreditType,
  };
}

function completionCertificate(application: StoredApplication, full: PaperworkRequest | null) {
  if (!full) {
    return {
      CompletionDate: application.record.Terms.CompletionDate,
      TentativeCompletionDate: application.record.Terms.TentativeCompletionDate,
      ProjectCompletedAtApplicantsAddress: false,
      ProductInstaller: null,
      Address: null,
    };
  }
  const certificate = full.CompletionCertificate;
  return {
    CompletionDate: wireDay(certificate.CompletionDate),
    TentativeCompletionDate: wireDay(certificate.TentativeCompletionDate),
    ProjectCompletedAtApplicantsAddress: certificate.ProductInstalledAtApplicantsAddress === true,
    ProductInstaller: certificate.ProductInstaller ?? null,
    Address: certificate.Address
      ? {
          Address1: certificate.Address.Address1,
          Address2: certificate.Address.Address2 || null,
          City: certificate.Address.City,
          State: certificate.Address.State,
          PostalCode: certificate.Address.PostalCode,
        }
      : null,
  };
}

const SIGNATURE_TYPE = { download: 'Written', esign: 'Electronic', email: 'Email' } as const;

/** Whether the dealer's review (Reviewed) applies: ACH signed by e-mail or electronically. */
function reviewApplies(submission: PaperworkSubmission, document: PaperworkDocument): boolean {
  return document === 'ACH' && submission.option !== 'download';
}

function dealerReviewed(submission: PaperworkSubmission, document: PaperworkDocument) {
  if (!reviewApplies(submission, document)) return null;
  const dealer = submission.signees.find((signee) => signee.type === 'Dealer');
  return dealer?.dateSigned !== null && dealer?.dateSigned !== undefined;
}

/** The submissions' documents, each once: a later ACH-only submission supersedes the full's ACH. */
export function currentDocuments(
  submissions: readonly PaperworkSubmission[],
): { submission: PaperworkSubmission; document: PaperworkDocument }[] {
  const latest = new Map<PaperworkDocument, PaperworkSubmission>();
  for (const submission of submissions) {
    for (const document of submission.documents) {
      const current = latest.get(document);
      if (!current || current.submittedAt <= submission.submittedAt) {
        latest.set(document, submission);
      }
    }
  }
  const order: PaperworkDocument[] = ['FULL', 'LCC', 'ACH'];
  return order
    .filter((document) => latest.has(document))
    .map((document) => ({ submission: latest.get(document)!, document }));
}

function signerOf(
  submission: PaperworkSubmission,
  document: PaperworkDocument,
  type: SigneeType,
): Signee | null {
  return (
    submission.signees.find(
      (signee) => signee.type === type && signee.documents.includes(document),
    ) ?? null
  );
}

/** The GET's Signatures: one item per document of the current submissions; `[]` when none. */
function paperworkSignatures(submissions: readonly PaperworkSubmission[]) {
  return currentDocuments(submissions).map(({ submission, document }) => {
    const signature = (submission.request as { Signature: PaperworkRequest['Signature'] })
      .Signature;
    const applicant = (type: 'Applicant' | 'CoApplicant') => {
      const signee = signerOf(submission, document, type);
      return signee
        ? {
            EmailAddress: signee.email,
            IdentificationType: signee.identificationType,
            IsUnitedStatesCitizen: signee.isUnitedStatesCitizen ?? false,
            IsPrimaryApplicant: type === 'Applicant',
            DateSent: wireDate(signee.dateSent),
            DateSigned: wireDate(signee.dateSigned),
          }
        : null;
    };
    const dealer = signerOf(submission, document, 'Dealer');
    return {
      SignatureDate: wireDay(signature.SignatureDate),
      ExcludeDatesOnPaperwork: signature.ExcludeDatesOnPaperwork,
      ApplicationType: signature.ApplicationType,
      Dealer: dealer
        ? {
            Name: dealer.name,
            EmailAddress: dealer.email,
            DateSent: wireDate(dealer.dateSent),
            DateSigned: wireDate(dealer.dateSigned),
            Reviewed: dealerReviewed(submission, document),
          }
        : null,
      Applicant: applicant('Applicant'),
      CoApplicant: applicant('CoApplicant'),
      Provider: null,
      SignatureType: SIGNATURE_TYPE[submission.option],
      PaperworkSignatureType: document,
    };
  });
}

export function paperworkDataResponse(
  application: StoredApplication,
  dealer: DealerRecord,
  submissions: readonly PaperworkSubmission[],
  chosen: CataloguePromotion | undefined,
) {
  const full = fullRequestOf(submissions.find((submission) => submission.kind === 'full'));
  const { record } = application;
  return {
    Dealer: flatDealer(dealer, full),
    Applicant: flatApplicant(record.Applicant, full?.Application.Applicant, false),
    CoApplicant:
      record.CoApplicant === null
        ? null
        : flatApplicant(record.CoApplicant, full?.Application.CoApplicant, true),
    LoanParameters: flatLoanParameters(application, dealer, full, chosen),
    Signatures: paperworkSignatures(submissions),
    CompletionCertificate: completionCertificate(application, full),
  };
}

// ---------------------------------------------------------------------------------------------
// Signed documents: detail Signatures and signed-status

/** One document's signers as detail Signatures and signed-status list them. */
export function signedDocument(
  submission: PaperworkSubmission,
  document: PaperworkDocument,
): SignedDocumentRecord {
  const reviewed = dealerReviewed(submission, document);
  return {
    SignatureInformation: submission.signees
      .filter((signee) => signee.documents.includes(document))
      .map((signee) => ({
        SigneeType: signee.type,
        DateSent: wireDate(signee.dateSent),
        DateSigned: wireDate(signee.dateSigned),
        EmailAddress: signee.email,
        AccessCode: signee.accessCode,
        Reviewed: reviewed,
      })),
    SignatureType: document,
  };
}

/** The detail record's Signatures: every current document, signed or not. */
export function signedDocuments(
  submissions: readonly PaperworkSubmission[],
): SignedDocumentRecord[] {
  return currentDocuments(submissions).map(({ submission, document }) =>
    signedDocument(submission, document),
  );
}

/**
 * Signed status covers paperwork "already completed or submitted for electronic signing":
 * documents sent for e-sign or e-mail signing, and downloaded documents once signed.
 */
export function signedStatusDocuments(
  submissions: readonly PaperworkSubmission[],
): SignedDocumentRecord[] {
  return currentDocuments(submissions)
    .filter(
      ({ submission, document }) =>
        submission.option !== 'download' || documentSigned(submission, document),
    )
    .map(({ submission, document }) => signedDocument(submission, document));
}
