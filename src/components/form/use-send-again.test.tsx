import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSendAgain } from './use-send-again.ts';

describe('useSendAgain', () => {
  it('hides the form once sent, brings it back on "Send again", and forgets a result on failure', () => {
    const { result } = renderHook(() => useSendAgain<string>());
    expect(result.current.sent).toBe(false);
    act(() => result.current.done('sent for signing'));
    expect(result.current.sent).toBe(true);
    expect(result.current.result).toBe('sent for signing');
    act(() => result.current.again());
    expect(result.current.sent).toBe(false);
    expect(result.current.result).toBe('sent for signing');
    act(() => result.current.failed());
    expect(result.current.result).toBeNull();
    act(() => result.current.done('sent again'));
    expect(result.current.sent).toBe(true);
  });

  it('moves the focus to the start of the form on "Send again"', async () => {
    const start = document.createElement('div');
    start.tabIndex = -1;
    document.body.append(start);
    const { result } = renderHook(() => useSendAgain<string>());
    result.current.formStartRef.current = start;
    act(() => result.current.again());
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    expect(start).toHaveFocus();
    start.remove();
  });

  it('moves the focus to the outcome once sent', async () => {
    const outcome = document.createElement('div');
    outcome.tabIndex = -1;
    document.body.append(outcome);
    const { result } = renderHook(() => useSendAgain<string>());
    result.current.resultRef.current = outcome;
    act(() => result.current.done('sent for signing'));
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    expect(outcome).toHaveFocus();
    outcome.remove();
  });
});
