import { createHash, randomBytes } from 'node:crypto';
import { tryAgainAfter } from '../../src/lib/try-again.ts';

/**
 * Sandbox sign-in's guard against password guessing (issue 31 item 15), on two counts:
 * - per username: after {@link maxSignInFailures} failures within {@link signInFailureWindowMs},
 *   every try for that username (the right password too) is refused until the oldest of those
 *   failures leaves the window. A success clears the username's count.
 * - per client address: after {@link maxAddressFailures} failures within the window, every try
 *   from that address is refused the same way, so one password tried across many usernames is
 *   limited too. A success does not clear it: a sweep could otherwise reset itself by signing in
 *   to an account of its own.
 * Only failures count, so signing in many times with the right password is never limited.
 *
 * The memory is fixed and cannot be flushed: each count is a table of a fixed number of slots,
 * nothing is ever evicted, and a failure time only leaves when it ages out of the window. A key
 * (username or address) hashes to a slot with a secret chosen per limiter, so nobody can aim two
 * keys at one slot; keys that happen to share a slot share a count, which can lock sooner but
 * never later. Kept in memory: a restart forgets it, which a sandbox can afford.
 */

export const maxSignInFailures = 10;
export const maxAddressFailures = 30;
export const signInFailureWindowMs = 5 * 60 * 1000;

/** Slots per table: 16,384 × 10 × 8 bytes is 1.3 MB for usernames; addresses are fewer. */
const USERNAME_SLOTS = 16_384;
const ADDRESS_SLOTS = 4_096;

export type SignInAttempt = {
  username: string;
  /** The client's address as the socket saw it; absent for a request made in-process. */
  address?: string | undefined;
};

export type SignInRefusal = { waitMs: number; by: 'username' | 'address' };

/**
 * The sandbox's message for a refused sign-in (its 429, in the service's English): the limit it
 * applied and when to try again (lib/try-again.ts). The portal's sign-in form words a 429 itself.
 */
export function tooManySignIns(waitMs: number, now: Date, by: SignInRefusal['by']): string {
  const which = by === 'username' ? 'for this username' : 'from this address';
  const when = tryAgainAfter(waitMs, now);
  const at =
    when.unit === 'time'
      ? `at ${when.at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`
      : `in ${when.count} ${when.count === 1 ? when.unit.slice(0, -1) : when.unit}`;
  return `Too many failed sign-ins ${which}. Try again ${at}.`;
}

export type SignInLimiter = {
  /** What holds this try back and for how long; undefined when it may go ahead now. */
  refusal(attempt: SignInAttempt, now: Date): SignInRefusal | undefined;
  recordFailure(attempt: SignInAttempt, now: Date): void;
  recordSuccess(attempt: SignInAttempt): void;
};

/** Usernames compare case-insensitively, as sign-in does. */
const usernameKey = (username: string) => username.trim().toLowerCase();

/**
 * One client is one IPv4 address, or one IPv6 /64 (what a single line is given, so a client
 * cannot step through the addresses of its own network). An IPv4 address written as IPv6
 * (`::ffff:203.0.113.9`) is the IPv4 address.
 */
export function clientKey(address: string): string {
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped) return mapped[1]!;
  if (!value.includes(':')) return value;
  const [head = '', tail] = value.split('::', 2);
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const written = [...groups(head), ...(tail === undefined ? [] : groups(tail))];
  const full =
    tail === undefined
      ? written
      : [...groups(head), ...Array<string>(8 - written.length).fill('0'), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The latest `limit` failure times of each slot, oldest overwritten first. */
function failureTable(slots: number, limit: number) {
  const secret = randomBytes(16);
  const times = new Float64Array(slots * limit);
  const next = new Uint8Array(slots);
  const slotOf = (key: string) =>
    createHash('sha256').update(secret).update(key).digest().readUInt32BE(0) % slots;

  return {
    /** Milliseconds until the key has fewer than `limit` failures in the window. */
    waitMs(key: string, now: number): number {
      const start = slotOf(key) * limit;
      let oldest = Infinity;
      for (let index = start; index < start + limit; index += 1) {
        const at = times[index]!;
        if (at === 0 || now - at >= signInFailureWindowMs) return 0;
        oldest = Math.min(oldest, at);
      }
      return oldest + signInFailureWindowMs - now;
    },
    record(key: string, now: number): void {
      const slot = slotOf(key);
      times[slot * limit + next[slot]!] = now;
      next[slot] = (next[slot]! + 1) % limit;
    },
    clear(key: string): void {
      const slot = slotOf(key);
      times.fill(0, slot * limit, (slot + 1) * limit);
    },
  };
}

export function createSignInLimiter(): SignInLimiter {
  const usernames = failureTable(USERNAME_SLOTS, maxSignInFailures);
  const addresses = failureTable(ADDRESS_SLOTS, maxAddressFailures);

  return {
    refusal({ username, address }, now) {
      const at = now.getTime();
      const byAddress = address === undefined ? 0 : addresses.waitMs(clientKey(address), at);
      if (byAddress > 0) return { waitMs: byAddress, by: 'address' };
      const byUsername = usernames.waitMs(usernameKey(username), at);
      return byUsername > 0 ? { waitMs: byUsername, by: 'username' } : undefined;
    },
    recordFailure({ username, address }, now) {
      usernames.record(usernameKey(username), now.getTime());
      if (address !== undefined) addresses.record(clientKey(address), now.getTime());
    },
    recordSuccess({ username }) {
      usernames.clear(usernameKey(username));
    },
  };
}
