import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { UserListItem } from '../../schemas/user-records.ts';
import type { UserRecord } from '../../schemas/user-detail-records.ts';
import type { DealerRoleLine } from './dealer-roles.ts';
import { nameOf, type UserSort, type UsersView } from './users-view.ts';

export interface UserRow {
  user: UserListItem;
  /** From the user's detail record once read (the list has no title). */
  detail: UserRecord | undefined;
  dealerRoles: DealerRoleLine[];
  /** The signed-in user's own row: never a Disable button. */
  isSelf: boolean;
}

const SORTABLE: { key: UserSort; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'username', label: 'Username' },
];

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
  rows,
  view,
  onSort,
  mayWrite,
  busyUserId,
  onDisable,
  onEnable,
}: {
  rows: readonly UserRow[];
  view: UsersView;
  onSort: (sort: UserSort) => void;
  mayWrite: boolean;
  /** The user whose Enable again is under way. */
  busyUserId: number | null;
  onDisable: (user: UserListItem) => void;
  onEnable: (user: UserListItem) => void;
}) {
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
        <Table.Caption>Users you may manage</Table.Caption>
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            {SORTABLE.map((column) => (
              <SortHeader
                key={column.key}
                column={column.key}
                label={column.label}
                view={view}
                onSort={onSort}
              />
            ))}
            <Table.Th scope="col" role="columnheader">
              Contact
            </Table.Th>
            <Table.Th scope="col" role="columnheader">
              Dealers and roles
            </Table.Th>
            <SortHeader column="status" label="Status" view={view} onSort={onSort} />
            {mayWrite && (
              <Table.Th scope="col" role="columnheader">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {rows.map((row) => (
            <UserTableRow
              key={row.user.Id}
              row={row}
              mayWrite={mayWrite}
              busy={busyUserId === row.user.Id}
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

function UserTableRow({
  row: { user, detail, dealerRoles, isSelf },
  mayWrite,
  busy,
  onDisable,
  onEnable,
}: {
  row: UserRow;
  mayWrite: boolean;
  busy: boolean;
  onDisable: (user: UserListItem) => void;
  onEnable: (user: UserListItem) => void;
}) {
  const name = nameOf(user);
  const active = user.IsActive === true;
  return (
    <Table.Tr role="row">
      <Table.Td role="cell">
        <Text size="sm" fw={600}>
          {name}
        </Text>
        {detail?.Title && (
          <Text size="sm" c="dimmed">
            {detail.Title}
          </Text>
        )}
      </Table.Td>
      <Table.Td role="cell" data-label="Username">
        {user.Username}
      </Table.Td>
      <Table.Td role="cell" className="users-contact" data-label="Contact">
        {user.EmailAddress && (
          <Anchor href={`mailto:${user.EmailAddress}`} size="sm">
            <BreakableEmail address={user.EmailAddress} />
          </Anchor>
        )}
        {user.PhoneNumber && <Text size="sm">{user.PhoneNumber}</Text>}
      </Table.Td>
      <Table.Td role="cell" data-label="Dealers and roles">
        {dealerRoles.length === 0 ? (
          <Text size="sm">No dealer</Text>
        ) : (
          <Stack gap={2}>
            {dealerRoles.map((line, index) => (
              <Text size="sm" key={index}>
                {line.dealer}: <strong>{line.role}</strong>
              </Text>
            ))}
          </Stack>
        )}
      </Table.Td>
      <Table.Td role="cell" className="users-status" data-label="Status">
        <StatusBadge color={active ? 'green' : 'gray'}>
          {active ? 'Active' : 'Disabled'}
        </StatusBadge>
      </Table.Td>
      {mayWrite && (
        <Table.Td role="cell">
          <Stack gap={4} align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <Button
                component={Link}
                to={`/users/${user.Id}/edit`}
                size="xs"
                variant="default"
                aria-label={`Edit ${name}`}
              >
                Edit
              </Button>
              {isSelf ? null : active ? (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onDisable(user)}
                  aria-label={`Disable ${name}`}
                >
                  Disable
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  loading={busy}
                  onClick={() => onEnable(user)}
                  aria-label={`Enable again ${name}`}
                >
                  Enable again
                </Button>
              )}
            </Group>
            {isSelf && (
              <Text size="xs" maw={160}>
                Your own account: you cannot disable it.
              </Text>
            )}
          </Stack>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
