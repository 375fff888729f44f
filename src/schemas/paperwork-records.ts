import * as z from 'zod/mini';
import {
  CO_APPLICANT_TYPES,
  CREDIT_TYPES,
  INCOME_TYPES,
  LANGUAGE_TYPES,
  LEGAL_IDENTIFICATION_TYPES,
  PHONE_NUMBER_TYPES,
  RESIDENCE_TYPES,
  SUFFIXES,
  ADJUSTMENT_TYPES,
  INSTALLER_TYPES,
  LOAN_APPLICATION_TYPES,
  PAPERWORK_DOCUMENTS,
  SIGNATURE_TYPES,
} from './enums.ts';
import {
  numericText,
  reference,
  addressSchema,
  dateField,
  decimal,
  flag,
  listOf,
  text,
} from './record-fields.ts';
import { openEnum, withAliases } from './tolerant.ts';

/**
 * `GET /v3/api/applications/paperwork/{LoanApplicationId}`: the data paperwork starts from. It
 * is flat (Address1…, DealerName…, inverted IdentificationIssueDateNotPresent, product fields,
 * AdditionalFees{AdjustmentType, Amount}, ids for terms) where the paperwork request is nested
 * (ARCHITECTURE.md point 13). It carries SSNs and ID numbers: keep it in memory only.
 */

const paperworkDealerSchema = withAliases(
  { 'DealerNumber(Legacy)': 'DealerNumber' },
  z.object({
    /** The dealer's numeric Id. */
    DealerId: z.int(),
    DealerNumber: text,
    DealerName: text,
    DealerAddress1: text,
    DealerAddress2: text,
    DealerCity: text,
    DealerState: text,
    DealerZipCode: text,
    DealerPhoneNumber: text,
    DealerSignatureEmail: text,
    /** Whether to offer the completion certificate (ARCHITECTURE.md, "Decided"). */
    DealerIncludeLcc: flag,
  }),
);

const otherIncomeSchema = z.object({
  Description: text,
  Amount: decimal,
  IncomeType: z.nullish(openEnum(INCOME_TYPES)),
  IsNonTaxableIncome: flag,
  OriginalAmount: decimal,
});

/** Samples name ApplicantId `Id`, PostalCode `ZipCode` and the phones `…PhoneNumber`. */
export const paperworkApplicantSchema = withAliases(
  {
    Id: 'ApplicantId',
    ZipCode: 'PostalCode',
    PrimaryPhoneNumber: 'PrimaryPhone',
    SecondaryPhoneNumber: 'SecondaryPhone',
  },
  z.object({
    ApplicantId: z.int(),
    FirstName: text,
    MiddleInitial: text,
    LastName: text,
    Suffix: z.nullish(openEnum(SUFFIXES)),
    Address1: text,
    Address2: text,
    City: text,
    State: text,
    PostalCode: text,
    EmailAddress: text,
    PrimaryPhone: text,
    PrimaryPhoneType: z.nullish(openEnum(PHONE_NUMBER_TYPES)),
    SecondaryPhone: text,
    SecondaryPhoneType: z.nullish(openEnum(PHONE_NUMBER_TYPES)),
    /** Co-applicant only. */
    RelationType: z.nullish(openEnum(CO_APPLICANT_TYPES)),
    IdentificationType: z.nullish(openEnum(LEGAL_IDENTIFICATION_TYPES)),
    IdentificationNumber: text,
    /** The inverse of the request's IsIssueDatePresent. */
    IdentificationIssueDateNotPresent: flag,
    ExpirationDateUnavailable: flag,
    IdentificationIssueDate: dateField,
    IdentificationExpirationDate: dateField,
    /** The inverse of the request's IsIssueStatePresent. */
    IdentificationIssueStateNotPresent: flag,
    IdentificationState: text,
    SocialSecurityNumber: text,
    DateOfBirth: dateField,
    EmploymentType: text,
    EmployerName: text,
    EmployerPhoneNumber: text,
    OccupationTitle: text,
    EmploymentStartDate: dateField,
    EmploymentGrossMonthlyIncome: numericText,
    OtherIncome: listOf(otherIncomeSchema),
    ResidenceType: z.nullish(openEnum(RESIDENCE_TYPES)),
    ResidencePayment: numericText,
    HomeValue: numericText,
    /** Months left over after the years. */
    MonthsAtResidence: decimal,
    YearsAtResidence: decimal,
  }),
);
export type PaperworkApplicant = z.infer<typeof paperworkApplicantSchema>;

export const paperworkLoanParametersSchema = z.object({
  CreditType: z.nullish(openEnum(CREDIT_TYPES)),
  ContractState: text,
  ContractLanguage: z.nullish(openEnum(LANGUAGE_TYPES)),
  /** Only for ContractState CA with a home improvement major product line. */
  CompletionPayment: decimal,
  ProductDescription: text,
  ItemNumber: text,
  ProductQuantity: numericText,
  ProductPrice: numericText,
  AdditionalProduct: z.nullish(
    z.object({ Description: text, ItemNumber: text, Price: decimal, Quantity: decimal }),
  ),
  IsProductHomeImprovement: flag,
  DownPayment: decimal,
  AdditionalFees: listOf(
    z.object({ AdjustmentType: z.nullish(openEnum(ADJUSTMENT_TYPES)), Amount: decimal }),
  ),
  SalesTax: decimal,
  EnterTradeIn: flag,
  TentativeCompletionDate: dateField,
  TradeInDescription: text,
  TradeInAmount: decimal,
  RepaymentTermsId: reference,
  PaymentFactorId: reference,
  AnnualPercentageRate: decimal,
  PaymentFactor: numericText,
  PaymentFactorRaw: decimal,
  PrimaryPromotionId: reference,
  /** The promotions' AddOnId. */
  SecondaryPromotionId: reference,
  ClosedEndPaymentRateId: reference,
  /** Spelled RTCDate here and in status, RtcDate in detail (point 5). */
  RTCDate: dateField,
  OriginalCreditType: z.nullish(openEnum(CREDIT_TYPES)),
});

const signerDatesFields = { EmailAddress: text, DateSent: dateField, DateSigned: dateField };

const paperworkSignerSchema = z.object({
  ...signerDatesFields,
  IdentificationType: z.nullish(openEnum(LEGAL_IDENTIFICATION_TYPES)),
  IsUnitedStatesCitizen: flag,
  IsPrimaryApplicant: flag,
});

/**
 * A paperwork signature as the GET reports it. SignatureType is the signing method (Written,
 * Electronic, Email); PaperworkSignatureType is the document (FULL, LCC, ACH).
 */
export const paperworkSignatureSchema = z.object({
  /** The date every later submission's SignatureDate must match (ACH-only paperwork). */
  SignatureDate: dateField,
  ExcludeDatesOnPaperwork: flag,
  ApplicationType: z.nullish(openEnum(LOAN_APPLICATION_TYPES)),
  Dealer: z.nullish(z.object({ ...signerDatesFields, Name: text, Reviewed: flag })),
  Applicant: z.nullish(paperworkSignerSchema),
  CoApplicant: z.nullish(paperworkSignerSchema),
  Provider: z.nullish(z.object({ ...signerDatesFields, Name: text })),
  SignatureType: z.nullish(openEnum(SIGNATURE_TYPES)),
  PaperworkSignatureType: z.nullish(openEnum(PAPERWORK_DOCUMENTS)),
});

/** Spelled ProjectCompletedAtApplicantsAddress here, ProductInstalled… in the request. */
export const paperworkCompletionCertificateSchema = z.object({
  CompletionDate: dateField,
  /** The projected date while the project is not completed. */
  TentativeCompletionDate: dateField,
  ProjectCompletedAtApplicantsAddress: flag,
  ProductInstaller: z.nullish(openEnum(INSTALLER_TYPES)),
  Address: z.nullish(addressSchema),
});

/**
 * Dealer, Applicant and LoanParameters are required: paperwork cannot be prepared without
 * them, so a response lacking one is an error to show, not an empty form.
 */
export const paperworkDataSchema = z.object({
  Dealer: paperworkDealerSchema,
  Applicant: paperworkApplicantSchema,
  /** Null when the application has no co-applicant. */
  CoApplicant: z.nullish(paperworkApplicantSchema),
  LoanParameters: paperworkLoanParametersSchema,
  Signatures: listOf(paperworkSignatureSchema),
  CompletionCertificate: z.nullish(paperworkCompletionCertificateSchema),
});
export type PaperworkData = z.infer<typeof paperworkDataSchema>;

/**
 * Answer of every paperwork submission (full and ACH-only): DownloadUrl for the download
 * option, ESignUrl for e-sign, an empty ESignUrl for e-mail.
 */
export const paperworkSubmitResponseSchema = z.object({
  DownloadUrl: text,
  ESignUrl: text,
});
export type PaperworkSubmitResponse = z.infer<typeof paperworkSubmitResponseSchema>;

const DOWNLOAD_PATH = /^\/(?:v\d+\/)?api\/applications\/paperwork\/(\d+)\/download\/?$/i;

/**
 * Reads the application id and document type out of a DownloadUrl
 * (`/api/applications/paperwork/<id>/download?documentType=<type>`), so the portal can call
 * the v3 download with its bearer header instead of following a bare link (point 11).
 * Absolute URLs and a version segment are accepted too; anything else is null.
 */
export function parseDownloadUrl(
  url: string,
): { applicationId: number; documentType: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), 'http://relative.invalid');
  } catch {
    return null;
  }
  const match = DOWNLOAD_PATH.exec(parsed.pathname);
  const applicationId = Number(match?.[1]);
  const documentType = parsed.searchParams.get('documentType');
  if (!match || !Number.isSafeInteger(applicationId) || applicationId <= 0) return null;
  return documentType ? { applicationId, documentType } : null;
}

/**
 * The document types a submission's DownloadUrl names, in its order: what the page offers and
 * fetches, nothing more (spec, download: "use the values returned by the paperwork
 * submission"). The spec shows one `documentType`; a repeated or comma-separated parameter is
 * read too. None for an answer without a readable download link (e-sign, e-mail).
 */
export function downloadDocumentTypes(url: string | null | undefined): string[] {
  if (!url || !parseDownloadUrl(url)) return [];
  const query = new URL(url.trim(), 'http://relative.invalid').searchParams;
  const types = query
    .getAll('documentType')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(types)];
}
