import { describe, expect, it } from 'vitest';
import { emptyApplicationForm, emptyIncomeSource } from '../schemas/application-form.ts';
import { errorFromResponse } from './error-from-response.ts';
import { ApiError } from './errors.ts';
import { describeRefusal, fieldErrorsOf, placeFieldErrors, scalarPathsOf } from './field-errors.ts';

describe('placeFieldErrors', () => {
  const values = emptyApplicationForm();
  values.Applicant.AdditionalIncomeSources = [emptyIncomeSource()];

  it('puts errors at form paths on their fields and keeps the rest as general messages', () => {
    expect(
      placeFieldErrors(
        {
          'Applicant.FirstName': ['First name was refused.', 'Too short.'],
          'Applicant.AdditionalIncomeSources.0.Amount': ['Amount refused.'],
          'LoanParameters.AmountFinanced': ['Out of range.'],
          'LoanParameters.DealerNumber': ['Unknown dealer.'],
          Applicant: ['Applicant is required'],
          '': ['The request is invalid.'],
        },
        scalarPathsOf(values, ['LoanParameters.AmountFinanced']),
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

  it('lands a key the service prefixed with the body name on the field (ModelState style)', () => {
    const isField = (path: string) => path === 'ProjectNumber';
    expect(placeFieldErrors({ 'request.ProjectNumber': ['Too long.'] }, isField)).toEqual({
      fields: [['ProjectNumber', 'Too long.']],
      general: [],
    });
    expect(placeFieldErrors({ 'request.Other': ['No.'] }, isField)).toEqual({
      fields: [],
      general: ['No.'],
    });
  });

  it('places a ModelState, a ProblemDetails and a string body alike', () => {
    const isField = (path: string) => path === 'ProjectNumber';
    const place = (body: unknown) =>
      placeFieldErrors(fieldErrorsOf(errorFromResponse(400, body)), isField);
    expect(
      place({
        Message: 'The request is invalid.',
        ModelState: { 'request.ProjectNumber': ['At most 30 characters.'] },
      }),
    ).toEqual({ fields: [['ProjectNumber', 'At most 30 characters.']], general: [] });
    expect(
      place({
        title: 'One or more validation errors occurred.',
        errors: { ProjectNumber: ['Too long.'] },
      }),
    ).toEqual({ fields: [['ProjectNumber', 'Too long.']], general: [] });
    expect(place('Project number is too long.')).toEqual({ fields: [], general: [] });
    expect(describeRefusal(errorFromResponse(400, 'Project number is too long.'))).toBe(
      'Project number is too long.',
    );
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });
});

describe('describeRefusal', () => {
  it('adds what the service said about each field to its sentence, once', () => {
    const error = new ApiError('validation', 'The request is invalid.', {
      fieldErrors: { '': ['The request is invalid.'], UserIdToAssign: ['Not a user.'] },
    });
    expect(describeRefusal(error)).toBe('The request is invalid. Not a user.');
    expect(describeRefusal(new Error('Plain.'))).toBe('Plain.');
  });
});
