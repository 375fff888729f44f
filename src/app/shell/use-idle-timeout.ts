import { useEffect, useRef, useState } from 'react';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
export const IDLE_WARNING_MS = 60_000;

/**
 * Signs the user out after `timeoutMs` without activity, with a warning a minute before.
 * Activity while the warning shows does not dismiss it: the user confirms explicitly.
 */
export function useIdleTimeout(timeoutMs: number, onTimeout: () => void) {
  const [warningUntil, setWarningUntil] = useState<number | null>(null);
  const lastActivity = useRef(0);
  const warning = useRef(false);
  const onTimeoutRef = useRef(onTimeout);

  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  });

  useEffect(() => {
    lastActivity.current = Date.now();
    const markActive = () => {
      if (!warning.current) lastActivity.current = Date.now();
    };
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
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, markActive, true);
      window.clearInterval(tick);
    };
  }, [timeoutMs]);

  const stayActive = () => {
    warning.current = false;
    lastActivity.current = Date.now();
    setWarningUntil(null);
  };

  return { warningUntil, stayActive };
}
