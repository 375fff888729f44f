import { useRef, useState } from 'react';

/**
 * Runs an action at most once at a time: a second call while the first is under way is dropped.
 * A ref, not state, holds the guard, since a double click or a second Enter arrives before React
 * re-renders; `sending` is the state for the button. `keepLocked` (after a success that leaves
 * the page) leaves the guard shut so nothing is sent again while the page goes.
 */
export function useSendOnce() {
  const inFlight = useRef(false);
  const locked = useRef(false);
  const [sending, setSending] = useState(false);
  const send = async (action: () => Promise<unknown>): Promise<void> => {
    if (inFlight.current || locked.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await action();
    } finally {
      if (!locked.current) {
        inFlight.current = false;
        setSending(false);
      }
    }
  };
  return {
    send,
    sending,
    /** Whether a send is under way: for a check that must come before the send (validation). */
    busy: () => inFlight.current || locked.current,
    keepLocked: () => (locked.current = true),
  };
}
