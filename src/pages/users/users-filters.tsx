import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { USER_SORTS, type StatusFilter, type UserSort, type UsersView } from './users-view.ts';

const STATUS_LABELS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Active and disabled' },
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

const SORT_LABELS: { value: `${UserSort}-${UsersView['dir']}`; label: string }[] = [
  { value: 'name-asc', label: 'Name, A to Z' },
  { value: 'name-desc', label: 'Name, Z to A' },
  { value: 'username-asc', label: 'Username, A to Z' },
  { value: 'username-desc', label: 'Username, Z to A' },
  { value: 'status-asc', label: 'Active first' },
  { value: 'status-desc', label: 'Disabled first' },
];

function sortOf(value: string): Pick<UsersView, 'sort' | 'dir'> | null {
  const [sort, dir] = value.split('-');
  const known = USER_SORTS.find((choice) => choice === sort);
  return known && (dir === 'asc' || dir === 'desc') ? { sort: known, dir } : null;
}

/**
 * Search, status, dealer and the sort (the table's headers sort too, where they are shown). The search box holds its own text (the page owns it) so that fast
 * typing is never overwritten by an address catching up; native selects suit tablets.
 */
export function UsersFilters({
  search,
  onSearch,
  view,
  dealerChoices,
  onChange,
  onClear,
  filtered,
}: {
  search: string;
  onSearch: (q: string) => void;
  view: UsersView;
  /** The dealers of the list; the filter is left out when there is only one. */
  dealerChoices: { value: string; label: string }[];
  onChange: (change: Partial<UsersView>) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Find users">
      <TextInput
        label="Search users"
        description="Name, username or e-mail"
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={{ base: '100%', sm: 260 }}
      />
      <NativeSelect
        label="Status"
        value={view.status}
        data={STATUS_LABELS}
        onChange={(event) => onChange({ status: event.currentTarget.value as StatusFilter })}
      />
      {dealerChoices.length > 1 && (
        <NativeSelect
          label="Dealer"
          value={view.dealer ?? ''}
          data={[{ value: '', label: 'All dealers' }, ...dealerChoices]}
          onChange={(event) => onChange({ dealer: event.currentTarget.value || null })}
        />
      )}
      <NativeSelect
        label="Sort by"
        value={`${view.sort}-${view.dir}`}
        data={SORT_LABELS}
        onChange={(event) => {
          const sort = sortOf(event.currentTarget.value);
          if (sort) onChange(sort);
        }}
      />
      {filtered && (
        <Button variant="default" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
