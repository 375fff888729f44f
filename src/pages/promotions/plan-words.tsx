import { Text } from '@mantine/core';
import { MISSING } from '../../lib/format.ts';
import { formatMoney, type Cents } from '../../lib/money.ts';
import type { DealerFeeUnit } from '../../schemas/runtime-config.ts';
import type { PlanFigures } from '../../schemas/promotion-figures.ts';

/** Cents as dollars, or a dash when the figure is unknown. */
export const money = (cents: Cents | null) => (cents === null ? MISSING : formatMoney(cents));

/** "$1,065.16 (8.5% of the amount financed)", or the dollar amount the service sends. */
export function dealerFeeText(
  plan: PlanFigures,
  dealerFee: number | null | undefined,
  unit: DealerFeeUnit,
): string {
  if (plan.dealerFeeCents === null) return MISSING;
  return unit === 'percent' && dealerFee != null
    ? `${formatMoney(plan.dealerFeeCents)} (${dealerFee}% of the amount financed)`
    : formatMoney(plan.dealerFeeCents);
}

/** Number of payments, in words. */
export function paymentsText(plan: PlanFigures): string {
  return plan.months === null ? 'No fixed number of payments' : `${plan.months} monthly payments`;
}

/** Total of payments: an amount, or why there is none. */
export function totalText(plan: PlanFigures): string {
  if (plan.kind === 'Revolving') return 'No fixed total of payments (revolving credit)';
  return plan.totalOfPaymentsCents === null ? MISSING : formatMoney(plan.totalOfPaymentsCents);
}

/** APR as the customer reads it; a revolving plan's rate is the account agreement's. */
export function aprText(plan: PlanFigures): string {
  if (plan.kind === 'Revolving') return 'APR as set by the account agreement';
  return plan.apr === null ? 'APR not stated' : `${plan.apr} APR`;
}

/**
 * What a stated payment must bring (Regulation Z trigger terms): the APR, the number of
 * payments and the total of payments, beside the payment and as large as the text around it.
 */
export function TriggerTerms({ plan }: { plan: PlanFigures }) {
  return (
    <Text className="plan-trigger-terms">
      {aprText(plan)} · {paymentsText(plan)} ·{' '}
      {plan.kind === 'Revolving' ? totalText(plan) : `${totalText(plan)} total of payments`}
    </Text>
  );
}
