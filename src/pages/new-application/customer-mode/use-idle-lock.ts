import { useEffect, useRef } from 'react';

/** Five minutes without a touch: the customer has stepped away from the tablet (issue 35). */
export const CUSTOMER_IDLE_LOCK_MS = 5 * 60 * 1000;

const TOUCHES = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Calls `onIdle` once `timeoutMs` pass with no touch, key or wheel on the page, while `active`.
 * Every touch starts the wait again.
 */
export function useIdleLock(active: boolean, timeoutMs: number, onIdle: () => void) {
  const idle = useRef(onIdle);
  useEffect(() => {
    idle.current = onIdle;
  });
  useEffect(() => {
    if (!active) return;
    let timer = setTimeout(() => idle.current(), timeoutMs);
    const touched = () => {
      clearTimeout(timer);
      timer = setTimeout(() => idle.current(), timeoutMs);
    };
    for (const event of TOUCHES) document.addEventListener(event, touched, { capture: true });
    return () => {
      clearTimeout(timer);
      for (const event of TOUCHES) document.removeEventListener(event, touched, { capture: true });
    };
  }, [active, timeoutMs]);
}
