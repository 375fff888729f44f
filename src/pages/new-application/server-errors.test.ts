import { describe, expect, it } from 'vitest';
import { emptyApplicationForm, emptyIncomeSource } from '../../schemas/application-form.ts';
import { placeServerErrors } from './server-errors.ts';

describe('placeServerErrors', () => {
  const values = emptyApplicationForm();
  values.Applicant.AdditionalIncomeSources = [emptyIncomeSource()];

  it('puts errors at form paths on their fields and keeps the rest as general messages', () => {
    expect(
      placeServerErrors(
        {
          'Applicant.FirstName': ['First name was refused.', 'Too short.'],
          'Applicant.AdditionalIncomeSources.0.Amount': ['Amount refused.'],
          'LoanParameters.AmountFinanced': ['Out of range.'],
          'LoanParameters.DealerNumber': ['Unknown dealer.'],
          Applicant: ['Applicant is required'],
          '': ['The request is invalid.'],
        },
        values,
      ),
    ).toEqual({
      fields: [
        ['Applicant.FirstName', 'First name was refused. Too short.'],
        ['Applicant.AdditionalIncomeSources.0.Amount', 'Amount refused.'],
        ['LoanParameters.AmountFinanced', 'Out of range.'],
      ],
      general: ['Unknown dealer.', 'Applicant is required', 'The request is invalid.'],
    });
  });
});
