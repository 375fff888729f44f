import { SimpleGrid, Text } from '@mantine/core';
import { formatCents } from '../../lib/format.ts';
import type { Money, PlanMoney } from './figures.ts';
import { DataTable } from './data-table.tsx';
import { ReportFrame } from './report-frame.tsx';
import { asDollars, csvOf, showCount, showDollars, type TableSpec } from './report-table.ts';

export const planSpec = (plans: readonly PlanMoney[]): TableSpec<PlanMoney> => ({
  columns: [
    { label: 'Plan', value: (plan) => plan.plan },
    { label: 'Deals', value: (plan) => plan.deals, show: showCount, numeric: true },
    {
      label: 'Amount financed',
      value: (plan) => asDollars(plan.financedCents),
      show: showDollars,
      numeric: true,
    },
    {
      label: 'Dealer fees',
      value: (plan) => asDollars(plan.feeCents),
      show: showDollars,
      numeric: true,
    },
    {
      label: 'Dealer nets',
      value: (plan) => asDollars(plan.netCents),
      show: showDollars,
      numeric: true,
    },
  ],
  items: plans,
});

const TOTALS = [
  ['Approved', 'approvedCents'],
  ['Financed (plan chosen)', 'financedCents'],
  ['Dealer fees', 'feeCents'],
  ['Dealer nets', 'netCents'],
] as const;

/** Amounts approved and financed, and each plan's dealer fees and what the dealer nets. */
export function MoneyReport({ money, plansReadable }: { money: Money; plansReadable: boolean }) {
  const spec = planSpec(money.byPlan);
  return (
    <ReportFrame
      id="money"
      title="Money"
      csv={() => [
        ...TOTALS.map(([label, key]) => [label, asDollars(money[key])]),
        [],
        ...csvOf(spec),
      ]}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {TOTALS.map(([label, key]) => (
          <div key={key}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={600} size="lg">
              {formatCents(money[key])}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Each fee is the chosen plan’s dealer fee on the amount financed.{' '}
        {!plansReadable
          ? 'This account cannot read paperwork or plans, so no fee is known.'
          : money.withoutFee > 0
            ? `${showCount(money.withoutFee)} deals are left out of the fees: their plan could not be read (the lender lists plans only while an application is approved).`
            : ''}
      </Text>
      {money.byPlan.length > 0 && (
        <DataTable
          spec={spec}
          caption="Dealer fees and what the dealer nets, by plan"
          rowKey={(plan) => plan.plan}
        />
      )}
    </ReportFrame>
  );
}
