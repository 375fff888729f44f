import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { describeError } from '../../api/errors.ts';
import { demoAccountsQuery } from '../../api/sandbox-session.ts';
import {
  PlainAlert,
  PlainButton,
  PlainPaper,
  PlainTitle,
} from '../../components/plain-controls.tsx';
import type { DemoAccount } from '../../schemas/sign-in.ts';

/** The sandbox's demo accounts, one tap each (cards rather than a table: easy on a tablet). */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const accounts = useQuery(demoAccountsQuery());
  // The cards render at low priority: the form is usable first.
  const list = useDeferredValue(accounts.data);

  return (
    <section aria-labelledby="demo-accounts-title">
      <PlainTitle order={2} size="h4" id="demo-accounts-title" style={{ marginBottom: 4 }}>
        Demo accounts
      </PlainTitle>
      <Text size="sm" c="dimmed" mb="sm">
        This portal is connected to the sandbox. Pick an account to sign in as that person.
      </Text>
      {accounts.isError && (
        <PlainAlert color="red" title="The demo accounts could not be loaded">
          {describeError(accounts.error)}
        </PlainAlert>
      )}
      {accounts.isPending && <Text size="sm">Loading the demo accounts…</Text>}
      <ul className="demo-accounts">
        {list?.map((account) => (
          <PlainPaper
            component="li"
            style={{ padding: 'var(--mantine-spacing-sm)' }}
            key={account.username}
          >
            <Stack gap={6} h="100%">
              <Group justify="space-between" wrap="nowrap" align="start">
                <Text size="sm" fw={700}>
                  {account.displayName}
                </Text>
                {!account.isActive && (
                  <Text size="xs" fw={700} className="tag">
                    Inactive
                  </Text>
                )}
              </Group>
              <Text size="sm">{account.role}</Text>
              <Text size="xs" c="dimmed">
                {account.dealers.map((dealer) => dealer.name).join(', ') || 'No dealer'}
              </Text>
              <Text size="xs" c="dimmed">
                {account.username} · {account.password}
              </Text>
              <PlainButton
                size="xs"
                variant="light"
                style={{ marginTop: 'auto' }}
                onClick={() => onPick(account)}
                aria-label={`Sign in as ${account.displayName}`}
              >
                Sign in
              </PlainButton>
            </Stack>
          </PlainPaper>
        ))}
      </ul>
    </section>
  );
}
