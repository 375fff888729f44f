import { Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { WhenInView } from '../../components/when-in-view.tsx';
import { DataTable } from './data-table.tsx';
import { ReportFrame } from './report-frame.tsx';
import { csvOf, showCount, type TableSpec } from './report-table.ts';

const BarsPicture = lazy(() =>
  import('./report-charts.tsx').then((m) => ({ default: m.BarsPicture })),
);

export interface MonthFigures {
  month: string;
  name: string;
  submitted: number;
  approved: number;
  funded: number;
}

const SERIES = ['Submitted', 'Approved', 'Funding requested'] as const;

export const monthsSpec = (months: readonly MonthFigures[]): TableSpec<MonthFigures> => ({
  columns: [
    { label: 'Month submitted', value: (month) => month.name },
    { label: SERIES[0], value: (month) => month.submitted, show: showCount, numeric: true },
    { label: SERIES[1], value: (month) => month.approved, show: showCount, numeric: true },
    { label: SERIES[2], value: (month) => month.funded, show: showCount, numeric: true },
  ],
  items: months,
});

/** Applications submitted, approved and sent for funding, by the month they were submitted. */
export function MonthsReport({ months }: { months: readonly MonthFigures[] }) {
  const spec = monthsSpec(months);
  return (
    <ReportFrame id="months" title="By month" csv={() => csvOf(spec)}>
      {months.length ? (
        <Group align="start" grow className="report-body" gap="lg">
          <WhenInView className="report-picture">
            <Suspense fallback={<div className="report-picture" />}>
              <BarsPicture
                label="Bar chart of applications submitted, approved and sent for funding each month; its figures are in the table beside it."
                dataKey="Month"
                series={[...SERIES]}
                data={months.map((month) => ({
                  Month: month.name,
                  [SERIES[0]]: month.submitted,
                  [SERIES[1]]: month.approved,
                  [SERIES[2]]: month.funded,
                }))}
              />
            </Suspense>
          </WhenInView>
          <DataTable
            spec={spec}
            caption="Applications by month submitted (the dealer’s month)"
            rowKey={(month) => month.month}
          />
        </Group>
      ) : (
        <Text size="sm">No month is known yet: the details are still loading.</Text>
      )}
    </ReportFrame>
  );
}
