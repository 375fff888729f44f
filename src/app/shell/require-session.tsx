import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../api/session.ts';
import { signInPath } from '../../lib/safe-redirect.ts';
import { AppLayout } from './app-layout.tsx';

/**
 * The signed-in part of the portal. An expired session keeps the page mounted (so nothing
 * typed is lost) and asks for sign-in over it; a signed-out visitor goes to the sign-in page
 * and comes back to the page they asked for.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'signed-out') {
    const here = `${location.pathname}${location.search}${location.hash}`;
    const target =
      session.endedBy === 'user'
        ? '/sign-in'
        : signInPath(here, session.endedBy === 'idle' ? 'idle' : undefined);
    return <Navigate to={target} replace />;
  }
  return <AppLayout />;
}
