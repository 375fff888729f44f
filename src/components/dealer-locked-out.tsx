import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { describeError, isApiError } from '../api/errors.ts';

/**
 * A 403 that is not the "endpoint disabled" answer: the application's dealer is locked out for a
 * missed attestation (spec, Authentication 3), which no retry mends.
 */
export function isDealerLockedOut(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.kind !== 'disabled';
}

/**
 * Says the dealer is locked out, in the service's own sentence (it names the dealer and its
 * deadline), and where to go next instead of offering to try again.
 */
export function DealerLockedOut({ error }: { error: unknown }) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={t`The dealer is locked out until it attests`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{describeError(error)}</Text>
        <Text size="sm">
          <Trans>
            Nothing can be done on this application until the dealer attests with the lender. The
            dashboard names your lender representative.
          </Trans>
        </Text>
        <Button component={Link} to="/" variant="default">
          <Trans>Go to the dashboard</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
