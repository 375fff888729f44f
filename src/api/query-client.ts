import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors.ts';
import { sessionStore } from './session-store.ts';

const MAX_RETRIES = 3;

/**
 * How long an answer about one application is shown as it is. A page arriving just after its data
 * was asked for (on a link's intent, or by its route as it matched) renders it without asking
 * again, so no answer lands in the middle of that render to start it over. What the portal changes
 * it invalidates, and a decision still pending is polled.
 */
export const RECENT_ANSWER_MS = 30_000;

/**
 * Queries retry only what can succeed when tried again (network, time-out, 429, 503),
 * waiting as long as Retry-After asks; mutations never retry on their own.
 */
export function createQueryClient(): QueryClient {
  pauseWhileExpired();
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

/**
 * After a 401 nothing is asked until the user signs in again: the query client counts as
 * offline while the session is expired, so queries, polls and row details pause (rather than
 * fail) and carry on, with the new token, once signed in. The browser's own online and offline
 * events still count, as TanStack Query's default listener has them.
 */
function pauseWhileExpired(): void {
  onlineManager.setEventListener((setOnline) => {
    let network = true;
    const update = (event?: Event) => {
      if (event) network = event.type === 'online';
      setOnline(network && sessionStore.get().status !== 'expired');
    };
    addEventListener('online', update);
    addEventListener('offline', update);
    const unsubscribe = sessionStore.subscribe(update);
    update();
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
      unsubscribe();
    };
  });
}
