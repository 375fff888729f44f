/**
 * When something refused for a while may be tried again, in words: "in 30 seconds", "in 4
 * minutes" (rounded up, so the user never tries too early), or beyond an hour "at 3:45 PM".
 * Used by tooManySignIns below.
 */
export function tryAgainIn(waitMs: number, now = new Date()): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const at = new Date(now.getTime() + seconds * 1000);
  return `at ${at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

/**
 * The answer to too many failed sign-ins, one wording for the sandbox's message and the sign-in
 * form: "… Try again in 4 minutes.", or "in a few minutes" without a Retry-After. The form words a
 * 429 itself, whatever the service says, and cannot know which limit was reached, so it names
 * none; the sandbox names the one it applied.
 */
export function tooManySignIns(
  waitMs?: number,
  now?: Date,
  limited?: 'username' | 'address',
): string {
  const which =
    limited === undefined
      ? ''
      : ` ${limited === 'username' ? 'for this username' : 'from this address'}`;
  return `Too many failed sign-ins${which}. Try again ${
    waitMs === undefined ? 'in a few minutes' : tryAgainIn(waitMs, now)
  }.`;
}
