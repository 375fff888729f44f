import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import { formatPercent, MISSING } from '../lib/format.ts';
import type { DealerFeeUnit } from '../schemas/runtime-config.ts';
import type { DeferredInterest, PlanFigures } from '../schemas/promotion-figures.ts';
import type { PaymentGroup } from '../schemas/rates.ts';
import { localeFormat } from './i18n/use-locale-format.ts';
import './plans-locales/catalog.ts';

/**
 * A plan's figures in words, in the language of the catalog set given (the customer's or the
 * dealer's): each function takes `i18n` from `useLingui()` of the component that shows it.
 */

/** "$1,065.16 (8.5% of the amount financed)", or the dollar amount the service sends. */
export function dealerFeeText(
  i18n: I18n,
  plan: PlanFigures,
  dealerFee: number | null | undefined,
  unit: DealerFeeUnit,
): string {
  if (plan.dealerFeeCents === null) return MISSING;
  const fee = localeFormat(i18n).money(plan.dealerFeeCents);
  const percent = formatPercent(dealerFee);
  return unit === 'percent' && dealerFee != null
    ? i18n._(msg`${fee} (${percent} of the amount financed)`)
    : fee;
}

/** "12 monthly payments of $187.86 (interest only)", "then 72 of $263.31", "and a final payment of $522.03". */
function groupText(i18n: I18n, group: PaymentGroup, index: number): string {
  const amount = localeFormat(i18n).money(group.cents);
  const count = group.count;
  if (group.kind === 'final') {
    return index === 0
      ? i18n._(msg`1 payment of ${amount}`)
      : i18n._(msg`and a final payment of ${amount}`);
  }
  const payments =
    index === 0
      ? i18n._(
          msg`${plural(count, {
            one: `# monthly payment of ${amount}`,
            other: `# monthly payments of ${amount}`,
          })}`,
        )
      : i18n._(msg`then ${count} of ${amount}`);
  return group.kind === 'interest-only' ? i18n._(msg`${payments} (interest only)`) : payments;
}

/**
 * The terms of repayment, every payment amount included: "12 monthly payments of $187.86
 * (interest only), then 71 of $285.74 and a final payment of $285.65".
 */
export function paymentsText(i18n: I18n, plan: PlanFigures): string {
  if (plan.schedule === null) {
    return plan.kind === 'Revolving' ? i18n._(msg`No fixed number of payments`) : MISSING;
  }
  return plan.schedule.groups
    .map((group, index) => {
      const joint = index === 0 ? '' : group.kind === 'final' ? ' ' : ', ';
      return joint + groupText(i18n, group, index);
    })
    .join('');
}

/** Total of payments: the sum of the schedule, or where its exact figure will be. */
export function totalText(i18n: I18n, plan: PlanFigures): string {
  if (plan.kind === 'Revolving') return i18n._(msg`No fixed total of payments (revolving credit)`);
  if (plan.schedule === null) return MISSING;
  const total = plan.schedule.totalCents;
  return total === null
    ? i18n._(msg`The exact payments and their total will be in the contract`)
    : localeFormat(i18n).money(total);
}

/** APR as the customer reads it; a revolving plan without a rate has the account agreement's. */
export function aprText(i18n: I18n, plan: PlanFigures): string {
  const apr = plan.apr;
  if (apr !== null) return i18n._(msg`${apr} APR`);
  return plan.kind === 'Revolving'
    ? i18n._(msg`APR as set by the account agreement`)
    : i18n._(msg`APR not stated`);
}

/** "84 months", "84 months; the first 12 an add-on promotion term", "Revolving: no fixed term". */
export function termText(i18n: I18n, plan: PlanFigures): string {
  if (plan.kind === 'Revolving') return i18n._(msg`Revolving: no fixed term`);
  const months = plan.months;
  if (months === null) return i18n._(msg`Term not stated`);
  const addOn = plan.addOnMonths;
  if (addOn !== null)
    return i18n._(msg`${months} months; the first ${addOn} an add-on promotion term`);
  return monthsText(i18n, months);
}

/** "1 month", "24 months". */
export function monthsText(i18n: I18n, months: number): string {
  return i18n._(msg`${plural(months, { one: '# month', other: '# months' })}`);
}

/** The term filter's words for one of its values (termFilterValue). */
export function termFilterLabel(i18n: I18n, value: string): string {
  if (value === 'revolving') return i18n._(msg`Revolving`);
  if (value === 'none') return i18n._(msg`Term not stated`);
  return monthsText(i18n, Number(value));
}

/** The condition of a deferred-interest plan, as plainly as its offer. */
export function conditionText(i18n: I18n, condition: DeferredInterest): string {
  const months = condition.months;
  return months === null
    ? i18n._(
        msg`If the balance is not paid in full by the end of the promotional period, interest is charged from the purchase date on the whole amount financed.`,
      )
    : i18n._(
        msg`If the balance is not paid in full within ${months} months, interest is charged from the purchase date on the whole amount financed.`,
      );
}

/**
 * What a stated payment must bring (Regulation Z trigger terms): the APR and the terms of
 * repayment, every payment amount included, with their total when it is known; beside the
 * payment and as large as the text around it.
 */
export function TriggerTerms({ plan }: { plan: PlanFigures }) {
  const { i18n } = useLingui();
  const total = totalText(i18n, plan);
  return (
    <Text className="plan-trigger-terms">
      {aprText(i18n, plan)} · {paymentsText(i18n, plan)} ·{' '}
      {plan.schedule?.totalCents != null ? i18n._(msg`${total} total of payments`) : total}
    </Text>
  );
}
