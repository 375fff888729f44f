import { useLingui } from '@lingui/react/macro';
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
import { intlLocale } from '../../lib/locale-format.ts';
import { useLocaleFormat } from '../../components/i18n/use-locale-format.ts';
import './locales/catalog.ts';

// Every month is offered, and the description says what the spec's rule (1 to 11) refuses, so a
// December start is refused by the rule with the reason in view, not silently missing. The names
// are the reader's language's own (Intl), one a month of a year without a time zone shift.
function monthOptions(locale: string) {
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => {
    const month = name.format(Date.UTC(2000, index, 1));
    return { value: String(index + 1), label: month.charAt(0).toUpperCase() + month.slice(1) };
  });
}

/**
 * Employment: the type; for the employed and self-employed, the employer, its phone and when the
 * job started; otherwise the years of income from current sources. What is required comes from
 * the rules (employmentHistoryRequired); what a type does not show is cleared.
 */
export function EmploymentFields({ prefix }: { prefix: Party }) {
  const { t } = useLingui();
  const { locale } = useLocaleFormat();
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
    <Fieldset legend={t`Employment`}>
      <FieldGrid>
        <SelectField
          name={`${prefix}.EmploymentType`}
          label={t`Employment type`}
          placeholder={t`None of these`}
          options={[
            { value: 'Employed', label: t`Employed` },
            { value: 'SelfEmployed', label: t`Self-employed` },
            { value: 'Retired', label: t`Retired` },
          ]}
          onValueChange={onTypeChange}
        />
        <TextField name={`${prefix}.Occupation`} label={t`Occupation`} autoComplete="off" />
        {withStart && (
          <>
            <TextField name={`${prefix}.CurrentEmployer`} label={t`Employer`} autoComplete="off" />
            <PhoneInput
              name={`${prefix}.CurrentEmployerPhoneNumber`}
              label={t`Employer's phone number`}
            />
            <SelectField
              name={`${prefix}.EmploymentMonth`}
              label={t`Started in month`}
              description={t`The lender takes January to November only.`}
              required={required.has('EmploymentMonth')}
              placeholder={t`Choose a month`}
              options={monthOptions(intlLocale(locale))}
              numeric
            />
            <WholeNumberInput
              name={`${prefix}.EmploymentYear`}
              label={t`Started in year`}
              required={required.has('EmploymentYear')}
            />
          </>
        )}
        {!withStart && (
          <WholeNumberInput
            name={`${prefix}.YearsOfIncomeFromCurrentSources`}
            label={t`Years of income from current sources`}
            required={required.has('YearsOfIncomeFromCurrentSources')}
          />
        )}
      </FieldGrid>
    </Fieldset>
  );
}
