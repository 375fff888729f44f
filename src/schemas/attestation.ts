import { addDays, daysBetween } from '../lib/dates.ts';

/**
 * "AttestWindowDays: days allowed to attest; missing the window removes access until the
 * dealer attests again" (spec, Dealer). The deadline is NextAttestationDate + AttestWindowDays.
 */
export type AttestationState =
  | { kind: 'not-applicable' }
  | { kind: 'ok'; deadline: string; daysLeft: number }
  | { kind: 'due'; deadline: string; daysLeft: number } // within the warning period
  | { kind: 'lapsed'; deadline: string; daysLate: number };

/** How many days before the deadline the portal starts warning. */
export const ATTESTATION_WARNING_DAYS = 30;

export function attestationState(
  dealer: { NextAttestationDate?: string | null; AttestWindowDays?: number | null },
  today: string,
): AttestationState {
  if (!dealer.NextAttestationDate) return { kind: 'not-applicable' };
  const deadline = addDays(dealer.NextAttestationDate.slice(0, 10), dealer.AttestWindowDays ?? 0);
  const daysLeft = daysBetween(today, deadline);
  if (daysLeft < 0) return { kind: 'lapsed', deadline, daysLate: -daysLeft };
  return daysLeft <= ATTESTATION_WARNING_DAYS
    ? { kind: 'due', deadline, daysLeft }
    : { kind: 'ok', deadline, daysLeft };
}
