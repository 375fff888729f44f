/**
 * Where to go after signing in. Only a path on this site is followed, so a crafted link
 * cannot send a freshly signed-in user elsewhere.
 */
export function safeNextPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return fallback;
  }
  if (raw === '/sign-in' || raw.startsWith('/sign-in?')) return fallback;
  return raw;
}

export function signInPath(next?: string, reason?: 'idle' | 'expired'): string {
  const params = new URLSearchParams();
  if (reason) params.set('reason', reason);
  if (next && next !== '/') params.set('next', next);
  const qs = params.toString();
  return `/sign-in${qs ? `?${qs}` : ''}`;
}
