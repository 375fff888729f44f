import { Alert, Button, Stack, Text } from '@mantine/core';
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
  return (
    <Alert color="red" title="The dealer is locked out until it attests">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{describeError(error)}</Text>
        <Text size="sm">
          Nothing can be done on this application until the dealer attests with the lender. The
          dashboard names your lender representative.
        </Text>
        <Button component={Link} to="/" variant="default">
          Go to the dashboard
        </Button>
      </Stack>
    </Alert>
  );
}
