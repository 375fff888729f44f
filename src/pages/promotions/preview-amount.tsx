import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { safeParse } from 'zod/mini';
import { MoneyInput } from '../../components/fields/money-input.tsx';
import { useLocaleFormat } from '../../components/i18n/use-locale-format.ts';
import { promotionsPreviewFormSchemaWithin } from '../../schemas/approved-limit.ts';
import type { PromotionsPreviewForm } from '../../schemas/promotion-requests.ts';

/** How long typing must pause before the preview is asked for. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * "Preview another amount": the amount typed, once valid and left alone for a moment, becomes
 * the amount the list is for (the preview query); blank is the application's own amount. The
 * form lives above the list, so a failed list keeps what was typed.
 */
export function PreviewAmount({
  applicationAmount,
  amountApproved,
  previewing,
  unavailable,
  onPreview,
}: {
  applicationAmount: number | null | undefined;
  /** The status record's AmountApproved: the limit of a preview; none while unknown. */
  amountApproved: number | null | undefined;
  /** The amount the list is a preview for, if any. */
  previewing: number | null;
  /** Why another amount cannot be previewed (the application lacks what the query needs). */
  unavailable: string | null;
  onPreview: (amount: number | null) => void;
}) {
  const { t } = useLingui();
  const { amount: dollars } = useLocaleFormat();
  const schema = useMemo(
    () => promotionsPreviewFormSchemaWithin({ amountApproved }),
    [amountApproved],
  );
  const form = useForm<PromotionsPreviewForm>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { amountFinanced: null },
  });
  const typed = useWatch({ control: form.control, name: 'amountFinanced' });
  // undefined: what is typed is not an amount the query takes (the field says why).
  const parsed = safeParse(schema, { amountFinanced: typed });
  const wanted = parsed.success ? parsed.data.amountFinanced : undefined;

  useEffect(() => {
    if (wanted === undefined) return;
    const timer = setTimeout(() => onPreview(wanted), wanted === null ? 0 : PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, onPreview]);

  if (unavailable) return <Text size="sm">{unavailable}</Text>;

  const describeAmounts = () => {
    const financed = dollars(applicationAmount);
    if (typeof amountApproved !== 'number') {
      return t`The application finances ${financed}. Type another amount to see the plans for it.`;
    }
    const approved = dollars(amountApproved);
    return t`The application finances ${financed}, and ${approved} is approved. Type another amount to see the plans for it.`;
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => event.preventDefault()} noValidate>
        <Stack gap="xs" align="flex-start">
          <Group align="flex-end" gap="sm">
            <MoneyInput
              name="amountFinanced"
              label={t`Preview another amount financed`}
              description={describeAmounts()}
            />
            {previewing !== null && (
              <Button
                variant="default"
                onClick={() => {
                  form.reset({ amountFinanced: null });
                  onPreview(null);
                }}
              >
                <Trans>Back to the application’s amount</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
