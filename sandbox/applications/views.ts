import { toV3Dealer, type DealerRecord } from '../dealers/store.ts';
import {
  maskSsn,
  type ApiVersion,
  type ApplicantRecordData,
  type HistoryItem,
  type StoredApplication,
} from './record.ts';

/**
 * The answers of the application operations, cut from the stored record per operation and
 * version exactly as the spec lists their fields (spec, "Application record", "Application
 * status record"). Keys come in the spec's order.
 */

/** A copy of `value` without `keys`. */
function without<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}

/** Submit answers without the detail-only fields (FicoScore, Suffix, MonthsAt, YearsAt). */
function submittedApplicant(applicant: ApplicantRecordData) {
  return {
    ...without(applicant, ['FicoScore', 'Suffix']),
    Residences: applicant.Residences.map((residence) =>
      without(residence, ['MonthsAt', 'YearsAt']),
    ),
  };
}

/** The detail masks the SSN to its last four digits. */
function detailApplicant(applicant: ApplicantRecordData) {
  return { ...applicant, SocialSecurityNumber: maskSsn(applicant.SocialSecurityNumber) };
}

/**
 * The submit answer (every version): the new record, SSNs in full. TentativeCompletionDate is
 * in the v1/v2 answers only, PromotionId in the v1/v3 answers only (spec, Application record).
 */
export function submitResponse(
  application: StoredApplication,
  dealer: DealerRecord,
  version: ApiVersion,
) {
  const { record } = application;
  const { TentativeCompletionDate, ...terms } = record.Terms;
  return {
    Id: record.Id,
    ApplicationNumber: record.ApplicationNumber,
    LoanType: record.LoanType,
    Dealer: toV3Dealer(dealer),
    Applicant: submittedApplicant(record.Applicant),
    CoApplicant: record.CoApplicant === null ? null : submittedApplicant(record.CoApplicant),
    Context: record.Context,
    FinancialInformation: record.FinancialInformation,
    TradeIns: record.TradeIns,
    Terms: version === 3 ? terms : { ...terms, TentativeCompletionDate },
    CustomDealerInformation: record.CustomDealerInformation,
    SubmitNumber: record.SubmitNumber,
    AssignedUserId: record.AssignedUserId,
    AssignedSalesRepresentativeName: record.AssignedSalesRepresentativeName,
    Status: record.Status,
    CreateDateUtc: record.CreateDateUtc,
    ModifyDateUtc: record.ModifyDateUtc,
    DeleteDateUtc: record.DeleteDateUtc,
    IsActive: record.IsActive,
    ...(version === 2 ? {} : { PromotionId: record.PromotionId }),
    HistoryItems: [] as HistoryItem[],
    Events: record.Events,
    Content: record.Content,
  };
}

/**
 * `GET /vN/api/applications/detail/{applicationId}`: the whole record with the detail-only
 * fields and the dealer's Status, SSNs masked. LongApplicationStatus is v2's only; v3 matches
 * v2 in every other field. No PromotionId: the spec shows it in the v1/v3 submit answers only;
 * the chosen plan is read from the paperwork GET.
 */
export function detailResponse(
  application: StoredApplication,
  dealer: DealerRecord,
  history: HistoryItem[],
  version: ApiVersion,
) {
  const { record } = application;
  return {
    Id: record.Id,
    ApplicationNumber: record.ApplicationNumber,
    LoanType: record.LoanType,
    Dealer: { ...toV3Dealer(dealer), Status: 'Active' },
    Applicant: detailApplicant(record.Applicant),
    CoApplicant: record.CoApplicant === null ? null : detailApplicant(record.CoApplicant),
    Context: record.Context,
    FinancialInformation: record.FinancialInformation,
    TradeIns: record.TradeIns,
    Terms: record.Terms,
    CustomDealerInformation: record.CustomDealerInformation,
    SubmitNumber: record.SubmitNumber,
    AssignedUserId: record.AssignedUserId,
    AssignedSalesRepresentativeName: record.AssignedSalesRepresentativeName,
    Status: record.Status,
    ...(version === 2 ? { LongApplicationStatus: record.LongApplicationStatus } : {}),
    CreateDateUtc: record.CreateDateUtc,
    ModifyDateUtc: record.ModifyDateUtc,
    DeleteDateUtc: record.DeleteDateUtc,
    IsActive: record.IsActive,
    HistoryItems: history,
    Events: record.Events,
    Content: record.Content,
    Messages: record.Messages,
    DispositionCode: record.DispositionCode,
    BuyRate: record.BuyRate,
    Signatures: record.Signatures,
    RtcDate: record.RtcDate,
    RiskTier: record.RiskTier,
    OriginalCreditType: record.OriginalCreditType,
    ProjectNumber: record.ProjectNumber,
  };
}

/** The fields every application status record has (spec, Application status record). */
function statusBase(application: StoredApplication) {
  const { record } = application;
  return {
    LoanApplicationId: application.id,
    LoanApplicationNumber: record.ApplicationNumber,
    LoanApplicationStatus: record.Status,
    DealerId: application.dealerId,
    AssignedToUserId: record.AssignedUserId,
    Messages: record.Messages,
    DispositionCode: record.DispositionCode,
    BuyRate: record.BuyRate,
    AmountFinanced: record.FinancialInformation.TotalAmountFinanced,
  };
}

/** `GET /vN/api/applications/status/{applicationId}`. */
export function statusResponse(application: StoredApplication, version: ApiVersion) {
  const { record } = application;
  switch (version) {
    case 1:
      return statusBase(application);
    case 2:
      return {
        ...statusBase(application),
        RTCDate: record.RtcDate,
        ProjectNumber: record.ProjectNumber,
        RiskTier: record.RiskTier,
        LongApplicationStatus: record.LongApplicationStatus,
      };
    case 3:
      return {
        ...statusBase(application),
        AmountApproved: application.amountApproved,
        RTCDate: record.RtcDate,
        ProjectNumber: record.ProjectNumber,
        RiskTier: record.RiskTier,
      };
  }
}

/** An item of `GET /vN/api/applications/statuses-since/{timestamp}`. */
export function statusesSinceItem(application: StoredApplication, version: ApiVersion) {
  const { record } = application;
  switch (version) {
    case 1:
      return statusBase(application);
    case 2:
      return {
        ...statusBase(application),
        RTCDate: record.RtcDate,
        LongApplicationStatus: record.LongApplicationStatus,
      };
    case 3:
      return {
        ...statusBase(application),
        AmountApproved: application.amountApproved,
        RTCDate: record.RtcDate,
        ProjectNumber: record.ProjectNumber,
      };
  }
}
