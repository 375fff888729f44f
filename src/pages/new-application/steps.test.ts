import { describe, expect, it } from 'vitest';
import { errorPaths, firstErrorPath } from '../../components/stepper/error-paths.ts';
import { stepIndex, stepOfPath, stepPaths } from './steps.ts';

const wizardStepIndexOf = (path: string) => stepIndex(stepOfPath(path));

describe('steps', () => {
  it.each([
    ['LoanParameters.ProductOrService', 'dealer'],
    ['LoanParameters.DealerNumber', 'dealer'],
    ['Applicant.FirstName', 'applicant'],
    ['Applicant.AdditionalIncomeSources.0.Amount', 'applicant'],
    ['Applicant.HasCoApplicant', 'co-applicant'],
    ['CoApplicant.ApplicantRelationship', 'co-applicant'],
    ['LoanParameters.DownPayment', 'loan'],
    ['LoanParameters.AmountFinanced', 'loan'],
    ['AssignedUserEmailAddress', 'loan'],
    ['Authorised', 'review'],
    ['', 'review'],
  ])('%s is on the %s step', (path, step) => {
    expect(stepOfPath(path)).toBe(step);
  });

  it('validates each step’s own paths', () => {
    for (const step of ['dealer', 'applicant', 'co-applicant', 'loan', 'review'] as const) {
      for (const path of stepPaths(step)) expect(stepOfPath(path)).toBe(step);
    }
  });

  it('finds the first error by step, then by order', () => {
    expect(
      firstErrorPath(
        ['LoanParameters.SellingPrice', 'Applicant.LastName', 'Applicant.FirstName'],
        wizardStepIndexOf,
      ),
    ).toBe('Applicant.LastName');
    expect(firstErrorPath([], wizardStepIndexOf)).toBeUndefined();
  });

  it('lists the paths of nested react-hook-form errors', () => {
    expect(
      errorPaths({
        Applicant: {
          FirstName: { type: 'custom', message: 'First name is required', ref: {} },
          AdditionalIncomeSources: [undefined, { Source: { message: 'Required' } }],
        },
        Authorised: { message: 'Confirm' },
      }),
    ).toEqual(['Applicant.FirstName', 'Applicant.AdditionalIncomeSources.1.Source', 'Authorised']);
  });
});
