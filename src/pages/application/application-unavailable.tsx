import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { describeError, isApiError } from '../../api/errors.ts';
import { NotAvailable } from '../../components/not-available.tsx';

/**
 * Why an application cannot be shown. The service answers 404 for an id that does not exist
 * and for another dealer's application alike, so the page does not guess which; a dealer
 * locked out for a missed attestation sees the service's own sentence (403). An endpoint
 * disabled for the current user is about the account's permissions, and says who can help.
 */
export function ApplicationUnavailable({
  applicationId,
  error,
  onRetry,
}: {
  applicationId: string;
  error: unknown;
  onRetry?: () => void;
}) {
  const kind = isApiError(error) ? error.kind : null;
  const status = isApiError(error) ? error.status : undefined;

  if (error === null || kind === 'not-found') {
    return (
      <Stack maw={640}>
        <Title order={1}>Application not found</Title>
        <Text>
          There is no application {applicationId} among your dealers&apos; applications. It may
          belong to another dealer, or the link may be mistyped.
        </Text>
        <Button component={Link} to="/" w="fit-content">
          Go to the dashboard
        </Button>
      </Stack>
    );
  }

  if (kind === 'disabled') {
    // About the account's permissions, never the record: the application is not locked.
    return (
      <Stack maw={640}>
        <Title order={1}>Application {applicationId}</Title>
        <NotAvailable capability="applications.read" banner />
        <Button component={Link} to="/" w="fit-content">
          Go to the dashboard
        </Button>
      </Stack>
    );
  }

  const locked = status === 403;
  return (
    <Stack maw={640}>
      <Title order={1}>
        {locked ? `Application ${applicationId} is locked` : `Application ${applicationId}`}
      </Title>
      <Alert
        color="red"
        title={
          locked ? 'The lender has locked this application' : 'The application could not be loaded'
        }
      >
        <Text size="sm">{describeError(error)}</Text>
      </Alert>
      <Group>
        {onRetry && !locked && (
          <Button onClick={onRetry} variant="default">
            Try again
          </Button>
        )}
        <Button component={Link} to="/" w="fit-content">
          Go to the dashboard
        </Button>
      </Group>
    </Stack>
  );
}
