import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors.ts';

const MAX_RETRIES = 3;

/**
 * Queries retry only what can succeed when tried again (network, time-out, 429, 503),
 * waiting as long as Retry-After asks; mutations never retry on their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          isApiError(error) && error.retryable && failureCount < MAX_RETRIES,
        retryDelay: (attempt, error) =>
          (isApiError(error) ? error.retryAfterMs : undefined) ??
          Math.min(1000 * 2 ** attempt, 15_000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
