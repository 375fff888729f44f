import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../api/errors.ts';
import { demoAccountsQuery } from '../../api/sandbox-session.ts';
import type { DemoAccount } from '../../schemas/sign-in.ts';

/** The sandbox's demo accounts, one tap each (cards rather than a table: easy on a tablet). */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const accounts = useQuery(demoAccountsQuery());
  const { t } = useLingui();
  const signInAs = (name: string) => t`Sign in as ${name}`;

  return (
    <section aria-labelledby="demo-accounts-title">
      <Title order={2} size="h4" id="demo-accounts-title" mb={4}>
        <Trans>Demo accounts</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>
          This portal is connected to the sandbox. Pick an account to sign in as that person.
        </Trans>
      </Text>
      {accounts.isError && (
        <Alert color="red" title={t`The demo accounts could not be loaded`}>
          {describeError(accounts.error)}
        </Alert>
      )}
      {accounts.isPending && (
        <Text size="sm">
          <Trans>Loading the demo accounts…</Trans>
        </Text>
      )}
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
                    <Trans>Inactive</Trans>
                  </Text>
                )}
              </Group>
              <Text size="sm">{account.role}</Text>
              <Text size="xs" c="dimmed">
                {account.dealers.map((dealer) => dealer.name).join(', ') || t`No dealer`}
              </Text>
              <Text size="xs" c="dimmed">
                {account.username} · {account.password}
              </Text>
              <Button
                size="xs"
                variant="light"
                mt="auto"
                onClick={() => onPick(account)}
                aria-label={signInAs(account.displayName)}
              >
                <Trans>Sign in</Trans>
              </Button>
            </Stack>
          </Paper>
        ))}
      </ul>
    </section>
  );
}
