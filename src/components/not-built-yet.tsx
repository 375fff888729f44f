import { Alert, Stack, Text, Title } from '@mantine/core';

/** An honest placeholder for a page a later piece of work builds. */
export function NotBuiltYet({ title, what }: { title: string; what: string }) {
  return (
    <Stack maw={720}>
      <Title order={1}>{title}</Title>
      <Alert color="blue" title="Not built yet">
        <Text size="sm">{what}</Text>
      </Alert>
    </Stack>
  );
}
