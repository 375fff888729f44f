import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { WhenInView } from '../../components/when-in-view.tsx';
import { INTERVALS, type Breakdown, type BucketKey, type IntervalFigures } from './figures.ts';
import { DataTable } from './data-table.tsx';
import { ReportFrame } from './report-frame.tsx';
import {
  BREAKDOWN_IN_SENTENCE,
  BREAKDOWN_WORDS,
  BUCKET_WORDS,
  INTERVAL_WORDS,
} from './report-words.ts';
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

export const timesSpec = (
  times: readonly IntervalFigures[],
  i18n: I18n,
): TableSpec<IntervalFigures> => ({
  columns: [
    { label: i18n._(msg`Step`), value: (time) => i18n._(INTERVAL_WORDS[time.key]) },
    {
      label: i18n._(msg`Applications timed`),
      value: (time) => time.count,
      show: showCount,
      numeric: true,
    },
    {
      label: i18n._(msg`Median (hours)`),
      value: (time) => asHours(time.medianMs),
      show: showHours,
      numeric: true,
    },
    {
      label: i18n._(msg`90th percentile (hours)`),
      value: (time) => asHours(time.p90Ms),
      show: showHours,
      numeric: true,
    },
  ],
  items: times,
});

export interface BucketCounts {
  key: BucketKey;
  counts: number[];
}

export const distributionSpec = (
  buckets: readonly BucketCounts[],
  i18n: I18n,
): TableSpec<BucketCounts> => ({
  columns: [
    { label: i18n._(msg`Time taken`), value: (bucket) => i18n._(BUCKET_WORDS[bucket.key]) },
    ...INTERVALS.map((interval, index) => ({
      label: i18n._(INTERVAL_WORDS[interval.key]),
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
  i18n: I18n,
): TableSpec<GroupTimes> {
  const columns: Column<GroupTimes>[] = [
    { label: i18n._(BREAKDOWN_WORDS[by]), value: (group) => group.name },
  ];
  INTERVALS.forEach((interval, index) => {
    const step = i18n._(INTERVAL_WORDS[interval.key]);
    columns.push(
      {
        label: i18n._(msg`${step}: median (hours)`),
        value: (group) => asHours(group.times[index]!.medianMs),
        show: showHours,
        numeric: true,
      },
      {
        label: i18n._(msg`${step}: 90th percentile (hours)`),
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
  const { t, i18n } = useLingui();
  const overall = useMemo(() => timesSpec(times, i18n), [times, i18n]);
  const spread = useMemo(() => distributionSpec(buckets, i18n), [buckets, i18n]);
  const grouped = useMemo(() => groupTimesSpec(by, groups, i18n), [by, groups, i18n]);
  const byLabel = i18n._(BREAKDOWN_IN_SENTENCE[by]);
  const series = INTERVALS.map((interval) => i18n._(INTERVAL_WORDS[interval.key]));
  return (
    <ReportFrame
      id="times"
      title={t`Time to each step`}
      csv={() => [...csvOf(overall), [], ...csvOf(spread), [], ...csvOf(grouped)]}
    >
      <Text size="sm" c="dimmed">
        <Trans>
          From the moments the application’s history gives each step. A step the history does not
          name is not timed.
        </Trans>
      </Text>
      <DataTable
        spec={overall}
        caption={t`Median and 90th percentile time of each step`}
        rowKey={(time) => time.key}
      />
      <Group align="start" grow className="report-body" gap="lg">
        <WhenInView className="report-picture">
          <Suspense fallback={<div className="report-picture" />}>
            <BarsPicture
              label={t`Bar chart of how many applications took each span of time at each step; its figures are in the table beside it.`}
              dataKey="bucket"
              series={series}
              data={buckets.map((bucket) => ({
                bucket: i18n._(BUCKET_WORDS[bucket.key]),
                ...Object.fromEntries(series.map((name, index) => [name, bucket.counts[index]!])),
              }))}
            />
          </Suspense>
        </WhenInView>
        <DataTable
          spec={spread}
          caption={t`Applications by time taken at each step`}
          rowKey={(bucket) => bucket.key}
        />
      </Group>
      <DataTable
        spec={grouped}
        caption={t`Median and 90th percentile time of each step, by ${byLabel}`}
        rowKey={(group) => group.key}
      />
    </ReportFrame>
  );
}
