import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const kind = isApiError(error) ? error.kind : null;
  const status = isApiError(error) ? error.status : undefined;

  if (error === null || kind === 'not-found') {
    return (
      <Stack maw={640}>
        <Title order={1}>
          <Trans>Application not found</Trans>
        </Title>
        <Text>
          <Trans>
            There is no application {applicationId} among your dealers&apos; applications. It may
            belong to another dealer, or the link may be mistyped.
          </Trans>
        </Text>
        <Button component={Link} to="/" w="fit-content">
          <Trans>Go to the dashboard</Trans>
        </Button>
      </Stack>
    );
  }

  if (kind === 'disabled') {
    // About the account's permissions, never the record: the application is not locked.
    return (
      <Stack maw={640}>
        <Title order={1}>
          <Trans>Application {applicationId}</Trans>
        </Title>
        <NotAvailable capability="applications.read" banner />
        <Button component={Link} to="/" w="fit-content">
          <Trans>Go to the dashboard</Trans>
        </Button>
      </Stack>
    );
  }

  const locked = status === 403;
  return (
    <Stack maw={640}>
      <Title order={1}>
        {locked ? (
          <Trans>Application {applicationId} is locked</Trans>
        ) : (
          <Trans>Application {applicationId}</Trans>
        )}
      </Title>
      <Alert
        color="red"
        title={
          locked
            ? t`The lender has locked this application`
            : t`The application could not be loaded`
        }
      >
        <Text size="sm">{describeError(error)}</Text>
      </Alert>
      <Group>
        {onRetry && !locked && (
          <Button onClick={onRetry} variant="default">
            <Trans>Try again</Trans>
          </Button>
        )}
        <Button component={Link} to="/" w="fit-content">
          <Trans>Go to the dashboard</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
