import './dashboard.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConfig } from '../../api/config.ts';
import { useDealers } from '../../api/dealers.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { useSession } from '../../api/session.ts';
import { SYNC_INTERVAL_MS, useStatusBoard } from '../../api/status-sync.ts';
import { useCurrentDealer } from '../../components/current-dealer.tsx';
import { useAssigneeName, useDealerName } from '../../components/use-directory-names.ts';
import { formatClockTime, todayIso } from '../../lib/dates.ts';
import { attestationState } from '../../schemas/attestation.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import { AttentionCards } from './attention-cards.tsx';
import { AttestationBanners } from './attestation-banners.tsx';
import { Filters } from './filters.tsx';
import { COLUMNS, StatusTable } from './status-table.tsx';
import {
  ATTENTION_KEYS,
  isFiltered,
  readView,
  writeView,
  type DashboardView,
  type SortKey,
  type UrlView,
} from './url-state.ts';
import { BackgroundNames, type Names } from './background-names.tsx';
import DueSoonPanel from './due-soon-panel.tsx';
import { PipelinePanel } from './pipeline-panel.tsx';
import { applyView, attentionCounts, toRows, usesDetails, type Lookups, type Row } from './view.ts';
import './locales/catalog.ts';

// Its own chunk, after the first rows: the feed adds nothing to their paint (decision 0041).
const SinceLastVisit = lazy(() => import('./since-last-visit.tsx'));
const NO_DETAILS: Lookups['details'] = new Map();
const NO_TRAILS: NonNullable<Lookups['trails']> = new Map();
const NO_ROWS: Row[] = [];
const NAMES_LINE = <Text size="sm">{'\u00a0'}</Text>;
const NO_DEALERS: Dealer[] = [];
/** Text columns sort A→Z first; figures and dates largest or latest first. */
const TEXT_COLUMNS: SortKey[] = ['name', 'dealer', 'status', 'user'];

export default function DashboardPage() {
  const { t, i18n } = useLingui();
  const { statusWindowDays } = useConfig();
  const [params, setParams] = useSearchParams();
  // The dealer is the header's current dealer (decision 0030); the rest is in the address.
  const { dealer: current, dealers: mine, select } = useCurrentDealer();
  const dealer = mine.length > 1 && current ? current.Id : null;
  const view: DashboardView = useMemo(
    () => ({ ...readView(params, statusWindowDays), dealer }),
    [params, statusWindowDays, dealer],
  );
  // From the address as it is now, not as last rendered: two quick changes (a select, then
  // another) must not undo each other.
  const change = useCallback(
    (next: Partial<UrlView>) => {
      const current = readView(new URLSearchParams(window.location.search), statusWindowDays);
      setParams(writeView({ ...current, ...next }, statusWindowDays), { replace: true });
    },
    [setParams, statusWindowDays],
  );
  const search = useCallback((q: string) => change({ q }), [change]);

  const board = useStatusBoard(view.days);
  const data = board.data;
  const dealers = useDealers();
  // Names come with the background reading (the cached details too).
  const [names, setNames] = useState<Names>();
  const details = names?.details ?? NO_DETAILS;
  const trails = names?.trails ?? NO_TRAILS;

  const session = useSession();
  const dealerName = useDealerName();
  const userName = useAssigneeName();

  const syncedAt = data?.syncedAt;
  const now = syncedAt ? Date.parse(syncedAt) : 0;
  const today = todayIso();
  const lookups: Lookups = useMemo(
    () => ({ details, trails, dealerName, userName, now, today }),
    [details, trails, dealerName, userName, now, today],
  );

  const all = useMemo(() => (data ? toRows(data.entries.values()) : []), [data]);
  // Typing a search or changing a filter stays responsive over ten thousand rows: the rows
  // follow the view at low priority.
  const shown = useDeferredValue(view);
  // Without a search, a name sort or an attention filter the order ignores details: then
  // details arriving a few at a time do not re-sort ten thousand rows each time.
  const viewDetails = usesDetails(shown) ? details : NO_DETAILS;
  const viewTrails = usesDetails(shown) ? trails : NO_TRAILS;
  const viewLookups: Lookups = useMemo(
    () => ({ details: viewDetails, trails: viewTrails, dealerName, userName, now, today }),
    [viewDetails, viewTrails, dealerName, userName, now, today],
  );
  const rows = useMemo(() => applyView(all, shown, viewLookups), [all, shown, viewLookups]);
  // The cards and the filters' options count the current dealer's applications (decision 0030).
  const ofDealer = useMemo(
    () => (dealer === null ? all : all.filter((row) => row.dealerId === dealer)),
    [all, dealer],
  );
  // The cards' counts and the filters' options go through every application: they follow in a
  // render of their own, so ten thousand statuses paint their first rows first ("…" meanwhile).
  const counted = useDeferredValue(data === undefined ? null : ofDealer);
  const counts = useMemo(
    () => (counted ? attentionCounts(counted, ATTENTION_KEYS, lookups) : null),
    [counted, lookups],
  );

  const { sort, dir } = view;
  const sortBy = useCallback(
    (key: SortKey) =>
      change(
        sort === key
          ? { dir: dir === 'asc' ? 'desc' : 'asc' }
          : { sort: key, dir: TEXT_COLUMNS.includes(key) ? 'asc' : 'desc' },
      ),
    [change, sort, dir],
  );
  const selectAttention = useCallback(
    (attention: DashboardView['attention']) => change({ attention }),
    [change],
  );
  const clear = () => {
    select(null);
    change({ status: '', stage: null, user: null, q: '', attention: null });
  };
  const lapsed = (dealers.data ?? []).filter((d) => attestationState(d, today).kind === 'lapsed');
  // Every dealer of the user locked out for attestation: no application can be started, so
  // none is suggested.
  const canStart = !dealers.data?.length || lapsed.length < dealers.data.length;
  // The dealers shown all locked out: no period lists their applications, only attesting.
  const lockedOut =
    dealer === null ? (canStart ? [] : lapsed) : lapsed.filter((each) => each.Id === dealer);
  const changed = data?.changed.length ?? 0;
  const busy = board.isFetching;
  const loading = data === undefined && board.isPending;
  // The attestation banners stand above the rest of the page: until the dealers are known (or
  // could not be read), the rest waits, so the banners do not push it down when they come (a
  // layout shift of 0.15-0.16 in mobile Lighthouse runs where a short list of statuses came
  // first). The table names the dealers too, so it would change when they come anyway. A first
  // failure ends the wait: the page is not held through the retries.
  const awaitingBanners = dealers.isPending && !dealers.failureCount;
  // The sentences' variables, named as they read.
  const days = view.days;
  const seconds = SYNC_INTERVAL_MS / 1000;
  const dealerOwn = current?.Name;
  const syncedTime = syncedAt ? formatClockTime(new Date(syncedAt)) : '';
  const lockedNames = lockedOut.map((each) => each.Name).join(` ${t`and`} `);
  const listed = rows.length;
  const total = all.length;
  const sortedColumn = COLUMNS.find((c) => c.key === view.sort)?.label;
  const sortedBy = sortedColumn ? i18n._(sortedColumn) : '';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" gap="sm">
        <div>
          <Title order={1}>
            <Trans>Dashboard</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            {current && dealer !== null ? (
              <Trans>
                {dealerOwn}’s applications changed in the last {days} days, updated every {seconds}{' '}
                seconds while this tab is open.
              </Trans>
            ) : (
              <Trans>
                Your dealers’ applications changed in the last {days} days, updated every {seconds}{' '}
                seconds while this tab is open.
              </Trans>
            )}
          </Text>
        </div>
        <Group gap="sm">
          <Text size="sm" role="status">
            {busy
              ? t`Updating…`
              : syncedAt
                ? changed
                  ? t`Updated ${syncedTime}: ${changed} changed`
                  : t`Updated ${syncedTime}`
                : ''}
          </Text>
          <Button variant="default" onClick={() => void board.refetch()} disabled={busy}>
            <Trans>Refresh</Trans>
          </Button>
        </Group>
      </Group>

      <AttestationBanners dealers={dealers.data ?? NO_DEALERS} today={today} />

      {!awaitingBanners && board.isError && (
        <Alert
          color="red"
          title={
            board.data ? t`The list could not be updated` : t`The applications could not be loaded`
          }
        >
          <Stack gap="xs" align="start">
            <Text size="sm">
              {describeError(board.error)}{' '}
              {isApiError(board.error) && board.error.kind === 'disabled'
                ? t`Ask your administrator for access to application statuses.`
                : board.data
                  ? t`What is shown may be out of date; the portal tries again every 30 seconds.`
                  : t`Try again in a moment.`}
            </Text>
            <Button size="xs" variant="default" onClick={() => void board.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      )}

      {!awaitingBanners && data && all.length === 0 && lockedOut.length > 0 && (
        <Alert color="red" title={t`No applications can be listed until the dealer attests`}>
          <Text size="sm">
            <Trans>
              {lockedNames} missed its attestation, so its applications are not listed, however long
              the period. Once it attests with the lender they are listed again; the banner above
              says whom to call.
            </Trans>
          </Text>
        </Alert>
      )}

      {!awaitingBanners && data && all.length === 0 && lockedOut.length === 0 && (
        <Alert color="blue" title={t`No applications changed in the last ${days} days`}>
          <Stack gap="xs" align="start">
            <Text size="sm">
              {lapsed.length
                ? t`Applications of a dealer that missed its attestation are not listed.` + ' '
                : ''}
              {canStart ? (
                <Trans>Choose a longer period, or start a new application.</Trans>
              ) : (
                <Trans>Choose a longer period.</Trans>
              )}
            </Text>
            <Group gap="sm">
              {view.days < 365 && (
                <Button size="xs" variant="default" onClick={() => change({ days: 365 })}>
                  <Trans>Show the last 365 days</Trans>
                </Button>
              )}
              {canStart && (
                <Button component={Link} to="/applications/new" size="xs">
                  <Trans>New application</Trans>
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}

      {/* While the first answer is awaited the page is already drawn, empty: when it comes,
          only the rows, counts and options are added. */}
      {!awaitingBanners && (loading || all.length > 0) && (
        <>
          {/* Its line is held from the first frame: the panel fills it without moving the page. */}
          <div className="dash-since">
            {data && session.user && (
              <Suspense>
                <SinceLastVisit
                  key={session.user.id}
                  board={data}
                  details={details}
                  trails={trails}
                  userId={session.user.id}
                />
              </Suspense>
            )}
          </div>
          <AttentionCards
            counts={loading ? null : counts}
            active={view.attention}
            onSelect={selectAttention}
            stalled={names?.halted}
          />
          <section aria-labelledby="applications-title">
            <Stack gap="sm">
              <Title order={2} size="h4" id="applications-title">
                <Trans>Applications</Trans>
              </Title>
              <Filters
                rows={counted ?? NO_ROWS}
                view={view}
                userName={userName}
                defaultDays={statusWindowDays}
                onChange={change}
                onSearch={search}
              />
              <Group justify="space-between" gap="sm">
                {loading ? (
                  <Group gap="xs" role="status">
                    <Loader size="xs" />
                    <Text size="sm">
                      <Trans>Loading the applications of the last {days} days…</Trans>
                    </Text>
                  </Group>
                ) : (
                  <Text size="sm" role="status">
                    <Trans>
                      Showing {listed} of {total} applications
                    </Trans>
                  </Text>
                )}
                <Group gap="sm">
                  {isFiltered(view) && (
                    <Button variant="subtle" size="xs" onClick={clear}>
                      <Trans>Clear filters</Trans>
                    </Button>
                  )}
                  <Button
                    variant="default"
                    size="xs"
                    // The export reads the names it lacks first: it waits for their loader.
                    onClick={() => names?.exportRows(rows, lookups)}
                    disabled={rows.length === 0 || !names}
                  >
                    <Trans>Export CSV</Trans>
                  </Button>
                </Group>
              </Group>
              {/* The names' line is held from the first frame: when it comes nothing moves. */}
              {data ? (
                <BackgroundNames
                  rows={rows}
                  all={all}
                  board={data}
                  searching={!!view.q.trim()}
                  onNames={setNames}
                />
              ) : (
                NAMES_LINE
              )}
              {loading || rows.length > 0 ? (
                <StatusTable
                  rows={rows}
                  lookups={lookups}
                  sort={view.sort}
                  dir={view.dir}
                  onSort={sortBy}
                  loading={loading}
                  caption={
                    view.dir === 'asc'
                      ? t`Applications, sorted by ${sortedBy}, ascending`
                      : t`Applications, sorted by ${sortedBy}, descending`
                  }
                />
              ) : (
                <Alert color="gray" title={t`No applications match these filters`}>
                  <Button size="xs" variant="default" onClick={clear}>
                    <Trans>Clear filters</Trans>
                  </Button>
                </Alert>
              )}
            </Stack>
          </section>
          {/* Below the table, whose box holds the screen: its items come with the details and
              would push the table down as they do. */}
          {!loading && (
            <DueSoonPanel
              rows={ofDealer}
              details={details}
              dealers={dealers.data ?? NO_DEALERS}
              dealerId={dealer}
              dealerName={dealerName}
              now={now}
              today={today}
            />
          )}
          {!loading && <PipelinePanel rows={rows} />}
        </>
      )}
    </Stack>
  );
}
