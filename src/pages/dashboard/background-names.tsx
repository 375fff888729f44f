import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { applicationKeys, detailQuery, getDetail } from '../../api/applications.ts';
import { isApiError } from '../../api/errors.ts';
import { rememberReportFacts } from '../../api/report-facts.ts';
import {
  createNamesLoader,
  exportWhenNamed,
  runWhileShown,
  type NamesProgress,
} from '../../api/names-loader.ts';
import type { StatusBoard } from '../../api/status-sync.ts';
import { notAvailableText } from '../../components/not-available.tsx';
import { formatNumber } from '../../lib/format.ts';
import { markOnce, PERF_MARKS } from '../../lib/perf-marks.ts';
import { watchRowsOnScreen } from './rows-on-screen.ts';
import { NO_DETAIL, summarise, useDetailSummaries } from './detail-summaries.ts';
import { awaitingSignature } from './since-last-visit-signing.ts';
import { exportCsv } from './export-csv.ts';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import type { DetailSummary, Lookups, PaperTrail, Row } from './view.ts';

/**
 * The dashboard's background reading of every application's name (names-loader.ts) and what it
 * shows: the progress as a polite status line (redrawn at most every STATUS_EVERY_MS, so a
 * screen reader is not told every arrival), and the CSV export, which reads what is missing
 * first, with a progress bar and a Cancel button. Loaded once the first rows are painted.
 */
const STATUS_EVERY_MS = 3_000;

/** What the page learns from the background reading. */
export interface Names {
  /** Every summary known: the loader's and the query cache's (rows opened or on screen). */
  details: ReadonlyMap<number, DetailSummary>;
  /** Plans and paper contracts the query cache holds. */
  trails: ReadonlyMap<number, PaperTrail>;
  done: boolean;
  halted: boolean;
  /** Exports `rows`, reading their missing names first. */
  exportRows: (rows: readonly Row[], lookups: Lookups) => void;
}

const count = (n: number) => formatNumber(n);

export function namesStatus(
  progress: NamesProgress<DetailSummary>,
  searching: boolean,
  i18n: I18n,
): string {
  const { halt } = progress;
  const loaded = count(progress.loaded);
  const total = count(progress.total);
  const failed = count(progress.failed);
  if (halt === 'disabled') {
    const reason = notAvailableText('applications.read');
    return i18n._(
      msg`Names could not be loaded. ${reason} Search and export know the application numbers only.`,
    );
  }
  if (halt === 'signed-out') return i18n._(msg`Loading names paused: sign in again to carry on.`);
  if (progress.done) return i18n._(msg`Names for all ${total} applications loaded.`);
  const status = searching
    ? i18n._(msg`Searching names: ${loaded} of ${total} loaded.`)
    : i18n._(msg`Names for ${loaded} of ${total} applications loaded.`);
  return progress.failed
    ? `${status} ${i18n._(msg`${failed} could not be read yet; trying again.`)}`
    : status;
}

export function BackgroundNames({
  rows,
  all,
  board,
  searching,
  onNames,
}: {
  /** The rows listed (read first, in the table's order), and every row of the window. */
  rows: readonly Row[];
  all: readonly Row[];
  board: StatusBoard;
  searching: boolean;
  onNames: (names: Names) => void;
}) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const { summaries: cached, trails } = useDetailSummaries();
  const [progress, setProgress] = useState<NamesProgress<DetailSummary> | null>(null);
  /** What the status line says: the progress, redrawn at most every STATUS_EVERY_MS. */
  const [shown, setShown] = useState<NamesProgress<DetailSummary> | null>(null);
  const [exporting, setExporting] = useState<{ named: number; total: number } | null>(null);
  const cancelExport = useRef<() => void>(() => {});
  const [outcome, setOutcome] = useState('');

  // The loader lives as long as the page: its summaries are memory only.
  const [{ loader, stopShowing }] = useState(() => {
    let shownAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const created = createNamesLoader<DetailSummary>({
      missing: NO_DETAIL,
      load: async (id, onScreen, signal) => {
        // What the reports need of the detail is kept too: they then need not read it again.
        const keep = (record: ApplicationRecord) => {
          rememberReportFacts(client, record);
          return summarise(record);
        };
        try {
          const query = detailQuery(id);
          const state = client.getQueryState(query.queryKey);
          const data = client.getQueryData(query.queryKey);
          if (data && state && !state.isInvalidated) return keep(data);
          // Rows on screen (or already cached) go through the query cache, as they always did;
          // the rest keep only their summary, not ten thousand full records.
          if (onScreen || state) return keep(await client.fetchQuery({ ...query, retry: false }));
          return keep(await getDetail(id, signal));
        } catch (error) {
          if (isApiError(error) && error.kind === 'not-found') return null;
          throw error;
        }
      },
      onProgress: (next) => {
        if (next.done && next.total) markOnce(PERF_MARKS.namesKnown, next.total);
        setProgress(next);
        clearTimeout(timer);
        const show = () => {
          shownAt = Date.now();
          setShown(next);
        };
        const wait = shownAt + STATUS_EVERY_MS - Date.now();
        if (next.done || next.halt || wait <= 0) show();
        else timer = setTimeout(show, wait);
      },
    });
    return { loader: created, stopShowing: () => clearTimeout(timer) };
  });

  useEffect(() => {
    const stop = runWhileShown(loader);
    const stopWatching = watchRowsOnScreen((ids) => loader.setOnScreen(ids));
    return () => {
      stopWatching();
      stopShowing();
      stop();
    };
  }, [loader, stopShowing]);

  const order = useMemo(() => {
    const ids = new Set<number>();
    for (const row of rows) ids.add(row.id);
    for (const row of all) ids.add(row.id);
    return [...ids];
  }, [rows, all]);
  useEffect(() => loader.setIds(order), [loader, order]);
  // A poll's changed applications: status-sync invalidates their cached detail; their summary
  // here is read again too. So are those awaiting a signature it brought unchanged (decision 0041).
  const detailsNow = useRef<ReadonlyMap<number, DetailSummary>>(new Map());
  useEffect(() => {
    const signing = awaitingSignature(board, detailsNow.current);
    for (const id of signing) {
      void client.invalidateQueries({ queryKey: applicationKeys.one(id), refetchType: 'none' });
    }
    if (board.changed.length || signing.length) loader.invalidate([...board.changed, ...signing]);
  }, [loader, board, client]);

  const details = useMemo(
    () => (progress ? merge(progress.summaries, cached) : cached),
    [progress, cached],
  );
  useEffect(() => {
    detailsNow.current = details;
  }, [details]);
  useEffect(() => {
    onNames({
      details,
      trails,
      done: !!progress?.done,
      halted: !!progress?.halt,
      exportRows: (listed, lookups) => {
        cancelExport.current();
        setOutcome('');
        cancelExport.current = exportWhenNamed(loader, listed, {
          onProgress: (named) => setExporting({ named, total: listed.length }),
          onEnd: (result) => {
            cancelExport.current = () => {};
            setExporting(null);
            if (result.kind === 'halted' && result.halt === 'signed-out') {
              setOutcome(t`The export stopped: sign in again, then export again.`);
              return;
            }
            if (result.kind === 'cancelled') {
              setOutcome(t`Export cancelled: no file was written.`);
              return;
            }
            const many = listed.length;
            const exported = count(many);
            if (result.kind === 'halted') {
              // The detail is closed to this account: the file is still worth having.
              exportCsv(listed, { ...lookups, details: cached }, i18n);
              const reason = notAvailableText('applications.read');
              setOutcome(
                t`Exported ${plural(many, { one: `${exported} application`, other: `${exported} applications` })} without names: ${reason}`,
              );
              return;
            }
            exportCsv(listed, { ...lookups, details: merge(result.summaries, cached) }, i18n);
            const unnamed = count(result.unnamed);
            setOutcome(
              result.unnamed
                ? t`Exported ${plural(many, { one: `${exported} application`, other: `${exported} applications` })}. ${unnamed} have no name in the file: their details could not be loaded.`
                : t`Exported ${plural(many, { one: `${exported} application`, other: `${exported} applications` })}.`,
            );
          },
        });
      },
    });
  }, [loader, details, trails, progress, cached, onNames, t, i18n]);

  const named = exporting ? count(exporting.named) : '';
  const total = exporting ? count(exporting.total) : '';
  // One block in the place the page held for it (one line): the export's lines come below.
  return (
    <div>
      <Text size="sm" c="dimmed" role="status">
        {shown ? namesStatus(shown, searching, i18n) : '\u00a0'}
      </Text>
      {exporting && (
        <Group gap="sm" mt="xs">
          <Text component="label" htmlFor="dash-export-progress" size="sm">
            <Trans>
              Loading names for the export: {named} of {total}
            </Trans>
          </Text>
          <progress id="dash-export-progress" max={exporting.total} value={exporting.named} />
          <Button variant="default" size="xs" onClick={() => cancelExport.current()}>
            <Trans>Cancel export</Trans>
          </Button>
        </Group>
      )}
      <Text size="sm" role="status">
        {outcome}
      </Text>
    </div>
  );
}

function merge(
  loaded: ReadonlyMap<number, DetailSummary>,
  cached: ReadonlyMap<number, DetailSummary>,
): ReadonlyMap<number, DetailSummary> {
  if (cached.size === 0) return loaded;
  const merged = new Map(loaded);
  for (const [id, summary] of cached) merged.set(id, summary);
  return merged;
}
