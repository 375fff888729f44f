/**
 * Sandbox sign-in's guard against password guessing: after {@link maxSignInFailures} failures
 * for one username within {@link signInFailureWindowMs}, every try for that username (the right
 * password too) is refused until the oldest of those failures is older than the window. Only
 * failures count, so signing in many times with the right password is never limited. Kept in
 * memory: a restart forgets it, which a sandbox can afford.
 */

export const maxSignInFailures = 10;
export const signInFailureWindowMs = 5 * 60 * 1000;
/** Usernames remembered at most, so that guessing names cannot fill the memory. */
const maxUsernames = 10_000;

export type SignInLimiter = {
  /** Milliseconds until a try for this username is allowed; 0 when it is allowed now. */
  waitMs(username: string, now: Date): number;
  recordFailure(username: string, now: Date): void;
  recordSuccess(username: string): void;
};

/** Usernames compare case-insensitively, as sign-in does. */
const keyOf = (username: string) => username.trim().toLowerCase();

export function createSignInLimiter(): SignInLimiter {
  const failures = new Map<string, number[]>();

  const recent = (key: string, now: number) => {
    const kept = (failures.get(key) ?? []).filter((at) => now - at < signInFailureWindowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  return {
    waitMs(username, now) {
      const times = recent(keyOf(username), now.getTime());
      if (times.length < maxSignInFailures) return 0;
      const oldest = times[times.length - maxSignInFailures]!;
      return Math.max(0, oldest + signInFailureWindowMs - now.getTime());
    },
    recordFailure(username, now) {
      const key = keyOf(username);
      const times = recent(key, now.getTime());
      failures.delete(key);
      failures.set(key, [...times, now.getTime()].slice(-maxSignInFailures));
      // A Map iterates in insertion order: the first key is the one failed longest ago.
      if (failures.size > maxUsernames) failures.delete(failures.keys().next().value!);
    },
    recordSuccess(username) {
      failures.delete(keyOf(username));
    },
  };
}
