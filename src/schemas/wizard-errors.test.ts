import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { applicationFormRules, type ApplicationFormValues } from './application-form.ts';
import {
  applicationV3RequestSchema,
  employmentStartIssues,
  identificationExpiryIssues,
} from './application-v3.ts';
import { dollars, money } from './request-fields.ts';
import { validApplicationForm } from './fixtures/application-form.test-support.ts';
import { fixtureContext, validApplicationV3 } from './fixtures/application-v3.test-support.ts';
import { formIssues as issuesOfForm } from './form-rules.ts';
import { tooLongMessage } from './limits.ts';

/** Issue 24 items 2 and 3: every error of a step at once, and messages that read naturally. */
const TODAY = '2026-11-21';
const context = fixtureContext(TODAY);
const formRules = applicationFormRules(context);
const request = applicationV3RequestSchema(context);

function formIssues(form: ApplicationFormValues): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const issue of issuesOfForm(formRules, form)) {
    (byPath[issue.path.join('.')] ??= []).push(issue.message);
  }
  return byPath;
}

function requestMessages(body: unknown): Record<string, string[]> {
  const result = z.safeParse(request, body);
  const byPath: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    (byPath[issue.path.join('.')] ??= []).push(issue.message);
  }
  return byPath;
}

function form(change: (values: ApplicationFormValues) => void): ApplicationFormValues {
  const values = structuredClone(validApplicationForm());
  values.Authorised = true;
  change(values);
  return values;
}

describe('wizard errors come all at once', () => {
  it('reports format and cross-field errors of an applicant together', () => {
    const issues = formIssues(
      form((values) => {
        values.Applicant.FirstName = '';
        values.Applicant.ResidenceType = '';
        values.Applicant.DateOfBirth = '2010-05-01';
        values.Applicant.IdentificationIssueDate = '2026-12-01';
      }),
    );
    expect(issues['Applicant.FirstName']).toEqual(['First name is required']);
    expect(issues['Applicant.ResidenceType']).toEqual(['Residence type is required']);
    expect(issues['Applicant.DateOfBirth']).toEqual([
      'Date of birth: the applicant must be at least 18',
    ]);
    expect(issues['Applicant.IdentificationIssueDate']).toEqual([
      'Issue date cannot be in the future',
    ]);
  });

  it('flags the SSN, ID number and date of birth a reloaded draft lost, with the others', () => {
    const issues = formIssues(
      form((values) => {
        values.Applicant.SocialSecurityNumber = '';
        values.Applicant.IdentificationNumber = '';
        values.Applicant.DateOfBirth = '';
        values.Applicant.EmploymentYear = 2027;
      }),
    );
    expect(issues['Applicant.SocialSecurityNumber']).toEqual([
      'Social Security number is required',
    ]);
    expect(issues['Applicant.DateOfBirth']).toEqual(['Date of birth is required']);
    expect(issues['Applicant.IdentificationNumber']).toEqual(['Identification number is required']);
    expect(issues['Applicant.EmploymentYear']).toEqual([
      'Employment start cannot be in the future',
    ]);
  });

  it('gives a field with its own error only that error, not a cross-field one besides', () => {
    const issues = formIssues(
      form((values) => {
        values.Applicant.IdentificationNumber = 'D-1';
        values.LoanParameters.SellingPrice = Number.NaN;
        values.LoanParameters.DownPayment = 500;
      }),
    );
    expect(issues['Applicant.IdentificationNumber']).toEqual([
      'Identification number: letters and digits only',
    ]);
    expect(issues['LoanParameters.SellingPrice']).toEqual(['Selling price must be an amount']);
    expect(issues['LoanParameters.DownPayment']).toBeUndefined();
  });

  it('the request (and so the sandbox) reports them together too', () => {
    const messages = requestMessages(
      validApplicationV3({
        Applicant: { SocialSecurityNumber: null, DateOfBirth: '2010-05-01', EmploymentYear: 2030 },
      }),
    );
    expect(messages['Applicant.SocialSecurityNumber']).toHaveLength(1);
    expect(messages['Applicant.DateOfBirth']).toEqual([
      'Date of birth: the applicant must be at least 18',
    ]);
    expect(messages['Applicant.EmploymentYear']).toEqual([
      'Employment start cannot be in the future',
    ]);
  });
});

describe('employment start in the future', () => {
  it.each([
    [2026, 11],
    [2026, null],
    [2015, 6],
  ])('accepts a start in %s, month %s (today or before)', (year, month) => {
    expect(employmentStartIssues({ EmploymentYear: year, EmploymentMonth: month }, TODAY)).toEqual(
      [],
    );
  });

  it('refuses a later month this year, and a later year', () => {
    expect(employmentStartIssues({ EmploymentYear: 2026, EmploymentMonth: 12 }, TODAY)).toEqual([
      { path: ['EmploymentMonth'], message: 'Employment start cannot be in the future' },
    ]);
    expect(employmentStartIssues({ EmploymentYear: 2027, EmploymentMonth: 1 }, TODAY)).toEqual([
      { path: ['EmploymentYear'], message: 'Employment start cannot be in the future' },
    ]);
  });
});

describe('an identification that has expired', () => {
  it('accepts one expiring today or later, or without an expiration date', () => {
    for (const date of ['2026-11-21', '2029-03-15', null]) {
      expect(identificationExpiryIssues({ IdentificationExpirationDate: date }, TODAY)).toEqual([]);
    }
  });

  it('refuses one that expired before today, on the expiration date', () => {
    const expired = validApplicationV3({
      Applicant: { IdentificationExpirationDate: '2026-11-20' },
    });
    expect(requestMessages(expired)['Applicant.IdentificationExpirationDate']).toEqual([
      'Expiration date: this identification has expired; use one that is still valid',
    ]);
    expect(requestMessages(validApplicationV3())).toEqual({});
  });
});

describe('messages read naturally', () => {
  it('says "1 character" for a limit of one, "characters" otherwise', () => {
    expect(tooLongMessage('Middle initial', 1)).toBe('Middle initial: at most 1 character');
    expect(tooLongMessage('First name', 40)).toBe('First name: at most 40 characters');
    const issues = formIssues(form((values) => (values.Applicant.MiddleInitial = 'AB')));
    expect(issues['Applicant.MiddleInitial']).toContain('Middle initial: at most 1 character');
  });

  it('writes money limits with a dollar sign', () => {
    expect(dollars(1000)).toBe('$1,000');
    expect(z.safeParse(money('Amount financed', { min: 1_000 }), 1_000).success).toBe(true);
    const result = z.safeParse(money('Amount financed', { min: 1_000 }), 999.99);
    expect(result.error?.issues[0]?.message).toBe('Amount financed must be at least $1,000');
    const issues = formIssues(form((values) => (values.Applicant.GrossMonthlyIncome = 1_000_000)));
    expect(issues['Applicant.GrossMonthlyIncome']).toEqual([
      'Gross monthly income plus additional income must be less than $1,000,000',
    ]);
  });

  it('explains a down payment of 0: leave it empty when there is none', () => {
    expect(
      formIssues(form((values) => (values.LoanParameters.DownPayment = 0)))[
        'LoanParameters.DownPayment'
      ],
    ).toEqual(['Down payment must be greater than $0 (leave it empty when there is none)']);
    expect(
      formIssues(form((values) => (values.LoanParameters.DownPayment = null)))[
        'LoanParameters.DownPayment'
      ],
    ).toBeUndefined();
  });

  it('refuses a number too large for the field with a message', () => {
    expect(
      formIssues(form((values) => (values.Applicant.YearsAtResidence = 200)))[
        'Applicant.YearsAtResidence'
      ],
    ).toEqual(['Years at residence must be at most 99']);
    expect(formIssues(form((values) => (values.Applicant.YearsAtResidence = 99)))).toEqual({});
  });

  it('says what the lender means by the employment month rule (January to November)', () => {
    const rule =
      'Employment start month: the lender takes a start in January to November only (months 1 to 11)';
    expect(
      formIssues(form((values) => (values.Applicant.EmploymentMonth = 12)))[
        'Applicant.EmploymentMonth'
      ],
    ).toEqual([rule]);
    expect(formIssues(form((values) => (values.Applicant.EmploymentMonth = 11)))).toEqual({});
  });
});
