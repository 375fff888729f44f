import { Trans } from '@lingui/react/macro';
import { Alert, Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeError, isApiError } from '../../api/errors.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import type { Capability } from '../../schemas/role-capabilities.ts';

/**
 * One block of the dealer's view in its three states besides "loaded": loading, failed (with
 * "Try again" for that block alone) and disabled for the account (the reason, no retry).
 */
export function BlockState<T>({
  query,
  failedTitle,
  loadingText,
  capability,
  children,
}: {
  query: UseQueryResult<T>;
  /** The failure's title, in words: "The products could not be loaded". */
  failedTitle: string;
  /** What is said while it loads: "Loading the products…". */
  loadingText: string;
  capability: Capability;
  children: (data: T) => ReactNode;
}) {
  if (isApiError(query.error) && query.error.kind === 'disabled') {
    return <NotAvailable capability={capability} />;
  }
  if (query.isError) {
    return (
      <Alert color="red" title={failedTitle}>
        <Text size="sm" mb="xs">
          {describeError(query.error)}
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  if (query.isPending) return <Text size="sm">{loadingText}</Text>;
  return children(query.data);
}
