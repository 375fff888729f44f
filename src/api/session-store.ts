import { safeParse } from 'zod/mini';
import type { Capability } from '../schemas/role-capabilities.ts';
import { sessionUserSchema, type SessionUser } from '../schemas/sign-in.ts';
import {
  ANSWER_WAIT_MS,
  BLIND_ANSWER_WAIT_MS,
  readSessionMessage,
  SESSION_CHANNEL,
  SIGNED_IN_LOCK,
  type Activity,
  type SessionChannel,
  type SessionLocks,
  type SessionMessage,
} from './session-channel.ts';

/**
 * The signed-in session. The bearer token lives in memory and in sessionStorage only (so a
 * reload keeps the tab signed in); a new tab of the same browser gets it from a signed-in tab
 * over the session channel, never from storage that outlives the tabs (decision 0036).
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

export interface SessionStoreOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  channel?: SessionChannel | undefined;
  locks?: SessionLocks | undefined;
}

export function createSessionStore({ storage, channel, locks }: SessionStoreOptions) {
  let current: Session = readStored();
  const listeners = new Set<() => void>();
  const activityListeners = new Set<(activity: Activity) => void>();
  let asking: { id: string; done: () => void } | null = null;
  let releaseLock: (() => void) | null = null;

  function readStored(): Session {
    try {
      const raw = storage?.getItem(STORAGE_KEY);
      if (!raw) return signedOut;
      const stored = JSON.parse(raw) as { token?: unknown; user?: unknown };
      const user = safeParse(sessionUserSchema, stored.user);
      if (typeof stored.token !== 'string' || !user.success) return signedOut;
      return { status: 'active', token: stored.token, user: user.data };
    } catch {
      return signedOut;
    }
  }

  /** A signed-in tab holds the shared lock until its session ends or the tab closes. */
  function holdLock(): void {
    if (releaseLock || !locks) return;
    const held = new Promise<void>((release) => (releaseLock = release));
    locks.request(SIGNED_IN_LOCK, { mode: 'shared' }, () => held).catch(() => undefined);
  }

  function set(next: Session): void {
    current = next;
    try {
      if (next.status === 'active' && next.token && next.user) {
        storage?.setItem(STORAGE_KEY, JSON.stringify({ token: next.token, user: next.user }));
      } else {
        storage?.removeItem(STORAGE_KEY);
      }
    } catch {
      // Storage can be unavailable (private mode quotas); the session still works in memory.
    }
    if (next.status === 'active') holdLock();
    else {
      releaseLock?.();
      releaseLock = null;
    }
    for (const listener of listeners) listener();
  }

  function post(message: SessionMessage): void {
    try {
      channel?.postMessage(message);
    } catch {
      // A closed channel (the page is unloading) has no tab left to tell.
    }
  }

  const sameUser = (user: SessionUser) =>
    current.user?.id === user.id && current.user.username === user.username;

  function adopt(token: string, user: SessionUser): void {
    set({ status: 'active', token, user, ...(sameUser(user) && { disabled: current.disabled }) });
  }

  function receive(message: SessionMessage): void {
    switch (message.type) {
      case 'ask':
        if (current.status === 'active' && current.token && current.user) {
          post({ type: 'answer', to: message.id, token: current.token, user: current.user });
        }
        return;
      case 'answer':
        if (asking?.id !== message.to) return;
        if (current.status !== 'active') adopt(message.token, message.user);
        asking.done();
        return;
      case 'signed-in':
        // A tab on the sign-in page, or one asking the same user to sign in again, follows;
        // an expired tab of another user keeps its page and its own question.
        if (
          current.status === 'signed-out' ||
          (current.status === 'expired' && sameUser(message.user))
        ) {
          adopt(message.token, message.user);
        }
        return;
      case 'signed-out':
        if (current.status !== 'signed-out') {
          set(message.endedBy ? { ...signedOut, endedBy: message.endedBy } : signedOut);
        }
        return;
      case 'expired':
        if (current.status === 'active' && current.token === message.token) {
          set({ ...current, status: 'expired', token: null });
        }
        return;
      default:
        for (const listener of activityListeners) listener(message.type);
    }
  }

  channel?.addEventListener('message', (event) => {
    const message = readSessionMessage(event.data);
    if (message) receive(message);
  });
  if (current.status === 'active') holdLock();

  /** Whether a signed-in tab may be open: the lock says so at once where the browser has it. */
  async function anyTabSignedIn(): Promise<boolean | undefined> {
    if (!locks) return undefined;
    try {
      const { held = [] } = await locks.query();
      return held.some((lock) => lock.name === SIGNED_IN_LOCK);
    } catch {
      return undefined;
    }
  }

  return {
    get: (): Session => current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    token: (): string | null => (current.status === 'active' ? current.token : null),
    /** Signing in again as the same user after a 401 keeps what the service refused. */
    signIn(token: string, user: SessionUser): void {
      adopt(token, user);
      post({ type: 'signed-in', token, user });
    },
    remember(capability: Capability): void {
      if (!current.user || current.disabled?.includes(capability)) return;
      set({ ...current, disabled: [...(current.disabled ?? []), capability] });
    },
    /** A 401: keep who the user was (to offer signing in again) but drop the token, in every tab. */
    expire(): void {
      if (current.status !== 'active' || !current.token) return;
      const token = current.token;
      set({ ...current, status: 'expired', token: null });
      post({ type: 'expired', token });
    },
    /** Signs out this tab and every other tab of the browser. */
    signOut(endedBy?: 'user' | 'idle'): void {
      set(endedBy ? { ...signedOut, endedBy } : signedOut);
      post(endedBy ? { type: 'signed-out', endedBy } : { type: 'signed-out' });
    },
    /**
     * A tab without a session asks the open tabs for theirs. It waits only when a signed-in tab
     * is known to be open (or, without the Web Locks API, briefly), so a first visit is not held.
     */
    async askOpenTabs(): Promise<void> {
      const active = () => current.status === 'active';
      if (active() || !channel) return;
      const signedInTab = await anyTabSignedIn();
      if (signedInTab === false || active()) return;
      const wait = signedInTab ? ANSWER_WAIT_MS : BLIND_ANSWER_WAIT_MS;
      await new Promise<void>((resolve) => {
        // Names the asker among the tabs only: no secret, and randomUUID needs a secure context.
        const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
        const timer = setTimeout(() => done(), wait);
        const done = () => {
          clearTimeout(timer);
          if (asking?.id === id) asking = null;
          resolve();
        };
        asking = { id, done };
        post({ type: 'ask', id });
      });
    },
    /** Tells the other tabs someone is at work here (the idle time-out is the browser's). */
    shareActivity(activity: Activity): void {
      post({ type: activity });
    },
    onActivityElsewhere(listener: (activity: Activity) => void): () => void {
      activityListeners.add(listener);
      return () => activityListeners.delete(listener);
    },
    /** Re-read sessionStorage (tests). */
    reload(): void {
      current = readStored();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore({
  storage: globalThis.sessionStorage,
  channel:
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : undefined,
  locks: globalThis.navigator?.locks,
});
