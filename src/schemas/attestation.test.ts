import { describe, expect, it } from 'vitest';
import { attestationState, dealerAttestationState } from './attestation.ts';

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

describe('dealerAttestationState', () => {
  const record = { NextAttestationDate: '2026-12-01T00:00:00', AttestWindowDays: 30 };
  const lapsedStatus = {
    AttestationCompliant: false,
    NextAttestationDate: '2026-09-01T00:00:00',
    AttestWindowDays: 30,
  };

  it("takes the attestation operation's dates over the dealer record's", () => {
    expect(dealerAttestationState(record, lapsedStatus, today)).toEqual({
      kind: 'lapsed',
      deadline: '2026-10-01',
      daysLate: 51,
    });
  });

  it("falls back to the dealer record's dates without the operation's answer", () => {
    expect(dealerAttestationState(record, undefined, today)).toMatchObject({
      kind: 'ok',
      deadline: '2026-12-31',
    });
    expect(
      dealerAttestationState({ ...record, NextAttestationDate: '2026-09-01' }, undefined, today),
    ).toMatchObject({ kind: 'lapsed' });
  });

  it('never reads a dealer the service calls compliant as locked out', () => {
    expect(
      dealerAttestationState(record, { ...lapsedStatus, AttestationCompliant: true }, today),
    ).toMatchObject({ kind: 'ok' });
  });

  it('does not apply when the operation says so (no dates)', () => {
    expect(
      dealerAttestationState(
        record,
        { AttestationCompliant: true, NextAttestationDate: null, AttestWindowDays: null },
        today,
      ),
    ).toEqual({ kind: 'not-applicable' });
  });
});
