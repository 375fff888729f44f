/**
 * Unfinished forms kept in localStorage, one per kind of form and user (ARCHITECTURE.md,
 * "Decided": drafts are keyed by user, and an expired session keeps them), so a reload, a crash or
 * a new sign-in loses no typing. Social Security, identification and bank numbers and dates of
 * birth are never written ("Privacy and safety"): they are dropped by name wherever they sit, so a
 * form that nests them anywhere cannot leak them by accident.
 */
export const NEVER_STORED: ReadonlySet<string> = new Set([
  'SocialSecurityNumber',
  'IdentificationNumber',
  'DateOfBirth',
  'RoutingNumber',
  'AccountNumber',
]);

/** A deep copy of `value` without any field named in NEVER_STORED. */
export function withoutSensitive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSensitive);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !NEVER_STORED.has(key))
      .map(([key, field]) => [key, withoutSensitive(field)]),
  );
}

const PREFIX = 'portal.draft';

const keyOf = (kind: string, userKey: string) => `${PREFIX}.${kind}.${userKey}`;

export interface StoredDraft {
  /** When it was saved (ISO instant). */
  savedAt: string;
  /** Unchecked: restore it onto the form's defaults with restoreOnto. */
  data: unknown;
}

interface DraftEnvelope {
  version: number;
  savedAt: string;
  data: unknown;
}

export interface DraftStore<T> {
  load(): StoredDraft | null;
  save(data: T, now?: Date): void;
  discard(): void;
}

/**
 * The draft of one kind of form for one user. `version` changes when the form's shape does, so an
 * old draft is dropped rather than poured into fields that no longer mean the same.
 */
export function draftStore<T>(options: {
  kind: string;
  userKey: string;
  version: number;
  storage?: Storage;
}): DraftStore<T> {
  const key = keyOf(options.kind, options.userKey);
  const storage = () => options.storage ?? globalThis.localStorage;
  return {
    load() {
      try {
        const raw = storage().getItem(key);
        if (!raw) return null;
        const envelope = JSON.parse(raw) as Partial<DraftEnvelope>;
        if (envelope.version !== options.version || typeof envelope.savedAt !== 'string') {
          return null;
        }
        return { savedAt: envelope.savedAt, data: envelope.data };
      } catch {
        return null;
      }
    },
    save(data, now = new Date()) {
      const envelope: DraftEnvelope = {
        version: options.version,
        savedAt: now.toISOString(),
        data: withoutSensitive(data),
      };
      try {
        storage().setItem(key, JSON.stringify(envelope));
      } catch {
        // A full or unavailable storage (private mode) only costs the draft, never the form.
      }
    },
    discard() {
      try {
        storage().removeItem(key);
      } catch {
        // As above: nothing to remove from a storage that cannot be used.
      }
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `defaults` with the stored values laid over them, taking only what fits: a field the defaults
 * do not have is ignored, and a value of another type than the default's keeps the default (a
 * null default takes any plain value). Arrays take the stored items, each restored onto
 * `arrayItems[field]` (the template of a row), or are kept as defaulted without a template.
 */
export function restoreOnto<T>(
  defaults: T,
  stored: unknown,
  arrayItems: Readonly<Record<string, unknown>> = {},
): T {
  if (!isRecord(defaults) || !isRecord(stored)) return defaults;
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    if (!(key in stored)) continue;
    const value = stored[key];
    if (Array.isArray(fallback)) {
      const template = arrayItems[key];
      if (Array.isArray(value) && template !== undefined) {
        result[key] = value.map((item) => restoreOnto(template, item, arrayItems));
      }
    } else if (isRecord(fallback)) {
      result[key] = restoreOnto(fallback, value, arrayItems);
    } else if (fallback === null) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
        result[key] = value;
      }
    } else if (typeof value === typeof fallback) {
      result[key] = value;
    }
  }
  return result as T;
}

/**
 * The kinds of form the user has an unfinished draft of on this device, so signing out can ask
 * before leaving them behind (ARCHITECTURE.md, "Decided"). Kinds never hold a dot; user keys may
 * ("sunrise.admin"), so a key is matched from both ends.
 */
export function draftKinds(userKey: string, storage: Storage = globalThis.localStorage): string[] {
  const kinds: string[] = [];
  const suffix = `.${userKey}`;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(`${PREFIX}.`) || !key.endsWith(suffix)) continue;
      const kind = key.slice(PREFIX.length + 1, key.length - suffix.length);
      if (kind !== '' && !kind.includes('.')) kinds.push(kind);
    }
  } catch {
    // Storage that cannot be read holds no draft to ask about.
  }
  return kinds.sort();
}

/** Removes every draft of the user on this device. */
export function discardDrafts(userKey: string, storage: Storage = globalThis.localStorage): void {
  for (const kind of draftKinds(userKey, storage)) {
    try {
      storage.removeItem(keyOf(kind, userKey));
    } catch {
      // As in discard(): nothing to remove from a storage that cannot be used.
    }
  }
}
