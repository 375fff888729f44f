import { attestationState, type AttestationState } from './attestation.ts';

/**
 * The dealer's attestation state as the portal shows it (apart from attestation.ts, which the
 * dashboard's first visit loads: docs/decisions/0004): from the attestation operation's record
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
