import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `children` only once what came before them has painted, at transition priority (in
 * slices the browser can interrupt): for the part of a large page below the fold on a phone,
 * so the top paints in a shorter task (docs/decisions/0004, 2026-11-27). Until then an empty,
 * hidden block a screen high stands in, so nothing after it moves into view and no page edge
 * shows; the children then take its place below the fold, the same content for everyone.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const painted = useAfterFirstPaint();
  return painted ? children : <div aria-hidden style={{ minHeight: '100vh' }} />;
}

/** False until a frame has painted after the first commit (or, in a hidden tab, shortly after). */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    const show = () => startTransition(() => setPainted(true));
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before a paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => (afterPaint = setTimeout(show)));
    // A hidden tab paints no frames: its content must not wait for the tab to show.
    const fallback = setTimeout(show, 500);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
      clearTimeout(fallback);
    };
  }, [painted]);
  return painted;
}
