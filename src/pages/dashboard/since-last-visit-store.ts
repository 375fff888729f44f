import { readLastVisit, type LastVisit } from '../../schemas/last-visit.ts';

/**
 * The last visit of each user on this device, in localStorage (decision 0041): when they last
 * marked the feed seen, whether they chose notifications, and hashes of the changes notified.
 * The tabs of one browser share it; a Web Lock makes "notify this change" a claim only one tab
 * wins, so a change is never notified twice.
 */
const PREFIX = 'portal.last-visit';
/** Enough to cover any poll's changes; older hashes are dropped first. */
export const NOTIFIED_KEPT = 500;

export const lastVisitKey = (userId: number) => `${PREFIX}.${userId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function loadVisit(userId: number): LastVisit | null {
  return readLastVisit(storage()?.getItem(lastVisitKey(userId)) ?? null);
}

export function saveVisit(userId: number, visit: LastVisit): void {
  try {
    storage()?.setItem(lastVisitKey(userId), JSON.stringify(visit));
  } catch {
    // A full or closed storage only costs the feed its memory of this visit.
  }
}

/** The user's record, made and kept on the first visit: the feed starts from now. */
export function visitOf(userId: number, now: string): LastVisit {
  const known = loadVisit(userId);
  if (known) return known;
  const first: LastVisit = { seenAt: now, notify: false, notified: [] };
  saveVisit(userId, first);
  return first;
}

/** A change's key as a 32-bit FNV-1a hash: what is stored is a number, not the key's words. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The part of the Web Locks API the claim uses (tests pass their own). */
export interface FeedLocks {
  request<T>(name: string, callback: () => Promise<T> | T): Promise<T>;
}

function browserLocks(): FeedLocks | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator
    ? (navigator.locks as unknown as FeedLocks)
    : null;
}

/**
 * Of `keys`, those no tab has notified yet, now recorded as notified. Under a lock when the
 * browser has Web Locks, so two tabs polling at once cannot both claim one change.
 */
export async function claimNotifications(
  userId: number,
  keys: readonly string[],
  locks: FeedLocks | null = browserLocks(),
): Promise<string[]> {
  if (!keys.length) return [];
  const claim = () => {
    const visit = loadVisit(userId);
    if (!visit) return [];
    const done = new Set(visit.notified);
    const mine = keys.filter((key) => !done.has(hashKey(key)));
    if (mine.length) {
      const notified = [...visit.notified, ...mine.map(hashKey)].slice(-NOTIFIED_KEPT);
      saveVisit(userId, { ...visit, notified });
    }
    return mine;
  };
  return locks ? locks.request(`${PREFIX}.notify.${userId}`, claim) : claim();
}
