import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { StatusFilter, UsersView } from './users-view.ts';

const STATUS_LABELS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Active and disabled' },
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

/**
 * Search, status and dealer. The search box holds its own text (the page owns it) so that fast
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
      {filtered && (
        <Button variant="default" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
