/**
 * Where drafts are kept (lib/draft-storage.ts) and which a user has: all the shell needs of them,
 * to ask before signing out. Apart from draft-storage.ts, which only the forms' lazy pages load,
 * so the first visit does not download the draft store (docs/decisions/0004).
 */
const PREFIX = 'portal.draft';

export const keyOf = (kind: string, userKey: string) => `${PREFIX}.${kind}.${userKey}`;

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
