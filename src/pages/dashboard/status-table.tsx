/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role, jsx-a11y/no-redundant-roles --
   the table is laid out with CSS (grid rows), and WebKit drops the table semantics of elements
   whose display changes: the roles are stated so screen readers still meet a table. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePrefetchOnIntent } from '../../components/intent-link.tsx';
import { formatMonthDayTime } from '../../lib/dates.ts';
import { formatAmount, formatPercent, humanise } from '../../lib/format.ts';
import { FIRST_ROW_TIMING, markOnce, PERF_MARKS } from '../../lib/perf-marks.ts';
import { BOX_MAX_HEIGHT, HEADER_HEIGHT, OVERSCAN, ROW_HEIGHT, rowsOnScreen } from './geometry.ts';
import type { SortKey } from './url-state.ts';
import { useReportRowsOnScreen } from './rows-on-screen.ts';
import { lastChange, rowStage, type DetailSummary, type Lookups, type Row } from './view.ts';

/**
 * The applications as a table that renders only the rows in view (plus a few either side).
 * Rows have one fixed height, so a row's place is its index times that height: the body is as
 * tall as all of them and padded at the top by the rows above the window; each row is laid out
 * on its own (a CSS grid of the columns), so rows coming and going never lay out the rest of the
 * table. No row carries an inline style (a `top` of its own): rows then share their computed
 * styles, and a screenful of new rows costs about 2 ms of style work instead of 10–100. The elements
 * keep their table roles explicitly, as CSS display changes can drop them. Hand-written:
 * @tanstack/react-virtual would add 10 KB (gzip) to the first visit, against about 1 KB here.
 */

/**
 * The columns, in order. Their widths are in dashboard.css, where narrower screens drop the less
 * important ones (CSS only: the rows stay one fixed height).
 */
export const COLUMNS: { key: SortKey; label: MessageDescriptor; numeric?: boolean }[] = [
  { key: 'number', label: msg`Application` },
  { key: 'name', label: msg`Applicant` },
  { key: 'dealer', label: msg`Dealer` },
  { key: 'status', label: msg`Status` },
  { key: 'stage', label: msg`Stage` },
  { key: 'financed', label: msg`Amount financed`, numeric: true },
  { key: 'approved', label: msg`Amount approved`, numeric: true },
  { key: 'rate', label: msg`Buy rate`, numeric: true },
  { key: 'user', label: msg`Assigned to` },
  { key: 'unmet', label: msg`Unmet conditions`, numeric: true },
  { key: 'changed', label: msg`Last change` },
];

/** The rows' own words, translated once per table render and shared by every row. */
interface RowWords {
  added: string;
  updated: string;
  notGiven: string;
  lastDay: string;
  earlier: string;
}

interface Viewport {
  /** The first row in view, and how many rows the box can show. */
  first: number;
  count: number;
  /** Which way the last scroll went: 1 down, -1 up. */
  direction: 1 | -1;
  /** The last scroll moved a screenful or more: nothing rendered before is still in view. */
  jumped: boolean;
}

/**
 * Rows rendered beyond the screen: OVERSCAN in the direction of the scroll, so a scroll that
 * goes on finds rows ready, and one row behind. After a jump of a screenful or more the next
 * position cannot be guessed, so only the rows in view are rendered: a fling through the list
 * then lays out a screenful per frame, not a screenful and a half.
 */
function overscan({ direction, jumped }: Viewport): { before: number; after: number } {
  if (jumped) return { before: 0, after: 0 };
  return direction > 0 ? { before: 1, after: OVERSCAN } : { before: OVERSCAN, after: 1 };
}

interface RowProps {
  row: Row;
  index: number;
  detail: DetailSummary | undefined;
  dealer: string;
  user: string;
  /** The funding stage, in words (decision 0037). */
  stage: string;
  words: RowWords;
}

const RowView = memo(function RowView({
  row,
  index,
  detail,
  dealer,
  user,
  stage,
  words,
}: RowProps) {
  const changed = lastChange(row, detail);
  return (
    <tr
      role="row"
      data-index={index}
      data-id={row.id}
      aria-rowindex={index + 2}
      className={row.seenAt ? 'dash-changed' : undefined}
    >
      <td role="cell" {...(index === 0 ? { elementtiming: FIRST_ROW_TIMING } : {})}>
        {/* A plain link: a router Link per row costs more than a fast scroll can spare; the
            table's click handler navigates inside the app (see onClick below). */}
        <a href={`/applications/${row.id}`}>{row.id}</a>
        {row.seenAt && (
          <span className="tag dash-tag">{row.added ? words.added : words.updated}</span>
        )}
      </td>
      <td role="cell" className="dash-wrap" title={detail?.name}>
        <span>{detail ? detail.name : '…'}</span>
      </td>
      <td role="cell" title={dealer}>
        {dealer}
      </td>
      <td role="cell" title={row.status}>
        {row.status ? humanise(row.status) : words.notGiven}
      </td>
      <td role="cell" className="dash-wrap" title={stage}>
        <span>{stage}</span>
      </td>
      <td role="cell" className="dash-num">
        {formatAmount(row.financed)}
      </td>
      <td role="cell" className="dash-num">
        {formatAmount(row.approved)}
      </td>
      <td role="cell" className="dash-num">
        {formatPercent(row.buyRate)}
      </td>
      <td role="cell" className="dash-wrap" title={user}>
        <span>{user}</span>
      </td>
      <td role="cell" className="dash-num">
        {row.unmet}
      </td>
      <td role="cell">
        {changed
          ? formatMonthDayTime(new Date(changed))
          : row.changedAfter
            ? words.lastDay
            : words.earlier}
      </td>
    </tr>
  );
});

/**
 * The sort direction, drawn: the ▲ and ▼ characters are in few text fonts, and looking for one
 * that has them (a system font fallback) cost ~20 ms of the first frame on a throttled phone.
 */
function SortArrow({ up }: { up: boolean }) {
  return (
    <svg className="dash-arrow" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d={up ? 'M5 1 9.5 9H.5z' : 'M5 9 .5 1h9z'} />
    </svg>
  );
}

/** A header's label, its last word kept on one line with the sort arrow (never an arrow alone). */
function HeaderLabel({ label, arrow }: { label: string; arrow: 'asc' | 'desc' | false }) {
  if (!arrow) return label;
  const split = label.lastIndexOf(' ') + 1;
  return (
    <>
      {label.slice(0, split)}
      <span className="dash-nowrap">
        {label.slice(split)}
        <SortArrow up={arrow === 'asc'} />
      </span>
    </>
  );
}

interface TableProps {
  rows: readonly Row[];
  lookups: Lookups;
  sort: SortKey;
  dir: 'asc' | 'desc';
  onSort: (key: SortKey) => void;
  caption: string;
  /**
   * The first answer is awaited: a screenful of grey bars holds the rows' place. The box is then
   * drawn at its full height, so the rows' arrival moves nothing else on the page and is drawn
   * in a box that already has its pixels (with an empty box, the frame of the first rows laid
   * out the whole page and allocated every tile of the box). One element, painted by CSS, not
   * rows of cells: it is drawn while the answer is read, and costs that reading nothing.
   */
  loading?: boolean;
}

export function StatusTable({
  rows,
  lookups,
  sort,
  dir,
  onSort,
  caption,
  loading = false,
}: TableProps) {
  const { t, i18n } = useLingui();
  const words: RowWords = useMemo(
    () => ({
      added: t`New`,
      updated: t`Updated`,
      notGiven: t`Not given`,
      lastDay: t`Last 24 hours`,
      earlier: t`Earlier`,
    }),
    [t],
  );
  const labels = useMemo(() => COLUMNS.map((column) => i18n._(column.label)), [i18n]);
  const scroller = useRef<HTMLDivElement>(null);
  // The count comes from the window's height, not from a measurement: the first render with
  // rows already has all of them, and nothing forces a layout to find out.
  const [viewport, setViewport] = useState<Viewport>(() => ({
    first: 0,
    count: rowsOnScreen(window.innerHeight),
    direction: 1,
    jumped: false,
  }));
  const pendingFocus = useRef<number | null>(null);
  const navigate = useNavigate();

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const first = Math.floor(element.scrollTop / ROW_HEIGHT);
    const count = rowsOnScreen(window.innerHeight);
    setViewport((current) => {
      if (current.first === first && current.count === count) return current;
      const moved = first - current.first;
      return {
        first,
        count,
        direction: moved < 0 ? -1 : moved > 0 ? 1 : current.direction,
        jumped: Math.abs(moved) >= count,
      };
    });
  }, []);

  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const { first, count } = viewport;
  const placeholders = loading && rows.length === 0 ? count : 0;
  const height = (rows.length + placeholders) * ROW_HEIGHT;
  const { before, after } = overscan(viewport);
  const start = Math.max(0, first - before);
  const end = Math.min(rows.length, first + count + after);
  const onScreen = useMemo(
    () => rows.slice(first, first + count).map((row) => row.id),
    [rows, first, count],
  );
  useReportRowsOnScreen(onScreen);

  useLayoutEffect(() => {
    if (end > start) markOnce(PERF_MARKS.rowsRendered);
    const index = pendingFocus.current;
    const link =
      index === null
        ? null
        : // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
          scroller.current?.querySelector<HTMLElement>(`tr[data-index="${index}"] a`);
    if (link) {
      pendingFocus.current = null;
      link.focus({ preventScroll: true });
    }
  });

  /** Arrow keys, Page Up/Down, Home and End move between rows, scrolling them into view. */
  const focusRow = (index: number) => {
    const element = scroller.current!;
    const target = Math.max(0, Math.min(rows.length - 1, index));
    const top = target * ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + ROW_HEIGHT + HEADER_HEIGHT > element.scrollTop + element.clientHeight)
      element.scrollTop = top + ROW_HEIGHT + HEADER_HEIGHT - element.clientHeight;
    pendingFocus.current = target;
    measure();
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
    const link = element.querySelector<HTMLElement>(`tr[data-index="${target}"] a`);
    if (link) {
      pendingFocus.current = null;
      link.focus({ preventScroll: true });
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = Number((event.target as HTMLElement).closest('tr')?.dataset.index);
    if (Number.isNaN(index)) return;
    const page = Math.max(1, count - 2);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: rows.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusRow(next);
  };

  // A row's application starts loading when the pointer rests on the row or its link is focused.
  const intent = usePrefetchOnIntent((element) => {
    const id = element.closest('tr')?.getAttribute('data-id');
    return id ? `/applications/${id}` : null;
  });

  // The whole row opens the application for a pointer, and its link (Enter) for the keyboard,
  // inside the app; a modified or middle click is left to the browser (a new tab).
  const onClick = (event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const target = event.target as HTMLElement;
    const onLink = target.closest('a') !== null;
    if (!onLink && window.getSelection()?.toString()) return;
    const id = target.closest('tr')?.dataset.id;
    if (!id) return;
    event.preventDefault();
    void navigate(`/applications/${id}`);
  };

  return (
    <div
      ref={scroller}
      className="dash-scroll"
      onScroll={measure}
      // As tall as the rows, up to BOX_MAX_HEIGHT; then it scrolls.
      style={{ height: height + HEADER_HEIGHT + 2, maxHeight: BOX_MAX_HEIGHT }}
    >
      <table role="table" className="dash-table" aria-rowcount={rows.length + 1}>
        <caption className="dash-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row" aria-rowindex={1}>
            {COLUMNS.map((column, at) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                className={column.numeric ? 'dash-num' : undefined}
                aria-sort={
                  sort === column.key ? (dir === 'asc' ? 'ascending' : 'descending') : undefined
                }
              >
                <button type="button" className="dash-sort" onClick={() => onSort(column.key)}>
                  <HeaderLabel label={labels[at]!} arrow={sort === column.key && dir} />
                </button>
              </th>
            ))}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a wider pointer target for the row's link; keys are handled above */}
        <tbody
          role="rowgroup"
          onClick={onClick}
          onKeyDown={onKeyDown}
          {...intent}
          // The rows above the window are padding: one inline style here, none on the rows.
          style={{ height, paddingTop: start * ROW_HEIGHT }}
        >
          {placeholders > 0 && <tr aria-hidden="true" className="dash-placeholder" />}
          {rows.slice(start, end).map((row, offset) => (
            <RowView
              // By application, and in index order: keyed by place, React would move elements
              // to keep the order, which costs as much, and ordering by place instead would
              // scramble the reading order of a screen reader.
              key={row.id}
              row={row}
              index={start + offset}
              detail={lookups.details.get(row.id)}
              dealer={lookups.dealerName(row.dealerId)}
              user={lookups.userName(row.userId)}
              stage={rowStage(row, lookups).label}
              words={words}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
