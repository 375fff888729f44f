import { describe, expect, it } from 'vitest';
import { emptyApplicationForm } from '../../schemas/application-form.ts';
import { validApplicationForm } from '../../schemas/fixtures/application-form.test-support.ts';
import { testDealers } from '../../test/dealers.test-support.ts';
import { dealerPartOf, restoreDraft } from './wizard-draft.ts';

const blank = emptyApplicationForm({ DealerId: 101, ContractState: 'CA' });
const stored = (data: unknown) => ({ savedAt: '2026-11-21T10:00:00.000Z', data });

describe('restoreDraft', () => {
  it('lays the draft over a blank form, without the confirmation', () => {
    const restored = restoreDraft(
      stored({ values: validApplicationForm(), step: 3, reached: 4 }),
      blank,
      testDealers,
    );
    expect(restored?.values.Applicant.FirstName).toBe('Maria');
    expect(restored?.values.Authorised).toBe(false);
    expect(restored).toMatchObject({ step: 3, reached: 4 });
  });

  it('keeps only a dealer the user still has', () => {
    const values = validApplicationForm();
    values.LoanParameters.DealerId = 999;
    const restored = restoreDraft(stored({ values, step: 1, reached: 1 }), blank, testDealers);
    expect(restored?.values.LoanParameters).toEqual(blank.LoanParameters);
    expect(restored?.values.Applicant.LastName).toBe('Hernandez');
  });

  it('never lands beyond the furthest step reached, nor outside the steps', () => {
    expect(
      restoreDraft(stored({ values: {}, step: 4, reached: 1 }), blank, testDealers),
    ).toMatchObject({ step: 1, reached: 1 });
    expect(
      restoreDraft(stored({ values: {}, step: 9, reached: -1 }), blank, testDealers),
    ).toMatchObject({ step: 0, reached: 0 });
  });

  it('has nothing to restore without a draft', () => {
    expect(restoreDraft(null, blank, testDealers)).toBeNull();
    expect(restoreDraft(stored('junk'), blank, testDealers)).toBeNull();
  });
});

describe('dealerPartOf (customer mode)', () => {
  it('keeps the dealer, product, amounts and assignee, and nothing the customer entered', () => {
    const values = validApplicationForm();
    const part = dealerPartOf(values);
    expect(part).toEqual({
      values: {
        LoanParameters: values.LoanParameters,
        AssignedUserEmailAddress: values.AssignedUserEmailAddress,
      },
      step: 0,
      reached: 0,
    });
    expect(JSON.stringify(part)).not.toContain(values.Applicant.LastName);
  });

  it('restores as a blank applicant over the dealer part, on the first step', () => {
    const restored = restoreDraft(stored(dealerPartOf(validApplicationForm())), blank, testDealers);
    expect(restored?.values.Applicant).toEqual(blank.Applicant);
    expect(restored?.values.LoanParameters.ProductOrService).toBe(
      validApplicationForm().LoanParameters.ProductOrService,
    );
    expect(restored).toMatchObject({ step: 0, reached: 0 });
  });
});
