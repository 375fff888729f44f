import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoardEntry } from '../../api/status-sync.ts';
import type { V3StatusesSinceItem } from '../../schemas/application-status-records.ts';
import type { DashboardView } from './url-state.ts';
import {
  applyView,
  attentionCounts,
  lastChange,
  needs,
  rowStage,
  sortRows,
  toRow,
  toRows,
  type DetailSummary,
  type Lookups,
  type Row,
} from './view.ts';

const NOW = Date.parse('2026-06-10T12:00:00.000Z');

function entry(
  id: number,
  status: Partial<V3StatusesSinceItem> = {},
  more: Partial<BoardEntry> = {},
): BoardEntry {
  return {
    status: {
      LoanApplicationId: id,
      LoanApplicationNumber: 3_000_000 + id,
      LoanApplicationStatus: 'Approved',
      DealerId: 101,
      AssignedToUserId: 2,
      Messages: [],
      DispositionCode: null,
      BuyRate: '8.99',
      AmountFinanced: 10_000 + id,
      AmountApproved: 10_500,
      RTCDate: null,
      ProjectNumber: null,
      ...status,
    },
    seenAt: null,
    changedAfter: null,
    added: false,
    ...more,
  };
}

const OUT_FOR_SIGNATURE = { documents: 2, signed: 1, total: 3, fullSigned: false };
const NO_PAPERWORK = { documents: 0, signed: 0, total: 0, fullSigned: false };

function detail(overrides: Partial<DetailSummary> = {}): DetailSummary {
  return {
    name: 'Maria Hernandez',
    modifiedAt: '2026-06-01T09:00:00.000Z',
    paperwork: OUT_FOR_SIGNATURE,
    unsignedSince: null,
    timeZone: undefined,
    ...overrides,
  };
}

function lookups(details: [number, DetailSummary][] = []): Lookups {
  const dealers = new Map([
    [101, 'Sunrise'],
    [102, 'Lakeside'],
  ]);
  const users = new Map([
    [2, 'Marcus Reyes'],
    [5, 'Hannah Lee'],
  ]);
  return {
    details: new Map(details),
    dealerName: (id) => (id === null ? 'None' : (dealers.get(id) ?? `Dealer ${id}`)),
    userName: (id) => (id === null ? 'Unassigned' : (users.get(id) ?? `User ${id}`)),
    now: NOW,
    today: '2026-06-10',
  };
}

const view: DashboardView = {
  days: 90,
  status: '',
  stage: null,
  dealer: null,
  user: null,
  q: '',
  attention: null,
  sort: 'number',
  dir: 'desc',
};

const ids = (rows: readonly Row[]) => rows.map((row) => row.id);
const condition = (IsMet: boolean | null) => ({
  MessageType: 'Condition',
  IsMet,
  Label: 'Proof of income',
  Text: null,
});

describe('rows', () => {
  it('count only the conditions not met', () => {
    const row = toRow(
      entry(1, {
        Messages: [
          condition(false),
          condition(true),
          condition(null),
          { MessageType: 'Hint', IsMet: false, Label: null, Text: null },
        ],
      }),
    );
    expect(row.unmet).toBe(1);
  });

  it('keep their identity while their entry does, so unchanged lines are not redrawn', () => {
    const entries = [entry(1), entry(2)];
    const [a, b] = toRows(entries);
    const [a2, b2] = toRows([entries[0]!, entry(2)]);
    expect(a2).toBe(a);
    expect(b2).not.toBe(b);
  });

  it('keep a status the portal has never seen as it came', () => {
    expect(toRow(entry(1, { LoanApplicationStatus: 'UnderReview' })).status).toBe('UnderReview');
    expect(toRow(entry(1, { LoanApplicationStatus: null })).status).toBe('');
  });
});

describe('filters and search', () => {
  const rows = toRows([
    entry(1, { LoanApplicationStatus: 'Approved', DealerId: 101, AssignedToUserId: 2 }),
    entry(2, { LoanApplicationStatus: 'Pending', DealerId: 102, AssignedToUserId: 5 }),
    entry(3, {
      LoanApplicationStatus: 'Processing',
      LoanApplicationNumber: null,
      DealerId: 101,
      AssignedToUserId: 5,
    }),
    entry(14, { LoanApplicationStatus: 'Declined', DealerId: 102, AssignedToUserId: 2 }),
  ]);
  const known = lookups([
    [2, detail({ name: 'Jane Smith' })],
    [14, detail({ name: 'Tom Smithers' })],
  ]);

  it.each([
    [{ status: 'Pending' }, [2]],
    [{ dealer: 101 }, [3, 1]],
    [{ user: 5 }, [3, 2]],
    [{ dealer: 102, user: 2 }, [14]],
    [{ q: '3000014' }, [14]],
    [{ q: '00001' }, [14, 1]],
    [{ q: 'SMITH' }, [14, 2]],
    [{ q: ' jane ' }, [2]],
    [{ q: 'nobody' }, []],
  ] as const)('%j keeps %j', (change, expected) => {
    expect(ids(applyView(rows, { ...view, ...change }, known))).toEqual(expected);
  });

  it('finds an application without a number by its id', () => {
    expect(ids(applyView(rows, { ...view, q: '3' }, known))).toContain(3);
  });
});

describe('sorting', () => {
  const rows = toRows([
    entry(1, {
      LoanApplicationNumber: 3_000_020,
      AmountFinanced: 500,
      BuyRate: '11.99',
      AssignedToUserId: 5,
    }),
    entry(2, {
      LoanApplicationNumber: null,
      AmountFinanced: null,
      BuyRate: null,
      AssignedToUserId: 2,
    }),
    entry(3, {
      LoanApplicationNumber: 3_000_010,
      AmountFinanced: 900,
      BuyRate: '6.99',
      AssignedToUserId: null,
    }),
  ]);

  it('sorts the Application column by the id it shows, whether or not the lender numbered it', () => {
    expect(ids(sortRows(rows, 'number', 'desc', lookups()))).toEqual([3, 2, 1]);
    expect(ids(sortRows(rows, 'number', 'asc', lookups()))).toEqual([1, 2, 3]);
  });

  it.each([
    ['financed', 'asc', [1, 3, 2]],
    ['financed', 'desc', [3, 1, 2]],
    ['rate', 'asc', [3, 1, 2]],
    ['rate', 'desc', [1, 3, 2]],
    ['user', 'asc', [1, 2, 3]],
    ['user', 'desc', [3, 2, 1]],
  ] as const)('by %s %s, what has no value last', (sort, dir, expected) => {
    expect(ids(sortRows(rows, sort, dir, lookups()))).toEqual(expected);
  });

  it('by name, applicants whose detail is not loaded last either way', () => {
    const known = lookups([
      [1, detail({ name: 'Zoe Adams' })],
      [3, detail({ name: 'adam Zimmer' })],
    ]);
    expect(ids(sortRows(rows, 'name', 'asc', known))).toEqual([3, 1, 2]);
    expect(ids(sortRows(rows, 'name', 'desc', known))).toEqual([1, 3, 2]);
  });

  it('by last change, from the detail or from the sync that saw the change', () => {
    const changed = toRows([
      entry(1),
      entry(2, {}, { seenAt: '2026-06-10T11:00:00.000Z' }),
      entry(3),
    ]);
    const known = lookups([[3, detail({ modifiedAt: '2026-06-09T08:00:00.000Z' })]]);
    expect(ids(sortRows(changed, 'changed', 'desc', known))).toEqual([2, 3, 1]);
  });

  it('keeps equal values in id order, so the list does not jump between syncs', () => {
    const same = toRows([entry(3), entry(1), entry(2)]);
    expect(ids(sortRows(same, 'status', 'asc', lookups()))).toEqual([1, 2, 3]);
  });

  it('orders as comparing rows pairwise would: by value, no value last, ties by id', () => {
    const statuses = ['Approved', 'approved', 'Declined', 'Pending', 'Ünknown', ''];
    const record = fc.record({
      number: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
      status: fc.constantFrom(...statuses),
      financed: fc.option(fc.constantFrom(0, -0, 1.5, -2, 100, 1e9), { nil: null }),
      rate: fc.option(fc.constantFrom('1.5', '10', '', 'abc', '-0'), { nil: null }),
    });
    const sorts = ['number', 'status', 'financed', 'rate', 'dealer'] as const;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 500 }), record), {
          selector: ([id]) => id,
          maxLength: 40,
        }),
        fc.constantFrom(...sorts),
        fc.constantFrom('asc' as const, 'desc' as const),
        (records, sort, dir) => {
          const rows = toRows(
            records.map(([id, r]) =>
              entry(id, {
                LoanApplicationNumber: r.number,
                LoanApplicationStatus: r.status,
                AmountFinanced: r.financed,
                BuyRate: r.rate,
                DealerId: r.number === null ? null : 100 + Math.abs(r.number),
              }),
            ),
          );
          const keyOf = (row: Row): string | number | null => {
            const key =
              sort === 'number'
                ? row.id
                : sort === 'status'
                  ? row.status.toLowerCase() || null
                  : sort === 'financed'
                    ? row.financed
                    : sort === 'rate'
                      ? row.buyRate === null || row.buyRate === ''
                        ? null
                        : Number(row.buyRate)
                      : `dealer ${row.dealerId}`;
            return typeof key === 'number' && Number.isNaN(key) ? null : key;
          };
          const sign = dir === 'asc' ? 1 : -1;
          const expected = [...rows].sort((a, b) => {
            const [x, y] = [keyOf(a), keyOf(b)];
            if (x === null || y === null)
              return x === y ? (a.id - b.id) * sign : x === null ? 1 : -1;
            return x < y ? -sign : x > y ? sign : (a.id - b.id) * sign;
          });
          const dealerName = (id: number | null) => `Dealer ${id}`;
          expect(ids(sortRows(rows, sort, dir, { ...lookups(), dealerName }))).toEqual(
            ids(expected),
          );
        },
      ),
    );
  });
});

describe('last change', () => {
  const row = toRow(entry(1, {}, { seenAt: '2026-06-10T11:00:00.000Z' }));
  it('is the later of the detail ModifyDateUtc and the sync that saw a change', () => {
    expect(lastChange(row, detail({ modifiedAt: '2026-06-10T11:30:00.000Z' }))).toBe(
      '2026-06-10T11:30:00.000Z',
    );
    expect(lastChange(row, detail({ modifiedAt: '2026-06-10T10:00:00.000Z' }))).toBe(
      '2026-06-10T11:00:00.000Z',
    );
    expect(lastChange(row, undefined)).toBe('2026-06-10T11:00:00.000Z');
    expect(lastChange(toRow(entry(2)), undefined)).toBeNull();
  });
});

describe('needs attention', () => {
  const recent = new Date(NOW - 3_600_000).toISOString();
  const old = new Date(NOW - 2 * 86_400_000).toISOString();
  const rows = toRows([
    entry(1, { LoanApplicationStatus: 'Pending', Messages: [condition(false)] }),
    entry(2, { LoanApplicationStatus: 'Approved' }),
    entry(3, { LoanApplicationStatus: 'Approved' }),
    entry(4, { LoanApplicationStatus: 'Approved' }),
    entry(5, { LoanApplicationStatus: 'Approved' }, { changedAfter: recent }),
    entry(6, { LoanApplicationStatus: 'Processing' }, { changedAfter: recent }),
    entry(7, { LoanApplicationStatus: 'Declined' }, { changedAfter: old }),
  ]);
  const known = lookups([
    [2, detail({ paperwork: NO_PAPERWORK })],
    [3, detail({ unsignedSince: '2026-06-05' })],
    [4, detail({ unsignedSince: '2026-06-08' })],
    [7, detail({ modifiedAt: recent })],
  ]);

  it('counts what the status records show, and what loaded details show', () => {
    expect(
      attentionCounts(rows, ['conditions', 'approved-idle', 'unsigned', 'decided'], known),
    ).toEqual({
      conditions: { found: 1, unchecked: 0 },
      'approved-idle': { found: 1, unchecked: 1 },
      unsigned: { found: 1, unchecked: 1 },
      decided: { found: 2, unchecked: 0 },
    });
  });

  it('counts paperwork as late after more than three days unsigned', () => {
    expect(needs('unsigned', rows[2]!, known)).toBe('yes');
    expect(needs('unsigned', rows[3]!, known)).toBe('no');
    expect(needs('unsigned', rows[3]!, { ...known, today: '2026-06-12' })).toBe('yes');
  });

  it('narrows the list to what needs it, keeping what is not checked yet', () => {
    expect(
      ids(
        applyView(rows, { ...view, attention: 'approved-idle', sort: 'number', dir: 'asc' }, known),
      ),
    ).toEqual([2, 5]);
    expect(ids(applyView(rows, { ...view, attention: 'decided', dir: 'asc' }, known))).toEqual([
      5, 7,
    ]);
  });

  it('never counts a Processing application as decided', () => {
    expect(needs('decided', rows[5]!, known)).toBe('no');
  });
});

describe('the stage of a row', () => {
  const signedFull = { documents: 3, signed: 6, total: 6, fullSigned: true };
  const stageOf = (
    status: Partial<V3StatusesSinceItem>,
    summary: DetailSummary | null,
    trail?: { planChosen: boolean | null; paperContractSentOn: string | null },
  ) => {
    const row = toRow(entry(1, status));
    const known = lookups(summary ? [[1, summary]] : []);
    return rowStage(row, trail ? { ...known, trails: new Map([[1, trail]]) } : known).label;
  };
  const noTrail = { planChosen: null, paperContractSentOn: null };

  it('reaches every stage from the status, the summary and the cached plan and documents', () => {
    expect(stageOf({ LoanApplicationStatus: 'Processing' }, null)).toBe('Waiting for the decision');
    expect(stageOf({ LoanApplicationStatus: 'Declined' }, null)).toBe('Declined');
    expect(stageOf({ Messages: [condition(false)] }, detail())).toBe('Conditions pending');
    expect(stageOf({}, null)).toBe('Approved');
    expect(stageOf({}, detail({ paperwork: NO_PAPERWORK }))).toBe('Choose a plan');
    expect(stageOf({}, detail({ paperwork: NO_PAPERWORK }), { ...noTrail, planChosen: true })).toBe(
      'Prepare the paperwork',
    );
    expect(stageOf({}, detail())).toBe('Out for signature (1 of 3)');
    expect(stageOf({}, detail(), { ...noTrail, paperContractSentOn: '2026-06-09' })).toBe(
      'Signed paper contract sent',
    );
    expect(stageOf({ RTCDate: '2026-06-12' }, detail({ paperwork: signedFull }))).toBe(
      'Waiting for the right to cancel (until 06/12/2026)',
    );
    expect(stageOf({ RTCDate: '2026-06-09' }, detail({ paperwork: signedFull }))).toBe(
      'Ready to request funding',
    );
    expect(stageOf({ LoanApplicationStatus: 'FundingRequested' }, null)).toBe('Funding requested');
    expect(stageOf({ LoanApplicationStatus: 'OnHold' as 'Approved' }, null)).toBe('On hold');
  });

  it("runs the right to cancel to the end of the customer's day, in their time zone", () => {
    // 12:00 UTC on June 10 is June 10 in Hawaii and in New York; at 06:00 UTC on June 11 it is
    // still June 10 in Hawaii but June 11 in New York.
    const late = Date.parse('2026-06-11T06:00:00.000Z');
    const row = toRow(entry(1, { RTCDate: '2026-06-10' }));
    const at = (timeZone: string) =>
      rowStage(row, {
        ...lookups([[1, detail({ paperwork: signedFull, timeZone })]]),
        now: late,
      }).stage.kind;
    expect(at('Pacific/Honolulu')).toBe('right-to-cancel');
    expect(at('America/New_York')).toBe('ready-for-funding');
  });

  it('is derived once per row while its facts stay the same', () => {
    const row = toRow(entry(1));
    const known = lookups([[1, detail()]]);
    expect(rowStage(row, known)).toBe(rowStage(row, { ...known }));
    expect(rowStage(row, lookups([[1, detail({ paperwork: signedFull })]])).label).toBe(
      'Ready to request funding',
    );
  });

  const rows = toRows([
    entry(1, { LoanApplicationStatus: 'FundingRequested' }),
    entry(2),
    entry(3),
    entry(4, { Messages: [condition(false), condition(false)] }),
    entry(5, { Messages: [condition(false)] }),
    entry(6, { LoanApplicationStatus: 'Declined' }),
    entry(7),
  ]);
  const known = lookups([
    [2, detail({ paperwork: { documents: 2, signed: 2, total: 3, fullSigned: false } })],
    [3, detail()],
    [7, detail({ paperwork: signedFull })],
  ]);

  it('sorts by the order a deal moves, then by the figures', () => {
    expect(ids(sortRows(rows, 'stage', 'asc', known))).toEqual([6, 5, 4, 3, 2, 7, 1]);
    expect(ids(sortRows(rows, 'stage', 'desc', known))).toEqual([1, 7, 2, 3, 4, 5, 6]);
  });

  it('narrows the list to one stage', () => {
    const at = (stage: DashboardView['stage']) =>
      ids(applyView(rows, { ...view, stage, sort: 'number', dir: 'asc' }, known));
    expect(at('out-for-signature')).toEqual([2, 3]);
    expect(at('conditions')).toEqual([4, 5]);
    expect(at('ready-for-funding')).toEqual([7]);
    expect(at('choose-plan')).toEqual([]);
    expect(at(null)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('feeds the attention cards: idle, unsigned and ready by stage', () => {
    const idle = toRows([entry(11), entry(12), entry(13), entry(14)]);
    const cards = lookups([
      [11, detail({ paperwork: NO_PAPERWORK })],
      [12, detail({ unsignedSince: '2026-06-01' })],
      [13, detail({ paperwork: signedFull })],
    ]);
    const withPlan = { ...cards, trails: new Map([[11, { ...noTrail, planChosen: true }]]) };
    expect(attentionCounts(idle, ['approved-idle', 'unsigned', 'ready'], withPlan)).toEqual({
      'approved-idle': { found: 1, unchecked: 1 },
      unsigned: { found: 1, unchecked: 1 },
      ready: { found: 1, unchecked: 1 },
    });
    expect(needs('ready', idle[0]!, cards)).toBe('no');
    // A detail the service would not show: no card claims it, none keeps checking it.
    const hidden = lookups([[14, detail({ paperwork: null })]]);
    expect(needs('approved-idle', idle[3]!, hidden)).toBe('no');
    expect(needs('unsigned', idle[3]!, hidden)).toBe('no');
    // Signed, but with documents unsigned for long: not "unsigned" once the stage moved on.
    expect(
      needs(
        'unsigned',
        idle[2]!,
        lookups([[13, detail({ paperwork: signedFull, unsignedSince: '2026-06-01' })]]),
      ),
    ).toBe('no');
  });
});
