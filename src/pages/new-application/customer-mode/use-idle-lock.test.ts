import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleLock } from './use-idle-lock.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useIdleLock', () => {
  it('locks once the time passes without a touch', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLock(true, 1000, onIdle));
    vi.advanceTimersByTime(999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('waits again from each touch or key', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLock(true, 1000, onIdle));
    vi.advanceTimersByTime(800);
    document.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(800);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(800);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing while not active', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLock(false, 1000, onIdle));
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
