import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { UserListItem, UserRecord } from '../../schemas/user-records.ts';
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
      aria-sort={sorted ? (view.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Anchor component="button" type="button" fw={700} c="inherit" onClick={() => onSort(column)}>
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
      <Table verticalSpacing="sm" striped highlightOnHover captionSide="top">
        <Table.Caption>Users you may manage</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {SORTABLE.map((column) => (
              <SortHeader
                key={column.key}
                column={column.key}
                label={column.label}
                view={view}
                onSort={onSort}
              />
            ))}
            <Table.Th scope="col">Contact</Table.Th>
            <Table.Th scope="col">Dealers and roles</Table.Th>
            <SortHeader column="status" label="Status" view={view} onSort={onSort} />
            {mayWrite && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        {detail?.Title && (
          <Text size="sm" c="dimmed">
            {detail.Title}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{user.Username}</Table.Td>
      <Table.Td className="users-contact">
        {user.EmailAddress && (
          <Anchor href={`mailto:${user.EmailAddress}`} size="sm">
            {user.EmailAddress}
          </Anchor>
        )}
        {user.PhoneNumber && <Text size="sm">{user.PhoneNumber}</Text>}
      </Table.Td>
      <Table.Td>
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
      <Table.Td>
        <StatusBadge color={active ? 'green' : 'gray'}>
          {active ? 'Active' : 'Disabled'}
        </StatusBadge>
      </Table.Td>
      {mayWrite && (
        <Table.Td>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Button
              component={Link}
              to={`/users/${user.Id}/edit`}
              size="xs"
              variant="default"
              aria-label={`Edit ${name}`}
            >
              Edit
            </Button>
            {isSelf ? (
              <Text size="xs" maw={140}>
                Your own account: you cannot disable it.
              </Text>
            ) : active ? (
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
        </Table.Td>
      )}
    </Table.Tr>
  );
}
