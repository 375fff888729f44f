// Styles of the components this page adds to the shell's, in @mantine/core/styles.css order.
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';
import './users.css';
import { Alert, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConfig } from '../../api/config.ts';
import { useDealers } from '../../api/dealers.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { useMay } from '../../api/permissions.ts';
import { useSession } from '../../api/session.ts';
import { useDisableUser, useUsers } from '../../api/users.ts';
import { OutcomeAlert, useOutcome } from '../../components/action-outcome.tsx';
import { NotAvailable } from '../../components/not-available.tsx';
import { useSubmit } from '../../components/form/use-submit.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import type { UserListItem } from '../../schemas/user-records.ts';
import { dealerChoices } from './dealer-roles.ts';
import { useManagedDealerNumbers } from './shared-account.ts';
import { useEnableUser } from './use-enable-user.ts';
import { useLoadRowDetails } from './use-row-details.ts';
import { UsersFilters } from './users-filters.tsx';
import { UsersTable } from './users-table.tsx';
import {
  changeView,
  DEFAULT_VIEW,
  isFiltered,
  nameOf,
  readView,
  showingText,
  sortBy,
  usersPageOf,
  writeView,
  type UsersView,
} from './users-view.ts';
import './locales/catalog.ts';

/** Dealer names are a nicety: without the dealers operation, numbers name them. */
const NO_DEALERS: readonly Dealer[] = [];

const DisableUserDialog = lazy(() => import('./disable-user-dialog.tsx'));

/**
 * Users (`GET /v3/api/users`: the users the caller may manipulate): searched, filtered, sorted
 * and paged in the address (users-view.ts), with New user, Edit, Disable and Enable again for
 * a role that may change users. Only the rows on the page read their detail (title and roles).
 */
export default function UsersPage() {
  const mayRead = useMay('users.read');
  return (
    <Stack>
      <Title order={1}>Users</Title>
      {mayRead ? <UsersList /> : <NotAvailable capability="users.read" banner />}
    </Stack>
  );
}

function UsersList() {
  const mayWrite = useMay('users.write');
  const users = useUsers();
  const dealers = useDealers();
  const { roles } = useConfig();
  const self = useSession().user;
  const managedNumbers = useManagedDealerNumbers();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const [search, setSearch] = useState(view.q);

  const setView = (next: UsersView, replace = false) =>
    setParams(writeView(next), { replace, preventScrollReset: true });
  const change = (patch: Partial<UsersView>) => setView(changeView(view, patch));
  const onSearch = (q: string) => {
    setSearch(q);
    // Each keystroke replaces the address rather than adding a step to Back.
    setView(changeView(view, { q }), true);
  };
  const clear = () => {
    setSearch('');
    setView({ ...DEFAULT_VIEW, sort: view.sort, dir: view.dir });
  };

  const list = users.data;
  // Filtering and sorting 2,000 users again only when the list or the address changes.
  const query = params.toString();
  const page = useMemo(
    () => usersPageOf(list ?? [], readView(new URLSearchParams(query))),
    [list, query],
  );
  const knownDealers = dealers.data ?? NO_DEALERS;
  const choices = useMemo(() => {
    const found = dealerChoices(list ?? [], knownDealers);
    return view.dealer === null || found.some((choice) => choice.value === view.dealer)
      ? found
      : [...found, { value: view.dealer, label: `Dealer ${view.dealer}` }];
  }, [list, knownDealers, view.dealer]);
  useLoadRowDetails(page.rows);

  // A done Disable or Enable again is said in a line that takes the focus, since the row's
  // button it came from has turned into the other one. A refusal is an alert, and the button
  // (still there) keeps the focus.
  const { outcome, succeeded, failed, clear: clearOutcome } = useOutcome();
  const outcomeLine = useRef<HTMLParagraphElement>(null);
  const focusOutcome = () => outcomeLine.current?.focus();
  const [asked, setAsked] = useState<UserListItem | null>(null);
  // The dialog's module loads when first asked for, then stays, so that it closes as it opened.
  const [dialogWanted, setDialogWanted] = useState(false);
  const disable = useDisableUser();
  const enable = useEnableUser();
  const enableOnce = useSubmit();
  const enableNow = (user: UserListItem) =>
    void enableOnce.send(async () => {
      clearOutcome();
      try {
        await enable.mutateAsync(user.Id);
        succeeded(`${nameOf(user)} is active again and can sign in.`);
        requestAnimationFrame(focusOutcome);
      } catch (error) {
        failed(`${nameOf(user)} was not enabled: ${describeError(error)}`);
      }
    });
  const askDisable = (user: UserListItem) => {
    clearOutcome();
    setDialogWanted(true);
    setAsked(user);
  };
  // The rows' actions keep their identity across renders, so that the memoised rows do not all
  // render again when one detail arrives or the outcome line changes.
  const onEnable = useLatest(enableNow);
  const onDisable = useLatest(askDisable);

  if (isApiError(users.error) && users.error.kind === 'disabled') {
    return <NotAvailable capability="users.read" banner />;
  }
  if (users.isError) {
    return (
      <Alert color="red" title="The users could not be loaded">
        <Text size="sm" mb="xs">
          {describeError(users.error)}
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => void users.refetch()}
          loading={users.isFetching}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  const filtered = isFiltered(view);
  // The introduction shows while the list loads: it is the page's largest text, and drawn at
  // once it need not wait for 2,000 users to arrive and be read (docs/decisions/0026).
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Text size="sm" maw={640}>
          {mayWrite
            ? 'Add people who work for your dealers, change their roles, and disable those who leave. A disabled user stays in the list and can be enabled again.'
            : 'The people who may use the portal for your dealers.'}
        </Text>
        {mayWrite && (
          <Button component={Link} to="/users/new">
            New user
          </Button>
        )}
      </Group>
      {!mayWrite && <NotAvailable capability="users.write" />}
      {!list ? (
        <Text>Loading users…</Text>
      ) : list.length === 0 ? (
        <Text>
          {mayWrite
            ? 'There are no users for your dealers yet. Add the first with New user.'
            : 'There are no users for your dealers yet.'}
        </Text>
      ) : (
        <>
          <UsersFilters
            search={search}
            onSearch={onSearch}
            view={view}
            dealerChoices={choices}
            onChange={change}
            onClear={clear}
            filtered={filtered}
          />
          <Text size="sm" role="status" ref={outcomeLine} tabIndex={-1} style={{ outline: 'none' }}>
            {outcome?.ok ? outcome.text : ''}
          </Text>
          <OutcomeAlert outcome={outcome} title="The user was not enabled" />
          {page.total === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text>No users match your search and filters.</Text>
              <Button variant="default" onClick={clear}>
                Clear filters
              </Button>
            </Stack>
          ) : (
            <>
              <Text size="sm" aria-live="polite">
                {showingText(page)}
              </Text>
              <UsersTable
                users={page.rows}
                self={self}
                roles={roles}
                dealers={knownDealers}
                view={view}
                onSort={(sort) => setView(sortBy(view, sort))}
                mayWrite={mayWrite}
                busyUserId={enable.isPending ? (enable.variables ?? null) : null}
                onDisable={onDisable}
                onEnable={onEnable}
                managedNumbers={managedNumbers}
              />
              {page.pageCount > 1 && (
                <nav aria-label="Pages of users">
                  <Pagination
                    total={page.pageCount}
                    value={page.page}
                    onChange={(next) => change({ page: next })}
                    getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
                    getControlProps={(control) =>
                      control === 'previous'
                        ? { 'aria-label': 'Previous page' }
                        : control === 'next'
                          ? { 'aria-label': 'Next page' }
                          : {}
                    }
                  />
                </nav>
              )}
            </>
          )}
        </>
      )}
      <Suspense fallback={null}>
        {dialogWanted && (
          <DisableUserDialog
            user={asked && { id: asked.Id, name: nameOf(asked), username: asked.Username }}
            onDisable={(userId) => disable.mutateAsync(userId)}
            onDisabled={() => {
              // The service's answer names the user by id ("User 8 has been disabled."): the
              // page names the person instead.
              if (asked) succeeded(`${nameOf(asked)} is disabled and can no longer sign in.`);
              setAsked(null);
            }}
            onClosedAfterDisable={focusOutcome}
            onCancel={() => setAsked(null)}
          />
        )}
      </Suspense>
    </Stack>
  );
}

/** A function whose identity never changes, calling the one given at the latest render. */
function useLatest<Args extends unknown[]>(fn: (...args: Args) => void): (...args: Args) => void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
