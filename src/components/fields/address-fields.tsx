import { useLingui } from '@lingui/react/macro';
import { FieldGrid } from './field-grid.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import { US_STATE_OPTIONS } from './us-states.ts';
import './locales/catalog.ts';

/** The five address fields of a request object, by their names in it. */
export interface AddressNames {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
}

/** Each address field's label. */
export type AddressLabels = Record<keyof AddressNames, string>;

export const MAILING_ADDRESS: AddressNames = {
  line1: 'Address1',
  line2: 'Address2',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the request's field name
  city: 'City',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the request's field name
  state: 'State',
  postalCode: 'PostalCode',
};

export const INSTALLATION_ADDRESS: AddressNames = {
  line1: 'InstallationAddress1',
  line2: 'InstallationAddress2',
  city: 'InstallationCity',
  state: 'InstallationState',
  postalCode: 'InstallationPostalCode',
};

interface AddressFieldsProps {
  /** The object holding the fields, e.g. `Applicant`. */
  prefix: string;
  names?: AddressNames;
  /** Put before each English label: "Bank" gives "Bank city" (a dealer's screen only). */
  labelPrefix?: string;
  /** Each field's label, already in the reader's language (overrides `labelPrefix`). */
  labels?: AddressLabels;
  /** Field names (of `names`) that are required. */
  required: ReadonlySet<string>;
  /** Offer the browser's saved addresses (the mailing address of the person at the table). */
  autoComplete?: boolean;
}

/** Street lines, city, state and ZIP code of one address. */
export function AddressFields({
  prefix,
  names = MAILING_ADDRESS,
  labelPrefix,
  labels,
  required,
  autoComplete = false,
}: AddressFieldsProps) {
  const { t } = useLingui();
  const plain: AddressLabels = {
    line1: t`Address line 1`,
    line2: t`Address line 2`,
    city: t`City`,
    state: t`State`,
    postalCode: t`ZIP code`,
  };
  // "Installation city", "Installation ZIP code": the first word lowercased unless an acronym.
  const label = (field: keyof AddressNames) => {
    const text = plain[field];
    if (labels) return labels[field];
    return labelPrefix
      ? `${labelPrefix} ${/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text}`
      : text;
  };
  const auto = (token: string) => (autoComplete ? token : 'off');
  return (
    <FieldGrid>
      <TextField
        name={`${prefix}.${names.line1}`}
        label={label('line1')}
        required={required.has(names.line1)}
        autoComplete={auto('address-line1')}
      />
      <TextField
        name={`${prefix}.${names.line2}`}
        label={label('line2')}
        placeholder={t`Apartment, suite or unit`}
        required={required.has(names.line2)}
        autoComplete={auto('address-line2')}
      />
      <TextField
        name={`${prefix}.${names.city}`}
        label={label('city')}
        required={required.has(names.city)}
        autoComplete={auto('address-level2')}
      />
      <SelectField
        name={`${prefix}.${names.state}`}
        label={label('state')}
        required={required.has(names.state)}
        placeholder={t`Choose a state`}
        options={US_STATE_OPTIONS}
      />
      <TextField
        name={`${prefix}.${names.postalCode}`}
        label={label('postalCode')}
        required={required.has(names.postalCode)}
        inputMode="numeric"
        autoComplete={auto('postal-code')}
      />
    </FieldGrid>
  );
}
