import { z } from 'zod';
import { toV3Dealer } from '../dealers/store.ts';
import { seedDealers } from '../seed.ts';
import type { createTestSandbox } from '../sandbox.test-support.ts';
import type { ApiVersion } from './record.ts';

/**
 * The spec's application answers field by field with nothing extra (classic zod strict
 * objects), for the sandbox's own tests, operation by operation (ARCHITECTURE.md point 5).
 */

export type TestSandbox = ReturnType<typeof createTestSandbox>;

/** The service's DateTime: UTC without a zone. */
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?$/);
/** A Date field as the service writes it: midnight without a zone. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const id = z.number().int().positive();

const address = z.strictObject({
  SerializationVersion: z.number().int(),
  Address1: z.string(),
  Address2: z.string(),
  City: z.string(),
  State: z.string().regex(/^[A-Z]{2}$/),
  PostalCode: z.string(),
});

const phone = z.strictObject({
  SerializationVersion: z.number().int(),
  PhoneNumberType: z.enum(['Cell', 'Home', 'Work']),
  AreaCode: z.string().regex(/^\d{3}$/),
  CentralOfficeCode: z.string().regex(/^\d{3}$/),
  StationNumber: z.string().regex(/^\d{4}$/),
  IsPrimary: z.boolean(),
});

export const specMessage = z.strictObject({
  SerializationVersion: z.number().int(),
  MessageType: z.enum(['Hint', 'Condition']),
  IsMet: z.boolean(),
  Label: z.string(),
  Text: z.string(),
});

const historyItem = z.strictObject({ Message: z.string(), Date: dateTime });

function applicant(kind: 'submit' | 'detail') {
  const detail = kind === 'detail';
  return z.strictObject({
    Id: id,
    FirstName: z.string(),
    MiddleInitial: z.string().nullable(),
    LastName: z.string(),
    EmailAddress: z.string().nullable(),
    DateOfBirth: day,
    // Echoed in full by submit, masked to the last four digits by detail.
    SocialSecurityNumber: z.string().regex(detail ? /^\*{5}\d{4}$/ : /^\d{9}$/),
    MonthlyIncome: z.number(),
    CoApplicantType: z.enum(['Spouse']).nullable(),
    LoanApplicationId: id,
    IsPrimary: z.boolean(),
    ...(detail ? { FicoScore: z.number().int().nullable(), Suffix: z.string().nullable() } : {}),
    Identification: z.strictObject({
      LegalIdentificationType: z.string().nullable(),
      Number: z.string().nullable(),
      ExpirationDate: day.nullable(),
      IssueDate: day.nullable(),
      IssueDateIsPresentOnId: z.boolean(),
      StateOfIssuance: z.string().nullable(),
      IssuanceStateIsPresentOnId: z.boolean(),
      ExpirationDateUnavailable: z.boolean(),
    }),
    EmploymentHistory: z.array(
      z.strictObject({
        Name: z.string().nullable(),
        PhoneNumber: phone.nullable(),
        Title: z.string().nullable(),
        EmploymentType: z.string().nullable(),
        StartDate: day.nullable(),
      }),
    ),
    Incomes: z.array(
      z.strictObject({
        Description: z.string().nullable(),
        Amount: z.number(),
        IncomeType: z.string(),
        IsNonTaxableIncome: z.boolean(),
      }),
    ),
    PhoneNumbers: z.array(phone),
    Residences: z.array(
      z.strictObject({
        ResidenceType: z.enum(['Own', 'Rent']),
        MonthlyPaymentAmount: z.number().nullable(),
        PropertyValue: z.number().nullable(),
        ...(detail ? { MonthsAt: z.number().int(), YearsAt: z.number().int() } : {}),
      }),
    ),
    Address: address,
    Is65OrOlder: z.boolean(),
  });
}

const dealerKeys = Object.keys(toV3Dealer(seedDealers('2025-06-15')[0]!));
/** The Dealer is the dealers operation's record (tested strictly there), plus Status in detail. */
function dealer(kind: 'submit' | 'detail') {
  const keys = kind === 'detail' ? [...dealerKeys, 'Status'] : dealerKeys;
  return z
    .record(z.string(), z.unknown())
    .refine(
      (value) => sameKeys(Object.keys(value), keys),
      `Dealer keys must be ${keys.join(', ')}`,
    );
}

function sameKeys(actual: readonly string[], expected: readonly string[]): boolean {
  return [...actual].sort().join() === [...expected].sort().join();
}

const creditType = z.enum(['Revolving', 'ClosedEnd']);

/** The Application record of one operation: submit or detail, of one version. */
export function specApplicationRecord(kind: 'submit' | 'detail', version: ApiVersion) {
  const detail = kind === 'detail';
  const party = applicant(kind);
  return z.strictObject({
    Id: id,
    ApplicationNumber: z.number().int().nullable(),
    LoanType: creditType,
    Dealer: dealer(kind),
    Applicant: party,
    CoApplicant: party.nullable(),
    Context: z.strictObject({
      State: z.string().regex(/^[A-Z]{2}$/),
      Language: z.strictObject({ LanguageType: z.string(), Name: z.string(), Id: z.number() }),
    }),
    FinancialInformation: z.strictObject({
      ProductCode: z.string(),
      SellingPrice: z.number(),
      DownPayment: z.number(),
      DocumentFee: z.number().nullable(),
      CompletionPayment: z.number(),
      SalesTax: z.strictObject({ IsIncluded: z.boolean(), TaxAmount: z.number().nullable() }),
      TotalAmountFinanced: z.number(),
    }),
    TradeIns: z.array(z.unknown()).length(0),
    Terms: z.strictObject({
      CreditType: creditType,
      PaymentTerm: z.string().nullable(),
      PaymentFactor: z.string().nullable(),
      PaymentFactorReal: z.number().nullable(),
      CompletionDate: day.nullable(),
      // "present in detail and in v1/v2 submit responses".
      ...(detail || version !== 3 ? { TentativeCompletionDate: day.nullable() } : {}),
    }),
    CustomDealerInformation: z.null(),
    SubmitNumber: z.string().regex(/^[A-Z]\d{9}$/),
    AssignedUserId: id,
    AssignedSalesRepresentativeName: z.string().nullable(),
    Status: z.string(),
    // "v2 detail only".
    ...(detail && version === 2 ? { LongApplicationStatus: z.string().min(1) } : {}),
    CreateDateUtc: dateTime,
    ModifyDateUtc: dateTime,
    DeleteDateUtc: dateTime.nullable(),
    IsActive: z.boolean(),
    // "in v1 and v3 submit responses", and nowhere else.
    ...(!detail && version !== 2 ? { PromotionId: id.nullable() } : {}),
    HistoryItems: z.array(historyItem),
    Events: z.array(z.unknown()).length(0),
    Content: z.null(),
    ...(detail
      ? {
          Messages: z.array(specMessage),
          DispositionCode: z.string().nullable(),
          BuyRate: z
            .string()
            .regex(/^\d+\.\d{2}$/)
            .nullable(),
          Signatures: z.array(z.unknown()),
          RtcDate: day.nullable(),
          RiskTier: z.number().int().min(1).max(5).nullable(),
          OriginalCreditType: creditType.nullable(),
          ProjectNumber: z.string().max(30).nullable(),
        }
      : {}),
  });
}

const statusBase = {
  LoanApplicationId: id,
  LoanApplicationNumber: z.number().int().nullable(),
  LoanApplicationStatus: z.string(),
  DealerId: id,
  AssignedToUserId: id,
  Messages: z.array(specMessage),
  DispositionCode: z.string().nullable(),
  BuyRate: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .nullable(),
  AmountFinanced: z.number(),
};
const RTCDate = day.nullable();
const ProjectNumber = z.string().nullable();
const RiskTier = z.number().int().min(1).max(5).nullable();
const LongApplicationStatus = z.string().min(1);
const AmountApproved = z.number().nullable();

/** Spec, "Application status record": the fields of each operation, and no others. */
export const specStatus = {
  status: {
    1: z.strictObject(statusBase),
    2: z.strictObject({ ...statusBase, RTCDate, ProjectNumber, RiskTier, LongApplicationStatus }),
    3: z.strictObject({ ...statusBase, AmountApproved, RTCDate, ProjectNumber, RiskTier }),
  },
  statusesSince: {
    1: z.strictObject(statusBase),
    2: z.strictObject({ ...statusBase, RTCDate, LongApplicationStatus }),
    3: z.strictObject({ ...statusBase, AmountApproved, RTCDate, ProjectNumber }),
  },
} as const;

export const specHistory = z.strictObject({ HistoryItems: z.array(historyItem) });

/** A request and its parsed JSON answer. */
export async function call(
  sandbox: TestSandbox,
  path: string,
  init: { token: string; method?: string; json?: unknown; body?: string },
): Promise<{ status: number; body: unknown }> {
  // A raw body is JSON text as the portal sends it (well-formed or not), so it is labelled JSON.
  const headers = init.body === undefined ? undefined : { 'Content-Type': 'application/json' };
  const response = await sandbox.request(path, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

export function countApplications(sandbox: TestSandbox): number {
  return (
    sandbox.db.prepare('SELECT COUNT(*) AS count FROM applications').get() as { count: number }
  ).count;
}
