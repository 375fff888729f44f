import { describe, expect, it } from 'vitest';
import { calendarDayIn, timeZoneOfState } from '../lib/time-zones.ts';
import type { SignedDocument } from '../schemas/signed-status-records.ts';
import {
  FUNDING_STAGE_ORDER,
  fundingStage,
  fundingStageLabel,
  fundingStageName,
  fullPaperworkSigned,
  mayStillCancel,
  paperworkTally,
  signatureTally,
  talliedFundingStage,
  type FundingFacts,
} from './funding-stage.ts';

const signer = (SigneeType: string, DateSent: string | null, DateSigned: string | null = null) => ({
  SigneeType: SigneeType as 'Applicant',
  DateSent,
  DateSigned,
  EmailAddress: null,
  AccessCode: null,
  Reviewed: null,
});
const document = (
  SignatureType: 'FULL' | 'LCC' | 'ACH',
  ...signers: ReturnType<typeof signer>[]
): SignedDocument => ({ SignatureType, SignatureInformation: signers });

const unsignedFull = document(
  'FULL',
  signer('Applicant', '2026-11-20'),
  signer('Dealer', '2026-11-20', '2026-11-20'),
);
const signedFull = document(
  'FULL',
  signer('Applicant', '2026-11-20', '2026-11-21'),
  signer('Dealer', '2026-11-20', '2026-11-20'),
);

const approved: FundingFacts = {
  status: 'Approved',
  openConditions: 0,
  signatures: [],
  planChosen: false,
  paperContractSentOn: null,
  rightToCancelDay: null,
  customerToday: '2026-11-29',
};

describe('fundingStage', () => {
  it('names the decisions before anything else', () => {
    expect(fundingStage({ ...approved, status: 'Declined' })).toEqual({ kind: 'declined' });
    expect(fundingStage({ ...approved, status: 'Processing' })).toEqual({ kind: 'deciding' });
    expect(fundingStage({ ...approved, status: 'FundingRequested' })).toEqual({
      kind: 'funding-requested',
    });
  });

  it('names a status it does not know as the service sends it', () => {
    const stage = fundingStage({ ...approved, status: 'OnHold' });
    expect(stage).toEqual({ kind: 'other', status: 'OnHold' });
    expect(fundingStageLabel(stage)).toBe('On hold');
  });

  it('names a pending decision by its open conditions, and waits for the lender without any', () => {
    expect(fundingStage({ ...approved, status: 'Pending', openConditions: 1 })).toEqual({
      kind: 'conditions',
      open: 1,
    });
    expect(fundingStage({ ...approved, status: 'Pending' })).toEqual({ kind: 'deciding' });
  });

  it('puts open conditions first on an approved deal', () => {
    expect(fundingStage({ ...approved, openConditions: 2, signatures: [signedFull] })).toEqual({
      kind: 'conditions',
      open: 2,
    });
  });

  it('says no more than “Approved” while the detail is not read', () => {
    expect(fundingStage({ ...approved, signatures: null })).toEqual({ kind: 'approved' });
  });

  it('asks for a plan, then the paperwork, as the paperwork GET tells the plan', () => {
    expect(fundingStage(approved)).toEqual({ kind: 'choose-plan' });
    expect(fundingStage({ ...approved, planChosen: null })).toEqual({ kind: 'choose-plan' });
    expect(fundingStage({ ...approved, planChosen: true })).toEqual({
      kind: 'prepare-paperwork',
    });
  });

  it('counts the signatures of every document while the full paperwork is out', () => {
    const lcc = document('LCC', signer('Applicant', '2026-11-20'));
    const stage = fundingStage({ ...approved, planChosen: true, signatures: [unsignedFull, lcc] });
    expect(stage).toEqual({ kind: 'out-for-signature', signed: 1, total: 3 });
    expect(fundingStageLabel(stage)).toBe('Out for signature (1 of 3)');
  });

  it('says a signed paper contract went to the lender until the lender records it', () => {
    const stage = fundingStage({
      ...approved,
      signatures: [unsignedFull],
      paperContractSentOn: '2026-11-28',
    });
    expect(stage).toEqual({ kind: 'paper-contract-sent', sentOn: '2026-11-28' });
    expect(fundingStageLabel(stage)).toBe('Signed paper contract sent');
  });

  it('waits for the right to cancel through the last day, then is ready for funding', () => {
    const signed = { ...approved, signatures: [signedFull] };
    const waiting = fundingStage({ ...signed, rightToCancelDay: '2026-12-02' });
    expect(waiting).toEqual({ kind: 'right-to-cancel', until: '2026-12-02' });
    expect(fundingStageLabel(waiting)).toBe('Waiting for the right to cancel (until 12/02/2026)');
    expect(fundingStage({ ...signed, rightToCancelDay: '2026-11-29' }).kind).toBe(
      'right-to-cancel',
    );
    expect(fundingStage({ ...signed, rightToCancelDay: '2026-11-28' })).toEqual({
      kind: 'ready-for-funding',
    });
    expect(fundingStage(signed)).toEqual({ kind: 'ready-for-funding' });
  });

  it('has a name of its own for every stage in the order', () => {
    const names = FUNDING_STAGE_ORDER.map(fundingStageName);
    expect(new Set(names).size).toBe(FUNDING_STAGE_ORDER.length);
    expect(fundingStageName('out-for-signature')).toBe('Out for signature');
    expect(fundingStageLabel({ kind: 'out-for-signature', signed: 1, total: 2 })).toBe(
      'Out for signature (1 of 2)',
    );
  });
});

describe('the right-to-cancel day in the customer’s time zone', () => {
  // 06:30 UTC on 3 December: 2 December in California, 3 December in Florida.
  const now = Date.UTC(2026, 11, 3, 6, 30);

  it('still holds for a Californian on the last day, when it is over in Florida', () => {
    const californian = calendarDayIn(now, timeZoneOfState('CA'));
    const floridian = calendarDayIn(now, timeZoneOfState('FL'));
    expect(mayStillCancel('2026-12-02', californian)).toBe(true);
    expect(mayStillCancel('2026-12-02', floridian)).toBe(false);
  });

  it('does not hold without a right-to-cancel day', () => {
    expect(mayStillCancel(null, '2026-11-29')).toBe(false);
  });
});

describe('signatureTally and fullPaperworkSigned', () => {
  it('count every signer, and want every signer of FULL', () => {
    expect(signatureTally([unsignedFull, signedFull])).toEqual({ signed: 3, total: 4 });
    expect(fullPaperworkSigned([unsignedFull])).toBe(false);
    expect(fullPaperworkSigned([signedFull])).toBe(true);
    expect(fullPaperworkSigned([document('ACH', signer('Applicant', null, '2026-11-20'))])).toBe(
      false,
    );
  });
});

describe('the stage over tallied documents (the dashboard keeps no signer)', () => {
  it('tallies what the stage needs and nothing of the signers', () => {
    expect(paperworkTally([unsignedFull, signedFull])).toEqual({
      documents: 2,
      signed: 3,
      total: 4,
      fullSigned: false,
    });
    expect(paperworkTally([])).toEqual({ documents: 0, signed: 0, total: 0, fullSigned: false });
  });

  it('gives the stage fundingStage gives from the documents', () => {
    for (const signatures of [null, [], [unsignedFull], [signedFull]]) {
      for (const planChosen of [null, true]) {
        for (const paperContractSentOn of [null, '2026-11-28']) {
          const facts = { ...approved, signatures, planChosen, paperContractSentOn };
          expect(
            talliedFundingStage({
              ...facts,
              paperwork: signatures && paperworkTally(signatures),
            }),
          ).toEqual(fundingStage(facts));
        }
      }
    }
  });
});
