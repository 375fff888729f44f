import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import './locales/catalog.ts';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack maw={560}>
      <Title order={1}>Page not found</Title>
      <Text>
        There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </Text>
      <Button component={Link} to="/" w="fit-content">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
