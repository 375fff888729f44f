import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSendOnce } from './use-send-once.ts';

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useSendOnce', () => {
  it('drops a second send while the first is under way, and sends again after it', async () => {
    const { result } = renderHook(() => useSendOnce());
    const first = deferred();
    let calls = 0;
    const action = () => {
      calls += 1;
      return first.promise;
    };
    let one!: Promise<void>;
    act(() => {
      one = result.current.send(action);
      void result.current.send(action);
    });
    expect(calls).toBe(1);
    expect(result.current.sending).toBe(true);
    await act(async () => {
      first.resolve();
      await one;
    });
    expect(result.current.sending).toBe(false);
    await act(() => result.current.send(() => Promise.resolve()));
    await act(() => result.current.send(action));
    expect(calls).toBe(2);
  });

  it('opens again after a failure', async () => {
    const { result } = renderHook(() => useSendOnce());
    await act(async () => {
      await expect(result.current.send(() => Promise.reject(new Error('no')))).rejects.toThrow();
    });
    let sent = false;
    await act(() => result.current.send(async () => void (sent = true)));
    expect(sent).toBe(true);
  });

  it('stays shut after keepLocked (a success that leaves the page)', async () => {
    const { result } = renderHook(() => useSendOnce());
    await act(() => result.current.send(async () => result.current.keepLocked()));
    let sent = false;
    await act(() => result.current.send(async () => void (sent = true)));
    expect(sent).toBe(false);
    expect(result.current.sending).toBe(true);
  });
});

describe('useSendOnce busy', () => {
  it('says a send is under way, for a check before sending', async () => {
    const { result } = renderHook(() => useSendOnce());
    expect(result.current.busy()).toBe(false);
    const pending = deferred();
    let one!: Promise<void>;
    act(() => {
      one = result.current.send(() => pending.promise);
    });
    expect(result.current.busy()).toBe(true);
    await act(async () => {
      pending.resolve();
      await one;
    });
    expect(result.current.busy()).toBe(false);
  });
});
