import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the address's `#fragment` names once the page has drawn it: the
 * router does not, and a link from another page (the dashboard's "Due soon") names the part of
 * the page where its action is done.
 */
export function useScrollToHash(drawn: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!drawn || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [drawn, hash]);
}
