import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTENT_DELAY_MS, IntentLink, RoutePrefetchContext } from './intent-link.tsx';

const prefetch = vi.fn<(path: string) => void>();
const onFocus = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <MemoryRouter>
      <RoutePrefetchContext value={prefetch}>
        <IntentLink to="/applications/5001/promotions" onFocus={onFocus}>
          Choose a promotion
        </IntentLink>
      </RoutePrefetchContext>
    </MemoryRouter>,
  );
});

afterEach(() => {
  vi.useRealTimers();
  prefetch.mockReset();
  onFocus.mockReset();
});

const link = () => screen.getByRole('link', { name: 'Choose a promotion' });

describe('a link that prefetches its route on intent', () => {
  it('prefetches once the pointer rests on it', () => {
    fireEvent.pointerOver(link());
    expect(prefetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS));
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/applications/5001/promotions');
  });

  it('does not for a pointer passing by', () => {
    fireEvent.pointerOver(link());
    fireEvent.pointerLeave(link());
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches at once on focus and on a touch, keeping the link’s own handlers', () => {
    fireEvent.focus(link());
    expect(prefetch).toHaveBeenCalledWith('/applications/5001/promotions');
    expect(onFocus).toHaveBeenCalledOnce();
    fireEvent.touchStart(link());
    expect(prefetch).toHaveBeenCalledTimes(2);
  });
});
