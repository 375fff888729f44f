import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { LEGAL_IDENTIFICATION_TYPES, type LegalIdentificationType } from '../../schemas/enums.ts';
import {
  IDENTIFICATION_MATRIX,
  type IdentificationFormValues,
  type IdentificationRule,
  type Requirement,
} from '../../schemas/identification.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { DateInput } from './date-input.tsx';
import { FieldGrid } from './field-grid.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import { US_STATE_OPTIONS } from './us-states.ts';
import { YesNoField } from './yes-no-field.tsx';
import { appI18n } from '../i18n/catalogs.ts';
import './locales/catalog.ts';

const TYPE_MESSAGES: Record<LegalIdentificationType, MessageDescriptor> = {
  Unavailable: msg`None available`,
  DriversLicense: msg`Driver's license`,
  StateId: msg`State ID card`,
  UnitedStatesMilitaryId: msg`US military ID`,
  UnitedStatesPassport: msg`US passport`,
  PermanentResidencyCard: msg`Permanent resident card`,
};

/** The types in English, for the dealer's screens that name one (the review, the signers). */
export const IDENTIFICATION_TYPE_LABELS = Object.fromEntries(
  LEGAL_IDENTIFICATION_TYPES.map((type) => [type, appI18n._(TYPE_MESSAGES[type])]),
) as Record<LegalIdentificationType, string>;

const FIELDS = [
  'IdentificationType',
  'IdentificationNumber',
  'IsIssueDatePresent',
  'IdentificationIssueDate',
  'IsIssueStatePresent',
  'IdentificationState',
  'ExpirationDateUnavailable',
  'IdentificationExpirationDate',
] as const satisfies readonly (keyof IdentificationFormValues)[];

function ruleOf(type: string): IdentificationRule | undefined {
  return (LEGAL_IDENTIFICATION_TYPES as readonly string[]).includes(type)
    ? IDENTIFICATION_MATRIX[type as LegalIdentificationType]
    : undefined;
}

/** Which fields the matrix shows (and so requires) for a type and the answers given so far. */
export interface IdentificationLayout {
  number: boolean;
  /** "Does the card show an issue date?" is asked (the type lets the card go either way). */
  askIssueDate: boolean;
  issueDate: boolean;
  askIssueState: boolean;
  issueState: boolean;
  /** "The card has no expiration date" is offered. */
  offerNoExpiration: boolean;
  expiration: boolean;
}

export function identificationLayout(values: IdentificationFormValues): IdentificationLayout {
  const rule = ruleOf(values.IdentificationType);
  if (!rule) {
    return {
      number: false,
      askIssueDate: false,
      issueDate: false,
      askIssueState: false,
      issueState: false,
      offerNoExpiration: false,
      expiration: false,
    };
  }
  const excused =
    rule.expirationUnavailable === 'choose' && values.ExpirationDateUnavailable === true;
  return {
    number: rule.number === 'required',
    askIssueDate: rule.issueDatePresent === 'choose',
    issueDate: rule.issueDatePresent !== 'absent' && values.IsIssueDatePresent === true,
    askIssueState: rule.issueStatePresent === 'choose',
    issueState: rule.issueStatePresent !== 'absent' && values.IsIssueStatePresent === true,
    offerNoExpiration: rule.expirationUnavailable === 'choose',
    expiration: rule.expiration === 'required' && !excused,
  };
}

/** A flag the matrix fixes is set; one the user answers keeps its answer (or stays unanswered). */
function flag(requirement: Requirement, current: boolean | null): boolean | null {
  switch (requirement) {
    case 'true':
      return true;
    case 'false':
    case 'absent':
      // "null or not sent" for the matrix; the portal sends false (ARCHITECTURE.md point 3).
      return false;
    case 'choose':
      return current;
  }
}

/**
 * The values after the identification type changes to `values.IdentificationType`: the flags the
 * matrix fixes are set, and whatever it no longer shows is cleared, so nothing hidden is sent.
 */
export function identificationForType(values: IdentificationFormValues): IdentificationFormValues {
  const rule = ruleOf(values.IdentificationType);
  if (!rule) return { ...values };
  const next: IdentificationFormValues = {
    ...values,
    IsIssueDatePresent: flag(rule.issueDatePresent, values.IsIssueDatePresent),
    IsIssueStatePresent: flag(rule.issueStatePresent, values.IsIssueStatePresent),
    ExpirationDateUnavailable:
      rule.expirationUnavailable === 'choose'
        ? values.ExpirationDateUnavailable === true
        : flag(rule.expirationUnavailable, values.ExpirationDateUnavailable),
  };
  const layout = identificationLayout(next);
  return {
    ...next,
    IdentificationNumber: layout.number ? next.IdentificationNumber : '',
    IdentificationIssueDate: layout.issueDate ? next.IdentificationIssueDate : '',
    IdentificationState: layout.issueState ? next.IdentificationState : '',
    IdentificationExpirationDate: layout.expiration ? next.IdentificationExpirationDate : '',
  };
}

/**
 * The identification of one applicant, driven by the identification matrix (schemas/
 * identification.ts): fields appear, hide and become required by the type and the answers about
 * the card, and a field that hides is cleared.
 */
export function IdentificationFields({ prefix }: { prefix: string }) {
  const { control, getValues, setValue, clearErrors } = useFormContext<FieldValues>();
  const path = (field: keyof IdentificationFormValues) => `${prefix}.${field}`;
  const watched = useWatch({ control, name: FIELDS.map(path) }) as unknown[];
  const values = Object.fromEntries(
    FIELDS.map((field, index) => [field, watched[index]]),
  ) as unknown as IdentificationFormValues;
  const layout = identificationLayout(values);
  const { t, i18n } = useLingui();
  const typeOptions = LEGAL_IDENTIFICATION_TYPES.map((type) => ({
    value: type,
    label: i18n._(TYPE_MESSAGES[type]),
  }));

  /** Writes the fields `update` changes, and forgets the errors of fields it hides or fixes. */
  const apply = (update: (current: IdentificationFormValues) => IdentificationFormValues) => {
    const current = Object.fromEntries(
      FIELDS.map((field) => [field, getValues(path(field))]),
    ) as unknown as IdentificationFormValues;
    const next = update(current);
    for (const field of FIELDS) {
      if (!Object.is(next[field], current[field])) {
        setValue(path(field), next[field], { shouldDirty: true });
        clearErrors(path(field));
      }
    }
  };

  return (
    <Stack gap="sm">
      <FieldGrid>
        <SelectField
          name={path('IdentificationType')}
          label={t`Identification type`}
          required
          placeholder={t`Choose a type`}
          options={typeOptions}
          onValueChange={() => apply(identificationForType)}
        />
        {layout.number && (
          <TextField
            name={path('IdentificationNumber')}
            label={t`Identification number`}
            required
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FieldGrid>
      {(layout.askIssueDate || layout.askIssueState) && (
        <FieldGrid>
          {layout.askIssueDate && (
            <YesNoField
              name={path('IsIssueDatePresent')}
              label={t`Does the card show an issue date?`}
              required
              onValueChange={() => apply(identificationForType)}
            />
          )}
          {layout.askIssueState && (
            <YesNoField
              name={path('IsIssueStatePresent')}
              label={t`Does the card show the issuing state?`}
              required
              onValueChange={() => apply(identificationForType)}
            />
          )}
        </FieldGrid>
      )}
      {(layout.issueDate || layout.issueState || layout.expiration) && (
        <FieldGrid>
          {layout.issueDate && (
            <DateInput name={path('IdentificationIssueDate')} label={t`Issue date`} required />
          )}
          {layout.issueState && (
            <SelectField
              name={path('IdentificationState')}
              label={t`Issuing state`}
              required
              placeholder={t`Choose a state`}
              options={US_STATE_OPTIONS}
            />
          )}
          {layout.expiration && (
            <DateInput
              name={path('IdentificationExpirationDate')}
              label={t`Expiration date`}
              required
            />
          )}
        </FieldGrid>
      )}
      {layout.offerNoExpiration && (
        <CheckboxField
          name={path('ExpirationDateUnavailable')}
          label={t`The card has no expiration date`}
          onValueChange={() => apply(identificationForType)}
        />
      )}
    </Stack>
  );
}
