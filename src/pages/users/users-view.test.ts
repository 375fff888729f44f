import { describe, expect, it } from 'vitest';
import type { UserListItem } from '../../schemas/user-records.ts';
import {
  DEFAULT_VIEW,
  changeView,
  filterUsers,
  isFiltered,
  matchesSearch,
  nameOf,
  pageOf,
  readView,
  showingText,
  sortBy,
  sortUsers,
  usersPageOf,
  writeView,
  type UsersView,
} from './users-view.ts';
import { appI18n as i18n } from '../../components/i18n/catalogs.ts';

let nextId = 1;
const userOf = (fields: Partial<UserListItem> = {}): UserListItem => ({
  Id: nextId++,
  Username: 'maria.lopez',
  FirstName: 'Maria',
  LastName: 'Lopez',
  NumberOfAssignedDealers: 1,
  HasPermissions: true,
  IsActive: true,
  DealerNumber: '700101',
  RoleAssigned: 'Dealer User',
  EmailAddress: 'maria.lopez@sunrise.example.com',
  PhoneNumber: '9165550101',
  IsOperatorUser: false,
  ...fields,
});

const maria = userOf();
const paul = userOf({
  Username: 'p.nguyen',
  FirstName: 'Paul',
  LastName: 'Nguyen',
  EmailAddress: 'paul@lakeside.example.com',
  DealerNumber: '700102',
  IsActive: false,
});
const ann = userOf({
  Username: 'ann.adams',
  FirstName: 'Ann',
  LastName: 'Adams',
  EmailAddress: 'ann@empire.example.com',
  DealerNumber: '700101, 700103',
  RoleAssigned: 'Dealer Administrator, Dealer User',
});
const users = [maria, paul, ann];

const view = (change: Partial<UsersView> = {}): UsersView => ({ ...DEFAULT_VIEW, ...change });
const usernames = (list: readonly UserListItem[]) => list.map((user) => user.Username);

describe('searching the users list', () => {
  it.each<[string, string, string[]]>([
    ['nothing', '', ['maria.lopez', 'p.nguyen', 'ann.adams']],
    ['blanks only', '   ', ['maria.lopez', 'p.nguyen', 'ann.adams']],
    ['part of a first name, any case', 'PAU', ['p.nguyen']],
    ['a last name', 'adams', ['ann.adams']],
    ['first and last name', 'maria lop', ['maria.lopez']],
    ['words in any order', 'lopez maria', ['maria.lopez']],
    ['a username', 'p.ngu', ['p.nguyen']],
    ['part of an e-mail address', '@empire', ['ann.adams']],
    ['a domain shared by one', 'sunrise.example', ['maria.lopez']],
    ['no match', 'zed', []],
    ['a phone number (not searched)', '9165550101', []],
  ])('finds by %s', (_, q, expected) => {
    expect(usernames(filterUsers(users, view({ q })))).toEqual(expected);
  });

  it('searches a user without a name by username and e-mail', () => {
    const nameless = userOf({ FirstName: null, LastName: null, Username: 'svc.api' });
    expect(matchesSearch(nameless, 'svc')).toBe(true);
    expect(matchesSearch(nameless, 'null')).toBe(false);
    expect(nameOf(nameless)).toBe('svc.api');
  });
});

describe('filtering the users list', () => {
  it.each<[string, Partial<UsersView>, string[]]>([
    ['active only', { status: 'active' }, ['maria.lopez', 'ann.adams']],
    ['disabled only', { status: 'disabled' }, ['p.nguyen']],
    ['one dealer', { dealer: '700101' }, ['maria.lopez', 'ann.adams']],
    ['the second of a user’s dealers', { dealer: '700103' }, ['ann.adams']],
    ['a dealer no one has', { dealer: '999' }, []],
    ['a dealer and a status', { dealer: '700101', status: 'disabled' }, []],
    ['a dealer and a search', { dealer: '700101', q: 'ann' }, ['ann.adams']],
  ])('keeps %s', (_, change, expected) => {
    expect(usernames(filterUsers(users, view(change)))).toEqual(expected);
  });

  it('counts a user whose IsActive is missing as disabled', () => {
    const unknown = userOf({ IsActive: null, Username: 'who' });
    expect(usernames(filterUsers([unknown], view({ status: 'disabled' })))).toEqual(['who']);
    expect(filterUsers([unknown], view({ status: 'active' }))).toEqual([]);
  });
});

describe('sorting the users list', () => {
  it.each<[Partial<UsersView>, string[]]>([
    [{ sort: 'name', dir: 'asc' }, ['ann.adams', 'maria.lopez', 'p.nguyen']],
    [{ sort: 'name', dir: 'desc' }, ['p.nguyen', 'maria.lopez', 'ann.adams']],
    [{ sort: 'username', dir: 'asc' }, ['ann.adams', 'maria.lopez', 'p.nguyen']],
    [{ sort: 'username', dir: 'desc' }, ['p.nguyen', 'maria.lopez', 'ann.adams']],
    // Active first, then by name.
    [{ sort: 'status', dir: 'asc' }, ['ann.adams', 'maria.lopez', 'p.nguyen']],
    [{ sort: 'status', dir: 'desc' }, ['p.nguyen', 'ann.adams', 'maria.lopez']],
  ])('sorts by %o', (change, expected) => {
    expect(usernames(sortUsers(users, view(change)))).toEqual(expected);
  });

  it('sorts by last name, then first name, ignoring case', () => {
    const list = [
      userOf({ FirstName: 'zoe', LastName: 'smith', Username: 'z' }),
      userOf({ FirstName: 'Adam', LastName: 'Smith', Username: 'a' }),
      userOf({ FirstName: 'Yan', LastName: 'brown', Username: 'y' }),
    ];
    expect(usernames(sortUsers(list, view()))).toEqual(['y', 'a', 'z']);
  });

  it('orders plain and other names as the en collator does (letters, accents, digits, marks)', () => {
    const names = [
      'Ávila',
      'avila',
      'Avila',
      'Zhang',
      'Öz',
      'Oz',
      "O'Neil",
      'ONeil',
      'Li 2',
      'Li 10',
      'li',
      'Van Dyke',
      'Vandyke',
      '',
      'éclair',
      'Eclair',
      'mcKay',
      'McKay',
      'Mc-Kay',
      'Ng',
      'ng1',
    ];
    const list = names.map((LastName, index) =>
      userOf({
        Id: index + 1,
        FirstName: 'A',
        LastName,
        Username: `u${String(index).padStart(2, '0')}`,
      }),
    );
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const expected = [...list]
      .sort(
        (a, b) =>
          collator.compare(a.LastName!, b.LastName!) || a.Username.localeCompare(b.Username),
      )
      .map((user) => user.LastName);
    expect(sortUsers(list, view()).map((user) => user.LastName)).toEqual(expected);
  });

  it('never changes the list it is given', () => {
    const list = [paul, maria];
    sortUsers(list, view());
    expect(list).toEqual([paul, maria]);
  });

  it('sorting the sorted column again turns its direction and goes to page 1', () => {
    const once = sortBy(view({ page: 3 }), 'username');
    expect(once).toMatchObject({ sort: 'username', dir: 'asc', page: 1 });
    expect(sortBy(once, 'username').dir).toBe('desc');
    expect(sortBy(sortBy(once, 'username'), 'status')).toMatchObject({
      sort: 'status',
      dir: 'asc',
    });
  });
});

describe('paging the users list', () => {
  const many = Array.from({ length: 2000 }, (_, index) =>
    userOf({ Username: `user${index}`, LastName: `Last${String(index).padStart(4, '0')}` }),
  );

  it.each<[number, number, number, number, number]>([
    // page asked, page shown, first, last, rows
    [1, 1, 1, 25, 25],
    [2, 2, 26, 50, 25],
    [80, 80, 1976, 2000, 25],
    [81, 80, 1976, 2000, 25],
    [0, 1, 1, 25, 25],
  ])('page %i of 2,000 users shows page %i, rows %i–%i', (asked, shown, first, last, rows) => {
    const page = pageOf(many, asked);
    expect(page).toMatchObject({ page: shown, first, last, total: 2000, pageCount: 80 });
    expect(page.rows).toHaveLength(rows);
  });

  it('shows a short last page', () => {
    expect(pageOf(many.slice(0, 30), 2)).toMatchObject({ first: 26, last: 30, pageCount: 2 });
  });

  it('has one empty page for no users', () => {
    const page = pageOf([], 3);
    expect(page).toMatchObject({ page: 1, pageCount: 1, first: 0, last: 0, total: 0 });
    expect(page.rows).toEqual([]);
  });

  it('says which rows are shown', () => {
    expect(showingText(pageOf(many, 2), i18n)).toBe('Showing 26–50 of 2,000 users');
    expect(showingText(pageOf([maria], 1), i18n)).toBe('Showing 1–1 of 1 user');
  });

  it('groups the counts by thousands as en-US does, without Intl', () => {
    const counts = { rows: [], page: 1, pageCount: 1 };
    expect(showingText({ ...counts, first: 976, last: 1000, total: 1_234_567 }, i18n)).toBe(
      'Showing 976–1,000 of 1,234,567 users',
    );
    expect(showingText({ ...counts, first: 0, last: 0, total: 0 }, i18n)).toBe(
      'Showing 0–0 of 0 users',
    );
  });

  it('filters, sorts and pages 2,000 users in one step', () => {
    const page = usersPageOf(many, view({ q: 'user1', sort: 'username', dir: 'desc', page: 2 }));
    // user1, user10…user19, user100…user199, user1000…user1999: 1,111 users.
    expect(page.total).toBe(1111);
    expect(page.rows[0]?.Username).toBe('user1974');
  });

  it('goes back to the first page when the search or a filter changes', () => {
    expect(changeView(view({ page: 4 }), { q: 'ann' }).page).toBe(1);
    expect(changeView(view({ page: 4 }), { status: 'active' }).page).toBe(1);
    expect(changeView(view({ page: 4 }), { page: 5 }).page).toBe(5);
  });
});

describe('the users list in the URL', () => {
  it('leaves defaults out', () => {
    expect(writeView(DEFAULT_VIEW).toString()).toBe('');
    expect(readView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
  });

  it('reads back what it writes', () => {
    const chosen: UsersView = {
      q: 'maria lopez',
      status: 'disabled',
      dealer: '700101',
      sort: 'status',
      dir: 'desc',
      page: 3,
    };
    expect(readView(writeView(chosen))).toEqual(chosen);
  });

  it.each([
    ['status=gone', { status: 'all' }],
    ['sort=phone', { sort: 'name' }],
    ['dir=sideways', { dir: 'asc' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=two', { page: 1 }],
    ['dealer=', { dealer: null }],
  ])('falls back to the default for %s', (query, expected) => {
    expect(readView(new URLSearchParams(query))).toMatchObject(expected);
  });

  it('knows when a search or filter narrows the list', () => {
    expect(isFiltered(view())).toBe(false);
    expect(isFiltered(view({ sort: 'status', page: 2 }))).toBe(false);
    expect(isFiltered(view({ q: ' ' }))).toBe(false);
    expect(isFiltered(view({ q: 'a' }))).toBe(true);
    expect(isFiltered(view({ status: 'active' }))).toBe(true);
    expect(isFiltered(view({ dealer: '700101' }))).toBe(true);
  });
});
