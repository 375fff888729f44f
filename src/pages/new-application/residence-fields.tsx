import { useLingui } from '@lingui/react/macro';
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
import './locales/catalog.ts';

/** Where the person lives: own or rent, the monthly payment, how long, and the home's value when owned. */
export function ResidenceFields({ prefix }: { prefix: Party }) {
  const { t } = useLingui();
  const { control, setValue } = useFormContext<ApplicationFormValues>();
  const residence = useWatch({ control, name: `${prefix}.ResidenceType` });
  const owned = residence === 'Own';

  return (
    <Fieldset legend={t`Residence`}>
      <FieldGrid>
        <SelectField
          name={`${prefix}.ResidenceType`}
          label={t`Residence`}
          required={REQUIRED_APPLICANT_FIELDS.has('ResidenceType')}
          placeholder={t`Choose one`}
          options={[
            { value: 'Own', label: t`Owns the home` },
            { value: 'Rent', label: t`Rents` },
          ]}
          onValueChange={(next) => {
            if (next !== 'Own') setValue(`${prefix}.HomeValue`, null, { shouldDirty: true });
          }}
        />
        <MoneyInput
          name={`${prefix}.Payment`}
          label={owned ? t`Monthly mortgage payment` : t`Monthly rent payment`}
        />
        <WholeNumberInput
          name={`${prefix}.YearsAtResidence`}
          label={t`Years at this address`}
          required={REQUIRED_APPLICANT_FIELDS.has('YearsAtResidence')}
        />
        <WholeNumberInput
          name={`${prefix}.MonthsAtResidence`}
          label={t`Months at this address`}
          required={REQUIRED_APPLICANT_FIELDS.has('MonthsAtResidence')}
        />
        {owned && <MoneyInput name={`${prefix}.HomeValue`} label={t`Home value`} />}
      </FieldGrid>
      <Text size="sm" c="dimmed" mt="xs">
        {t`Years and months together: for 3 years and 4 months, enter 3 and 4.`}
      </Text>
    </Fieldset>
  );
}
