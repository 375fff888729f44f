import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { fromCents } from '../../lib/money.ts';
import { formatAmount } from '../../lib/format.ts';
import { comparePlanAmount, type PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import { PathError } from './list-error.tsx';
import { PlanForAnotherAmount } from './plan-for-another-amount.tsx';

const MONEY_PATHS = [
  'LoanParameters.ProductLineItems',
  'LoanParameters.Fees',
  'LoanParameters.SalesTax',
  'LoanParameters.DownPayment',
  'LoanParameters.CompletionPayment',
  'LoanParameters.TradeInAmount',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a field path, not text
  'Plan',
] as const;

/**
 * The amount financed as the figures make it, at every keystroke (in whole cents, by the rule of
 * src/schemas), its range rule's message, and the plan's figures against it. Only this small part
 * re-renders as amounts are typed.
 */
export function LiveAmount({ applicationId }: { applicationId: number }) {
  const { control, trigger } = useFormContext<PaperworkFormValues>();
  const [items, fees, tax, down, completion, tradeIn, plan] = useWatch({
    control,
    name: MONEY_PATHS,
  });
  const comparison = comparePlanAmount({
    LoanParameters: {
      ProductLineItems: items,
      Fees: fees,
      SalesTax: tax,
      DownPayment: down,
      CompletionPayment: completion,
      TradeInAmount: tradeIn,
    } as PaperworkFormValues['LoanParameters'],
    Plan: plan,
  });
  const live = fromCents(comparison.liveCents);
  // Once a figure has changed, the range rule speaks as the amount moves, not only on leaving.
  const first = useRef(comparison.liveCents);
  useEffect(() => {
    if (comparison.liveCents !== first.current) {
      void trigger('LoanParameters.AmountFinanced' as 'LoanParameters');
    }
  }, [comparison.liveCents, trigger]);
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" c="dimmed" id="paperwork-amount-label">
          <Trans>Amount financed</Trans>
        </Text>
        <Text className="paperwork-amount" aria-labelledby="paperwork-amount-label" role="status">
          {formatAmount(live)}
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>
            Products and fees and tax, less the down payment, completion payment and trade-in.
          </Trans>
        </Text>
      </div>
      <PathError name="LoanParameters.AmountFinanced" />
      {comparison.differs && (
        <PlanForAnotherAmount applicationId={applicationId} live={live} plan={plan} />
      )}
    </Stack>
  );
}
