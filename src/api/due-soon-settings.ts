import { useMemo, useSyncExternalStore } from 'react';
import { safeParse } from 'zod/mini';
import { mutedKindsSchema, type DueSoonKind } from '../schemas/due-soon-settings.ts';
import {
  configuredThresholds,
  thresholdsSchema,
  type Thresholds,
} from '../schemas/due-soon-thresholds.ts';
import { useConfig } from './config.ts';
import { useSession } from './session.ts';

/**
 * The "Due soon" settings on this device (the spec has no settings operation; decision 0042):
 * each dealer's thresholds, as its administrator set them, and each user's muted kinds. Only
 * numbers, kinds and ids are kept: nothing personal.
 */
const PREFIX = 'portal.due-soon';
const thresholdsKey = (dealerId: number) => `${PREFIX}.thresholds.${dealerId}`;
const mutedKey = (userKey: string) => `${PREFIX}.muted.${userKey}`;

function read(key: string, storage: Storage): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    // A storage that cannot be read, or a value that is not JSON: as if nothing were kept.
    return undefined;
  }
}

const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function write(key: string, value: unknown, storage: Storage): boolean {
  try {
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    return false;
  }
  changed();
  return true;
}

/** A dealer's thresholds: what its administrator saved here, else the defaults. */
export function readThresholds(
  dealerId: number,
  defaults: Thresholds,
  storage: Storage = globalThis.localStorage,
): Thresholds {
  const parsed = safeParse(thresholdsSchema, read(thresholdsKey(dealerId), storage));
  return parsed.success ? parsed.data : defaults;
}

/** Whether the dealer has thresholds of its own on this device. */
export function hasOwnThresholds(
  dealerId: number,
  storage: Storage = globalThis.localStorage,
): boolean {
  return read(thresholdsKey(dealerId), storage) !== undefined;
}

/** Saves a dealer's thresholds (undefined: back to the defaults); false when storage refuses. */
export function saveThresholds(
  dealerId: number,
  thresholds: Thresholds | undefined,
  storage: Storage = globalThis.localStorage,
): boolean {
  return write(thresholdsKey(dealerId), thresholds, storage);
}

export function readMuted(
  userKey: string,
  storage: Storage = globalThis.localStorage,
): DueSoonKind[] {
  const parsed = safeParse(mutedKindsSchema, read(mutedKey(userKey), storage));
  return parsed.success ? parsed.data : [];
}

export function saveMuted(
  userKey: string,
  kinds: readonly DueSoonKind[],
  storage: Storage = globalThis.localStorage,
): boolean {
  return write(mutedKey(userKey), kinds.length ? kinds : undefined, storage);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface DueSoonSettings {
  /** The defaults of the runtime config (the built-in figures where it gives none). */
  defaults: Thresholds;
  /** What is wrong with the runtime config's `dueSoon`, which is then not used. */
  configProblems: readonly string[];
  thresholds: (dealerId: number | null) => Thresholds;
  approvalValidDays: number | undefined;
  muted: ReadonlySet<DueSoonKind>;
  userKey: string;
  /** Counts the saves (here or in another tab): the settings are read afresh at each. */
  revision: number;
}

/** The settings in force, updated when they are saved here or in another tab. */
export function useDueSoonSettings(): DueSoonSettings {
  const config = useConfig();
  const user = useSession().user;
  // Ids only: the user's number, or one key for token mode's anonymous user.
  const userKey = user ? String(user.id) : 'token';
  const current = useSyncExternalStore(subscribe, () => version);
  const configured = useMemo(() => configuredThresholds(config.dueSoon), [config.dueSoon]);
  return useMemo(() => {
    const { defaults, problems } = configured;
    const cache = new Map<number, Thresholds>();
    return {
      defaults,
      configProblems: problems,
      thresholds: (dealerId: number | null) => {
        if (dealerId === null) return defaults;
        let found = cache.get(dealerId);
        if (!found) cache.set(dealerId, (found = readThresholds(dealerId, defaults)));
        return found;
      },
      approvalValidDays: config.approvalValidDays,
      muted: new Set(readMuted(userKey)),
      userKey,
      revision: current,
    };
  }, [configured, config.approvalValidDays, userKey, current]);
}
