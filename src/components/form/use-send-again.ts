import { useRef, useState } from 'react';

/**
 * A form that, once sent, gives way to its result until "Send again": `sent` hides the form,
 * `done(result)` shows the result and moves the focus to it (`resultRef`), `again()` brings the
 * form back with the focus on its start, `failed()` forgets an earlier result.
 */
export function useSendAgain<R>() {
  const [result, setResult] = useState<R | null>(null);
  const [sendingAgain, setSendingAgain] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const formStartRef = useRef<HTMLDivElement>(null);
  return {
    result,
    sent: result !== null && !sendingAgain,
    resultRef,
    formStartRef,
    done: (next: R) => {
      setResult(next);
      setSendingAgain(false);
      requestAnimationFrame(() => resultRef.current?.focus());
    },
    failed: () => setResult(null),
    again: () => {
      setSendingAgain(true);
      requestAnimationFrame(() => formStartRef.current?.focus());
    },
  };
}
