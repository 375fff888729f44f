import { Fieldset, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { MoneyInput } from '../../components/fields/money-input.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import { WholeNumberInput } from '../../components/fields/whole-number-input.tsx';
import {
  REQUIRED_APPLICANT_FIELDS,
  type ApplicationFormValues,
} from '../../schemas/application-form.ts';
import type { Party } from './party.ts';

const RESIDENCE_OPTIONS = [
  { value: 'Own', label: 'Owns the home' },
  { value: 'Rent', label: 'Rents' },
];

/** Where the person lives: own or rent, the monthly payment, how long, and the home's value when owned. */
export function ResidenceFields({ prefix }: { prefix: Party }) {
  const { control, setValue } = useFormContext<ApplicationFormValues>();
  const residence = useWatch({ control, name: `${prefix}.ResidenceType` });
  const owned = residence === 'Own';

  return (
    <Fieldset legend="Residence">
      <FieldGrid>
        <SelectField
          name={`${prefix}.ResidenceType`}
          label="Residence"
          required={REQUIRED_APPLICANT_FIELDS.has('ResidenceType')}
          placeholder="Choose one"
          options={RESIDENCE_OPTIONS}
          onValueChange={(next) => {
            if (next !== 'Own') setValue(`${prefix}.HomeValue`, null, { shouldDirty: true });
          }}
        />
        <MoneyInput
          name={`${prefix}.Payment`}
          label={owned ? 'Monthly mortgage payment' : 'Monthly rent payment'}
        />
        <WholeNumberInput
          name={`${prefix}.YearsAtResidence`}
          label="Years at this address"
          required={REQUIRED_APPLICANT_FIELDS.has('YearsAtResidence')}
        />
        <WholeNumberInput
          name={`${prefix}.MonthsAtResidence`}
          label="Months at this address"
          required={REQUIRED_APPLICANT_FIELDS.has('MonthsAtResidence')}
        />
        {owned && <MoneyInput name={`${prefix}.HomeValue`} label="Home value" />}
      </FieldGrid>
      <Text size="sm" c="dimmed" mt="xs">
        Years and months together: for 3 years and 4 months, enter 3 and 4.
      </Text>
    </Fieldset>
  );
}
