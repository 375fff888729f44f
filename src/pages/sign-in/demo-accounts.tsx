import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../api/errors.ts';
import { demoAccountsQuery } from '../../api/sandbox-session.ts';
import type { DemoAccount } from '../../schemas/sign-in.ts';

/** The sandbox's demo accounts, one tap each (cards rather than a table: easy on a tablet). */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const accounts = useQuery(demoAccountsQuery());

  return (
    <section aria-labelledby="demo-accounts-title">
      <Title order={2} size="h4" id="demo-accounts-title" mb={4}>
        Demo accounts
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        This portal is connected to the sandbox. Pick an account to sign in as that person.
      </Text>
      {accounts.isError && (
        <Alert color="red" title="The demo accounts could not be loaded">
          {describeError(accounts.error)}
        </Alert>
      )}
      {accounts.isPending && <Text size="sm">Loading the demo accounts…</Text>}
      <ul className="demo-accounts">
        {accounts.data?.map((account) => (
          <Paper component="li" withBorder p="sm" key={account.username}>
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
              <Button
                size="xs"
                variant="light"
                mt="auto"
                onClick={() => onPick(account)}
                aria-label={`Sign in as ${account.displayName}`}
              >
                Sign in
              </Button>
            </Stack>
          </Paper>
        ))}
      </ul>
    </section>
  );
}
