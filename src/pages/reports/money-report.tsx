import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatCents } from '../../lib/format.ts';
import type { Money, PlanMoney } from './figures.ts';
import { DataTable } from './data-table.tsx';
import { ReportFrame } from './report-frame.tsx';
import { asDollars, csvOf, showCount, showDollars, type TableSpec } from './report-table.ts';

export const planSpec = (plans: readonly PlanMoney[], i18n: I18n): TableSpec<PlanMoney> => ({
  columns: [
    { label: i18n._(msg`Plan`), value: (plan) => plan.plan },
    { label: i18n._(msg`Deals`), value: (plan) => plan.deals, show: showCount, numeric: true },
    {
      label: i18n._(msg`Amount financed`),
      value: (plan) => asDollars(plan.financedCents),
      show: showDollars,
      numeric: true,
    },
    {
      label: i18n._(msg`Dealer fees`),
      value: (plan) => asDollars(plan.feeCents),
      show: showDollars,
      numeric: true,
    },
    {
      label: i18n._(msg`Dealer nets`),
      value: (plan) => asDollars(plan.netCents),
      show: showDollars,
      numeric: true,
    },
  ],
  items: plans,
});

const TOTALS: readonly [
  MessageDescriptor,
  'approvedCents' | 'financedCents' | 'feeCents' | 'netCents',
][] = [
  [msg`Approved`, 'approvedCents'],
  [msg`Financed (plan chosen)`, 'financedCents'],
  [msg`Dealer fees`, 'feeCents'],
  [msg`Dealer nets`, 'netCents'],
];

/** Amounts approved and financed, and each plan's dealer fees and what the dealer nets. */
export function MoneyReport({ money, plansReadable }: { money: Money; plansReadable: boolean }) {
  const { t, i18n } = useLingui();
  const spec = useMemo(() => planSpec(money.byPlan, i18n), [money.byPlan, i18n]);
  const leftOut = showCount(money.withoutFee);
  return (
    <ReportFrame
      id="money"
      title={t`Money`}
      csv={() => [
        ...TOTALS.map(([label, key]) => [i18n._(label), asDollars(money[key])]),
        [],
        ...csvOf(spec),
      ]}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {TOTALS.map(([label, key]) => (
          <div key={key}>
            <Text size="sm" c="dimmed">
              {i18n._(label)}
            </Text>
            <Text fw={600} size="lg">
              {formatCents(money[key])}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {!plansReadable ? (
          <Trans>
            Each fee is the chosen plan’s dealer fee on the amount financed. This account cannot
            read paperwork or plans, so no fee is known.
          </Trans>
        ) : money.withoutFee > 0 ? (
          <Trans>
            Each fee is the chosen plan’s dealer fee on the amount financed. {leftOut} deals are
            left out of the fees: their plan could not be read (the lender lists plans only while an
            application is approved).
          </Trans>
        ) : (
          <>
            <Trans>Each fee is the chosen plan’s dealer fee on the amount financed.</Trans>{' '}
          </>
        )}
      </Text>
      {money.byPlan.length > 0 && (
        <DataTable
          spec={spec}
          caption={t`Dealer fees and what the dealer nets, by plan`}
          rowKey={(plan) => plan.plan}
        />
      )}
    </ReportFrame>
  );
}
