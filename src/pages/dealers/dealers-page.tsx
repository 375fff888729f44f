import '@mantine/core/styles/Table.css';
import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { useDealers } from '../../api/dealers.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import { formatUsDate, todayIso } from '../../lib/dates.ts';
import { attestationState } from '../../schemas/attestation.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';

function AttestationBadge({ dealer, today }: { dealer: Dealer; today: string }) {
  const state = attestationState(dealer, today);
  switch (state.kind) {
    case 'not-applicable':
      return <Text size="sm">Not required</Text>;
    case 'ok':
      return <Text size="sm">Due by {formatUsDate(state.deadline)}</Text>;
    case 'due':
      return (
        <Badge color="yellow" variant="light">
          {state.daysLeft} days left to attest
        </Badge>
      );
    case 'lapsed':
      return (
        <Badge color="red" variant="light">
          Access lost until the dealer attests
        </Badge>
      );
  }
}

/** The dealers the signed-in user may work for (`GET /v3/api/dealers`). */
export default function DealersPage() {
  const dealers = useDealers();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter.trim().toLowerCase());
  const today = todayIso();

  const rows = (dealers.data ?? []).filter((dealer) =>
    [dealer.Name, dealer.DealerNumber, dealer.DealerId, dealer.Address?.City]
      .filter(Boolean)
      .some((value) => value!.toLowerCase().includes(deferredFilter)),
  );

  return (
    <Stack>
      <Group justify="space-between" align="end">
        <Title order={1}>Dealers</Title>
        <Button
          variant="default"
          onClick={() => void dealers.refetch()}
          loading={dealers.isRefetching}
        >
          Refresh
        </Button>
      </Group>
      <TextInput
        label="Find a dealer"
        description="Name, dealer number or city"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        maw={400}
      />
      {isApiError(dealers.error) && dealers.error.kind === 'disabled' ? (
        <NotAvailable capability="dealers.read" banner />
      ) : (
        dealers.isError && (
          <Alert color="red" title="The dealers could not be loaded" role="alert">
            {describeError(dealers.error)}
          </Alert>
        )
      )}
      {dealers.isPending ? (
        <Text>Loading your dealers…</Text>
      ) : (
        // Focusable so keyboard users can scroll the table sideways on a narrow screen.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Your dealers">
          <Table striped highlightOnHover fz="sm" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Dealer</Table.Th>
                <Table.Th scope="col">Dealer number</Table.Th>
                <Table.Th scope="col">Location</Table.Th>
                <Table.Th scope="col">Major product line</Table.Th>
                <Table.Th scope="col">Attestation</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((dealer) => (
                <Table.Tr key={dealer.Id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {dealer.Name}
                    </Text>
                    {dealer.IsRetailDealer && (
                      <Text size="xs" c="dimmed">
                        Retail
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{dealer.DealerNumber ?? '—'}</Table.Td>
                  <Table.Td>
                    {[dealer.Address?.City, dealer.Address?.State].filter(Boolean).join(', ') ||
                      '—'}
                  </Table.Td>
                  <Table.Td>{dealer.MajorProductLine ?? '—'}</Table.Td>
                  <Table.Td>
                    <AttestationBadge dealer={dealer} today={today} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {rows.length === 0 && !dealers.isError && (
            <Text py="md">
              {filter
                ? `No dealer matches “${filter}”.`
                : 'You do not have access to any dealer yet.'}
            </Text>
          )}
        </div>
      )}
    </Stack>
  );
}
