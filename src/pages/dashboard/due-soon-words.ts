import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { DueSoonKind } from '../../schemas/due-soon-settings.ts';

/** Each kind in the dealer's words, for the list, the mute choices and the settings. */
export const DUE_SOON_KIND_WORDS = {
  attestation: msg`Dealer attestation window`,
  'right-to-cancel': msg`Customer’s right to cancel`,
  unsigned: msg`Paperwork not signed`,
  completion: msg`Completion certificate overdue`,
  'id-expiry': msg`ID expires before signing`,
  conditions: msg`Conditions open`,
  approval: msg`Approval about to lapse`,
} as const satisfies Record<DueSoonKind, unknown>;

/** "3 days left", "today", "2 days overdue". */
export function daysLeftWords(i18n: I18n, daysLeft: number): string {
  if (daysLeft === 0) return i18n._(msg`today`);
  const count = Math.abs(daysLeft);
  return daysLeft > 0
    ? i18n._(msg`${plural(count, { one: '# day left', other: '# days left' })}`)
    : i18n._(msg`${plural(count, { one: '# day overdue', other: '# days overdue' })}`);
}
