import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, List, Paper, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { StatusBoard } from '../../api/status-sync.ts';
import { formatMonthDayTime, formatUsDate, isIsoDate } from '../../lib/dates.ts';
import type { LastVisit } from '../../schemas/last-visit.ts';
import {
  deriveFeed,
  newFeedMemory,
  SLICE_MS,
  type FeedEntry,
  type FeedKind,
} from './since-last-visit-feed.ts';
import {
  claimNotifications,
  lastVisitKey,
  loadVisit,
  saveVisit,
  visitOf,
} from './since-last-visit-store.ts';
import { newsWords } from './since-last-visit-words.ts';
import type { DetailSummary, PaperTrail } from './view.ts';
import './feed-locales/catalog.ts';

/**
 * The dashboard's "Since you were last here" panel (issue 36 items 1, 4 and 5; decision 0041):
 * one line, held from the first frame, with the count of changes since the user last marked
 * them seen; the list opens under it. It also puts the count in the tab's title and, when the
 * user chose it, notifies decisions, signatures and funding on their own deals. Loaded lazily,
 * after the first rows are painted.
 */
const NOTIFIED: ReadonlySet<FeedKind> = new Set(['decision', 'signature', 'funding']);
/** Applications shown at first when the list opens; the rest a click away. */
const FIRST_SHOWN = 20;

const NO_ENTRIES: ReadonlyMap<string, FeedEntry> = new Map();

function when(at: string | null): string {
  if (!at) return '';
  return isIsoDate(at) ? formatUsDate(at) : formatMonthDayTime(new Date(at));
}

function notifications(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

export default function SinceLastVisit({
  board,
  details,
  trails,
  userId,
}: {
  board: StatusBoard;
  details: ReadonlyMap<number, DetailSummary>;
  trails: ReadonlyMap<number, PaperTrail>;
  userId: number;
}) {
  const { t, i18n } = useLingui();
  /** The application's Id, the one number the portal names it by (decision 0029). */
  const applicationName = useCallback(
    ({ applicationId }: FeedEntry) => t`Application ${applicationId}`,
    [t],
  );
  const navigate = useNavigate();
  const [visit, setVisit] = useState<LastVisit>(() => visitOf(userId, new Date().toISOString()));
  const [feed, setFeed] = useState(NO_ENTRIES);
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const [permission, setPermission] = useState(() => notifications()?.permission ?? 'denied');
  const memory = useRef(newFeedMemory());
  const visitRef = useRef(visit);
  useEffect(() => {
    visitRef.current = visit;
  }, [visit]);

  const notify = useCallback(
    (entries: readonly FeedEntry[]) => {
      const api = notifications();
      const wanted = entries.filter((e) => e.live && e.mine && NOTIFIED.has(e.kind));
      if (!api || api.permission !== 'granted' || !visitRef.current.notify || !wanted.length)
        return;
      void claimNotifications(
        userId,
        wanted.map((e) => e.key),
      ).then((claimed) => {
        const keys = new Set(claimed);
        for (const entry of wanted) {
          if (!keys.has(entry.key)) continue;
          // The number and what happened only: a notification may show on a locked screen.
          const body = newsWords(i18n, entry.what);
          const shown = new api(applicationName(entry), { body, tag: entry.key });
          shown.onclick = () => {
            window.focus();
            void navigate(`/applications/${entry.applicationId}`);
            shown.close();
          };
        }
      });
    },
    [userId, navigate, applicationName, i18n],
  );

  // After the paint that brought the data, in slices of at most SLICE_MS so that a first pass
  // over 10,000 applications holds no task long; later passes read only what is new.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slice = () => {
      const until = performance.now() + SLICE_MS;
      const { found, complete } = deriveFeed(
        memory.current,
        board.entries,
        details,
        trails,
        // Token mode knows no user id (0): no deal is known to be the user's own.
        { me: userId || null, since: visit.seenAt },
        () => performance.now() > until,
      );
      if (found.length) {
        setFeed((current) => {
          const next = new Map(current);
          for (const entry of found) next.set(entry.key, entry);
          return next;
        });
        notify(found);
      }
      if (!complete) timer = setTimeout(slice, 0);
    };
    slice();
    return () => clearTimeout(timer);
  }, [board, details, trails, userId, visit.seenAt, notify]);

  // Another tab marked the feed seen, or chose notifications: this one follows.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== lastVisitKey(userId)) return;
      const next = loadVisit(userId);
      if (!next) return;
      if (next.seenAt !== visitRef.current.seenAt) setFeed(NO_ENTRIES);
      setVisit(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);

  const count = feed.size;
  useEffect(() => {
    if (!count) return;
    const title = document.title;
    document.title = `(${count}) ${title}`;
    return () => {
      document.title = title;
    };
  }, [count]);

  const update = (change: Partial<LastVisit>) => {
    const next = { ...(loadVisit(userId) ?? visit), ...change };
    saveVisit(userId, next);
    setVisit(next);
  };
  const markSeen = () => {
    // What changed after the last sync began is not known yet: the next poll brings it.
    update({ seenAt: board.syncedAt });
    setFeed(NO_ENTRIES);
    setOpen(false);
  };
  const turnOn = async () => {
    const api = notifications();
    if (!api) return;
    const answer = api.permission === 'default' ? await api.requestPermission() : api.permission;
    setPermission(answer);
    if (answer === 'granted') update({ notify: true });
  };

  const sorted = useMemo(
    () => [...feed.values()].sort((a, b) => (b.at ?? '').localeCompare(a.at ?? '')),
    [feed],
  );
  // One line per application, its changes newest first, the applications by their newest change.
  const groups = useMemo(() => {
    const byApplication = new Map<number, { newest: FeedEntry; whats: string[] }>();
    for (const entry of sorted) {
      const group = byApplication.get(entry.applicationId);
      const what = newsWords(i18n, entry.what);
      if (group) group.whats.push(what);
      else byApplication.set(entry.applicationId, { newest: entry, whats: [what] });
    }
    return [...byApplication.values()];
  }, [sorted, i18n]);
  const since = when(visit.seenAt);
  const applications = groups.length;
  const shown = all ? groups : groups.slice(0, FIRST_SHOWN);

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="since-title">
      <Group className="dash-since-head" justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h5" id="since-title">
            <Trans>Since you were last here</Trans>
          </Title>
          <Text size="sm" role="status">
            {count
              ? t`${plural(count, { one: `${count} change since ${since}`, other: `${count} changes since ${since}` })}`
              : t`No changes since ${since}`}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          {count > 0 && (
            <Button
              size="xs"
              variant="default"
              aria-expanded={open}
              aria-controls={open ? 'since-list' : undefined}
              onClick={() => setOpen((was) => !was)}
            >
              {open ? t`Hide changes` : t`Show changes`}
            </Button>
          )}
          {count > 0 && (
            <Button size="xs" variant="default" onClick={markSeen}>
              <Trans>Mark all as seen</Trans>
            </Button>
          )}
          {notifications() &&
            userId > 0 &&
            (visit.notify && permission === 'granted' ? (
              <Button size="xs" variant="subtle" onClick={() => update({ notify: false })}>
                <Trans>Turn off notifications</Trans>
              </Button>
            ) : permission === 'denied' ? (
              <Text size="xs" c="dimmed">
                <Trans>Notifications are blocked in this browser’s settings.</Trans>
              </Text>
            ) : (
              <Button size="xs" variant="subtle" onClick={() => void turnOn()}>
                <Trans>Notify me of my deals</Trans>
              </Button>
            ))}
        </Group>
      </Group>
      {open && count > 0 && (
        <>
          <List
            id="since-list"
            spacing={4}
            size="sm"
            mt="xs"
            listStyleType="none"
            aria-label={t`Changes since your last visit`}
          >
            {shown.map(({ newest, whats }) => (
              <List.Item key={newest.applicationId}>
                <Anchor
                  component={Link}
                  to={`/applications/${newest.applicationId}`}
                  underline="always"
                  fz="sm"
                >
                  {applicationName(newest)}
                </Anchor>
                : {whats.join('; ')}
                {newest.at && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    · {when(newest.at)}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
          {groups.length > shown.length && (
            <Button size="xs" variant="subtle" mt="xs" onClick={() => setAll(true)}>
              <Trans>Show all {applications} applications</Trans>
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}
