import type { DealerFeeUnit } from '../../schemas/runtime-config.ts';
import type { GroupFunnel } from './breakdown-report.tsx';
import {
  DISTRIBUTION_BUCKETS,
  distribution,
  funnel,
  furthestStep,
  groupRows,
  intervalFigures,
  sortedDurations,
  money,
  type Breakdown,
  type Funnel,
  type IntervalFigures,
  type Money,
  type ReportRow,
} from './figures.ts';
import { monthName } from './group-names.ts';
import type { MonthFigures } from './months-report.tsx';
import type { BucketCounts, GroupTimes } from './times-report.tsx';

/** Every report's figures for the rows shown: what the page draws, computed in one pass each. */
export interface ReportModel {
  /** What the groups are: the view asked for may have moved on while the figures were made. */
  by: Breakdown;
  funnel: Funnel;
  groups: GroupFunnel[];
  groupTimes: GroupTimes[];
  /** Rows whose group is not known yet (their detail is unread). */
  unknown: number;
  months: MonthFigures[];
  times: IntervalFigures[];
  buckets: BucketCounts[];
  money: Money;
}

export function reportModel(
  rows: readonly ReportRow[],
  by: Breakdown,
  nameOf: (key: string) => string,
  unit: DealerFeeUnit,
): ReportModel {
  const grouped = groupRows(rows, by);
  const groups: GroupFunnel[] = [];
  const groupTimes: GroupTimes[] = [];
  for (const [key, list] of grouped.groups) {
    const name = nameOf(key);
    groups.push({ key, name, funnel: funnel(list) });
    groupTimes.push({ key, name, times: intervalFigures(list) });
  }
  const byMonth = by === 'month' ? grouped : groupRows(rows, 'month');
  const months: MonthFigures[] = [];
  for (const [month, list] of byMonth.groups) {
    let approved = 0;
    let funded = 0;
    for (const row of list) {
      const furthest = furthestStep(row);
      if (furthest >= 1) approved += 1;
      if (furthest >= 5) funded += 1;
    }
    months.push({ month, name: monthName(month), submitted: list.length, approved, funded });
  }
  const sorted = sortedDurations(rows);
  const spreads = sorted.map(distribution);
  return {
    by,
    funnel: funnel(rows),
    groups,
    groupTimes,
    unknown: grouped.unknown,
    months,
    times: intervalFigures(rows, sorted),
    buckets: DISTRIBUTION_BUCKETS.map((bucket, index) => ({
      key: bucket.key,
      counts: spreads.map((counts) => counts[index]!),
    })),
    money: money(rows, unit),
  };
}

/** The model with its groups named (the worker names them by key; the page knows the names). */
export function withGroupNames(model: ReportModel, nameOf: (key: string) => string): ReportModel {
  return {
    ...model,
    groups: model.groups.map((group) => ({ ...group, name: nameOf(group.key) })),
    groupTimes: model.groupTimes.map((group) => ({ ...group, name: nameOf(group.key) })),
  };
}
