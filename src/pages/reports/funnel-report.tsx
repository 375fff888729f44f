import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { WhenInView } from '../../components/when-in-view.tsx';
import type { Funnel, FunnelStage } from './figures.ts';
import { DataTable } from './data-table.tsx';
import { ReportFrame } from './report-frame.tsx';
import { asPercent, csvOf, showCount, showPercent, type Column } from './report-table.ts';
import { FUNNEL_WORDS } from './report-words.ts';

const FunnelPicture = lazy(() =>
  import('./report-charts.tsx').then((m) => ({ default: m.FunnelPicture })),
);

export const funnelColumns = (i18n: I18n): Column<FunnelStage>[] => [
  { label: i18n._(msg`Step`), value: (stage) => i18n._(FUNNEL_WORDS[stage.step]) },
  {
    label: i18n._(msg`Applications`),
    value: (stage: FunnelStage) => stage.count,
    show: showCount,
    numeric: true,
  },
  {
    label: i18n._(msg`Share of submitted`),
    value: (stage: FunnelStage) => asPercent(stage.share),
    show: showPercent,
    numeric: true,
  },
  {
    label: i18n._(msg`Of the step before`),
    value: (stage: FunnelStage) => asPercent(stage.ofPrevious),
    show: showPercent,
    numeric: true,
  },
];

/** Submitted to funding requested: counts, shares and the approval rate, with its picture. */
export function FunnelReport({ funnel }: { funnel: Funnel }) {
  const { t, i18n } = useLingui();
  const columns = useMemo(() => funnelColumns(i18n), [i18n]);
  const spec = { columns, items: funnel.stages };
  const rate = showPercent(asPercent(funnel.approvalRate));
  const decided = showCount(funnel.stages[1]!.count + funnel.declined);
  const declined = showCount(funnel.declined);
  return (
    <ReportFrame
      id="funnel"
      title={t`Funnel`}
      csv={() => [
        ...csvOf(spec),
        [],
        [t`Approval rate (approved of decided, %)`, asPercent(funnel.approvalRate)],
      ]}
    >
      <Text size="sm">
        <Trans>
          Approval rate: <strong>{rate}</strong> of {decided} decided applications ({declined}{' '}
          declined).
        </Trans>
      </Text>
      <Group align="start" grow className="report-body" gap="lg">
        <WhenInView className="report-picture">
          <Suspense fallback={<div className="report-picture" />}>
            <FunnelPicture
              label={t`Funnel chart of applications at each step; its figures are in the table beside it.`}
              steps={funnel.stages.map((stage) => ({
                name: i18n._(FUNNEL_WORDS[stage.step]),
                value: stage.count,
              }))}
            />
          </Suspense>
        </WhenInView>
        <DataTable
          spec={spec}
          caption={t`Applications at each step`}
          rowKey={(stage) => stage.step}
        />
      </Group>
    </ReportFrame>
  );
}
