import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { UserListItem } from '../../schemas/user-records.ts';
import { formatNumber } from '../../lib/format.ts';

/**
 * The users list's search, filters, sort and page: read from and written to the URL (so a reload
 * or a shared link shows the same page), and applied to the list without React, so the rules
 * are tested alone and 2,000 users cost a filter and a sort, never 2,000 rendered rows.
 * Defaults stay out of the URL; anything unreadable in it falls back to its default.
 */
export const USER_SORTS = ['name', 'username', 'status'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const STATUS_FILTERS = ['all', 'active', 'disabled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Rows per page: a page of this size renders at once on a tablet. */
export const PAGE_SIZE = 25;

export interface UsersView {
  /** Search text: part of a name, a username or an e-mail address. */
  q: string;
  status: StatusFilter;
  /** A dealer number as the list carries it ("1001"); null for every dealer. */
  dealer: string | null;
  sort: UserSort;
  dir: 'asc' | 'desc';
  /** 1-based. */
  page: number;
}

export const DEFAULT_VIEW: UsersView = {
  q: '',
  status: 'all',
  dealer: null,
  sort: 'name',
  dir: 'asc',
  page: 1,
};

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

export function readView(params: URLSearchParams): UsersView {
  const page = params.get('page');
  return {
    q: params.get('q') ?? '',
    status: oneOf(STATUS_FILTERS, params.get('status')) ?? DEFAULT_VIEW.status,
    dealer: params.get('dealer') || null,
    sort: oneOf(USER_SORTS, params.get('sort')) ?? DEFAULT_VIEW.sort,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: page !== null && /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

export function writeView(view: UsersView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q);
  if (view.status !== DEFAULT_VIEW.status) params.set('status', view.status);
  if (view.dealer !== null) params.set('dealer', view.dealer);
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.dir !== DEFAULT_VIEW.dir) params.set('dir', view.dir);
  if (view.page !== 1) params.set('page', String(view.page));
  return params;
}

/**
 * The view after a change: a change of what is shown goes back to the first page, and sorting
 * again by the sorted column turns its direction.
 */
export function changeView(view: UsersView, change: Partial<UsersView>): UsersView {
  const next = { ...view, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

export function sortBy(view: UsersView, sort: UserSort): UsersView {
  const dir = view.sort === sort && view.dir === 'asc' ? 'desc' : 'asc';
  return changeView(view, { sort, dir });
}

/** Whether a search or filter narrows the list (sort and page do not). */
export function isFiltered(view: UsersView): boolean {
  return view.q.trim() !== '' || view.status !== 'all' || view.dealer !== null;
}

/** "Maria Lopez"; the username when the service sends no name. */
export function nameOf(user: UserListItem): string {
  const name = [user.FirstName, user.LastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.Username;
}

/** The list's comma-and-space separated dealer numbers (spec, User list item), one per dealer. */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Lower-cased name, username and e-mail, built once per list item. */
const haystacks = new WeakMap<UserListItem, string>();
function haystackOf(user: UserListItem): string {
  let haystack = haystacks.get(user);
  if (haystack === undefined) {
    haystack = [nameOf(user), user.LastName, user.Username, user.EmailAddress]
      .join(' ')
      .toLowerCase();
    haystacks.set(user, haystack);
  }
  return haystack;
}

/** Every word searched for appears in the user's name, username or e-mail ("maria lop"). */
export function matchesSearch(user: UserListItem, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = haystackOf(user);
  return words.every((word) => haystack.includes(word));
}

export function filterUsers(
  users: readonly UserListItem[],
  view: Pick<UsersView, 'q' | 'status' | 'dealer'>,
): UserListItem[] {
  return users.filter(
    (user) =>
      (view.status === 'all' || (user.IsActive === true) === (view.status === 'active')) &&
      (view.dealer === null || splitList(user.DealerNumber).includes(view.dealer)) &&
      matchesSearch(user, view.q),
  );
}

let collator: Intl.Collator | undefined;
const LETTERS_ONLY = /^[a-z]*$/i;

/**
 * Compares as `Intl.Collator('en', { sensitivity: 'base', numeric: true })` does. Most names are
 * plain letters, which that collator orders exactly as their lower-case forms compare; those skip
 * ICU, which made sorting 2,000 users a long task on a phone. Any other text (accents,
 * digits, punctuation) goes to the collator, made on first use rather than while the page loads.
 */
function collate(a: string, b: string): number {
  if (LETTERS_ONLY.test(a) && LETTERS_ONLY.test(b)) {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

/** By last name, then first name: how a staff list is read. */
function byName(a: UserListItem, b: UserListItem): number {
  return (
    collate(a.LastName ?? '', b.LastName ?? '') || collate(a.FirstName ?? '', b.FirstName ?? '')
  );
}

const compare: Record<UserSort, (a: UserListItem, b: UserListItem) => number> = {
  name: byName,
  username: (a, b) => collate(a.Username, b.Username),
  // Active first when ascending.
  status: (a, b) => Number(a.IsActive !== true) - Number(b.IsActive !== true),
};

/** A new array, sorted; ties fall back to the name, then the username and the Id, so a page never reshuffles. */
export function sortUsers(
  users: readonly UserListItem[],
  view: Pick<UsersView, 'sort' | 'dir'>,
): UserListItem[] {
  const sign = view.dir === 'asc' ? 1 : -1;
  return [...users].sort(
    (a, b) =>
      sign * compare[view.sort](a, b) ||
      byName(a, b) ||
      collate(a.Username, b.Username) ||
      a.Id - b.Id,
  );
}

export interface UsersPage {
  rows: UserListItem[];
  /** The page shown: the one asked for, or the last one when it asked beyond the end. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown; 0 and 0 when there is none. */
  first: number;
  last: number;
  total: number;
}

export function pageOf(
  users: readonly UserListItem[],
  page: number,
  size: number = PAGE_SIZE,
): UsersPage {
  const total = users.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const shown = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (shown - 1) * size;
  const rows = users.slice(start, start + size);
  return {
    rows,
    page: shown,
    pageCount,
    first: rows.length > 0 ? start + 1 : 0,
    last: start + rows.length,
    total,
  };
}

/** The list as the view asks: filtered, sorted, one page of it. */
export function usersPageOf(users: readonly UserListItem[], view: UsersView): UsersPage {
  return pageOf(sortUsers(filterUsers(users, view), view), view.page);
}

/** "Showing 26–50 of 2,000 users", from the users page's catalog. */
export function showingText(page: UsersPage, i18n: I18n): string {
  const { total } = page;
  const first = formatNumber(page.first);
  const last = formatNumber(page.last);
  const count = formatNumber(total);
  return i18n._(
    msg`Showing ${first}–${last} of ${count} ${plural(total, { one: 'user', other: 'users' })}`,
  );
}
