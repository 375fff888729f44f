import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Mark exactly these queries stale (and refetch the ones on screen). Each mutation names the
 * keys its change touches, and a test per mutation pins them.
 */
export function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
