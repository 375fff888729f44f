import { safeParse } from 'zod/mini';
import type { Capability } from '../schemas/role-capabilities.ts';
import { sessionUserSchema, type SessionUser } from '../schemas/sign-in.ts';

/**
 * The signed-in session. The bearer token lives in memory and in sessionStorage only
 * (so a reload keeps the tab signed in, a new tab or a closed browser does not).
 */
export type SessionStatus = 'signed-out' | 'active' | 'expired';

export interface Session {
  status: SessionStatus;
  token: string | null;
  user: SessionUser | null;
  /** Why a session ended in this tab: the sign-in page words its greeting by it. */
  endedBy?: 'user' | 'idle';
  /**
   * What the service answered "disabled for the current user" for in this session: the portal
   * shows those actions unavailable rather than letting the user try again. Memory only.
   */
  disabled?: readonly Capability[];
}

const STORAGE_KEY = 'portal.session';
const signedOut: Session = { status: 'signed-out', token: null, user: null };

let current: Session = readStored();
const listeners = new Set<() => void>();

function readStored(): Session {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (!raw) return signedOut;
    const stored = JSON.parse(raw) as { token?: unknown; user?: unknown };
    const user = safeParse(sessionUserSchema, stored.user);
    if (typeof stored.token !== 'string' || !user.success) return signedOut;
    return { status: 'active', token: stored.token, user: user.data };
  } catch {
    return signedOut;
  }
}

function set(next: Session): void {
  current = next;
  try {
    if (next.status === 'active' && next.token && next.user) {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ token: next.token, user: next.user }));
    } else {
      sessionStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // Storage can be unavailable (private mode quotas); the session still works in memory.
  }
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  token: (): string | null => (current.status === 'active' ? current.token : null),
  /** Signing in again as the same user after a 401 keeps what the service refused. */
  signIn(token: string, user: SessionUser): void {
    const same = current.user?.id === user.id && current.user.username === user.username;
    set({ status: 'active', token, user, ...(same && { disabled: current.disabled }) });
  },
  remember(capability: Capability): void {
    if (!current.user || current.disabled?.includes(capability)) return;
    set({ ...current, disabled: [...(current.disabled ?? []), capability] });
  },
  /** A 401: keep who the user was (to offer signing in again) but drop the token. */
  expire(): void {
    if (current.status !== 'active') return;
    set({ ...current, status: 'expired', token: null });
  },
  signOut(endedBy?: 'user' | 'idle'): void {
    set(endedBy ? { ...signedOut, endedBy } : signedOut);
  },
  /** Re-read sessionStorage (tests). */
  reload(): void {
    current = readStored();
  },
};
