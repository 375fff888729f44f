import { Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { WhenInView } from '../../components/when-in-view.tsx';
import { INTERVALS, type Breakdown, type IntervalFigures } from './figures.ts';
import { DataTable } from './data-table.tsx';
import { BREAKDOWN_LABELS } from './group-names.ts';
import { ReportFrame } from './report-frame.tsx';
import {
  asHours,
  csvOf,
  showCount,
  showHours,
  type Column,
  type TableSpec,
} from './report-table.ts';

const BarsPicture = lazy(() =>
  import('./report-charts.tsx').then((m) => ({ default: m.BarsPicture })),
);

export interface GroupTimes {
  key: string;
  name: string;
  times: IntervalFigures[];
}

export const timesSpec = (times: readonly IntervalFigures[]): TableSpec<IntervalFigures> => ({
  columns: [
    { label: 'Step', value: (time) => time.label },
    { label: 'Applications timed', value: (time) => time.count, show: showCount, numeric: true },
    {
      label: 'Median (hours)',
      value: (time) => asHours(time.medianMs),
      show: showHours,
      numeric: true,
    },
    {
      label: '90th percentile (hours)',
      value: (time) => asHours(time.p90Ms),
      show: showHours,
      numeric: true,
    },
  ],
  items: times,
});

export interface BucketCounts {
  label: string;
  counts: number[];
}

export const distributionSpec = (buckets: readonly BucketCounts[]): TableSpec<BucketCounts> => ({
  columns: [
    { label: 'Time taken', value: (bucket) => bucket.label },
    ...INTERVALS.map((interval, index) => ({
      label: interval.label,
      value: (bucket: BucketCounts) => bucket.counts[index]!,
      show: showCount,
      numeric: true,
    })),
  ],
  items: buckets,
});

export function groupTimesSpec(
  by: Breakdown,
  groups: readonly GroupTimes[],
): TableSpec<GroupTimes> {
  const columns: Column<GroupTimes>[] = [
    { label: BREAKDOWN_LABELS[by], value: (group) => group.name },
  ];
  INTERVALS.forEach((interval, index) => {
    columns.push(
      {
        label: `${interval.label}: median (hours)`,
        value: (group) => asHours(group.times[index]!.medianMs),
        show: showHours,
        numeric: true,
      },
      {
        label: `${interval.label}: 90th percentile (hours)`,
        value: (group) => asHours(group.times[index]!.p90Ms),
        show: showHours,
        numeric: true,
      },
    );
  });
  return { columns, items: groups };
}

/** The median and 90th percentile of each step's time, their distribution, and by group. */
export function TimesReport({
  times,
  buckets,
  by,
  groups,
}: {
  times: readonly IntervalFigures[];
  buckets: readonly BucketCounts[];
  by: Breakdown;
  groups: readonly GroupTimes[];
}) {
  const overall = timesSpec(times);
  const spread = distributionSpec(buckets);
  const grouped = groupTimesSpec(by, groups);
  const byLabel = BREAKDOWN_LABELS[by].toLowerCase();
  return (
    <ReportFrame
      id="times"
      title="Time to each step"
      csv={() => [...csvOf(overall), [], ...csvOf(spread), [], ...csvOf(grouped)]}
    >
      <Text size="sm" c="dimmed">
        From the moments the application’s history gives each step. A step the history does not name
        is not timed.
      </Text>
      <DataTable
        spec={overall}
        caption="Median and 90th percentile time of each step"
        rowKey={(time) => time.key}
      />
      <Group align="start" grow className="report-body" gap="lg">
        <WhenInView className="report-picture">
          <Suspense fallback={<div className="report-picture" />}>
            <BarsPicture
              label="Bar chart of how many applications took each span of time at each step; its figures are in the table beside it."
              dataKey="Time taken"
              series={INTERVALS.map((interval) => interval.label)}
              data={buckets.map((bucket) => ({
                'Time taken': bucket.label,
                ...Object.fromEntries(
                  INTERVALS.map((interval, index) => [interval.label, bucket.counts[index]!]),
                ),
              }))}
            />
          </Suspense>
        </WhenInView>
        <DataTable
          spec={spread}
          caption="Applications by time taken at each step"
          rowKey={(bucket) => bucket.label}
        />
      </Group>
      <DataTable
        spec={grouped}
        caption={`Median and 90th percentile time of each step, by ${byLabel}`}
        rowKey={(group) => group.key}
      />
    </ReportFrame>
  );
}
