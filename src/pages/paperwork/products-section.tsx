import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group } from '@mantine/core';
import { memo } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { MoneyInput } from '../../components/fields/money-input.tsx';
import { TextField } from '../../components/fields/text-field.tsx';
import { WholeNumberInput } from '../../components/fields/whole-number-input.tsx';
import type { PaperworkFormValues, ProductLineItemForm } from '../../schemas/paperwork-form.ts';
import { CheckedSection } from './checked-section.tsx';
import { PathError } from './list-error.tsx';

const ITEMS = 'LoanParameters.ProductLineItems' as const;

const emptyItem = (): ProductLineItemForm => ({
  Id: null,
  Description: '',
  ItemNumber: '',
  Quantity: 1,
  Price: null,
});

/**
 * Products: one line for a closed-end contract, one or two for a revolving one (the rules say
 * so too; the buttons only offer what they allow). Each row subscribes to its own fields only.
 */
export const ProductsSection = memo(function ProductsSection({
  creditType,
}: {
  creditType: string;
}) {
  const { control } = useFormContext<PaperworkFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: ITEMS });
  const most = creditType === 'Revolving' ? 2 : 1;
  const { t } = useLingui();
  return (
    <CheckedSection section="products" title={t`Products`}>
      {fields.map((row, index) => {
        const number = index + 1;
        return (
          <Fieldset key={row.id} legend={t`Product ${number}`}>
            <div className="paperwork-row">
              <FieldGrid>
                <TextField name={`${ITEMS}.${index}.Description`} label={t`Description`} required />
                <TextField name={`${ITEMS}.${index}.ItemNumber`} label={t`Item number`} />
                <WholeNumberInput
                  name={`${ITEMS}.${index}.Quantity`}
                  label={t`Quantity`}
                  required
                />
                <MoneyInput name={`${ITEMS}.${index}.Price`} label={t`Price`} required />
              </FieldGrid>
              {fields.length > 1 && (
                <Button
                  variant="default"
                  onClick={() => remove(index)}
                  aria-label={t`Remove product ${number}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              )}
            </div>
          </Fieldset>
        );
      })}
      <PathError name={ITEMS} />
      {fields.length < most && (
        <Group>
          <Button variant="default" onClick={() => append(emptyItem(), { shouldFocus: true })}>
            <Trans>Add a second product</Trans>
          </Button>
        </Group>
      )}
    </CheckedSection>
  );
});
