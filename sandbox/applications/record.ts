import { isIsoDate, ageOn } from '../../src/lib/dates.ts';
import { fromCents, parseMoney, toCents } from '../../src/lib/money.ts';
import type { CreditType } from '../../src/schemas/enums.ts';
import { wireDate } from '../dates.ts';
import type { DealerRecord } from '../dealers/store.ts';

/**
 * The application record the sandbox keeps (spec, "Application record"), and how a submission
 * becomes one. The stored record is what the detail answers, SSNs in full; the views in
 * views.ts cut it down per operation and version and mask the SSN.
 */

/** The interface's versions, the first path segment. */
export type ApiVersion = 1 | 2 | 3;

/**
 * The statuses the sandbox uses. The spec shows only Processing and Approved; the rest are
 * the sandbox's (ARCHITECTURE.md, "Decided"; docs/decisions/0009-sandbox-applications.md).
 */
export const APPLICATION_STATUSES = [
  'Processing',
  'Approved',
  'Pending',
  'Declined',
  'FundingRequested',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type WireAddress = {
  SerializationVersion: number;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  PostalCode: string;
};

export type WirePhoneNumber = {
  SerializationVersion: number;
  PhoneNumberType: string;
  AreaCode: string;
  CentralOfficeCode: string;
  StationNumber: string;
  IsPrimary: boolean;
};

export type WireMessage = {
  SerializationVersion: number;
  MessageType: 'Hint' | 'Condition';
  IsMet: boolean;
  Label: string;
  Text: string;
};

export type HistoryItem = { Message: string; Date: string };

/** One document's signers, as detail `Signatures` and signed-status list them. */
export type SignedDocumentRecord = {
  SignatureInformation: {
    SigneeType: 'Applicant' | 'CoApplicant' | 'Dealer';
    DateSent: string | null;
    DateSigned: string | null;
    EmailAddress: string | null;
    AccessCode: string | null;
    Reviewed: boolean | null;
  }[];
  SignatureType: 'FULL' | 'LCC' | 'ACH';
};

/** Applicant record (spec): everything the detail shows; SocialSecurityNumber in full. */
export type ApplicantRecordData = {
  Id: number;
  FirstName: string;
  MiddleInitial: string | null;
  LastName: string;
  EmailAddress: string | null;
  /** DateTime at midnight without a zone (`1984-03-15T00:00:00`). */
  DateOfBirth: string;
  SocialSecurityNumber: string;
  /** GrossMonthlyIncome. */
  MonthlyIncome: number;
  CoApplicantType: string | null;
  LoanApplicationId: number;
  IsPrimary: boolean;
  /** Detail only; set when the application is decided. */
  FicoScore: number | null;
  /** Detail only. */
  Suffix: string | null;
  Identification: {
    LegalIdentificationType: string | null;
    Number: string | null;
    ExpirationDate: string | null;
    IssueDate: string | null;
    IssueDateIsPresentOnId: boolean;
    StateOfIssuance: string | null;
    IssuanceStateIsPresentOnId: boolean;
    ExpirationDateUnavailable: boolean;
  };
  EmploymentHistory: {
    Name: string | null;
    PhoneNumber: WirePhoneNumber | null;
    Title: string | null;
    EmploymentType: string | null;
    StartDate: string | null;
  }[];
  Incomes: {
    Description: string | null;
    Amount: number;
    IncomeType: string;
    IsNonTaxableIncome: boolean;
  }[];
  PhoneNumbers: WirePhoneNumber[];
  /** MonthsAt and YearsAt are detail only. */
  Residences: {
    ResidenceType: string;
    MonthlyPaymentAmount: number | null;
    PropertyValue: number | null;
    MonthsAt: number;
    YearsAt: number;
  }[];
  Address: WireAddress;
  Is65OrOlder: boolean;
};

/**
 * The stored application record: the v2 detail record (the widest), SSNs in full, without
 * the two parts read live at answer time: `Dealer` (the dealers table, so an attestation date
 * is current) and `HistoryItems` (the application_history table). Dates are the service's
 * DateTime text without a zone. Change it only through updateApplication (store.ts), which
 * keeps the table's query columns and ModifyDateUtc in step and writes the history item.
 */
export type StoredApplicationRecord = {
  Id: number;
  /** Null until the credit decision. */
  ApplicationNumber: number | null;
  LoanType: CreditType;
  Applicant: ApplicantRecordData;
  CoApplicant: ApplicantRecordData | null;
  Context: { State: string; Language: { LanguageType: string; Name: string; Id: number } };
  FinancialInformation: {
    ProductCode: string;
    SellingPrice: number;
    DownPayment: number;
    DocumentFee: number | null;
    CompletionPayment: number;
    SalesTax: { IsIncluded: boolean; TaxAmount: number | null };
    TotalAmountFinanced: number;
  };
  TradeIns: unknown[];
  Terms: {
    CreditType: CreditType;
    PaymentTerm: string | null;
    PaymentFactor: string | null;
    PaymentFactorReal: number | null;
    CompletionDate: string | null;
    TentativeCompletionDate: string | null;
  };
  CustomDealerInformation: null;
  SubmitNumber: string;
  AssignedUserId: number;
  AssignedSalesRepresentativeName: string | null;
  Status: ApplicationStatus;
  /** A sentence; the v2 detail and v2 statuses answer it. */
  LongApplicationStatus: string;
  CreateDateUtc: string;
  ModifyDateUtc: string;
  DeleteDateUtc: string | null;
  IsActive: boolean;
  PromotionId: number | null;
  Events: unknown[];
  Content: null;
  Messages: WireMessage[];
  DispositionCode: string | null;
  /** Percent text such as "8.99". */
  BuyRate: string | null;
  Signatures: SignedDocumentRecord[];
  /** The right-to-cancel day as a DateTime at midnight. */
  RtcDate: string | null;
  RiskTier: number | null;
  OriginalCreditType: CreditType | null;
  ProjectNumber: string | null;
};

/** The service's DateTime: UTC, ISO 8601 without a zone suffix (spec, HistoryItem). */
export function wireDateTime(moment: Date): string {
  return moment.toISOString().slice(0, 23);
}

/** An applicant or co-applicant as any version submits one (v1/v2 send income as text). */
export type PartyInput = {
  FirstName: string;
  MiddleInitial?: string | null;
  LastName: string;
  Suffix?: string | null;
  EmailAddress?: string | null;
  DateOfBirth: string;
  SocialSecurityNumber: string;
  GrossMonthlyIncome: number | string | null;
  AdditionalIncomeSources?:
    | {
        AdditionalIncomeSource: string;
        Description?: string | null;
        Source: string;
        Amount: number;
        IsNonTaxableIncome?: boolean | null;
      }[]
    | null;
  EmploymentType?: string | null;
  CurrentEmployer?: string | null;
  CurrentEmployerPhoneNumber?: string | null;
  Occupation: string | null;
  EmploymentMonth?: number | null;
  EmploymentYear?: number | null;
  ResidenceType: string;
  Payment: number | null;
  MonthsAtResidence: number;
  YearsAtResidence: number;
  HomeValue: number | null;
  Address1: string;
  Address2?: string | null;
  City: string;
  State: string;
  PostalCode: string;
  PrimaryPhone: string | null;
  PrimaryPhoneType: string | null;
  SecondaryPhone?: string | null;
  SecondaryPhoneType?: string | null;
  ApplicantRelationship?: string | null;
  IdentificationType?: string | null;
  IdentificationNumber?: string | null;
  IsIssueDatePresent?: boolean | null;
  IdentificationIssueDate?: string | null;
  IsIssueStatePresent?: boolean | null;
  IdentificationState?: string | null;
  ExpirationDateUnavailable?: boolean | null;
  IdentificationExpirationDate?: string | null;
};

/** The loan as any version submits it; v3 has no credit type, terms or factor of its own. */
export type LoanInput = {
  CreditType: CreditType;
  ContractState: string;
  ContractLanguage: string;
  ProductOrService: string;
  SellingPrice: number;
  DownPayment?: number | null;
  CompletionPayment?: number | null;
  DocumentFee?: number | null;
  SalesTaxIncluded: boolean;
  SalesTax?: number | null;
  AmountFinanced: number;
  RepaymentTerms?: string | null;
  PaymentFactor?: string | null;
  CompletionDate?: string | null;
};

/** What a validated submission of any version turns into before it is stored. */
export type NewApplication = {
  version: ApiVersion;
  dealer: DealerRecord;
  applicant: PartyInput;
  coApplicant: PartyInput | null;
  loan: LoanInput;
  assignedUserId: number;
};

/**
 * The credit type of a v3 application, which sends none (spec: "how the credit type is
 * determined is not shown"; ARCHITECTURE.md, "Decided"): a retail dealer's goods are sold on
 * revolving credit; anything else a dealer sells is closed-end when the product is home
 * improvement (an installed, one-off project) and revolving otherwise.
 */
export function creditTypeFor(dealer: DealerRecord, productName: string): CreditType {
  if (dealer.IsRetailDealer) return 'Revolving';
  const product = dealer.Products.find((candidate) => candidate.Name === productName);
  return product?.IsHomeImprovement === true ? 'ClosedEnd' : 'Revolving';
}

/**
 * SubmitNumber, "one letter followed by nine digits": the id times a multiplier coprime to
 * 10^9, so every id below 10^9 gets its own number and neighbours do not look alike.
 */
export function submitNumberFor(id: number): string {
  const digits = (BigInt(id) * 387_420_489n + 104_729n) % 1_000_000_000n;
  const letter = String.fromCharCode(65 + (id % 26));
  return `${letter}${digits.toString().padStart(9, '0')}`;
}

/** ApplicationNumber, given at the decision: seven digits, one per id below 9,000,000. */
export function applicationNumberFor(id: number): number {
  return 1_000_000 + ((id * 7_919) % 9_000_000);
}

/** The applicant's record id (co-applicant: `coApplicant` true), unique across applications. */
export function applicantIdFor(applicationId: number, coApplicant: boolean): number {
  return applicationId * 10 + (coApplicant ? 2 : 1);
}

/** The detail shows the SSN masked to its last four digits (spec, Applicant record). */
export function maskSsn(ssn: string): string {
  return `*****${ssn.slice(-4)}`;
}

function phone(number: string, type: string | null, isPrimary: boolean): WirePhoneNumber {
  return {
    SerializationVersion: 1,
    PhoneNumberType: type ?? 'Home',
    AreaCode: number.slice(0, 3),
    CentralOfficeCode: number.slice(3, 6),
    StationNumber: number.slice(6, 10),
    IsPrimary: isPrimary,
  };
}

function amount(value: number | null | undefined): number {
  return value ?? 0;
}

function employmentStart(party: PartyInput): string | null {
  const { EmploymentYear: year, EmploymentMonth: month } = party;
  if (year === null || year === undefined || month === null || month === undefined) return null;
  const day = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  return isIsoDate(day) ? wireDate(day) : null;
}

function monthlyIncome(party: PartyInput): number {
  const income = party.GrossMonthlyIncome;
  if (income === null) return 0;
  return typeof income === 'number' ? income : fromCents(parseMoney(income) ?? 0);
}

function applicantRecord(
  party: PartyInput,
  ids: { applicationId: number; coApplicant: boolean },
  today: string,
): ApplicantRecordData {
  const phones = [
    ...(party.PrimaryPhone ? [phone(party.PrimaryPhone, party.PrimaryPhoneType, true)] : []),
    ...(party.SecondaryPhone
      ? [phone(party.SecondaryPhone, party.SecondaryPhoneType ?? null, false)]
      : []),
  ];
  const hasId = party.IdentificationType !== null && party.IdentificationType !== undefined;
  return {
    Id: applicantIdFor(ids.applicationId, ids.coApplicant),
    FirstName: party.FirstName,
    MiddleInitial: party.MiddleInitial ?? null,
    LastName: party.LastName,
    EmailAddress: party.EmailAddress ?? null,
    DateOfBirth: wireDate(party.DateOfBirth)!,
    SocialSecurityNumber: party.SocialSecurityNumber,
    MonthlyIncome: monthlyIncome(party),
    CoApplicantType: ids.coApplicant ? (party.ApplicantRelationship ?? null) : null,
    LoanApplicationId: ids.applicationId,
    IsPrimary: !ids.coApplicant,
    FicoScore: null,
    Suffix: party.Suffix ?? null,
    Identification: {
      LegalIdentificationType: hasId ? party.IdentificationType! : null,
      Number: party.IdentificationNumber ?? null,
      ExpirationDate: wireDate(party.IdentificationExpirationDate ?? null),
      IssueDate: wireDate(party.IdentificationIssueDate ?? null),
      IssueDateIsPresentOnId: party.IsIssueDatePresent === true,
      StateOfIssuance: party.IdentificationState ?? null,
      IssuanceStateIsPresentOnId: party.IsIssueStatePresent === true,
      ExpirationDateUnavailable: party.ExpirationDateUnavailable === true,
    },
    EmploymentHistory: [
      {
        Name: party.CurrentEmployer ?? null,
        PhoneNumber: party.CurrentEmployerPhoneNumber
          ? phone(party.CurrentEmployerPhoneNumber, 'Work', false)
          : null,
        Title: party.Occupation,
        EmploymentType: party.EmploymentType ?? null,
        StartDate: employmentStart(party),
      },
    ],
    Incomes: (party.AdditionalIncomeSources ?? []).map((source) => ({
      Description: source.Description ?? source.Source,
      Amount: source.Amount,
      IncomeType: source.AdditionalIncomeSource,
      IsNonTaxableIncome: source.IsNonTaxableIncome === true,
    })),
    PhoneNumbers: phones,
    Residences: [
      {
        ResidenceType: party.ResidenceType,
        MonthlyPaymentAmount: party.Payment,
        PropertyValue: party.HomeValue,
        MonthsAt: party.MonthsAtResidence,
        YearsAt: party.YearsAtResidence,
      },
    ],
    Address: {
      SerializationVersion: 1,
      Address1: party.Address1,
      Address2: party.Address2 ?? '',
      City: party.City,
      State: party.State,
      PostalCode: party.PostalCode,
    },
    Is65OrOlder: ageOn(party.DateOfBirth, today) >= 65,
  };
}

/** The "Two" payment factor of v1/v2 is 2% of the amount financed a month. */
const PAYMENT_FACTORS: Record<string, number> = { Two: 0.02 };

/** Status Processing, IsActive false, ApplicationNumber null, nothing decided (spec, States). */
export const processingLongStatus =
  'The application has been received and the credit decision is in progress.';

/**
 * The record of a new submission, as the States table says: Processing, inactive, no
 * ApplicationNumber, empty history and events, Content null.
 */
export function buildApplicationRecord(
  input: NewApplication,
  id: number,
  createdAt: Date,
): StoredApplicationRecord {
  const { dealer, loan } = input;
  const today = createdAt.toISOString().slice(0, 10);
  const product = dealer.Products.find((candidate) => candidate.Name === loan.ProductOrService);
  const representative = dealer.SalesRepresentatives[0];
  const created = wireDateTime(createdAt);
  return {
    Id: id,
    ApplicationNumber: null,
    LoanType: loan.CreditType,
    Applicant: applicantRecord(input.applicant, { applicationId: id, coApplicant: false }, today),
    CoApplicant:
      input.coApplicant === null
        ? null
        : applicantRecord(input.coApplicant, { applicationId: id, coApplicant: true }, today),
    Context: {
      State: loan.ContractState,
      Language: { LanguageType: loan.ContractLanguage, Name: loan.ContractLanguage, Id: 1 },
    },
    FinancialInformation: {
      ProductCode: product?.Code ?? loan.ProductOrService,
      SellingPrice: loan.SellingPrice,
      DownPayment: amount(loan.DownPayment),
      DocumentFee: loan.DocumentFee ?? null,
      CompletionPayment: amount(loan.CompletionPayment),
      SalesTax: { IsIncluded: loan.SalesTaxIncluded, TaxAmount: loan.SalesTax ?? null },
      TotalAmountFinanced: fromCents(toCents(loan.AmountFinanced)),
    },
    TradeIns: [],
    Terms: {
      CreditType: loan.CreditType,
      PaymentTerm: loan.RepaymentTerms ?? null,
      PaymentFactor: loan.PaymentFactor ?? null,
      PaymentFactorReal: loan.PaymentFactor ? (PAYMENT_FACTORS[loan.PaymentFactor] ?? null) : null,
      CompletionDate: wireDate(loan.CompletionDate ?? null),
      TentativeCompletionDate: null,
    },
    CustomDealerInformation: null,
    SubmitNumber: submitNumberFor(id),
    AssignedUserId: input.assignedUserId,
    AssignedSalesRepresentativeName: representative
      ? `${representative.FirstName} ${representative.LastName}`
      : null,
    Status: 'Processing',
    LongApplicationStatus: processingLongStatus,
    CreateDateUtc: created,
    ModifyDateUtc: created,
    DeleteDateUtc: null,
    IsActive: false,
    PromotionId: null,
    Events: [],
    Content: null,
    Messages: [],
    DispositionCode: null,
    BuyRate: null,
    Signatures: [],
    RtcDate: null,
    RiskTier: null,
    OriginalCreditType: loan.CreditType,
    ProjectNumber: null,
  };
}

/**
 * An application as stored: the record (see {@link StoredApplicationRecord}) plus what the
 * status records and the other routes need without opening it. Times are ISO instants with Z.
 */
export type StoredApplication = {
  id: number;
  dealerId: number;
  applicationNumber: number | null;
  submitNumber: string;
  status: ApplicationStatus;
  longStatus: string;
  /** IsActive of the record. */
  isActive: boolean;
  assignedUserId: number;
  /** LoanType / Terms.CreditType of the record. */
  creditType: CreditType;
  /** Context.State of the record: the contract state. */
  contractState: string;
  /** FinancialInformation.TotalAmountFinanced of the record. */
  amountFinanced: number;
  /** AmountApproved of the v3 status records; null until approved. */
  amountApproved: number | null;
  /** The version of the submit operation that created it. */
  submittedVersion: ApiVersion;
  createdAt: string;
  modifiedAt: string;
  /** When the credit decision is due; null once decided (or for a seeded application held in review). */
  decideAt: string | null;
  record: StoredApplicationRecord;
};

/** Promotions and paperwork need an approved application. */
export function notApprovedMessage(application: StoredApplication, what: string): string {
  return `${what} applies only to an approved application; application ${application.id} is ${application.status}.`;
}
