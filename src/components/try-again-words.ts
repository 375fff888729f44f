import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { tryAgainAfter } from '../lib/try-again.ts';

/**
 * The sign-in form's answer to too many failed sign-ins (a 429): "… Try again in 4 minutes.",
 * beyond an hour "… at 3:45 PM.", or "in a few minutes" without a Retry-After. The form words a
 * 429 itself, whatever the service says, and cannot know which limit was reached, so it names
 * none. When comes from lib/try-again.ts.
 */
export function tooManySignIns(i18n: I18n, waitMs?: number, now?: Date): string {
  if (waitMs === undefined) {
    return i18n._(msg`Too many failed sign-ins. Try again in a few minutes.`);
  }
  const when = tryAgainAfter(waitMs, now);
  if (when.unit === 'time') {
    const time = i18n.date(when.at, { hour: 'numeric', minute: '2-digit' });
    return i18n._(msg`Too many failed sign-ins. Try again at ${time}.`);
  }
  const count = when.count;
  return when.unit === 'seconds'
    ? i18n._(
        msg`Too many failed sign-ins. Try again in ${plural(count, { one: '# second', other: '# seconds' })}.`,
      )
    : i18n._(
        msg`Too many failed sign-ins. Try again in ${plural(count, { one: '# minute', other: '# minutes' })}.`,
      );
}
