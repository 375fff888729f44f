import { useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { MoneyInput } from '../../components/fields/money-input.tsx';
import { TextField } from '../../components/fields/text-field.tsx';
import { emptyIncomeSource, type ApplicationFormValues } from '../../schemas/application-form.ts';
import type { Party } from './party.ts';
import './locales/catalog.ts';

/** Gross monthly income and any additional income sources, added and removed as rows. */
export function IncomeFields({ prefix }: { prefix: Party }) {
  const { t } = useLingui();
  const { control } = useFormContext<ApplicationFormValues>();
  const sources = useFieldArray({ control, name: `${prefix}.AdditionalIncomeSources` });
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <Fieldset legend={t`Income`}>
      <Stack gap="md">
        <FieldGrid>
          <MoneyInput
            name={`${prefix}.GrossMonthlyIncome`}
            label={t`Gross monthly income`}
            description={t`Before taxes, from employment or retirement`}
          />
        </FieldGrid>
        {sources.fields.map((source, index) => (
          <Fieldset key={source.id} legend={t`Additional income ${index + 1}`}>
            <Stack gap="sm">
              <FieldGrid>
                <TextField
                  name={`${prefix}.AdditionalIncomeSources.${index}.Source`}
                  label={t`Source`}
                  placeholder={t`e.g. State pension fund`}
                  required
                  autoComplete="off"
                />
                <TextField
                  name={`${prefix}.AdditionalIncomeSources.${index}.Description`}
                  label={t`Description`}
                  placeholder={t`e.g. Pension`}
                  autoComplete="off"
                />
                <MoneyInput
                  name={`${prefix}.AdditionalIncomeSources.${index}.Amount`}
                  label={t`Monthly amount`}
                  required
                />
              </FieldGrid>
              <Group justify="space-between" align="center">
                <CheckboxField
                  name={`${prefix}.AdditionalIncomeSources.${index}.IsNonTaxableIncome`}
                  label={t`Non-taxable income`}
                />
                <Button
                  variant="subtle"
                  color="red"
                  // No focus on press: a row field left for this button would be checked while
                  // its row goes, and a check of a removed field writes it back into the form.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    sources.remove(index);
                    // The focused button goes with its row: keyboard users carry on from here.
                    addButton.current?.focus();
                  }}
                  aria-label={t`Remove additional income ${index + 1}`}
                >
                  {t`Remove`}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        ))}
        <Group>
          <Button
            ref={addButton}
            variant="default"
            onClick={() => sources.append(emptyIncomeSource())}
          >
            {t`Add additional income`}
          </Button>
          {sources.fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {t`Pension, alimony, rental or other regular income`}
            </Text>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
