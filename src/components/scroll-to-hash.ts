import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the part of the page the address's `#fragment` names into view, and the focus to it,
 * once the page has drawn it: the router does neither, and a link from another page (the
 * dashboard's "Due soon") names the part where its action is done. With the focus there, the
 * shell's focus on the new page's heading (focus-heading.ts) leaves it alone.
 */
export function useScrollToHash(drawn: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!drawn || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  }, [drawn, hash]);
}
