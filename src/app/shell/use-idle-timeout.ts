import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionStore } from '../../api/session-store.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
export const IDLE_WARNING_MS = 60_000;
/** How often activity here is told to the other tabs: far below the warning's minute. */
const SHARE_ACTIVITY_MS = 5_000;

/**
 * Signs the user out after `timeoutMs` without activity, with a warning a minute before.
 * Activity while the warning shows does not dismiss it: the user confirms explicitly.
 * Activity and "stay signed in" count in every tab of the browser, since a time-out signs them
 * all out: a tab left in the background never ends the session of the one in use.
 */
export function useIdleTimeout(timeoutMs: number, onTimeout: () => void) {
  const [warningUntil, setWarningUntil] = useState<number | null>(null);
  const lastActivity = useRef(0);
  const warning = useRef(false);
  const onTimeoutRef = useRef(onTimeout);

  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  });

  const stayHere = useCallback(() => {
    warning.current = false;
    lastActivity.current = Date.now();
    setWarningUntil(null);
  }, []);

  useEffect(() => {
    lastActivity.current = Date.now();
    let lastShared = 0;
    const markActive = () => {
      if (warning.current) return;
      lastActivity.current = Date.now();
      if (lastActivity.current - lastShared < SHARE_ACTIVITY_MS) return;
      lastShared = lastActivity.current;
      sessionStore.shareActivity('active');
    };
    const stopListening = sessionStore.onActivityElsewhere((activity) => {
      if (activity === 'stay') stayHere();
      else if (!warning.current) lastActivity.current = Date.now();
    });
    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, markActive, { passive: true, capture: true });
    }
    const tick = window.setInterval(() => {
      const idleFor = Date.now() - lastActivity.current;
      if (idleFor >= timeoutMs) {
        warning.current = false;
        setWarningUntil(null);
        onTimeoutRef.current();
      } else if (idleFor >= timeoutMs - IDLE_WARNING_MS && !warning.current) {
        warning.current = true;
        setWarningUntil(lastActivity.current + timeoutMs);
      }
    }, 1000);
    return () => {
      stopListening();
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, markActive, true);
      window.clearInterval(tick);
    };
  }, [timeoutMs, stayHere]);

  const stayActive = () => {
    stayHere();
    sessionStore.shareActivity('stay');
  };

  return { warningUntil, stayActive };
}
