import { useLingui } from '@lingui/react/macro';
import { NativeSelect, TextInput } from '@mantine/core';
import { memo, useEffect, useMemo, useState } from 'react';
import { FUNDING_STAGE_ORDER, fundingStageName } from '../../api/funding-stage.ts';
import { humanise } from '../../lib/format.ts';
import type { DashboardView, UrlView } from './url-state.ts';
import { ChangedWithinSelect } from '../../components/changed-within-select.tsx';
import { filterOptions } from '../../components/filter-options.ts';
import type { Lookups, Row } from './view.ts';

/**
 * Native selects (the platform picker suits tablets) and a search box, all kept in the URL.
 * Memoised: details arriving while the table loads them do not rebuild the option lists. The
 * dealer is chosen in the header (the current dealer, decision 0030), not here.
 */
export const Filters = memo(function Filters({
  rows,
  view,
  userName,
  defaultDays,
  onChange,
  onSearch,
}: {
  rows: readonly Row[];
  view: DashboardView;
  userName: Lookups['userName'];
  defaultDays: number;
  onChange: (change: Partial<UrlView>) => void;
  /** Stable across renders: the search waits for typing to pause. */
  onSearch: (q: string) => void;
}) {
  const { t } = useLingui();
  const id = (value: string) => (value === '' ? null : Number(value));
  // Every stage, in the order a deal moves: a stage no row has yet can still be watched for.
  const stageOptions = useMemo(
    () => [
      { value: '', label: t`All stages` },
      ...FUNDING_STAGE_ORDER.map((kind) => ({ value: kind, label: fundingStageName(kind) })),
    ],
    [t],
  );
  return (
    <div className="dash-filters">
      <ChangedWithinSelect
        days={view.days}
        defaultDays={defaultDays}
        onChange={(days) => onChange({ days })}
      />
      <NativeSelect
        label={t`Status`}
        value={view.status}
        data={filterOptions(rows, (row) => row.status, humanise, t`All statuses`, view.status)}
        onChange={(event) => onChange({ status: event.currentTarget.value })}
      />
      <NativeSelect
        label={t`Stage`}
        value={view.stage ?? ''}
        data={stageOptions}
        onChange={(event) =>
          onChange({
            stage: FUNDING_STAGE_ORDER.find((kind) => kind === event.currentTarget.value) ?? null,
          })
        }
      />
      <NativeSelect
        label={t`Assigned to`}
        value={view.user === null ? '' : String(view.user)}
        data={filterOptions(
          rows,
          (row) => row.userId,
          (value) => userName(Number(value)),
          t`Anyone`,
          view.user === null ? '' : String(view.user),
        )}
        onChange={(event) => onChange({ user: id(event.currentTarget.value) })}
      />
      <SearchBox value={view.q} onSearch={onSearch} />
    </div>
  );
});

/**
 * The search box keeps its own text and writes it to the URL once typing pauses, so fast typing
 * is never overwritten by an address that has not caught up; a change of the URL from elsewhere
 * (clearing the filters, going back) replaces the text.
 */
const SEARCH_PAUSE_MS = 250;

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }
  useEffect(() => {
    if (text === sent) return;
    const timer = setTimeout(() => {
      setSent(text);
      onSearch(text);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, onSearch]);

  return (
    <TextInput
      className="dash-search"
      label={t`Search`}
      description={t`Application number or applicant’s name`}
      type="search"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}
