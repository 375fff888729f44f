import { Text } from '@mantine/core';
import { FUNNEL_LABELS, FUNNEL_STEPS, type Breakdown, type Funnel } from './figures.ts';
import { DataTable } from './data-table.tsx';
import { BREAKDOWN_LABELS } from './group-names.ts';
import { ReportFrame } from './report-frame.tsx';
import {
  asPercent,
  csvOf,
  showCount,
  showPercent,
  type Column,
  type TableSpec,
} from './report-table.ts';

export interface GroupFunnel {
  key: string;
  name: string;
  funnel: Funnel;
}

export function breakdownSpec(
  by: Breakdown,
  groups: readonly GroupFunnel[],
): TableSpec<GroupFunnel> {
  const columns: Column<GroupFunnel>[] = [
    { label: BREAKDOWN_LABELS[by], value: (group) => group.name },
    ...FUNNEL_STEPS.map((step, index) => ({
      label: FUNNEL_LABELS[step],
      value: (group: GroupFunnel) => group.funnel.stages[index]!.count,
      show: showCount,
      numeric: true,
    })),
    {
      label: 'Approval rate',
      value: (group) => asPercent(group.funnel.approvalRate),
      show: showPercent,
      numeric: true,
    },
    {
      label: 'Funded share',
      value: (group) => asPercent(group.funnel.stages[5]!.share),
      show: showPercent,
      numeric: true,
    },
  ];
  return { columns, items: groups };
}

/** The funnel for each dealer, person, product or month. */
export function BreakdownReport({
  by,
  groups,
  unknown,
}: {
  by: Breakdown;
  groups: readonly GroupFunnel[];
  /** Applications whose detail is not read yet: their product or month is not known. */
  unknown: number;
}) {
  const spec = breakdownSpec(by, groups);
  const title = `Funnel by ${BREAKDOWN_LABELS[by].toLowerCase()}`;
  return (
    <ReportFrame id="breakdown" title={title} csv={() => csvOf(spec)}>
      {unknown > 0 && (
        <Text size="sm" c="dimmed">
          {showCount(unknown)} applications are not in a group yet: their details are still loading.
        </Text>
      )}
      {groups.length ? (
        <DataTable
          spec={spec}
          caption={`Applications at each step, by ${BREAKDOWN_LABELS[by].toLowerCase()}`}
          rowKey={(group) => group.key}
        />
      ) : (
        <Text size="sm">No applications to group.</Text>
      )}
    </ReportFrame>
  );
}
