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
  what,
  capability,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, in words: "the products". */
  what: string;
  capability: Capability;
  children: (data: T) => ReactNode;
}) {
  if (isApiError(query.error) && query.error.kind === 'disabled') {
    return <NotAvailable capability={capability} />;
  }
  if (query.isError) {
    return (
      <Alert color="red" title={`${capitalised(what)} could not be loaded`}>
        <Text size="sm" mb="xs">
          {describeError(query.error)}
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (query.isPending) return <Text size="sm">Loading {what}…</Text>;
  return children(query.data);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
