import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../schemas/application-records.ts';
import type { DueSoonKind } from '../schemas/due-soon-settings.ts';
import { BUILT_IN_THRESHOLDS, type Thresholds } from '../schemas/due-soon-thresholds.ts';
import { dueFactsOf } from './due-facts.ts';
import {
  dueActionLink,
  dueSoon,
  type DueApplication,
  type DueContext,
  type DueDetail,
} from './due-soon.ts';

const TODAY = '2026-11-29';
// 2026-11-29 20:00 UTC: still the 29th in California, already the 30th nowhere in the US.
const NOW = Date.parse('2026-11-29T20:00:00Z');

function context(overrides: Partial<DueContext> = {}): DueContext {
  return {
    now: NOW,
    today: TODAY,
    thresholds: () => BUILT_IN_THRESHOLDS,
    approvalValidDays: undefined,
    muted: new Set(),
    ...overrides,
  };
}

function application(overrides: Partial<DueApplication> = {}): DueApplication {
  return {
    id: 1,
    dealerId: 101,
    status: 'Approved',
    unmet: 0,
    rightToCancelDay: null,
    ...overrides,
  };
}

const unsent = { documents: 0, signed: 0, total: 0, fullSigned: false };
const signed = { documents: 1, signed: 2, total: 2, fullSigned: true };
const out = { documents: 1, signed: 0, total: 2, fullSigned: false };

function detail(
  overrides: Partial<DueDetail> = {},
  due: Partial<DueDetail['due']> = {},
): DueDetail {
  return {
    paperwork: unsent,
    unsignedSince: null,
    timeZone: 'America/Los_Angeles',
    due: {
      createdOn: TODAY,
      tentativeCompletionDay: null,
      completionSigned: false,
      idExpiries: [],
      ...due,
    },
    ...overrides,
  };
}

function derive(
  app: DueApplication,
  one: DueDetail | undefined,
  ctx: DueContext = context(),
  dealers = [] as { Id: number; NextAttestationDate?: string; AttestWindowDays?: number }[],
) {
  const details = new Map(one ? [[app.id, one]] : []);
  return dueSoon([app], details, dealers, ctx).map(({ kind, day, daysLeft, action }) => ({
    kind,
    day,
    daysLeft,
    action,
  }));
}

describe('dueSoon: each kind of deadline', () => {
  it('lists a dealer’s attestation within its warning days, and once it has passed', () => {
    const dealer = { Id: 101, NextAttestationDate: '2026-12-01', AttestWindowDays: 18 };
    expect(derive(application({ status: 'Declined' }), undefined, context(), [dealer])).toEqual([
      { kind: 'attestation', day: '2026-12-19', daysLeft: 20, action: 'attest' },
    ]);
    const far = { Id: 101, NextAttestationDate: '2027-03-01', AttestWindowDays: 0 };
    expect(derive(application({ status: 'Declined' }), undefined, context(), [far])).toEqual([]);
    const lapsed = { Id: 102, NextAttestationDate: '2026-11-01', AttestWindowDays: 10 };
    expect(derive(application({ status: 'Declined' }), undefined, context(), [lapsed])).toEqual([
      { kind: 'attestation', day: '2026-11-11', daysLeft: -18, action: 'attest' },
    ]);
    expect(
      derive(application({ status: 'Declined' }), undefined, context(), [{ Id: 103 }]),
    ).toEqual([]);
  });

  it('lists the right to cancel while the customer may still cancel, with funding after it', () => {
    const app = application({ rightToCancelDay: '2026-12-02' });
    expect(derive(app, detail({ paperwork: signed }))).toEqual([
      { kind: 'right-to-cancel', day: '2026-12-02', daysLeft: 3, action: 'request-funding' },
    ]);
    // Not before the paperwork is signed: the right to cancel runs from the signature.
    expect(derive(app, detail({ paperwork: out }))).toEqual([]);
    // Over once the day has passed where the customer lives.
    expect(
      derive(application({ rightToCancelDay: '2026-11-28' }), detail({ paperwork: signed })),
    ).toEqual([]);
  });

  it('lists paperwork unsigned for more than 3 days, to resend', () => {
    const sentFourDaysAgo = detail({ paperwork: out, unsignedSince: '2026-11-25T16:00:00.000Z' });
    expect(derive(application(), sentFourDaysAgo)).toEqual([
      { kind: 'unsigned', day: '2026-11-28', daysLeft: -1, action: 'resend' },
    ]);
    const sentThreeDaysAgo = detail({ paperwork: out, unsignedSince: '2026-11-26' });
    expect(derive(application(), sentThreeDaysAgo)).toEqual([]);
  });

  it('lists a completion certificate whose tentative day has passed, until it is signed', () => {
    const passed = detail({ paperwork: out }, { tentativeCompletionDay: '2026-11-20' });
    expect(derive(application(), passed)).toEqual([
      { kind: 'completion', day: '2026-11-20', daysLeft: -9, action: 'complete-certificate' },
    ]);
    const certified = detail(
      { paperwork: signed },
      { tentativeCompletionDay: '2026-11-20', completionSigned: true },
    );
    expect(derive(application(), certified)).toEqual([]);
    const ahead = detail({ paperwork: out }, { tentativeCompletionDay: '2026-11-29' });
    expect(derive(application(), ahead)).toEqual([]);
  });

  it('lists an ID that expires before the signing, planned within the look-ahead', () => {
    const expiring = detail({}, { idExpiries: ['2027-05-01', '2026-12-03'] });
    expect(derive(application(), expiring)).toEqual([
      { kind: 'id-expiry', day: '2026-12-03', daysLeft: 4, action: 'update-id' },
    ]);
    const expired = detail({ paperwork: out }, { idExpiries: ['2026-11-01'] });
    expect(derive(application(), expired)[0]).toMatchObject({ kind: 'id-expiry', daysLeft: -28 });
    // Signed already: the ID did its work.
    expect(
      derive(application(), detail({ paperwork: signed }, { idExpiries: ['2026-12-03'] })),
    ).toEqual([]);
    expect(derive(application(), detail({}, { idExpiries: ['2026-12-07'] }))).toEqual([]);
  });

  it('lists conditions open for more than 7 days, pending or approved', () => {
    const old = detail({}, { createdOn: '2026-11-20' });
    for (const status of ['Pending', 'Approved']) {
      expect(derive(application({ status, unmet: 2 }), old)).toEqual([
        { kind: 'conditions', day: '2026-11-27', daysLeft: -2, action: 'send-condition-documents' },
      ]);
    }
    expect(derive(application({ unmet: 2 }), detail({}, { createdOn: '2026-11-22' }))).toEqual([]);
    expect(derive(application({ unmet: 0 }), old)).toEqual([]);
  });

  it('lists an approval older than the lender’s validity only where the config gives one', () => {
    const old = detail({}, { createdOn: '2026-09-01' });
    expect(derive(application(), old)).toEqual([]);
    expect(derive(application(), old, context({ approvalValidDays: 90 }))).toEqual([
      { kind: 'approval', day: '2026-11-30', daysLeft: 1, action: 'contact-lender' },
    ]);
    expect(derive(application(), old, context({ approvalValidDays: 120 }))).toEqual([]);
  });

  it('lists nothing for a declined application or one whose funding is requested', () => {
    const everything = detail(
      { paperwork: out, unsignedSince: '2026-11-01' },
      { createdOn: '2026-01-01', idExpiries: ['2026-11-30'] },
    );
    for (const status of ['Declined', 'FundingRequested', 'Processing']) {
      expect(
        derive(application({ status, unmet: 1 }), everything, context({ approvalValidDays: 30 })),
      ).toEqual([]);
    }
  });

  it('orders the most overdue first', () => {
    const dealer = { Id: 101, NextAttestationDate: '2026-12-01', AttestWindowDays: 18 };
    const both = detail(
      { paperwork: out, unsignedSince: '2026-11-01' },
      { idExpiries: ['2026-12-01'] },
    );
    expect(derive(application(), both, context(), [dealer]).map((each) => each.kind)).toEqual([
      'unsigned',
      'id-expiry',
      'attestation',
    ]);
  });
});

describe('dueSoon: time zones', () => {
  it('ends the right to cancel at the end of the customer’s day, not the dealer’s', () => {
    // 2026-11-30 06:00 UTC: already the 30th in New York, still the 29th in Honolulu.
    const now = Date.parse('2026-11-30T06:00:00Z');
    const app = application({ rightToCancelDay: '2026-11-29' });
    const ctx = context({ now, today: '2026-11-29' });
    expect(derive(app, detail({ paperwork: signed, timeZone: 'America/New_York' }), ctx)).toEqual(
      [],
    );
    expect(derive(app, detail({ paperwork: signed, timeZone: 'Pacific/Honolulu' }), ctx)).toEqual([
      { kind: 'right-to-cancel', day: '2026-11-29', daysLeft: 0, action: 'request-funding' },
    ]);
  });

  it('reads a DateTime on the device’s day, a Date as it is', () => {
    const record = {
      Applicant: { Identification: { ExpirationDate: '2027-01-31' } },
      CoApplicant: { Identification: { ExpirationDate: null } },
      CreateDateUtc: '2026-11-20T12:00:00.000Z',
      Terms: { TentativeCompletionDate: '2026-12-15' },
      Signatures: [
        {
          SignatureType: 'LCC',
          SignatureInformation: [{ SigneeType: 'Applicant', DateSigned: '2026-11-25' }],
        },
      ],
    } as unknown as ApplicationRecord;
    expect(dueFactsOf(record)).toEqual({
      createdOn: '2026-11-20',
      tentativeCompletionDay: '2026-12-15',
      completionSigned: true,
      idExpiries: ['2027-01-31'],
    });
  });
});

describe('dueSoon: thresholds and mutes', () => {
  const sentFiveDaysAgo = detail({ paperwork: out, unsignedSince: '2026-11-24' });

  it('follows the dealer’s own thresholds', () => {
    const lenient: Thresholds = { ...BUILT_IN_THRESHOLDS, unsignedDays: 7 };
    const thresholds = (dealerId: number | null) =>
      dealerId === 102 ? lenient : BUILT_IN_THRESHOLDS;
    expect(derive(application(), sentFiveDaysAgo, context({ thresholds }))).toHaveLength(1);
    expect(
      derive(application({ dealerId: 102 }), sentFiveDaysAgo, context({ thresholds })),
    ).toEqual([]);
  });

  it('leaves out the kinds the user muted', () => {
    const muted = new Set<DueSoonKind>(['unsigned', 'attestation']);
    const dealer = { Id: 101, NextAttestationDate: '2026-12-01', AttestWindowDays: 0 };
    expect(derive(application(), sentFiveDaysAgo, context({ muted }), [dealer])).toEqual([]);
  });
});

describe('dueActionLink', () => {
  it('leads each action to where it is done', () => {
    const base = {
      key: 'k',
      kind: 'unsigned' as const,
      applicationId: 7,
      dealerId: 101,
      day: TODAY,
      daysLeft: 0,
    };
    expect(dueActionLink({ ...base, action: 'resend' }).to).toBe('/applications/7#signatures');
    expect(dueActionLink({ ...base, action: 'attest' }).to).toBe('/dealers?dealer=101');
    expect(dueActionLink({ ...base, action: 'update-id' }).to).toBe('/applications/7/paperwork');
    expect(dueActionLink({ ...base, action: 'request-funding' }).to).toBe(
      '/applications/7#stage-funding',
    );
  });
});
