import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { FUNNEL_STEPS, type Breakdown, type Funnel } from './figures.ts';
import { DataTable } from './data-table.tsx';
import { ReportFrame } from './report-frame.tsx';
import { BREAKDOWN_IN_SENTENCE, BREAKDOWN_WORDS, FUNNEL_WORDS } from './report-words.ts';
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
  i18n: I18n,
): TableSpec<GroupFunnel> {
  const columns: Column<GroupFunnel>[] = [
    { label: i18n._(BREAKDOWN_WORDS[by]), value: (group) => group.name },
    ...FUNNEL_STEPS.map((step, index) => ({
      label: i18n._(FUNNEL_WORDS[step]),
      value: (group: GroupFunnel) => group.funnel.stages[index]!.count,
      show: showCount,
      numeric: true,
    })),
    {
      label: i18n._(msg`Approval rate`),
      value: (group) => asPercent(group.funnel.approvalRate),
      show: showPercent,
      numeric: true,
    },
    {
      label: i18n._(msg`Funded share`),
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
  const { t, i18n } = useLingui();
  const spec = useMemo(() => breakdownSpec(by, groups, i18n), [by, groups, i18n]);
  const byWords = i18n._(BREAKDOWN_IN_SENTENCE[by]);
  const title = t`Funnel by ${byWords}`;
  const ungrouped = showCount(unknown);
  return (
    <ReportFrame id="breakdown" title={title} csv={() => csvOf(spec)}>
      {unknown > 0 && (
        <Text size="sm" c="dimmed">
          <Trans>
            {ungrouped} applications are not in a group yet: their details are still loading.
          </Trans>
        </Text>
      )}
      {groups.length ? (
        <DataTable
          spec={spec}
          caption={t`Applications at each step, by ${byWords}`}
          rowKey={(group) => group.key}
        />
      ) : (
        <Text size="sm">
          <Trans>No applications to group.</Trans>
        </Text>
      )}
    </ReportFrame>
  );
}
