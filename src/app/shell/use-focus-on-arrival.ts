import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { focusHeading } from './focus-heading.ts';

/**
 * After a navigation to another page (a link, a submit that moves on, sign-in, back), the new
 * page's h1 takes the focus, so a screen reader hears where the user is (focus-heading.ts).
 * Only a new pathname counts: filters, sort and the dealer live in the search params, and
 * changing them leaves focus on the control in use. The app's first load (a POP on mount)
 * leaves focus at the document start.
 */
export function useFocusOnArrival() {
  const { pathname } = useLocation();
  const last = useRef(useNavigationType() === 'POP' ? pathname : '');
  useEffect(() => {
    // StrictMode's second run finds the pathname already seen, so the focusing starts once.
    if (last.current === pathname) return;
    last.current = pathname;
    focusHeading(document.activeElement);
  }, [pathname]);
}
