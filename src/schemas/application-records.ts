import * as z from 'zod/mini';
import { dealerAliases, dealerFields } from './dealer-records.ts';
import {
  CO_APPLICANT_TYPES,
  CREDIT_PAYMENT_FACTORS,
  CREDIT_PAYMENT_TERMS,
  CREDIT_TYPES,
  EMPLOYMENT_TYPES,
  INCOME_TYPES,
  LANGUAGE_TYPES,
  LEGAL_IDENTIFICATION_TYPES,
  LOAN_APPLICATION_STATUSES,
  RESIDENCE_TYPES,
  SUFFIXES,
} from './enums.ts';
import {
  historyItemSchema,
  messageSchema,
  numericText,
  reference,
  addressSchema,
  dateField,
  dateTimeField,
  decimal,
  flag,
  listOf,
  phoneNumberSchema,
  text,
} from './record-fields.ts';
import { signedDocumentSchema } from './signed-status-records.ts';
import { openEnum, withAliases } from './tolerant.ts';

/**
 * The Application record returned by submit (v1, v2, v3) and by detail (spec, "Application
 * record"). Detail-only fields read as null/[] in a submit response. Submit echoes the full
 * SSN and detail masks it ("*****0001"), so SocialSecurityNumber is plain text here
 * (ARCHITECTURE.md point 12).
 */

const identificationRecordSchema = z.object({
  LegalIdentificationType: z.nullish(openEnum(LEGAL_IDENTIFICATION_TYPES)),
  Number: text,
  ExpirationDate: dateField,
  IssueDate: dateField,
  IssueDateIsPresentOnId: flag,
  StateOfIssuance: text,
  IssuanceStateIsPresentOnId: flag,
  ExpirationDateUnavailable: flag,
});

const employmentRecordSchema = z.object({
  Name: text,
  PhoneNumber: z.nullish(phoneNumberSchema),
  Title: text,
  EmploymentType: z.nullish(openEnum(EMPLOYMENT_TYPES)),
  StartDate: dateField,
});

const incomeRecordSchema = z.object({
  Description: text,
  Amount: decimal,
  IncomeType: z.nullish(openEnum(INCOME_TYPES)),
  IsNonTaxableIncome: flag,
});

const residenceRecordSchema = z.object({
  ResidenceType: z.nullish(openEnum(RESIDENCE_TYPES)),
  MonthlyPaymentAmount: decimal,
  PropertyValue: decimal,
  /** Detail only. */
  MonthsAt: decimal,
  /** Detail only. */
  YearsAt: decimal,
});

/** Applicant and co-applicant record; a sample names the identifier ApplicantId. */
export const applicantRecordSchema = withAliases(
  { ApplicantId: 'Id' },
  z.object({
    Id: z.int(),
    FirstName: text,
    MiddleInitial: text,
    LastName: text,
    EmailAddress: text,
    /** Typed DateTime by the spec but a calendar date: a birthday never moves. */
    DateOfBirth: dateField,
    SocialSecurityNumber: text,
    MonthlyIncome: decimal,
    /** Null for the applicant. */
    CoApplicantType: z.nullish(openEnum(CO_APPLICANT_TYPES)),
    LoanApplicationId: reference,
    IsPrimary: flag,
    FicoScore: decimal,
    Suffix: z.nullish(openEnum(SUFFIXES)),
    Identification: z.nullish(identificationRecordSchema),
    EmploymentHistory: listOf(employmentRecordSchema),
    Incomes: listOf(incomeRecordSchema),
    PhoneNumbers: listOf(phoneNumberSchema),
    Residences: listOf(residenceRecordSchema),
    Address: z.nullish(addressSchema),
    Is65OrOlder: flag,
  }),
);
export type ApplicantRecord = z.infer<typeof applicantRecordSchema>;

const contextSchema = z.object({
  State: text,
  Language: z.nullish(
    z.object({
      LanguageType: z.nullish(openEnum(LANGUAGE_TYPES)),
      Name: text,
      Id: reference,
    }),
  ),
});

const financialInformationSchema = z.object({
  ProductCode: text,
  SellingPrice: decimal,
  DownPayment: decimal,
  DocumentFee: decimal,
  CompletionPayment: decimal,
  SalesTax: z.nullish(z.object({ IsIncluded: flag, TaxAmount: decimal })),
  TotalAmountFinanced: decimal,
});

const termsSchema = z.object({
  CreditType: z.nullish(openEnum(CREDIT_TYPES)),
  PaymentTerm: z.nullish(openEnum(CREDIT_PAYMENT_TERMS)),
  PaymentFactor: z.nullish(openEnum(CREDIT_PAYMENT_FACTORS)),
  PaymentFactorReal: decimal,
  CompletionDate: dateField,
  TentativeCompletionDate: dateField,
});

/** Its Saturday flag is IsOpenSaturday, unlike the Dealer's IsOpenOnSaturday (point 5). */
const customDealerInformationSchema = z.object({
  SourceDealerId: reference,
  Name: text,
  Address: z.nullish(addressSchema),
  Phone: z.nullish(phoneNumberSchema),
  IsOpenSaturday: flag,
});

/** The Dealer inside an application record: the dealer fields plus Status (detail). */
export const applicationDealerSchema = withAliases(
  dealerAliases,
  z.extend(dealerFields, { Status: text }),
);
export type ApplicationDealer = z.infer<typeof applicationDealerSchema>;

export const applicationRecordSchema = z.object({
  Id: z.int(),
  /** Null right after submission. */
  ApplicationNumber: decimal,
  LoanType: z.nullish(openEnum(CREDIT_TYPES)),
  Dealer: z.nullish(applicationDealerSchema),
  Applicant: applicantRecordSchema,
  CoApplicant: z.nullish(applicantRecordSchema),
  Context: z.nullish(contextSchema),
  FinancialInformation: z.nullish(financialInformationSchema),
  /** Item shape not shown. */
  TradeIns: listOf(z.unknown()),
  Terms: z.nullish(termsSchema),
  CustomDealerInformation: z.nullish(customDealerInformationSchema),
  SubmitNumber: text,
  AssignedUserId: reference,
  AssignedSalesRepresentativeName: text,
  Status: z.nullish(openEnum(LOAN_APPLICATION_STATUSES)),
  /** v2 detail only. */
  LongApplicationStatus: text,
  CreateDateUtc: dateTimeField,
  ModifyDateUtc: dateTimeField,
  DeleteDateUtc: dateTimeField,
  IsActive: flag,
  HistoryItems: listOf(historyItemSchema),
  /** Item shape not shown. */
  Events: listOf(z.unknown()),
  /** Always null in observed records; optional, so an answer without it still reads. */
  Content: z.optional(z.unknown()),
  // Detail only.
  Messages: listOf(messageSchema),
  /** Nullable; its non-null form is not shown, so it is kept as text. */
  DispositionCode: numericText,
  /** Percent text. */
  BuyRate: numericText,
  Signatures: listOf(signedDocumentSchema),
  /** Spelled RtcDate here, RTCDate in status and paperwork (point 5); a calendar day. */
  RtcDate: dateField,
  RiskTier: decimal,
  OriginalCreditType: z.nullish(openEnum(CREDIT_TYPES)),
  ProjectNumber: text,
});
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;
