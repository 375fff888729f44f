import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LEGAL_IDENTIFICATION_TYPES } from '../../schemas/enums.ts';
import {
  emptyIdentification,
  type IdentificationFormValues,
} from '../../schemas/identification.ts';
import {
  IdentificationFields,
  identificationForType,
  identificationLayout,
} from './identification-fields.tsx';
import { renderInForm } from './test-form.test-support.tsx';

const blank = emptyIdentification();

const driversLicense: IdentificationFormValues = {
  IdentificationType: 'DriversLicense',
  IdentificationNumber: 'D1234567',
  IsIssueDatePresent: true,
  IdentificationIssueDate: '2021-03-15',
  IsIssueStatePresent: true,
  IdentificationState: 'CA',
  ExpirationDateUnavailable: false,
  IdentificationExpirationDate: '2029-03-15',
};

describe('identificationLayout: the matrix, before the card questions are answered', () => {
  // type: [number, ask issue date, issue date, ask state, state, offer "no expiration", expiration]
  const rows: [string, boolean[]][] = [
    ['Unavailable', [false, false, false, false, false, false, false]],
    ['DriversLicense', [true, true, false, true, false, false, true]],
    ['StateId', [true, true, false, false, true, true, true]],
    ['UnitedStatesMilitaryId', [true, true, false, false, false, true, true]],
    ['UnitedStatesPassport', [true, true, false, false, false, false, true]],
    ['PermanentResidencyCard', [true, false, true, false, false, false, true]],
  ];
  it('covers every type of the spec', () => {
    expect(rows.map(([type]) => type)).toEqual([...LEGAL_IDENTIFICATION_TYPES]);
  });
  it.each(rows)('%s', (type, expected) => {
    const layout = identificationLayout(
      identificationForType({ ...blank, IdentificationType: type }),
    );
    expect([
      layout.number,
      layout.askIssueDate,
      layout.issueDate,
      layout.askIssueState,
      layout.issueState,
      layout.offerNoExpiration,
      layout.expiration,
    ]).toEqual(expected);
  });
});

describe('identificationForType', () => {
  it('clears everything and sends false for the flags when identification is unavailable', () => {
    expect(identificationForType({ ...driversLicense, IdentificationType: 'Unavailable' })).toEqual(
      {
        ...blank,
        IdentificationType: 'Unavailable',
        IsIssueDatePresent: false,
        IsIssueStatePresent: false,
        ExpirationDateUnavailable: false,
      },
    );
  });

  it('sets the flags the matrix fixes and clears what no longer applies', () => {
    expect(
      identificationForType({ ...driversLicense, IdentificationType: 'UnitedStatesPassport' }),
    ).toEqual({
      ...driversLicense,
      IdentificationType: 'UnitedStatesPassport',
      IsIssueStatePresent: false,
      IdentificationState: '',
    });
    expect(
      identificationForType({
        ...blank,
        IdentificationType: 'PermanentResidencyCard',
        IsIssueDatePresent: false,
      }).IsIssueDatePresent,
    ).toBe(true);
    expect(
      identificationForType({ ...blank, IdentificationType: 'StateId' }).IsIssueStatePresent,
    ).toBe(true);
  });

  it('drops the expiration date of a card that has none', () => {
    const next = identificationForType({
      ...driversLicense,
      IdentificationType: 'StateId',
      ExpirationDateUnavailable: true,
    });
    expect(next.IdentificationExpirationDate).toBe('');
  });
});

function renderFields(values: IdentificationFormValues = blank) {
  return renderInForm({ Applicant: values }, <IdentificationFields prefix="Applicant" />);
}

const typeSelect = () => screen.getByRole('combobox', { name: 'Identification type' });
const question = (name: string) => screen.queryByRole('radiogroup', { name });
const ISSUE_DATE_QUESTION = 'Does the card show an issue date?';
const STATE_QUESTION = 'Does the card show the issuing state?';

describe('IdentificationFields', () => {
  it('shows only the type until one is chosen', () => {
    renderFields();
    expect(typeSelect()).toBeRequired();
    expect(screen.queryByLabelText(/Identification number/)).not.toBeInTheDocument();
    expect(question(ISSUE_DATE_QUESTION)).not.toBeInTheDocument();
  });

  it("asks a driver's license about the issue date and state, and requires what the answers open", async () => {
    const { form } = renderFields();
    await userEvent.selectOptions(typeSelect(), 'DriversLicense');
    expect(screen.getByRole('textbox', { name: 'Identification number' })).toBeRequired();
    expect(screen.getByLabelText(/Expiration date/)).toBeRequired();
    expect(screen.queryByRole('checkbox', { name: 'The card has no expiration date' })).toBeNull();
    expect(screen.queryByLabelText(/^Issue date/)).not.toBeInTheDocument();

    const dateQuestion = question(ISSUE_DATE_QUESTION)!;
    await userEvent.click(
      screen.getAllByRole('radio', { name: 'Yes' }).find((radio) => dateQuestion.contains(radio))!,
    );
    expect(screen.getByLabelText(/^Issue date/)).toBeRequired();
    expect(form().getValues('Applicant.IsIssueDatePresent')).toBe(true);

    const stateQuestion = question(STATE_QUESTION)!;
    await userEvent.click(
      screen.getAllByRole('radio', { name: 'Yes' }).find((radio) => stateQuestion.contains(radio))!,
    );
    expect(screen.getByRole('combobox', { name: 'Issuing state' })).toBeRequired();
  });

  it('hides and clears the issue date when the card shows none', async () => {
    const { form } = renderFields(driversLicense);
    expect(screen.getByLabelText(/^Issue date/)).toHaveValue('2021-03-15');
    const dateQuestion = question(ISSUE_DATE_QUESTION)!;
    await userEvent.click(
      screen.getAllByRole('radio', { name: 'No' }).find((radio) => dateQuestion.contains(radio))!,
    );
    expect(screen.queryByLabelText(/^Issue date/)).not.toBeInTheDocument();
    expect(form().getValues('Applicant.IdentificationIssueDate')).toBe('');
  });

  it('requires the issuing state of a state ID without asking, and lets it go without expiration', async () => {
    const { form } = renderFields();
    await userEvent.selectOptions(typeSelect(), 'StateId');
    expect(question(STATE_QUESTION)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Issuing state' })).toBeRequired();
    expect(form().getValues('Applicant.IsIssueStatePresent')).toBe(true);

    await userEvent.click(
      screen.getByRole('checkbox', { name: 'The card has no expiration date' }),
    );
    expect(screen.queryByLabelText(/Expiration date/)).not.toBeInTheDocument();
    expect(form().getValues('Applicant.ExpirationDateUnavailable')).toBe(true);
  });

  it('never asks a military ID, passport or residency card about the issuing state', async () => {
    renderFields();
    for (const type of [
      'UnitedStatesMilitaryId',
      'UnitedStatesPassport',
      'PermanentResidencyCard',
    ]) {
      await userEvent.selectOptions(typeSelect(), type);
      expect(question(STATE_QUESTION)).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Issuing state' })).not.toBeInTheDocument();
    }
  });

  it('offers "no expiration date" to a military ID but not to a passport', async () => {
    renderFields();
    await userEvent.selectOptions(typeSelect(), 'UnitedStatesMilitaryId');
    expect(screen.getByRole('checkbox', { name: 'The card has no expiration date' })).toBeVisible();
    await userEvent.selectOptions(typeSelect(), 'UnitedStatesPassport');
    expect(screen.queryByRole('checkbox', { name: 'The card has no expiration date' })).toBeNull();
    expect(screen.getByLabelText(/Expiration date/)).toBeRequired();
  });

  it('requires the issue date of a permanent resident card without asking', async () => {
    renderFields();
    await userEvent.selectOptions(typeSelect(), 'PermanentResidencyCard');
    expect(question(ISSUE_DATE_QUESTION)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Issue date/)).toBeRequired();
  });

  it('clears every identification field when none is available', async () => {
    const { form } = renderFields(driversLicense);
    await userEvent.selectOptions(typeSelect(), 'Unavailable');
    expect(screen.queryByRole('textbox', { name: 'Identification number' })).toBeNull();
    expect(screen.queryByLabelText(/Expiration date/)).toBeNull();
    expect(form().getValues('Applicant')).toMatchObject({
      IdentificationNumber: '',
      IdentificationIssueDate: '',
      IdentificationState: '',
      IdentificationExpirationDate: '',
    });
  });
});

describe('IdentificationFields: errors and the keyboard', () => {
  it('shows an error next to its field', async () => {
    const { form } = renderFields(driversLicense);
    form().setError('Applicant.IdentificationNumber', {
      type: 'rule',
      message: 'Identification number is required',
    });
    const number = await screen.findByRole('textbox', { name: /^Identification number/ });
    expect(number).toHaveAccessibleDescription('Identification number is required');
    expect(number).toHaveAttribute('aria-invalid', 'true');
  });

  it('chooses the type and types the number from the keyboard', async () => {
    const { form } = renderFields();
    await userEvent.tab();
    expect(typeSelect()).toHaveFocus();
    await userEvent.selectOptions(typeSelect(), 'UnitedStatesPassport');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: /^Identification number/ })).toHaveFocus();
    await userEvent.keyboard('X1234567');
    expect(form().getValues('Applicant.IdentificationNumber')).toBe('X1234567');
  });
});
