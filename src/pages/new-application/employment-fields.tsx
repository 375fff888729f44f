import { Fieldset } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { PhoneInput } from '../../components/fields/phone-input.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import { TextField } from '../../components/fields/text-field.tsx';
import { WholeNumberInput } from '../../components/fields/whole-number-input.tsx';
import type { ApplicationFormValues } from '../../schemas/application-form.ts';
import { employmentHistoryRequired } from '../../schemas/application-form.ts';
import type { Party } from './party.ts';
import { MONTH_NAMES } from '../../lib/dates.ts';

const EMPLOYMENT_OPTIONS = [
  { value: 'Employed', label: 'Employed' },
  { value: 'SelfEmployed', label: 'Self-employed' },
  { value: 'Retired', label: 'Retired' },
];

// Every month is offered, and the description says what the spec's rule (1 to 11) refuses, so a
// December start is refused by the rule with the reason in view, not silently missing.
const MONTH_OPTIONS = MONTH_NAMES.map((month, index) => ({
  value: String(index + 1),
  label: month,
}));

/**
 * Employment: the type; for the employed and self-employed, the employer, its phone and when the
 * job started; otherwise the years of income from current sources. What is required comes from
 * the rules (employmentHistoryRequired); what a type does not show is cleared.
 */
export function EmploymentFields({ prefix }: { prefix: Party }) {
  const { control, setValue } = useFormContext<ApplicationFormValues>();
  const type = useWatch({ control, name: `${prefix}.EmploymentType` });
  const required = employmentHistoryRequired(type);
  const withStart = required.has('EmploymentMonth');

  const onTypeChange = (next: string | number | null) => {
    const startNow = employmentHistoryRequired(String(next ?? '')).has('EmploymentMonth');
    const clear = startNow
      ? (['YearsOfIncomeFromCurrentSources'] as const)
      : ([
          'CurrentEmployer',
          'CurrentEmployerPhoneNumber',
          'EmploymentMonth',
          'EmploymentYear',
        ] as const);
    for (const field of clear) {
      const blank =
        field === 'CurrentEmployer' || field === 'CurrentEmployerPhoneNumber' ? '' : null;
      setValue(`${prefix}.${field}`, blank, { shouldDirty: true });
    }
  };

  return (
    <Fieldset legend="Employment">
      <FieldGrid>
        <SelectField
          name={`${prefix}.EmploymentType`}
          label="Employment type"
          placeholder="None of these"
          options={EMPLOYMENT_OPTIONS}
          onValueChange={onTypeChange}
        />
        <TextField name={`${prefix}.Occupation`} label="Occupation" autoComplete="off" />
        {withStart && (
          <>
            <TextField name={`${prefix}.CurrentEmployer`} label="Employer" autoComplete="off" />
            <PhoneInput
              name={`${prefix}.CurrentEmployerPhoneNumber`}
              label="Employer's phone number"
            />
            <SelectField
              name={`${prefix}.EmploymentMonth`}
              label="Started in month"
              description="The lender takes January to November only."
              required={required.has('EmploymentMonth')}
              placeholder="Choose a month"
              options={MONTH_OPTIONS}
              numeric
            />
            <WholeNumberInput
              name={`${prefix}.EmploymentYear`}
              label="Started in year"
              required={required.has('EmploymentYear')}
            />
          </>
        )}
        {!withStart && (
          <WholeNumberInput
            name={`${prefix}.YearsOfIncomeFromCurrentSources`}
            label="Years of income from current sources"
            required={required.has('YearsOfIncomeFromCurrentSources')}
          />
        )}
      </FieldGrid>
    </Fieldset>
  );
}
