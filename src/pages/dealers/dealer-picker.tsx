import { useLingui } from '@lingui/react/macro';
import { Anchor, List, Stack, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Dealer } from '../../schemas/dealer-records.ts';

/** Whether a dealer matches the search: its name, number, dealer ID or city contains it. */
function matches(dealer: Dealer, search: string): boolean {
  return [dealer.Name, dealer.DealerNumber, dealer.DealerId, dealer.Nickname, dealer.Address?.City]
    .filter((value): value is string => Boolean(value))
    .some((value) => value.toLowerCase().includes(search));
}

/**
 * For a user with several dealers (an operator has them all): a search and the matching dealers
 * as links, so the chosen one is in the address (`?dealer=<Id>`) and survives a reload.
 */
export function DealerPicker({
  dealers,
  chosenId,
}: {
  dealers: readonly Dealer[];
  chosenId: number | null;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  // The list follows the search at low priority, so typing stays responsive over many dealers.
  const deferred = useDeferredValue(search.trim().toLowerCase());
  const shown = dealers.filter((dealer) => matches(dealer, deferred));
  // Each dealer's line is written once per list, not on every keystroke of the search.
  const lines = useMemo(
    () =>
      new Map(
        dealers.map((dealer) => {
          const number = dealer.DealerNumber;
          return [
            dealer.Id,
            [number && t`Dealer ${number}`, dealer.Address?.City].filter(Boolean).join(' · '),
          ];
        }),
      ),
    [dealers, t],
  );
  return (
    <Stack gap="xs">
      <TextInput
        label={t`Find a dealer`}
        description={t`Name, dealer number or city`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <nav aria-label={t`Dealers`}>
        <List listStyleType="none" spacing="xs">
          {shown.map((dealer) => {
            const chosen = dealer.Id === chosenId;
            return (
              <List.Item key={dealer.Id}>
                <Anchor
                  component={Link}
                  to={`?dealer=${dealer.Id}`}
                  aria-current={chosen ? 'page' : undefined}
                  fw={chosen ? 700 : 400}
                  underline={chosen ? 'always' : 'hover'}
                >
                  {dealer.Name}
                </Anchor>
                <Text size="xs">{lines.get(dealer.Id)}</Text>
              </List.Item>
            );
          })}
        </List>
      </nav>
      <Text size="sm" role="status">
        {shown.length === 0 ? t`No dealer matches “${search}”.` : ''}
      </Text>
    </Stack>
  );
}
