import { Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { WhenInView } from '../../components/when-in-view.tsx';
import { FUNNEL_LABELS, type Funnel, type FunnelStage } from './figures.ts';
import { DataTable } from './data-table.tsx';
import { ReportFrame } from './report-frame.tsx';
import { asPercent, csvOf, showCount, showPercent, type TableSpec } from './report-table.ts';

const FunnelPicture = lazy(() =>
  import('./report-charts.tsx').then((m) => ({ default: m.FunnelPicture })),
);

export const funnelColumns = [
  { label: 'Step', value: (stage: FunnelStage) => FUNNEL_LABELS[stage.step] },
  {
    label: 'Applications',
    value: (stage: FunnelStage) => stage.count,
    show: showCount,
    numeric: true,
  },
  {
    label: 'Share of submitted',
    value: (stage: FunnelStage) => asPercent(stage.share),
    show: showPercent,
    numeric: true,
  },
  {
    label: 'Of the step before',
    value: (stage: FunnelStage) => asPercent(stage.ofPrevious),
    show: showPercent,
    numeric: true,
  },
] as const;

/** Submitted to funding requested: counts, shares and the approval rate, with its picture. */
export function FunnelReport({ funnel }: { funnel: Funnel }) {
  const spec: TableSpec<FunnelStage> = { columns: funnelColumns, items: funnel.stages };
  const rate = showPercent(asPercent(funnel.approvalRate));
  return (
    <ReportFrame
      id="funnel"
      title="Funnel"
      csv={() => [
        ...csvOf(spec),
        [],
        ['Approval rate (approved of decided, %)', asPercent(funnel.approvalRate)],
      ]}
    >
      <Text size="sm">
        Approval rate: <strong>{rate}</strong> of{' '}
        {showCount(funnel.stages[1]!.count + funnel.declined)} decided applications (
        {showCount(funnel.declined)} declined).
      </Text>
      <Group align="start" grow className="report-body" gap="lg">
        <WhenInView className="report-picture">
          <Suspense fallback={<div className="report-picture" />}>
            <FunnelPicture
              label="Funnel chart of applications at each step; its figures are in the table beside it."
              steps={funnel.stages.map((stage) => ({
                name: FUNNEL_LABELS[stage.step],
                value: stage.count,
              }))}
            />
          </Suspense>
        </WhenInView>
        <DataTable spec={spec} caption="Applications at each step" rowKey={(stage) => stage.step} />
      </Group>
    </ReportFrame>
  );
}
