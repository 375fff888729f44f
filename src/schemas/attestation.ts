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

/**
 * The dealer's attestation state as the portal shows it: from the attestation operation's record
 * for the dealer when there is one (the service's own word: AttestationCompliant true means the
 * dealer has its access, whatever the dates say), else from the dealer record's dates (the
 * operation still loading, or not available to the account).
 */
export function dealerAttestationState(
  dealer: { NextAttestationDate?: string | null; AttestWindowDays?: number | null },
  status:
    | {
        AttestationCompliant: boolean;
        NextAttestationDate?: string | null;
        AttestWindowDays?: number | null;
      }
    | undefined,
  today: string,
): AttestationState {
  const state = attestationState(status ?? dealer, today);
  if (status?.AttestationCompliant === true && state.kind === 'lapsed') {
    return { kind: 'ok', deadline: state.deadline, daysLeft: 0 };
  }
  return state;
}
