import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Table, VisuallyHidden } from '@mantine/core';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { formatPhone } from '../../lib/format.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { Role } from '../../schemas/runtime-config.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import type { UserListItem } from '../../schemas/user-records.ts';
import { dealerRoleLines, listedDealerRoles } from './dealer-roles.ts';
import { accountShared, type ManagedDealerNumbers } from './shared-account.ts';
import { useRowDetail } from './use-row-details.ts';
import { nameOf, type UserSort, type UsersView } from './users-view.ts';

/**
 * The table's words, translated once per list (not per row): the rows are the page's hot path
 * (docs/decisions/0026). The sentences naming a user are messages with the name in them.
 */
function tableWords(i18n: I18n) {
  return {
    name: i18n._(msg`Name`),
    username: i18n._(msg`Username`),
    contact: i18n._(msg`Contact`),
    dealersAndRoles: i18n._(msg`Dealers and roles`),
    status: i18n._(msg`Status`),
    active: i18n._(msg`Active`),
    disabled: i18n._(msg`Disabled`),
    noDealer: i18n._(msg`No dealer`),
    edit: i18n._(msg`Edit`),
    disable: i18n._(msg`Disable`),
    enableAgain: i18n._(msg`Enable again`),
    ownAccount: i18n._(msg`Your own account: you cannot disable it.`),
    sharedActive: i18n._(
      msg`Also works for a dealer whose users you do not manage: only the lender’s staff or an administrator of each of their dealers can disable this account.`,
    ),
    sharedDisabled: i18n._(
      msg`Also works for a dealer whose users you do not manage: only the lender’s staff or an administrator of each of their dealers can enable this account.`,
    ),
    editUser: (name: string) => i18n._(msg`Edit ${name}`),
    disableUser: (name: string) => i18n._(msg`Disable ${name}`),
    enableUser: (name: string) => i18n._(msg`Enable again ${name}`),
  };
}
type TableWords = ReturnType<typeof tableWords>;

function SortHeader({
  column,
  label,
  view,
  onSort,
}: {
  column: UserSort;
  label: string;
  view: UsersView;
  onSort: (sort: UserSort) => void;
}) {
  const sorted = view.sort === column;
  return (
    <Table.Th
      scope="col"
      role="columnheader"
      aria-sort={sorted ? (view.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Anchor
        component="button"
        type="button"
        fw={700}
        c="inherit"
        className="users-sort"
        onClick={() => onSort(column)}
      >
        {label}
        <span aria-hidden="true">{sorted ? (view.dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </Anchor>
    </Table.Th>
  );
}

/**
 * One page of users. The row's actions name the user for a screen reader ("Edit Maria Lopez"),
 * and are left out altogether for a role that may not change users.
 */
export function UsersTable({
  users,
  self,
  roles,
  dealers,
  view,
  onSort,
  mayWrite,
  busyUserId,
  onDisable,
  onEnable,
  managedNumbers,
}: {
  /** The page's users. */
  users: readonly UserListItem[];
  /** The dealers whose users the signed-in user manages: a user shared beyond them has no Disable. */
  managedNumbers: ManagedDealerNumbers;
  /** The signed-in user's own row (never a Disable button), by id and username. */
  self: { id: number; username: string } | null;
  roles: readonly Pick<Role, 'id' | 'name'>[];
  dealers: readonly Dealer[];
  view: UsersView;
  onSort: (sort: UserSort) => void;
  mayWrite: boolean;
  /** The user whose Enable again is under way. */
  busyUserId: number | null;
  /** Stable across renders, so that a row renders again only when its own props change. */
  onDisable: (user: UserListItem) => void;
  onEnable: (user: UserListItem) => void;
}) {
  const { i18n } = useLingui();
  const words = useMemo(() => tableWords(i18n), [i18n]);
  const sortable: { key: UserSort; label: string }[] = [
    { key: 'name', label: words.name },
    { key: 'username', label: words.username },
  ];
  return (
    <div className="users-table-scroll">
      <Table
        verticalSpacing="sm"
        striped
        highlightOnHover
        captionSide="top"
        className="users-table"
        // Explicit roles: the narrow layout's display: block must not drop the table's meaning.
        role="table"
      >
        <Table.Caption>
          <Trans>Users you may manage</Trans>
        </Table.Caption>
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            {sortable.map((column) => (
              <SortHeader
                key={column.key}
                column={column.key}
                label={column.label}
                view={view}
                onSort={onSort}
              />
            ))}
            <Table.Th scope="col" role="columnheader">
              {words.contact}
            </Table.Th>
            <Table.Th scope="col" role="columnheader">
              {words.dealersAndRoles}
            </Table.Th>
            <SortHeader column="status" label={words.status} view={view} onSort={onSort} />
            {mayWrite && (
              <Table.Th scope="col" role="columnheader">
                <VisuallyHidden>
                  <Trans>Actions</Trans>
                </VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {users.map((user) => (
            <UserTableRow
              key={user.Id}
              user={user}
              isSelf={self !== null && self.id === user.Id && self.username === user.Username}
              roles={roles}
              dealers={dealers}
              words={words}
              i18n={i18n}
              mayWrite={mayWrite}
              busy={busyUserId === user.Id}
              shared={accountShared(user, managedNumbers)}
              onDisable={onDisable}
              onEnable={onEnable}
            />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** An address wraps after its @ rather than anywhere, when the column is narrow. */
function BreakableEmail({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role --
   jsx-a11y takes a td for a grid's interactive cell; here role="cell" keeps a table cell's meaning
   when the narrow layout makes it display: block, as Table.Td's role="cell" did before. */
/** Mantine's own table cell styles, on plain cells: a Table.Td per cell was most of a row's cost. */
const TD = Table.classes.td;

/**
 * One user. Memoised, with plain elements for its text: the first render of a page of rows, and
 * each detail arriving, must stay short tasks on a phone (docs/decisions/0026). Its detail (title
 * and role ids) is read from the cache here, so a detail arriving renders this row only.
 */
const UserTableRow = memo(function UserTableRow({
  user,
  isSelf,
  roles,
  dealers,
  words,
  i18n,
  mayWrite,
  busy,
  shared,
  onDisable,
  onEnable,
}: {
  user: UserListItem;
  /** The table's words (tableWords), the same object for every row. */
  words: TableWords;
  i18n: I18n;
  isSelf: boolean;
  /** Also works for a dealer the signed-in user does not manage: not theirs to disable. */
  shared: boolean;
  roles: readonly Pick<Role, 'id' | 'name'>[];
  dealers: readonly Dealer[];
  mayWrite: boolean;
  busy: boolean;
  onDisable: (user: UserListItem) => void;
  onEnable: (user: UserListItem) => void;
}) {
  const detail = useRowDetail(user.Id);
  const dealerRoles = detail
    ? dealerRoleLines(detail.DealerRoles, roles, dealers, i18n)
    : listedDealerRoles(user, dealers, i18n);
  const name = nameOf(user);
  const active = user.IsActive === true;
  return (
    <tr
      role="row"
      className={Table.classes.tr}
      data-with-row-border
      // What Table.Tr would set from striped and highlightOnHover (Table.css shades odd rows).
      data-striped="odd"
      data-hover
    >
      <td role="cell" className={TD}>
        <p className="users-text users-name">{name}</p>
        {detail?.Title && <p className="users-text users-dimmed">{detail.Title}</p>}
      </td>
      <td role="cell" className={TD} data-label={words.username}>
        {user.Username}
      </td>
      <td role="cell" className={`${TD} users-contact`} data-label={words.contact}>
        {user.EmailAddress && (
          <a
            href={`mailto:${user.EmailAddress}`}
            className="mantine-focus-auto users-text users-link"
          >
            <BreakableEmail address={user.EmailAddress} />
          </a>
        )}
        {user.PhoneNumber && <p className="users-text">{formatPhone(user.PhoneNumber)}</p>}
      </td>
      <td role="cell" className={TD} data-label={words.dealersAndRoles}>
        {dealerRoles.length === 0 ? (
          <p className="users-text">{words.noDealer}</p>
        ) : (
          <div className="users-lines">
            {dealerRoles.map((line, index) => (
              <p className="users-text" key={index}>
                {line.dealer}: <strong>{line.role}</strong>
              </p>
            ))}
          </div>
        )}
      </td>
      <td role="cell" className={`${TD} users-status`} data-label={words.status}>
        <StatusBadge color={active ? 'green' : 'gray'}>
          {active ? words.active : words.disabled}
        </StatusBadge>
      </td>
      {mayWrite && (
        <td role="cell" className={TD}>
          <div className="users-actions">
            <div className="users-buttons">
              <Button
                component={Link}
                to={`/users/${user.Id}/edit`}
                size="xs"
                variant="default"
                aria-label={words.editUser(name)}
              >
                {words.edit}
              </Button>
              {isSelf || shared ? null : active ? (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onDisable(user)}
                  aria-label={words.disableUser(name)}
                >
                  {words.disable}
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  loading={busy}
                  onClick={() => onEnable(user)}
                  aria-label={words.enableUser(name)}
                >
                  {words.enableAgain}
                </Button>
              )}
            </div>
            {isSelf && <p className="users-text users-own">{words.ownAccount}</p>}
            {!isSelf && shared && (
              <p className="users-text users-own">
                {active ? words.sharedActive : words.sharedDisabled}
              </p>
            )}
          </div>
        </td>
      )}
    </tr>
  );
});
/* eslint-enable jsx-a11y/no-interactive-element-to-noninteractive-role */
