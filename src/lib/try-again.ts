/**
 * When something refused for a while may be tried again, in words: "in 30 seconds", "in 4
 * minutes" (rounded up, so the user never tries too early), or beyond an hour "at 3:45 PM".
 * Used by the sign-in form for a 429's Retry-After and by the sandbox's own message.
 */
export function tryAgainIn(waitMs: number, now = new Date()): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const at = new Date(now.getTime() + seconds * 1000);
  return `at ${at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}
