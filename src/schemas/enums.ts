/**
 * The spec's enumerations, exactly as listed ("only the values below occur"). Requests send
 * these (strict); responses read them as open enums (see tolerant.ts), because the service may
 * answer with values the spec does not show. These are the ones status and detail records
 * carry; the enumerations only requests and paperwork use are in request-enums.ts.
 */
export const LEGAL_IDENTIFICATION_TYPES = [
  'Unavailable',
  'DriversLicense',
  'StateId',
  'UnitedStatesMilitaryId',
  'UnitedStatesPassport',
  'PermanentResidencyCard',
] as const;
export const CREDIT_TYPES = ['Revolving', 'ClosedEnd'] as const;
export const EMPLOYMENT_TYPES = ['Employed', 'SelfEmployed', 'Retired'] as const;
export const RESIDENCE_TYPES = ['Own', 'Rent'] as const;
export const INCOME_TYPES = ['Other'] as const;
export const CO_APPLICANT_TYPES = ['Spouse'] as const;
export const SUFFIXES = ['SR'] as const;
export const PHONE_NUMBER_TYPES = ['Cell', 'Home', 'Work'] as const;
export const CREDIT_PAYMENT_FACTORS = ['Two'] as const;
export const CREDIT_PAYMENT_TERMS = ['TwentyFourMonths', 'EightyFourMonths'] as const;
export const LANGUAGE_TYPES = ['English'] as const;
export const LOAN_APPLICATION_STATUSES = ['Processing', 'Approved'] as const;
/**
 * Stage funding has been asked for. The spec lists no status after Approved; the sandbox (and,
 * we expect, the lender) moves to FundingRequested, and the application page's steps and stage
 * funding follow it (issue 24 item 6). Any other unknown status is named as it comes.
 */
export const isFundingRequested = (status: string | null | undefined): boolean =>
  status === 'FundingRequested';
export const SALES_REPRESENTATIVE_TYPES = ['SR', 'DSR'] as const;
export const MESSAGE_TYPES = ['Hint', 'Condition'] as const;
export const SIGNEE_TYPES = ['Applicant', 'CoApplicant', 'Dealer'] as const;
/** SignatureType of detail and signed-status records (not the paperwork request's). */
export const SIGNED_DOCUMENT_TYPES = ['FULL', 'LCC', 'ACH'] as const;

export type LegalIdentificationType = (typeof LEGAL_IDENTIFICATION_TYPES)[number];
export type CreditType = (typeof CREDIT_TYPES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type ResidenceType = (typeof RESIDENCE_TYPES)[number];
export type PhoneNumberType = (typeof PHONE_NUMBER_TYPES)[number];
export type CreditPaymentTerm = (typeof CREDIT_PAYMENT_TERMS)[number];
export type CreditPaymentFactor = (typeof CREDIT_PAYMENT_FACTORS)[number];
