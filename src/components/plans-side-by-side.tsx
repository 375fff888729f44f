import { useLingui } from '@lingui/react/macro';
import { Box, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PlanFigures } from '../schemas/promotion-figures.ts';
import { localeFormat } from './i18n/use-locale-format.ts';
import { PlanName } from './i18n/lender-words.tsx';
import './plans-locales/catalog.ts';
import { aprText, conditionText, paymentsText, termText, totalText } from './plan-words.tsx';

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
  const { i18n, t } = useLingui();
  const { money } = localeFormat(i18n);
  const rows: { label: string; value: (plan: PlanFigures) => string; bold?: boolean }[] = [
    { label: t`Promo code`, value: (plan) => plan.promotion.PromoCode ?? '' },
    {
      label: t`Monthly payment (estimated)`,
      value: (plan) => money(plan.monthlyPaymentCents),
    },
    { label: t`APR`, value: (plan) => aprText(i18n, plan) },
    { label: t`Term`, value: (plan) => termText(i18n, plan) },
    { label: t`Payments`, value: (plan) => paymentsText(i18n, plan) },
    { label: t`Total of payments`, value: (plan) => totalText(i18n, plan) },
    ...(plans.some((plan) => plan.kind === 'Revolving')
      ? [{ label: t`Payment factor`, value: (plan: PlanFigures) => plan.paymentFactor ?? '' }]
      : []),
    {
      label: t`Condition`,
      value: (plan) =>
        plan.deferredInterest ? conditionText(i18n, plan.deferredInterest) : t`None`,
      // A deferred-interest condition is as bold as the plan's name above it.
      bold: true,
    },
    ...(customerView
      ? []
      : [
          { label: t`Dealer fee`, value: (plan: PlanFigures) => money(plan.dealerFeeCents) },
          {
            label: t`Your net funding`,
            value: (plan: PlanFigures) => money(plan.netFundingCents),
          },
          {
            label: t`For paperwork`,
            value: (plan: PlanFigures) => plan.unchoosable ?? t`Can be chosen`,
          },
        ]),
  ];

  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow screen.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Plans side by side`}>
      <Table className="compare-table" withColumnBorders fz={customerView ? 'lg' : 'sm'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Figure`}</Table.Th>
            {plans.map((plan) => (
              <Table.Th scope="col" key={plan.promotion.Id}>
                <PlanName plan={plan} />
                {plan.promotion.Id === current && (
                  <Text size="xs" fw={700} c="dimmed">
                    {t`Current plan`}
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
                  fw={row.bold && plan.deferredInterest ? 700 : undefined}
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
