import { msg } from '@lingui/core/macro';

/**
 * The wizard's steps and which form paths each holds: for validating one step at a time, and for
 * taking the user to the step of an error (the form's paths are the request's, so a service error
 * lands here too).
 */
export const STEPS = [
  { id: 'dealer', label: msg`Dealer and product` },
  { id: 'applicant', label: msg`Applicant` },
  { id: 'co-applicant', label: msg`Co-applicant` },
  { id: 'loan', label: msg`Loan` },
  { id: 'review', label: msg`Review and submit` },
] as const;

export type StepId = (typeof STEPS)[number]['id'];

const DEALER_FIELDS = [
  'DealerId',
  'DealerNumber',
  'ProductOrService',
  'ContractState',
  'ContractLanguage',
];
const LOAN_FIELDS = [
  'SellingPrice',
  'DownPayment',
  'CompletionPayment',
  'SalesTaxIncluded',
  'SalesTax',
  'AmountFinanced',
  'CompletionDate',
];

// Below: the form's paths, never text.
/* eslint-disable lingui/no-unlocalized-strings -- form paths (LoanParameters.SellingPrice), not text */

/** The paths a step validates before the user moves on. */
export function stepPaths(step: StepId): string[] {
  switch (step) {
    case 'dealer':
      return DEALER_FIELDS.map((field) => `LoanParameters.${field}`);
    case 'applicant':
      return ['Applicant'];
    case 'co-applicant':
      return ['CoApplicant', 'Applicant.HasCoApplicant'];
    case 'loan':
      return [...LOAN_FIELDS.map((field) => `LoanParameters.${field}`), 'AssignedUserEmailAddress'];
    case 'review':
      return ['Authorised'];
  }
}

/** The step showing the field at `path` (e.g. `Applicant.FirstName` → applicant). */
export function stepOfPath(path: string): StepId {
  const [head, field = ''] = path.split('.');
  switch (head) {
    case 'Applicant':
      return field === 'HasCoApplicant' ? 'co-applicant' : 'applicant';
    case 'CoApplicant':
      return 'co-applicant';
    case 'LoanParameters':
      return DEALER_FIELDS.includes(field) ? 'dealer' : 'loan';
    case 'AssignedUserEmailAddress':
      return 'loan';
    default:
      return 'review';
  }
}

/* eslint-enable lingui/no-unlocalized-strings */

export function stepIndex(step: StepId): number {
  return STEPS.findIndex((candidate) => candidate.id === step);
}
