import { Box, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCents } from '../lib/format.ts';
import type { PlanFigures } from '../schemas/promotion-figures.ts';
import { aprText, paymentsText, totalText } from './plan-words.tsx';

/**
 * The comparison's table: one column per plan, one row per figure. The dealer-only rows (fee,
 * net funding, whether paperwork can carry the plan) go in the customer view, as on the cards. Loaded apart from the page (compare-table.tsx): Mantine's
 * Table brings its scroll area, 7 KB gzip that the plans' first paint does not need.
 */
export function PlansSideBySide({
  plans,
  customerView,
  current,
  action,
}: {
  plans: PlanFigures[];
  customerView: boolean;
  /** The promotion Id of the application's current plan, marked in its column's heading. */
  current?: number | null;
  /** What each plan's column offers under its name, in sight before the figures (a change order's "Choose"). */
  action?: (plan: PlanFigures) => ReactNode;
}) {
  const rows: { label: string; value: (plan: PlanFigures) => string }[] = [
    { label: 'Promo code', value: (plan) => plan.promotion.PromoCode ?? '' },
    {
      label: 'Monthly payment (estimated)',
      value: (plan) => formatCents(plan.monthlyPaymentCents),
    },
    { label: 'APR', value: aprText },
    { label: 'Term', value: (plan) => plan.term },
    { label: 'Payments', value: paymentsText },
    { label: 'Total of payments', value: totalText },
    ...(plans.some((plan) => plan.kind === 'Revolving')
      ? [{ label: 'Payment factor', value: (plan: PlanFigures) => plan.paymentFactor ?? '' }]
      : []),
    { label: 'Condition', value: (plan) => plan.deferredInterest ?? 'None' },
    ...(customerView
      ? []
      : [
          { label: 'Dealer fee', value: (plan: PlanFigures) => formatCents(plan.dealerFeeCents) },
          {
            label: 'Your net funding',
            value: (plan: PlanFigures) => formatCents(plan.netFundingCents),
          },
          {
            label: 'For paperwork',
            value: (plan: PlanFigures) => plan.unchoosable ?? 'Can be chosen',
          },
        ]),
  ];

  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow screen.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Plans side by side">
      <Table className="compare-table" withColumnBorders fz={customerView ? 'lg' : 'sm'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Figure</Table.Th>
            {plans.map((plan) => (
              <Table.Th scope="col" key={plan.promotion.Id}>
                {plan.name}
                {plan.promotion.Id === current && (
                  <Text size="xs" fw={700} c="dimmed">
                    Current plan
                  </Text>
                )}
                {action && <Box mt="xs">{action(plan)}</Box>}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {plans.map((plan) => (
                <Table.Td
                  key={plan.promotion.Id}
                  // A deferred-interest condition is as bold as the plan's name above it.
                  fw={row.label === 'Condition' && plan.deferredInterest ? 700 : undefined}
                >
                  {row.value(plan) || '—'}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
