import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { dueActionLink, dueSoon, type DueItem } from '../../api/due-soon.ts';
import { daysLeftWords, DUE_SOON_KIND_WORDS } from './due-soon-words.ts';
import { useDueSoonSettings } from '../../api/due-soon-settings.ts';
import { formatDate } from '../../lib/format.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import type { DetailSummary, Row } from './view.ts';

const DueSoonSettingsDialog = lazy(() => import('./due-soon-settings-form.tsx'));

/** The first items shown; the rest behind "Show all", so the table stays near the top. */
const FIRST_SHOWN = 6;

function DueLine({
  item,
  dealerName,
}: {
  item: DueItem;
  dealerName: (id: number | null) => string;
}) {
  const { t, i18n } = useLingui();
  const { label, to } = dueActionLink(item);
  const applicationId = item.applicationId;
  const about =
    applicationId === null ? dealerName(item.dealerId) : t`Application ${applicationId}`;
  const overdue = item.daysLeft < 0;
  return (
    <li className="due-line">
      <Stack gap={2} className="due-what">
        <Text size="sm" fw={600}>
          {i18n._(DUE_SOON_KIND_WORDS[item.kind])}
        </Text>
        <Text size="sm">
          {item.applicationId === null ? (
            about
          ) : (
            <Anchor component={Link} to={`/applications/${item.applicationId}`}>
              {about}
            </Anchor>
          )}
        </Text>
      </Stack>
      <Stack gap={2} className="due-when">
        <Text size="sm">{formatDate(item.day)}</Text>
        <Badge color={overdue ? 'red' : item.daysLeft <= 2 ? 'orange' : 'gray'} variant="light">
          {daysLeftWords(i18n, item.daysLeft)}
        </Badge>
      </Stack>
      <Button
        component={Link}
        to={to}
        size="xs"
        variant="light"
        className="due-action"
        aria-label={`${label}: ${about}`}
      >
        {label}
      </Button>
    </li>
  );
}

/**
 * "Due soon" (issue 36 item 2): every deadline of the applications and dealers shown, soonest
 * first, each with its day, the days left and the one action that meets it. Its own chunk,
 * loaded after the dashboard's first paint.
 */
export default function DueSoonPanel({
  rows,
  details,
  dealers,
  dealerId,
  dealerName,
  now,
  today,
}: {
  rows: readonly Row[];
  details: ReadonlyMap<number, DetailSummary>;
  dealers: readonly Dealer[];
  /** The header's current dealer, or null for all of the user's. */
  dealerId: number | null;
  dealerName: (id: number | null) => string;
  now: number;
  today: string;
}) {
  const { t, i18n } = useLingui();
  const settings = useDueSoonSettings();
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const items = useMemo(() => {
    const shownDealers =
      dealerId === null ? dealers : dealers.filter((dealer) => dealer.Id === dealerId);
    return dueSoon(rows, details, shownDealers, { ...settings, now, today });
  }, [rows, details, dealers, dealerId, settings, now, today]);
  const shown = all ? items : items.slice(0, FIRST_SHOWN);
  const unread = useMemo(() => rows.filter((row) => !details.has(row.id)).length, [rows, details]);
  const muted = [...settings.muted].map((kind) => i18n._(DUE_SOON_KIND_WORDS[kind])).join(', ');
  const problems = settings.configProblems.join('; ');
  const count = items.length;

  return (
    <section aria-labelledby="due-soon-title">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="due-soon-title">
            <Trans>Due soon</Trans>
          </Title>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              setOpen(true);
              setOpened(true);
            }}
          >
            <Trans>Due soon settings</Trans>
          </Button>
        </Group>
        <Paper withBorder p="sm">
          <Stack gap="xs">
            {settings.configProblems.length > 0 && (
              <Alert color="yellow" title={t`The configuration’s Due soon defaults are not used`}>
                <Text size="sm">
                  <Trans>
                    The portal uses its own instead. Ask whoever deployed it to fix config.json:{' '}
                    {problems}
                  </Trans>
                </Text>
              </Alert>
            )}
            {items.length === 0 ? (
              <Text size="sm">
                <Trans>Nothing is due or overdue.</Trans>
              </Text>
            ) : (
              <ul className="due-list" aria-label={t`Deadlines, soonest first`}>
                {shown.map((item) => (
                  <DueLine key={item.key} item={item} dealerName={dealerName} />
                ))}
              </ul>
            )}
            <Group gap="sm" justify="space-between">
              <Text size="xs" c="dimmed">
                {unread > 0
                  ? `${t`Still reading ${unread} applications’ details: their deadlines appear as they come.`} `
                  : ''}
                {muted ? t`Muted: ${muted}.` : ''}
              </Text>
              {items.length > FIRST_SHOWN && (
                <Button variant="default" size="xs" onClick={() => setAll(!all)}>
                  {all ? t`Show the first few` : t`Show all ${count}`}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      </Stack>
      {/* Loaded when first opened: a dialog's code is no part of the dashboard's visit. */}
      {opened && (
        <Suspense fallback={null}>
          <DueSoonSettingsDialog opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
