import { describe, expect, it } from 'vitest';
import {
  REQUIRED_APPLICANT_FIELDS,
  REQUIRED_LOAN_FIELDS,
  AUTHORISATION_MESSAGE,
  applicationFormRules,
  applicationV3Body,
  completionPaymentApplies,
  employmentHistoryRequired,
  emptyApplicationForm,
  emptyParty,
  fieldsNamedBy,
  toApplicationV3Request,
  type ApplicationFormValues,
} from './application-form.ts';
import {
  employmentDateIssues,
  installationAddressIssues,
  type ApplicationV3Context,
  type DealerContext,
} from './application-v3.ts';
import { validApplicationForm } from './fixtures/application-form.test-support.ts';
import { formIssues } from './form-rules.ts';
import {
  FIXTURE_DEALER_ID,
  fixtureContext,
  validApplicationV3,
} from './fixtures/application-v3.test-support.ts';

const TODAY = '2026-11-21';
const retailDealer: DealerContext = {
  products: ['Appliances'],
  majorProductIsHomeImprovement: false,
};
const context: ApplicationV3Context = {
  today: TODAY,
  dealer: (ref) => (ref.DealerId === 103 ? retailDealer : fixtureContext(TODAY).dealer(ref)),
};

const fixtureForm = validApplicationForm;

const rules = applicationFormRules(context);

function issuesOf(form: ApplicationFormValues): Record<string, string> {
  return Object.fromEntries(
    formIssues(rules, form).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

function withChanges(change: (form: ApplicationFormValues) => void): ApplicationFormValues {
  const form = structuredClone(fixtureForm());
  change(form);
  return form;
}

describe('toApplicationV3Request', () => {
  it('maps the fixture, as the wizard holds it, back to the fixture body exactly', () => {
    expect(toApplicationV3Request(fixtureForm())).toEqual(validApplicationV3({ CoApplicant: {} }));
  });

  it('leaves out the empty optional fields the spec does not let be null (issue 18 item 1)', () => {
    const form = fixtureForm();
    const body = JSON.parse(JSON.stringify(toApplicationV3Request(form))) as {
      Applicant: Record<string, unknown>;
      CoApplicant: Record<string, unknown>;
    };
    expect(body).not.toHaveProperty('AssignedUserEmailAddress');
    for (const field of [
      'ApplicantRelationship',
      'InstallationAddress1',
      'InstallationCity',
      'InstallationState',
      'InstallationPostalCode',
    ]) {
      expect(body.Applicant).not.toHaveProperty(field);
    }
    expect(body.Applicant.InstallationAddress2).toBeNull();
    expect(body.CoApplicant.ApplicantRelationship).toBe('Spouse');
  });

  it('sends no co-applicant (null) when none is chosen, whatever was typed for one', () => {
    const body = toApplicationV3Request(
      withChanges((form) => {
        form.Applicant.HasCoApplicant = false;
      }),
    );
    expect(body.CoApplicant).toBeNull();
    expect(body.Applicant.HasCoApplicant).toBe(false);
  });

  it('marks the co-applicant as having a co-applicant, as the applicant says', () => {
    const body = toApplicationV3Request(fixtureForm());
    expect(body.Applicant.HasCoApplicant).toBe(true);
    expect(body.CoApplicant?.HasCoApplicant).toBe(true);
  });

  it('sends blank text as null and trims the rest', () => {
    const body = toApplicationV3Request(
      withChanges((form) => {
        form.Applicant.MiddleInitial = '  ';
        form.Applicant.FirstName = '  Maria ';
        form.Applicant.Suffix = '';
        form.AssignedUserEmailAddress = ' sam@example.com ';
      }),
    );
    expect(body.Applicant.MiddleInitial).toBeNull();
    expect(body.Applicant.FirstName).toBe('Maria');
    expect(body.Applicant.Suffix).toBeNull();
    expect(body.AssignedUserEmailAddress).toBe('sam@example.com');
  });

  it('computes the amount financed in cents, so 0.10 + 0.20 stays 0.30', () => {
    const body = toApplicationV3Request(
      withChanges((form) => {
        form.LoanParameters.SellingPrice = 1000.1;
        form.LoanParameters.DownPayment = null;
        form.LoanParameters.SalesTax = 0.2;
      }),
    );
    expect(body.LoanParameters.AmountFinanced).toBe(1000.3);
    expect(body.LoanParameters.DealerNumber).toBeNull();
    expect(body.LoanParameters.CompletionDate).toBeNull();
  });
});

describe('applicationFormRules', () => {
  it('accepts the fixture and yields the request schema’s body', () => {
    expect(issuesOf(fixtureForm())).toEqual({});
    expect(applicationV3Body(fixtureForm(), context)).toEqual(
      toApplicationV3Request(fixtureForm()),
    );
  });

  // [what, change, the wire path that fails, its message (a part of it)]
  const rows: [string, (form: ApplicationFormValues) => void, string, string][] = [
    [
      'a blank first name',
      (form) => (form.Applicant.FirstName = ' '),
      'Applicant.FirstName',
      'First name is required',
    ],
    [
      'a co-applicant without relationship',
      (form) => (form.CoApplicant.ApplicantRelationship = ''),
      'CoApplicant.ApplicantRelationship',
      'Relationship to the applicant is required',
    ],
    [
      'text that is not an amount',
      (form) => (form.LoanParameters.SellingPrice = Number.NaN),
      'LoanParameters.SellingPrice',
      'Selling price must be an amount',
    ],
    [
      'three decimals',
      (form) => (form.LoanParameters.SellingPrice = 12500.125),
      'LoanParameters.SellingPrice',
      'at most two decimals',
    ],
    [
      'a California home-improvement down payment over $1,000',
      (form) => (form.LoanParameters.DownPayment = 1000.01),
      'LoanParameters.DownPayment',
      'Down payment must be at most $1,000.00',
    ],
    [
      'an amount financed under 1,000',
      (form) => {
        form.LoanParameters.SellingPrice = 900;
        form.LoanParameters.DownPayment = null;
        form.LoanParameters.SalesTax = 50;
      },
      'LoanParameters.AmountFinanced',
      'Amount financed must be at least $1,000',
    ],
    [
      'an additional income row without source',
      (form) => (form.CoApplicant.AdditionalIncomeSources[0]!.Source = ''),
      'CoApplicant.AdditionalIncomeSources.0.Source',
      'Additional income source is required',
    ],
    ['no confirmation', (form) => (form.Authorised = false), 'Authorised', AUTHORISATION_MESSAGE],
  ];

  it.each(rows)('refuses %s at its wire path', (_what, change, path, message) => {
    const issues = issuesOf(withChanges(change));
    expect(issues[path]).toContain(message);
  });

  it("checks a step's rules before the later steps are filled in", () => {
    const form = emptyApplicationForm({ DealerId: FIXTURE_DEALER_ID });
    form.Applicant = {
      ...fixtureForm().Applicant,
      IdentificationNumber: '',
      DateOfBirth: '2015-01-01',
    };
    const issues = issuesOf(form);
    expect(issues['Applicant.IdentificationNumber']).toBe('Identification number is required');
    expect(issues['Applicant.DateOfBirth']).toContain('at least 18');
    expect(issues['LoanParameters.SellingPrice']).toBeDefined();
  });

  it('names each issue once', () => {
    const issues = formIssues(
      rules,
      withChanges((form) => (form.CoApplicant.ApplicantRelationship = '')),
    );
    expect(issues.map((issue) => issue.path.join('.'))).toEqual([
      'CoApplicant.ApplicantRelationship',
    ]);
  });

  it.each([
    [
      'Applicant.IdentificationType',
      (form: ApplicationFormValues) => {
        form.Applicant.IdentificationType = '';
      },
      'Identification type is required',
    ],
    [
      'Applicant.State',
      (form: ApplicationFormValues) => {
        form.Applicant.State = '';
      },
      'State is required',
    ],
    [
      'Applicant.YearsAtResidence',
      (form: ApplicationFormValues) => {
        form.Applicant.YearsAtResidence = null;
      },
      'Years at residence is required',
    ],
    [
      'LoanParameters.SellingPrice',
      (form: ApplicationFormValues) => {
        form.LoanParameters.SellingPrice = null;
      },
      'Selling price is required',
    ],
  ] as [string, (form: ApplicationFormValues) => void, string][])(
    'asks for %s when it is not given',
    (path, change, message) => {
      expect(issuesOf(withChanges(change))[path]).toBe(message);
    },
  );

  it('leaves the co-applicant unchecked when none is chosen', () => {
    const issues = issuesOf(
      withChanges((form) => {
        form.Applicant.HasCoApplicant = false;
        form.CoApplicant = emptyParty();
      }),
    );
    expect(issues).toEqual({});
  });

  it('names every missing value of an empty form', () => {
    const issues = issuesOf(emptyApplicationForm({ DealerId: FIXTURE_DEALER_ID }));
    expect(Object.keys(issues)).toEqual(
      expect.arrayContaining([
        'Applicant.FirstName',
        'Applicant.SocialSecurityNumber',
        'Applicant.DateOfBirth',
        'Applicant.IdentificationType',
        'LoanParameters.ProductOrService',
        'LoanParameters.ContractState',
        'LoanParameters.SellingPrice',
        'Authorised',
      ]),
    );
    expect(Object.keys(issues).some((path) => path.startsWith('CoApplicant'))).toBe(false);
  });
});

describe('what the rules ask for', () => {
  it('reads always-required fields from the shapes', () => {
    for (const field of ['FirstName', 'SocialSecurityNumber', 'DateOfBirth', 'ResidenceType']) {
      expect(REQUIRED_APPLICANT_FIELDS.has(field)).toBe(true);
    }
    for (const field of ['MiddleInitial', 'Occupation', 'EmploymentType', 'HomeValue']) {
      expect(REQUIRED_APPLICANT_FIELDS.has(field)).toBe(false);
    }
    expect(REQUIRED_LOAN_FIELDS.has('SellingPrice')).toBe(true);
    expect(REQUIRED_LOAN_FIELDS.has('DownPayment')).toBe(false);
  });

  it('reads situational requirements from the rule functions', () => {
    const blankStart = { EmploymentMonth: null, EmploymentYear: null };
    expect([
      ...fieldsNamedBy(employmentDateIssues({ EmploymentType: 'Employed', ...blankStart })),
    ]).toEqual(['EmploymentMonth', 'EmploymentYear']);
    expect(
      fieldsNamedBy(employmentDateIssues({ EmploymentType: 'Retired', ...blankStart })).size,
    ).toBe(0);
    expect(
      fieldsNamedBy(installationAddressIssues({ IsInstallationAddressDifferent: true })),
    ).toEqual(
      new Set([
        'InstallationAddress1',
        'InstallationCity',
        'InstallationState',
        'InstallationPostalCode',
      ]),
    );
  });

  it.each([
    ['Employed', ['EmploymentMonth', 'EmploymentYear']],
    ['SelfEmployed', ['EmploymentMonth', 'EmploymentYear']],
    ['Retired', []],
    ['', ['YearsOfIncomeFromCurrentSources']],
  ])('employment type %j asks for %j', (type, fields) => {
    expect([...employmentHistoryRequired(type)]).toEqual(fields);
  });

  it.each([
    ['CA', FIXTURE_DEALER_ID, true],
    ['NV', FIXTURE_DEALER_ID, false],
    ['CA', 103, false],
    ['CA', 999, false],
    ['', FIXTURE_DEALER_ID, false],
  ] as const)(
    'a completion payment in %s for dealer %s applies: %s',
    (state, dealerId, applies) => {
      expect(
        completionPaymentApplies({ ContractState: state, DealerId: dealerId }, context.dealer),
      ).toBe(applies);
    },
  );
});
