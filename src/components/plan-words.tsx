import { Text } from '@mantine/core';
import { formatCents, formatPercent, MISSING } from '../lib/format.ts';
import type { DealerFeeUnit } from '../schemas/runtime-config.ts';
import type { PlanFigures } from '../schemas/promotion-figures.ts';
import type { PaymentGroup } from '../schemas/rates.ts';

/** "$1,065.16 (8.5% of the amount financed)", or the dollar amount the service sends. */
export function dealerFeeText(
  plan: PlanFigures,
  dealerFee: number | null | undefined,
  unit: DealerFeeUnit,
): string {
  if (plan.dealerFeeCents === null) return MISSING;
  return unit === 'percent' && dealerFee != null
    ? `${formatCents(plan.dealerFeeCents)} (${formatPercent(dealerFee)} of the amount financed)`
    : formatCents(plan.dealerFeeCents);
}

/** "12 monthly payments of $187.86 (interest only)", "then 72 of $263.31", "and a final payment of $522.03". */
function groupText(group: PaymentGroup, index: number): string {
  const amount = formatCents(group.cents);
  if (group.kind === 'final') {
    return `${index === 0 ? '1 payment' : 'and a final payment'} of ${amount}`;
  }
  const count =
    index === 0
      ? `${group.count} monthly payment${group.count === 1 ? '' : 's'}`
      : `then ${group.count}`;
  return `${count} of ${amount}${group.kind === 'interest-only' ? ' (interest only)' : ''}`;
}

/**
 * The terms of repayment, every payment amount included: "12 monthly payments of $187.86
 * (interest only), then 71 of $285.74 and a final payment of $285.65".
 */
export function paymentsText(plan: PlanFigures): string {
  if (plan.schedule === null) {
    return plan.kind === 'Revolving' ? 'No fixed number of payments' : MISSING;
  }
  return plan.schedule.groups
    .map((group, index) => {
      const joint = index === 0 ? '' : group.kind === 'final' ? ' ' : ', ';
      return joint + groupText(group, index);
    })
    .join('');
}

/** Where the total is when the lender's figures do not fix every payment. */
const IN_THE_CONTRACT = 'The exact payments and their total will be in the contract';

/** Total of payments: the sum of the schedule, or where its exact figure will be. */
export function totalText(plan: PlanFigures): string {
  if (plan.kind === 'Revolving') return 'No fixed total of payments (revolving credit)';
  if (plan.schedule === null) return MISSING;
  const total = plan.schedule.totalCents;
  return total === null ? IN_THE_CONTRACT : formatCents(total);
}

/** APR as the customer reads it; a revolving plan without a rate has the account agreement's. */
export function aprText(plan: PlanFigures): string {
  if (plan.apr !== null) return `${plan.apr} APR`;
  return plan.kind === 'Revolving' ? 'APR as set by the account agreement' : 'APR not stated';
}

/**
 * What a stated payment must bring (Regulation Z trigger terms): the APR and the terms of
 * repayment, every payment amount included, with their total when it is known; beside the
 * payment and as large as the text around it.
 */
export function TriggerTerms({ plan }: { plan: PlanFigures }) {
  return (
    <Text className="plan-trigger-terms">
      {aprText(plan)} · {paymentsText(plan)} ·{' '}
      {plan.schedule?.totalCents != null ? `${totalText(plan)} total of payments` : totalText(plan)}
    </Text>
  );
}
