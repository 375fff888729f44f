import { describe, expect, it } from 'vitest';
import { attestationState } from './attestation.ts';

const today = '2026-11-21';

describe('attestationState', () => {
  it('does not apply without a next attestation date', () => {
    expect(attestationState({ NextAttestationDate: null, AttestWindowDays: null }, today)).toEqual({
      kind: 'not-applicable',
    });
  });

  it('counts the window from the next attestation date', () => {
    expect(
      attestationState({ NextAttestationDate: '2027-03-01T00:00:00', AttestWindowDays: 30 }, today),
    ).toEqual({
      kind: 'ok',
      deadline: '2027-03-31',
      daysLeft: 130,
    });
  });

  it('warns within 30 days of the deadline', () => {
    expect(
      attestationState({ NextAttestationDate: '2026-11-10', AttestWindowDays: 30 }, today),
    ).toEqual({
      kind: 'due',
      deadline: '2026-12-10',
      daysLeft: 19,
    });
  });

  it('the deadline day itself still counts', () => {
    expect(
      attestationState({ NextAttestationDate: '2026-11-07', AttestWindowDays: 14 }, today),
    ).toMatchObject({
      kind: 'due',
      daysLeft: 0,
    });
  });

  it('is lapsed the day after the window closes', () => {
    expect(
      attestationState({ NextAttestationDate: '2026-11-06', AttestWindowDays: 14 }, today),
    ).toEqual({
      kind: 'lapsed',
      deadline: '2026-11-20',
      daysLate: 1,
    });
  });
});
