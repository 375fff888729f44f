// Styles of the components this page adds to the shell's, in @mantine/core/styles.css order.
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';
import './users.css';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { dealerChoices, dealerNameByNumber } from './dealer-roles.ts';
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
      <Title order={1}>
        <Trans>Users</Trans>
      </Title>
      {mayRead ? <UsersList /> : <NotAvailable capability="users.read" banner />}
    </Stack>
  );
}

function UsersList() {
  const { i18n, t } = useLingui();
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
    const found = dealerChoices(list ?? [], knownDealers, i18n);
    return view.dealer === null || found.some((choice) => choice.value === view.dealer)
      ? found
      : [...found, { value: view.dealer, label: dealerNameByNumber([], view.dealer, i18n) }];
  }, [list, knownDealers, view.dealer, i18n]);
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
        const name = nameOf(user);
        succeeded(t`${name} is active again and can sign in.`);
        requestAnimationFrame(focusOutcome);
      } catch (error) {
        const name = nameOf(user);
        const reason = describeError(error);
        failed(t`${name} was not enabled: ${reason}`);
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
      <Alert color="red" title={t`The users could not be loaded`}>
        <Text size="sm" mb="xs">
          {describeError(users.error)}
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => void users.refetch()}
          loading={users.isFetching}
        >
          <Trans>Try again</Trans>
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
          {mayWrite ? (
            <Trans>
              Add people who work for your dealers, change their roles, and disable those who leave.
              A disabled user stays in the list and can be enabled again.
            </Trans>
          ) : (
            <Trans>The people who may use the portal for your dealers.</Trans>
          )}
        </Text>
        {mayWrite && (
          <Button component={Link} to="/users/new">
            <Trans>New user</Trans>
          </Button>
        )}
      </Group>
      {!mayWrite && <NotAvailable capability="users.write" />}
      {!list ? (
        <Text>
          <Trans>Loading users…</Trans>
        </Text>
      ) : list.length === 0 ? (
        <Text>
          {mayWrite ? (
            <Trans>There are no users for your dealers yet. Add the first with New user.</Trans>
          ) : (
            <Trans>There are no users for your dealers yet.</Trans>
          )}
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
          <OutcomeAlert outcome={outcome} title={t`The user was not enabled`} />
          {page.total === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text>
                <Trans>No users match your search and filters.</Trans>
              </Text>
              <Button variant="default" onClick={clear}>
                <Trans>Clear filters</Trans>
              </Button>
            </Stack>
          ) : (
            <>
              <Text size="sm" aria-live="polite">
                {showingText(page, i18n)}
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
                <nav aria-label={t`Pages of users`}>
                  <Pagination
                    total={page.pageCount}
                    value={page.page}
                    onChange={(next) => change({ page: next })}
                    getItemProps={(number) => ({ 'aria-label': t`Page ${number}` })}
                    getControlProps={(control) =>
                      control === 'previous'
                        ? { 'aria-label': t`Previous page` }
                        : control === 'next'
                          ? { 'aria-label': t`Next page` }
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
              if (asked) {
                const name = nameOf(asked);
                succeeded(t`${name} is disabled and can no longer sign in.`);
              }
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
