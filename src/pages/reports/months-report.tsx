import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
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

/** The chart's series, which are the table's columns too. */
const seriesOf = (i18n: I18n) =>
  [i18n._(msg`Submitted`), i18n._(msg`Approved`), i18n._(msg`Funding requested`)] as const;

export const monthsSpec = (
  months: readonly MonthFigures[],
  i18n: I18n,
): TableSpec<MonthFigures> => {
  const [submitted, approved, funded] = seriesOf(i18n);
  return {
    columns: [
      { label: i18n._(msg`Month submitted`), value: (month) => month.name },
      { label: submitted, value: (month) => month.submitted, show: showCount, numeric: true },
      { label: approved, value: (month) => month.approved, show: showCount, numeric: true },
      { label: funded, value: (month) => month.funded, show: showCount, numeric: true },
    ],
    items: months,
  };
};

/** Applications submitted, approved and sent for funding, by the month they were submitted. */
export function MonthsReport({ months }: { months: readonly MonthFigures[] }) {
  const { t, i18n } = useLingui();
  const spec = useMemo(() => monthsSpec(months, i18n), [months, i18n]);
  const series = seriesOf(i18n);
  return (
    <ReportFrame id="months" title={t`By month`} csv={() => csvOf(spec)}>
      {months.length ? (
        <Group align="start" grow className="report-body" gap="lg">
          <WhenInView className="report-picture">
            <Suspense fallback={<div className="report-picture" />}>
              <BarsPicture
                label={t`Bar chart of applications submitted, approved and sent for funding each month; its figures are in the table beside it.`}
                dataKey="month"
                series={[...series]}
                data={months.map((month) => ({
                  month: month.name,
                  [series[0]]: month.submitted,
                  [series[1]]: month.approved,
                  [series[2]]: month.funded,
                }))}
              />
            </Suspense>
          </WhenInView>
          <DataTable
            spec={spec}
            caption={t`Applications by month submitted (the dealer’s month)`}
            rowKey={(month) => month.month}
          />
        </Group>
      ) : (
        <Text size="sm">
          <Trans>No month is known yet: the details are still loading.</Trans>
        </Text>
      )}
    </ReportFrame>
  );
}
