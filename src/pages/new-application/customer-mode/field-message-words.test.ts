import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerLanguage } from '../../../components/i18n/customer-language.ts';
import { LEGAL_IDENTIFICATION_TYPES } from '../../../schemas/enums.ts';
import {
  applicationFormRules,
  emptyIncomeSource,
  type ApplicationFormValues,
  type PartyForm,
} from '../../../schemas/application-form.ts';
import { dealerUserContactIssues } from '../../../schemas/dealer-user-contacts.ts';
import { validApplicationForm } from '../../../schemas/fixtures/application-form.test-support.ts';
import { fixtureContext } from '../../../schemas/fixtures/application-v3.test-support.ts';
import { formIssues } from '../../../schemas/form-rules.ts';
import { fieldMessageOf, wordFieldMessage } from './field-message-words.ts';

const TODAY = '2026-11-21';
const rules = applicationFormRules(fixtureContext(TODAY));

/** Values that break a field one way or another: blanks, too long, wrong kinds, out of range. */
const PROBES: unknown[] = [
  '',
  null,
  'x'.repeat(300),
  '!!!',
  'ab1',
  'a\u202Eb',
  '01234',
  '1234567890',
  -5,
  1.234,
  12,
  999,
  2_000_000,
  1950,
  2999,
  Number.NaN,
  '2020-01-01',
  '2000-01-01',
  '2999-01-01',
  '1999-02-30',
  'Own',
  'Rent',
  'Retired',
  'Employed',
  true,
  false,
];

const kind = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
/** Whether a field holding `value` can hold `probe` (numbers and yes/no may be unanswered). */
const fits = (probe: unknown, value: unknown) =>
  kind(probe) === kind(value) || (probe === null && ['number', 'boolean'].includes(kind(value)));

/** Every message the customer's two turns can show, found by breaking each field of each party. */
function customerMessages(): Set<string> {
  const messages = new Set<string>();
  const collect = (form: ApplicationFormValues) => {
    for (const issue of formIssues(rules, form)) {
      if (issue.path[0] === 'Applicant' || issue.path[0] === 'CoApplicant') {
        messages.add(issue.message);
      }
    }
  };
  const withParty = (party: 'Applicant' | 'CoApplicant', change: Partial<PartyForm>) => {
    const form = structuredClone(validApplicationForm());
    Object.assign(form[party], change);
    collect(form);
  };
  for (const party of ['Applicant', 'CoApplicant'] as const) {
    // Each field is broken with values of its own kind, as its input holds them.
    for (const [field, value] of Object.entries(validApplicationForm()[party])) {
      for (const probe of PROBES.filter((probe) => fits(probe, value))) {
        withParty(party, { [field]: probe } as Partial<PartyForm>);
      }
    }
    for (const probe of PROBES.filter((probe) => fits(probe, ''))) {
      withParty(party, {
        AdditionalIncomeSources: [{ ...emptyIncomeSource(), Source: probe as string }],
      });
      withParty(party, { IsInstallationAddressDifferent: true, InstallationCity: probe as string });
    }
    for (const probe of PROBES.filter((probe) => fits(probe, 0))) {
      withParty(party, {
        AdditionalIncomeSources: [
          { ...emptyIncomeSource(), Source: 'Pension', Amount: probe as number },
        ],
      });
    }
    withParty(party, { EmploymentType: 'Employed', EmploymentMonth: null, EmploymentYear: null });
    withParty(party, { EmploymentType: '', YearsOfIncomeFromCurrentSources: null });
    withParty(party, { ResidenceType: 'Rent', HomeValue: 100_000 });
    withParty(party, { IsInstallationAddressDifferent: true });
    withParty(party, { PrimaryPhone: '9165550123', PrimaryPhoneType: '' });
    for (const type of LEGAL_IDENTIFICATION_TYPES) {
      for (const flag of [null, true, false]) {
        for (const text of ['', 'X12345', '2020-01-01', '2999-01-01', 'CA']) {
          withParty(party, {
            IdentificationType: type,
            IdentificationNumber: text,
            IsIssueDatePresent: flag,
            IdentificationIssueDate: text,
            IsIssueStatePresent: flag,
            IdentificationState: text,
            ExpirationDateUnavailable: flag,
            IdentificationExpirationDate: text,
          });
        }
      }
    }
  }
  const contact = {
    EmailAddress: 'pat@dealer.test',
    PrimaryPhone: '9165550100',
    SecondaryPhone: '',
  };
  for (const name of ['Pat Lee', '']) {
    const user = { name, emailAddress: 'pat@dealer.test', phoneNumber: '9165550100' };
    for (const issue of dealerUserContactIssues(contact, [user])) messages.add(issue.message);
  }
  return messages;
}

describe('the rules’ messages on the customer’s screens', () => {
  const messages = [...customerMessages()];
  beforeAll(() => customerLanguage.choose('es'));
  afterAll(() => customerLanguage.choose('en'));

  it('finds the messages of every kind of rule', () => {
    expect(messages.length).toBeGreaterThan(60);
  });

  it.each(messages)('has Spanish for “%s”', (message) => {
    expect(fieldMessageOf(message)).toBeDefined();
    const spanish = wordFieldMessage(customerLanguage.i18n, message);
    expect(spanish).not.toEqual(message);
    expect(spanish).not.toMatch(/\{\w+\}/);
  });

  it('writes the field’s name and the rule’s figures in the customer’s words', () => {
    expect(wordFieldMessage(customerLanguage.i18n, 'First name: at most 40 characters')).toBe(
      'Nombre: como máximo 40 caracteres',
    );
    expect(wordFieldMessage(customerLanguage.i18n, 'Installation city is required')).toBe(
      'Ciudad de instalación: este dato es obligatorio',
    );
  });

  it('shows a message it does not know as the rule wrote it, and English as English', async () => {
    expect(fieldMessageOf('Something new')).toBeUndefined();
    expect(wordFieldMessage(customerLanguage.i18n, 'Something new')).toBe('Something new');
    await customerLanguage.choose('en');
    expect(wordFieldMessage(customerLanguage.i18n, 'Installation city is required')).toBe(
      'Installation city is required',
    );
    await customerLanguage.choose('es');
  });
});
