import { Button, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import './locales/catalog.ts';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack maw={560}>
      <Title order={1}>
        <Trans>Page not found</Trans>
      </Title>
      <Text>
        <Trans>
          There is no page at <code>{pathname}</code>. It may have moved, or the link may be
          mistyped.
        </Trans>
      </Text>
      <Button component={Link} to="/" w="fit-content">
        <Trans>Go to the dashboard</Trans>
      </Button>
    </Stack>
  );
}
