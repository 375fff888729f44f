import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.test-support.tsx';
import { OutcomeAlert, OutcomeStatus, useOutcome } from './action-outcome.tsx';

describe('the outcome of an action', () => {
  it('says a success in the status line, which is there (empty) before it', () => {
    const { unmount } = renderWithProviders(<OutcomeStatus outcome={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    unmount();
    renderWithProviders(<OutcomeStatus outcome={{ ok: true, text: 'Saved.' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('says a refusal in an alert titled with what did not happen, and nothing on success', () => {
    renderWithProviders(
      <>
        <OutcomeAlert outcome={{ ok: false, text: 'Refused.' }} title="It was not saved" />
        <OutcomeAlert outcome={{ ok: true, text: 'Saved.' }} title="Never shown" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/It was not saved.*Refused\./);
    expect(screen.queryByText('Never shown')).toBeNull();
  });

  it('useOutcome sets and clears it', () => {
    const { result } = renderHook(() => useOutcome());
    act(() => result.current.failed('No.'));
    expect(result.current.outcome).toEqual({ ok: false, text: 'No.' });
    act(() => result.current.succeeded('Yes.'));
    expect(result.current.outcome).toEqual({ ok: true, text: 'Yes.' });
    act(() => result.current.clear());
    expect(result.current.outcome).toBeNull();
  });
});
