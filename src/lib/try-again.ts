/**
 * When something refused for a while may be tried again, as a fact for the words to come from
 * elsewhere (the sign-in form's catalog, components/try-again-words.ts; the sandbox's message):
 * in so many seconds or minutes (rounded up, so the user never tries too early), or beyond an
 * hour at a time of day.
 */
export type TryAgain = { unit: 'seconds' | 'minutes'; count: number } | { unit: 'time'; at: Date };

export function tryAgainAfter(waitMs: number, now = new Date()): TryAgain {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  return { unit: 'time', at: new Date(now.getTime() + seconds * 1000) };
}
