import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * What the pages hold that this device never keeps (a paperwork form's ID and bank numbers, the
 * wizard's SSN, a file on its way): one register for the whole portal, so leaving the page
 * (leave-guard-prompt.tsx), signing out and the idle sign-out (app/shell) all ask or say first.
 * Only the words for what would be lost are held here, never what was typed.
 */
export interface UnsavedWork {
  /** What leaving loses, as a noun phrase: "the file still uploading". */
  lost: string;
  /** Done when the user chooses to leave anyway (cancelling an upload). */
  onLeave?: () => void;
}

const held = new Map<symbol, UnsavedWork>();
let snapshot: readonly UnsavedWork[] = [];
let lostAtSignOut: readonly string[] = [];
const listeners = new Set<() => void>();

function publish() {
  snapshot = [...held.values()];
  for (const listener of listeners) listener();
}

export const unsavedWork = {
  get: (): readonly UnsavedWork[] => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called as a session ends: what it cleared, for the sign-in page to say (memory only). */
  noteSignOut(): void {
    lostAtSignOut = snapshot.map((work) => work.lost);
  },
  lostAtSignOut: (): readonly string[] => lostAtSignOut,
};

export function useUnsavedWork(): readonly UnsavedWork[] {
  return useSyncExternalStore(unsavedWork.subscribe, unsavedWork.get);
}

/** "a, b and c": what is lost, in one phrase. */
export function lostText(lost: readonly string[]): string {
  return new Intl.ListFormat('en-US', { type: 'conjunction' }).format(lost);
}

/**
 * Registers what leaving this page would lose while `lost` is not null. `release()` lets the
 * next navigation go without asking (after a submit that moves on: nothing is lost then).
 */
export function useLeaveGuard(lost: string | null, onLeave?: () => void): { release: () => void } {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a symbol's description, never shown
  const [key] = useState(() => Symbol('unsaved work'));
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  });
  useEffect(() => {
    if (lost === null) return;
    held.set(key, { lost, onLeave: () => leave.current?.() });
    publish();
    return () => {
      held.delete(key);
      publish();
    };
  }, [key, lost]);
  const release = useCallback(() => {
    if (held.delete(key)) publish();
  }, [key]);
  return { release };
}

let locks = 0;

/**
 * A screen handed to someone who is not the user (the wizard's customer mode): while one is
 * shown, no navigation happens at all and nothing asks (leave-guard-prompt.tsx), so the tablet's
 * Back button cannot lead the customer out into the portal.
 */
export const screenLock = { isLocked: (): boolean => locks > 0 };

/**
 * While `active`: no navigation, and the page under the handed-over screen (the app's root; the
 * screen itself is a dialog in a portal beside it) is inert, out of reach of touch, keyboard and
 * screen readers. `release()` ends the lock at once, before a navigation the unlock leads to.
 */
export function useScreenLock(active: boolean): { release: () => void } {
  const release = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!active) return;
    locks++;
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    let held = true;
    release.current = () => {
      if (!held) return;
      held = false;
      locks--;
      if (locks === 0) root?.removeAttribute('inert');
    };
    return () => release.current();
  }, [active]);
  return { release: useCallback(() => release.current(), []) };
}
