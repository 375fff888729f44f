import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { USER_SORTS, type StatusFilter, type UserSort, type UsersView } from './users-view.ts';

const STATUS_LABELS: { value: StatusFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Active and disabled` },
  { value: 'active', label: msg`Active` },
  { value: 'disabled', label: msg`Disabled` },
];

const SORT_LABELS: { value: `${UserSort}-${UsersView['dir']}`; label: MessageDescriptor }[] = [
  { value: 'name-asc', label: msg`Name, A to Z` },
  { value: 'name-desc', label: msg`Name, Z to A` },
  { value: 'username-asc', label: msg`Username, A to Z` },
  { value: 'username-desc', label: msg`Username, Z to A` },
  { value: 'status-asc', label: msg`Active first` },
  { value: 'status-desc', label: msg`Disabled first` },
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
  const { i18n, t } = useLingui();
  const words = ({ value, label }: { value: string; label: MessageDescriptor }) => ({
    value,
    label: i18n._(label),
  });
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={t`Find users`}>
      <TextInput
        label={t`Search users`}
        description={t`Name, username or e-mail`}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={{ base: '100%', sm: 260 }}
      />
      <NativeSelect
        label={t`Status`}
        value={view.status}
        data={STATUS_LABELS.map(words)}
        onChange={(event) => onChange({ status: event.currentTarget.value as StatusFilter })}
      />
      {dealerChoices.length > 1 && (
        <NativeSelect
          label={t`Dealer`}
          value={view.dealer ?? ''}
          data={[{ value: '', label: t`All dealers` }, ...dealerChoices]}
          onChange={(event) => onChange({ dealer: event.currentTarget.value || null })}
        />
      )}
      <NativeSelect
        label={t`Sort by`}
        value={`${view.sort}-${view.dir}`}
        data={SORT_LABELS.map(words)}
        onChange={(event) => {
          const sort = sortOf(event.currentTarget.value);
          if (sort) onChange(sort);
        }}
      />
      {filtered && (
        <Button variant="default" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Group>
  );
}
