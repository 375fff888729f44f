import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import './reports.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useConfig } from '../../api/config.ts';
import { useDealers } from '../../api/dealers.ts';
import { describeError } from '../../api/errors.ts';
import { useMay } from '../../api/permissions.ts';
import { useStatusBoard } from '../../api/status-sync.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import { useAssigneeName, useDealerName } from '../../components/use-directory-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { BreakdownReport } from './breakdown-report.tsx';
import { FunnelReport } from './funnel-report.tsx';
import { MoneyReport } from './money-report.tsx';
import { MonthsReport } from './months-report.tsx';
import { ReportFilters } from './report-filters.tsx';
import { readReportView, writeReportView, type ReportView } from './report-url.ts';
import { TimesReport } from './times-report.tsx';
import { useReportDetails } from './use-report-details.ts';
import { useReportModel } from './use-report-model.ts';
import './locales/catalog.ts';

/**
 * Reports over the applications of the window (issue 37): the funnel, its breakdowns, the time
 * each step takes and the money, each with its table, CSV and print. The statuses are the
 * dashboard's query (the same window reads nothing again); the details come in the background.
 */
export default function ReportsPage() {
  const mayRead = useMay('applications.read');
  if (!mayRead) {
    return (
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Reports</Trans>
        </Title>
        <NotAvailable capability="applications.read" banner />
      </Stack>
    );
  }
  return <Reports />;
}

function Reports() {
  const { t } = useLingui();
  const { statusWindowDays, dealerFeeUnit } = useConfig();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readReportView(params, statusWindowDays), [params, statusWindowDays]);
  const change = useCallback(
    (next: Partial<ReportView>) => {
      // From the address as it is now: two quick changes must not undo each other.
      const current = readReportView(new URLSearchParams(window.location.search), statusWindowDays);
      setParams(writeReportView({ ...current, ...next }, statusWindowDays), { replace: true });
    },
    [setParams, statusWindowDays],
  );

  const board = useStatusBoard(view.days);
  const paperworkReadable = useMay('paperwork.read');
  const promotionsReadable = useMay('promotions.read');
  const plansReadable = paperworkReadable && promotionsReadable;
  const { rows, progress } = useReportDetails(board.data, plansReadable);
  const dealers = useDealers();
  const dealerName = useDealerName();
  const userName = useAssigneeName();
  const dealerChoices = useMemo(
    () =>
      (dealers.data ?? []).map((dealer) => ({
        id: dealer.Id,
        name: dealer.Nickname || dealer.Name,
      })),
    [dealers.data],
  );

  // Filtering, grouping and percentiles run in a worker: ten thousand rows keep the page responsive.
  const model = useReportModel(rows, view, dealerFeeUnit, dealerName, userName);

  const loading = board.data === undefined && board.isPending;
  const days = view.days;
  return (
    <Stack gap="lg" className="reports-page">
      <div>
        <Title order={1}>
          <Trans>Reports</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>
            Applications changed in the last {days} days: which people and products turn them into
            funded jobs, how long each step takes, and what the plans cost in dealer fees. Months
            are the dealer’s.
          </Trans>
        </Text>
      </div>
      <ReportFilters
        rows={rows}
        view={view}
        defaultDays={statusWindowDays}
        dealers={dealerChoices}
        userName={userName}
        onChange={change}
      />
      {board.isError && (
        <Alert color="red" title={t`The applications could not be loaded`}>
          <Stack gap="xs" align="start">
            <Text size="sm">{describeError(board.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void board.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {loading ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">
            <Trans>Loading the applications of the last {days} days…</Trans>
          </Text>
        </Group>
      ) : (
        <DetailsProgress progress={progress} />
      )}
      <FunnelReport funnel={model.funnel} />
      <BreakdownReport by={model.by} groups={model.groups} unknown={model.unknown} />
      <MonthsReport months={model.months} />
      <TimesReport
        times={model.times}
        buckets={model.buckets}
        by={model.by}
        groups={model.groupTimes}
      />
      <MoneyReport money={model.money} plansReadable={plansReadable} />
    </Stack>
  );
}

function DetailsProgress({
  progress,
}: {
  progress: ReturnType<typeof useReportDetails>['progress'];
}) {
  const { t } = useLingui();
  if (!progress) return <Text size="sm">{'\u00a0'}</Text>;
  const { loaded, total, failed, halt, done } = progress;
  const read = formatNumber(loaded);
  const all = formatNumber(total);
  const again = formatNumber(failed);
  const text =
    halt === 'disabled'
      ? t`The details could not be read: this account may not read applications’ details, so steps after the status are not known.`
      : halt === 'signed-out'
        ? t`Reading details paused: sign in again to carry on.`
        : done
          ? t`Details of all ${all} applications read.`
          : failed
            ? t`Reading details: ${read} of ${all} (${again} to try again). The figures fill in as they come.`
            : t`Reading details: ${read} of ${all}. The figures fill in as they come.`;
  return (
    <Group gap="sm" className="report-progress">
      <Text size="sm" role="status">
        {text}
      </Text>
      {!done && !halt && total > 0 && (
        <Progress.Root w={160}>
          <Progress.Section value={(loaded / total) * 100} aria-label={t`Details read`} />
        </Progress.Root>
      )}
    </Group>
  );
}
