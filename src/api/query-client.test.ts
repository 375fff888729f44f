import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { sessionStore } from './session-store.ts';

const user = {
  id: 5,
  username: 'sunrise.admin',
  displayName: 'Marcus Reyes',
  role: 'Dealer Administrator',
  isOperator: false,
  dealers: [{ id: 101, name: 'Sunrise Home Comfort' }],
};

beforeEach(() => {
  vi.useFakeTimers();
  sessionStore.signIn('token-1', user);
});
afterEach(() => {
  sessionStore.signOut();
  vi.useRealTimers();
});

describe('the query client while the session is expired', () => {
  it('pauses queries and polls, then resumes them with the new token after sign-in', async () => {
    const client = createQueryClient();
    client.mount();
    const tokens: (string | null)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['polled'],
      queryFn: () => {
        tokens.push(sessionStore.token());
        return tokens.length;
      },
      refetchInterval: 1000,
      refetchIntervalInBackground: true,
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(tokens).toEqual(['token-1']);

    sessionStore.expire();
    await vi.advanceTimersByTimeAsync(5000);
    const fetched = client.fetchQuery({ queryKey: ['detail'], queryFn: () => 'detail' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(tokens).toEqual(['token-1']);
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');

    sessionStore.signIn('token-2', user);
    await vi.advanceTimersByTimeAsync(0);
    await expect(fetched).resolves.toBe('detail');
    expect(tokens).toEqual(['token-1', 'token-2']);
    unsubscribe();
    client.unmount();
  });

  it('still counts the browser’s own offline and online events', async () => {
    const client = createQueryClient();
    client.mount();
    const { onlineManager } = await import('@tanstack/react-query');
    dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
    sessionStore.expire();
    dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(false);
    client.unmount();
  });
});
