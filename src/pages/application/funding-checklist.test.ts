import { describe, expect, it } from 'vitest';
import { calendarDayIn, timeZoneOfState } from '../../lib/time-zones.ts';
import type { Message } from '../../schemas/record-fields.ts';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';
import { appI18n } from '../../components/i18n/catalogs.ts';
import { fundingChecklist, historyDate, type ChecklistFacts } from './funding-checklist.ts';

const signer = (
  SigneeType: 'Applicant' | 'CoApplicant' | 'Dealer',
  DateSent: string | null,
  DateSigned: string | null = null,
) => ({
  SigneeType,
  DateSent,
  DateSigned,
  EmailAddress: SigneeType === 'Dealer' ? null : 'ann@example.com',
  AccessCode: null,
  Reviewed: null,
});
const doc = (
  SignatureType: 'FULL' | 'LCC' | 'ACH',
  ...signers: ReturnType<typeof signer>[]
): SignedDocument => ({ SignatureType, SignatureInformation: signers });

const sentFull = doc('FULL', signer('Applicant', '2026-11-20'), signer('Dealer', '2026-11-20'));
const signedFull = doc(
  'FULL',
  signer('Applicant', '2026-11-20', '2026-11-21'),
  signer('Dealer', '2026-11-20', '2026-11-20'),
);
const condition = (IsMet: boolean): Message => ({
  MessageType: 'Condition',
  IsMet,
  Label: 'Proof of income',
  Text: 'Send a pay stub',
});

const approved: ChecklistFacts = {
  status: 'Approved',
  messages: [],
  conditionSentAt: () => null,
  promotionId: null,
  signatures: [],
  electronic: new Set(),
  written: new Set(),
  includeLcc: false,
  paperContractSentOn: null,
  rightToCancelDay: null,
  is65OrOlder: false,
  customerToday: '2026-11-25',
  dealerToday: '2026-11-25',
  attestation: { kind: 'not-applicable' },
  history: [
    { Message: 'Credit decision: approved.', Date: '2026-11-19T10:00:00Z' },
    { Message: 'Promotion 7 chosen: 84 months (P84).', Date: '2026-11-19T11:00:00Z' },
    { Message: 'Paperwork submitted for e-mail: FULL.', Date: '2026-11-20T09:00:00Z' },
  ],
  submittedAt: '2026-11-18T09:00:00Z',
};

const step = (facts: ChecklistFacts, id: string) => {
  const found = fundingChecklist(appI18n, facts).steps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
};

describe('fundingChecklist, every stage', () => {
  it('declined: the decision alone, blocked, naming whom to call', () => {
    const list = fundingChecklist(appI18n, { ...approved, status: 'Declined' });
    expect(list.stage.kind).toBe('declined');
    expect(list.steps).toHaveLength(1);
    expect(list.steps[0]).toMatchObject({ state: 'blocked', action: { kind: 'contact-lender' } });
  });

  it('deciding: the lender owes the decision since the submission; the plan waits', () => {
    const facts = { ...approved, status: 'Processing' };
    expect(fundingChecklist(appI18n, facts).stage.kind).toBe('deciding');
    expect(step(facts, 'decision')).toMatchObject({
      owner: 'lender',
      state: 'open',
      since: '2026-11-18T09:00:00Z',
    });
    expect(step(facts, 'plan')).toMatchObject({ state: 'waiting', action: null });
  });

  it('conditions: an unmet condition is the dealer’s upload, a sent one the lender’s review', () => {
    const unmet = condition(false);
    const facts = { ...approved, messages: [unmet, condition(true)] };
    expect(fundingChecklist(appI18n, facts).stage).toEqual({ kind: 'conditions', open: 1 });
    expect(step(facts, 'condition-0')).toMatchObject({
      owner: 'dealer',
      state: 'open',
      action: { kind: 'upload-condition', condition: unmet },
    });
    expect(step(facts, 'condition-1')).toMatchObject({ state: 'done' });
    expect(step(facts, 'plan').state).toBe('waiting');
    const sent = { ...facts, conditionSentAt: () => '2026-11-22T10:00:00Z' };
    expect(step(sent, 'condition-0')).toMatchObject({
      owner: 'lender',
      since: '2026-11-22T10:00:00Z',
      action: { kind: 'upload-condition', condition: unmet },
    });
  });

  it('pending with open conditions: the stage is conditions, the decision waits on them', () => {
    const facts = { ...approved, status: 'Pending', messages: [condition(false)] };
    expect(fundingChecklist(appI18n, facts).stage).toEqual({ kind: 'conditions', open: 1 });
    expect(step(facts, 'decision')).toMatchObject({ owner: 'lender', state: 'waiting' });
    expect(step(facts, 'condition-0').action?.kind).toBe('upload-condition');
  });

  it('choose plan: open for the dealer, with the choose action', () => {
    expect(fundingChecklist(appI18n, approved).stage.kind).toBe('choose-plan');
    expect(step(approved, 'plan')).toMatchObject({
      owner: 'dealer',
      state: 'open',
      action: { kind: 'choose-plan' },
    });
    expect(step(approved, 'paperwork')).toMatchObject({ state: 'waiting', action: null });
  });

  it('paperwork: the plan is done with its date from the history; sending is next', () => {
    const facts = { ...approved, promotionId: 7 };
    expect(fundingChecklist(appI18n, facts).stage.kind).toBe('prepare-paperwork');
    expect(step(facts, 'plan')).toMatchObject({ state: 'done', since: '2026-11-19T11:00:00Z' });
    expect(step(facts, 'paperwork')).toMatchObject({
      state: 'open',
      action: { kind: 'prepare-paperwork' },
    });
  });

  it('out for signature: each signer of each document, with resend for e-mailed documents', () => {
    const facts = {
      ...approved,
      promotionId: 7,
      signatures: [sentFull, doc('ACH', signer('Applicant', '2026-11-20'))],
      electronic: new Set(['FULL', 'ACH']),
    };
    expect(fundingChecklist(appI18n, facts).stage).toEqual({
      kind: 'out-for-signature',
      signed: 0,
      total: 3,
    });
    expect(step(facts, 'paperwork')).toMatchObject({
      state: 'done',
      since: '2026-11-20T09:00:00Z',
    });
    expect(step(facts, 'signature-FULL-0')).toMatchObject({
      title: 'The applicant signs the full paperwork',
      owner: 'customer',
      state: 'open',
      since: '2026-11-20',
      action: { kind: 'resend', document: 'FULL' },
    });
    expect(step(facts, 'signature-FULL-1').owner).toBe('dealer');
    expect(step(facts, 'signature-ACH-0').title).toBe('The applicant signs the autopay form (ACH)');
    expect(step(facts, 'funding').state).toBe('waiting');
  });

  it('the completion certificate is a step only when the dealer includes it', () => {
    expect(() => step(approved, 'signature-LCC')).toThrow();
    expect(step({ ...approved, includeLcc: true }, 'signature-LCC').state).toBe('waiting');
    const sentWithout = { ...approved, includeLcc: true, promotionId: 7, signatures: [sentFull] };
    expect(step(sentWithout, 'signature-LCC').note).toContain('the paperwork sent has none');
    const sentWith = {
      ...sentWithout,
      signatures: [sentFull, doc('LCC', signer('Applicant', '2026-11-20'))],
    };
    expect(step(sentWith, 'signature-LCC-0').title).toBe(
      'The applicant signs the completion certificate',
    );
  });

  it('paper sent: downloaded documents lead to the paper signing panel, not to a resend', () => {
    const facts = {
      ...approved,
      promotionId: 7,
      signatures: [sentFull],
      written: new Set(['FULL']),
      electronic: new Set<string>(),
      paperContractSentOn: '2026-11-23',
    };
    expect(fundingChecklist(appI18n, facts).stage).toEqual({
      kind: 'paper-contract-sent',
      sentOn: '2026-11-23',
    });
    expect(step(facts, 'signature-FULL-0').action).toEqual({ kind: 'paper-signing' });
    expect(step(facts, 'paper-contract')).toMatchObject({ owner: 'lender', since: '2026-11-23' });
  });

  it('right to cancel: open until the day, days left from the dealer’s today', () => {
    const facts = {
      ...approved,
      promotionId: 7,
      signatures: [signedFull],
      rightToCancelDay: '2026-11-28',
    };
    expect(fundingChecklist(appI18n, facts).stage).toEqual({
      kind: 'right-to-cancel',
      until: '2026-11-28',
    });
    const rtc = step(facts, 'right-to-cancel');
    // Open since the full paperwork was signed, not since the day it ends.
    expect(rtc).toMatchObject({ owner: 'customer', state: 'open', since: '2026-11-21' });
    expect(rtc.note).toContain('3 days left');
    expect(rtc.note).toContain('under 65');
    const funding = step(facts, 'funding');
    expect(funding).toMatchObject({ state: 'open', action: { kind: 'stage-funding' } });
    expect(funding.note).toContain('may still cancel');
  });

  it('right to cancel: over the day after its last day', () => {
    const facts = {
      ...approved,
      promotionId: 7,
      signatures: [signedFull],
      rightToCancelDay: '2026-11-20',
    };
    expect(step(facts, 'right-to-cancel')).toMatchObject({ state: 'done', since: '2026-11-21' });
  });

  it('right to cancel for a senior says some states give a longer period', () => {
    const facts = {
      ...approved,
      promotionId: 7,
      signatures: [signedFull],
      rightToCancelDay: '2026-11-28',
      is65OrOlder: true,
    };
    expect(step(facts, 'right-to-cancel').note).toContain('65 or older');
    expect(step({ ...facts, is65OrOlder: null }, 'right-to-cancel').note).toContain('has not said');
  });

  it('ready: the right to cancel has passed, funding is the dealer’s to request', () => {
    const facts = {
      ...approved,
      promotionId: 7,
      signatures: [signedFull],
      rightToCancelDay: '2026-11-24',
    };
    expect(fundingChecklist(appI18n, facts).stage.kind).toBe('ready-for-funding');
    expect(step(facts, 'right-to-cancel').state).toBe('done');
    expect(step(facts, 'funding')).toMatchObject({
      state: 'open',
      action: { kind: 'stage-funding' },
      note: 'The full paperwork is signed: request stage funding once the work is done.',
    });
  });

  it('funding requested: done, with its date from the history, or says the history has none', () => {
    const facts = {
      ...approved,
      status: 'FundingRequested',
      promotionId: 7,
      signatures: [signedFull],
      history: [
        ...approved.history,
        { Message: 'Stage funding requested by Ann Lee.', Date: '2026-11-26T15:00:00Z' },
      ],
    };
    expect(fundingChecklist(appI18n, facts).stage.kind).toBe('funding-requested');
    expect(step(facts, 'funding')).toMatchObject({
      title: 'Funding requested',
      state: 'done',
      since: '2026-11-26T15:00:00Z',
    });
    const untold = step({ ...facts, history: [] }, 'funding');
    expect(untold.since).toBeNull();
    expect(untold.note).toContain('does not say when');
  });

  it('an unknown status is named, blocked, and nothing is guessed after it', () => {
    const list = fundingChecklist(appI18n, { ...approved, status: 'OnHold' });
    expect(list.stage).toEqual({ kind: 'other', status: 'OnHold' });
    expect(list.steps).toHaveLength(1);
    expect(list.steps[0]!.note).toContain('On hold');
  });

  it('the attestation: lapsed blocks, due is open, both name the lender to call', () => {
    expect(
      step(
        { ...approved, attestation: { kind: 'lapsed', deadline: '2026-11-01', daysLate: 24 } },
        'attestation',
      ),
    ).toMatchObject({ state: 'blocked', action: { kind: 'contact-lender' } });
    expect(
      step(
        { ...approved, attestation: { kind: 'due', deadline: '2026-12-01', daysLeft: 6 } },
        'attestation',
      ),
    ).toMatchObject({ state: 'open', owner: 'dealer' });
    expect(step(approved, 'attestation').state).toBe('done');
  });
});

describe('the right-to-cancel day across time zones', () => {
  // 2026-11-29 05:30 UTC: already the 29th in New York's dealer office, still the 28th in California.
  const instant = Date.UTC(2026, 10, 29, 5, 30);
  const signed = {
    ...approved,
    promotionId: 7,
    signatures: [signedFull],
    rightToCancelDay: '2026-11-28',
  };

  it('the customer’s own day decides whether it has passed', () => {
    const californian = {
      ...signed,
      customerToday: calendarDayIn(instant, timeZoneOfState('CA')),
      dealerToday: calendarDayIn(instant, timeZoneOfState('NY')),
    };
    expect(californian.customerToday).toBe('2026-11-28');
    expect(californian.dealerToday).toBe('2026-11-29');
    expect(fundingChecklist(appI18n, californian).stage.kind).toBe('right-to-cancel');
    expect(step(californian, 'right-to-cancel').note).toContain('its last day today');

    const newYorker = {
      ...californian,
      customerToday: calendarDayIn(instant, timeZoneOfState('NY')),
    };
    expect(fundingChecklist(appI18n, newYorker).stage.kind).toBe('ready-for-funding');
  });
});

describe('historyDate', () => {
  it('takes the latest matching item and ignores items without a date', () => {
    expect(
      historyDate(
        [
          { Message: 'Paperwork submitted', Date: '2026-11-20T09:00:00Z' },
          { Message: 'Paperwork submitted again', Date: '2026-11-21T09:00:00Z' },
          { Message: 'Paperwork', Date: null },
        ],
        /paperwork/i,
      ),
    ).toBe('2026-11-21T09:00:00Z');
    expect(historyDate([], /paperwork/i)).toBeNull();
  });
});
