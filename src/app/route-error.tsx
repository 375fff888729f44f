import { Alert, Button, Code, Container, Group, Stack, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/**
 * The route-level error boundary: a page that throws shows this in place of itself,
 * and the rest of the portal keeps working.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';

  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Title order={1}>Something went wrong on this page</Title>
        <Alert
          color="red"
          title={chunkFailed ? 'The portal was updated' : 'The page stopped working'}
          role="alert"
        >
          {chunkFailed
            ? 'A newer version of the portal is available. Reload to continue.'
            : 'Your other work is safe. Reload the page, or go back to the dashboard.'}
        </Alert>
        <Code block>{message}</Code>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to="/" variant="default">
            Go to the dashboard
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
