import { Alert, Button, Code, Container, Group, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/**
 * The route-level error boundary: a page that throws shows this in place of itself,
 * and the rest of the portal keeps working.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useLingui();
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t`Unknown error`;

  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Title order={1}>
          <Trans>Something went wrong on this page</Trans>
        </Title>
        <Alert
          color="red"
          title={chunkFailed ? t`The portal was updated` : t`The page stopped working`}
          role="alert"
        >
          {chunkFailed
            ? t`A newer version of the portal is available. Reload to continue.`
            : t`Your other work is safe. Reload the page, or go back to the dashboard.`}
        </Alert>
        <Code block>{message}</Code>
        <Group>
          <Button onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </Button>
          <Button component={Link} to="/" variant="default">
            <Trans>Go to the dashboard</Trans>
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
