import { describe, expect, it } from 'vitest';
import type { BoardEntry } from '../../api/status-sync.ts';
import { appI18n } from '../../components/i18n/catalogs.ts';
import type { V3StatusesSinceItem } from '../../schemas/application-status-records.ts';
import {
  deriveFeed,
  newFeedMemory,
  type FeedContext,
  type FeedEntry,
} from './since-last-visit-feed.ts';
import type { DetailSummary, PaperTrail, SignatureMark } from './view.ts';
import { newsWords } from './since-last-visit-words.ts';

const ME = 7;
const SINCE = '2026-06-10T12:00:00.000Z';
const CONTEXT: FeedContext = { me: ME, since: SINCE };
const AFTER = '2026-06-10T15:00:00.000Z';
const BEFORE = '2026-06-10T09:00:00.000Z';

const condition = (IsMet: boolean) => ({
  MessageType: 'Condition' as const,
  IsMet,
  Label: 'Proof of income',
  Text: null,
});

function entry(
  id: number,
  status: Partial<V3StatusesSinceItem> = {},
  seenAt: string | null = null,
): BoardEntry {
  return {
    status: {
      LoanApplicationId: id,
      LoanApplicationNumber: 3_000_000 + id,
      LoanApplicationStatus: 'Processing',
      DealerId: 101,
      AssignedToUserId: ME,
      Messages: [],
      DispositionCode: null,
      BuyRate: null,
      AmountFinanced: 12_000,
      AmountApproved: null,
      RTCDate: null,
      ProjectNumber: null,
      ...status,
    },
    seenAt,
    changedAfter: seenAt,
    added: false,
  };
}

function detail(
  modifiedAt: string | null,
  signed: SignatureMark[] = [],
  timeZone?: string,
): DetailSummary {
  return {
    name: 'Maria Hernandez',
    modifiedAt,
    paperwork: null,
    unsignedSince: null,
    timeZone,
    signed,
  };
}

const mark = (key: string, on: string): SignatureMark => ({
  key,
  document: 'FULL',
  signee: 'Applicant',
  on,
});

const NONE = new Map<number, DetailSummary>();
const NO_TRAILS = new Map<number, PaperTrail>();

/** Feeds the passes in order to one memory, as the dashboard does, and returns every entry. */
function run(
  passes: {
    entries: BoardEntry[];
    details?: Map<number, DetailSummary>;
    trails?: Map<number, PaperTrail>;
  }[],
  context: FeedContext = CONTEXT,
): FeedEntry[][] {
  const memory = newFeedMemory();
  return passes.map(
    (pass) =>
      deriveFeed(
        memory,
        new Map(pass.entries.map((e) => [e.status.LoanApplicationId, e])),
        pass.details ?? NONE,
        pass.trails ?? NO_TRAILS,
        context,
      ).found,
  );
}

const brief = (entries: FeedEntry[]) =>
  entries.map((e) => [e.kind, newsWords(appI18n, e.what), e.live]);

describe('the feed while the portal is open (exact changes from polls)', () => {
  it('tells a decision and funding requested, live and on my deal', () => {
    const [first, decided, funded] = run([
      { entries: [entry(1)] },
      { entries: [entry(1, { LoanApplicationStatus: 'Approved' }, AFTER)] },
      { entries: [entry(1, { LoanApplicationStatus: 'FundingRequested' }, AFTER)] },
    ]);
    expect(first).toEqual([]);
    expect(brief(decided!)).toEqual([['decision', 'Approved', true]]);
    expect(decided![0]).toMatchObject({ applicationId: 1, mine: true });
    expect(brief(funded!)).toEqual([['funding', 'Funding requested', true]]);
  });

  it('names a decision the spec does not list as it comes, and ignores one back in review', () => {
    const [, declined, back] = run([
      { entries: [entry(1)] },
      { entries: [entry(1, { LoanApplicationStatus: 'Declined' }, AFTER)] },
      { entries: [entry(1, { LoanApplicationStatus: 'Processing' }, AFTER)] },
    ]);
    expect(brief(declined!)).toEqual([['decision', 'Declined', true]]);
    expect(back).toEqual([]);
  });

  it('tells new and met conditions', () => {
    const [, added, met] = run([
      { entries: [entry(1)] },
      { entries: [entry(1, { Messages: [condition(false), condition(false)] }, AFTER)] },
      { entries: [entry(1, { Messages: [condition(true), condition(false)] }, AFTER)] },
    ]);
    expect(brief(added!)).toEqual([['conditions', '2 new conditions', true]]);
    expect(brief(met!)).toEqual([['conditions', '1 condition met', true]]);
  });

  it('tells a reassignment to me, not to someone else', () => {
    const [, toMe, away] = run([
      { entries: [entry(1, { AssignedToUserId: 3 }), entry(2)] },
      { entries: [entry(1, {}, AFTER), entry(2)] },
      { entries: [entry(1, {}, AFTER), entry(2, { AssignedToUserId: 3 }, AFTER)] },
    ]);
    expect(brief(toMe!)).toEqual([['reassigned', 'Assigned to you', true]]);
    expect(away).toEqual([]);
  });

  it('tells an application new to the window by its state', () => {
    const [, added] = run([
      { entries: [] },
      { entries: [entry(9, { LoanApplicationStatus: 'Approved', AssignedToUserId: 3 }, AFTER)] },
    ]);
    expect(brief(added!)).toEqual([['decision', 'Approved', true]]);
    expect(added![0]!.mine).toBe(false);
  });

  it('tells each signature once, and a plan chosen', () => {
    const one = new Map([[1, detail(BEFORE, [mark('0.0', '2026-06-09')])]]);
    const two = new Map([
      [1, detail(AFTER, [mark('0.0', '2026-06-09'), mark('0.1', '2026-06-10')])],
    ]);
    const status = entry(1, { LoanApplicationStatus: 'Approved' });
    const [first, signed, again, planned] = run([
      {
        entries: [status],
        details: one,
        trails: new Map([[1, { planChosen: false, paperContractSentOn: null }]]),
      },
      {
        entries: [status],
        details: two,
        trails: new Map([[1, { planChosen: false, paperContractSentOn: null }]]),
      },
      {
        entries: [status],
        details: new Map([
          [1, detail(AFTER, [mark('0.0', '2026-06-09'), mark('0.1', '2026-06-10')])],
        ]),
      },
      {
        entries: [status],
        details: two,
        trails: new Map([[1, { planChosen: true, paperContractSentOn: null }]]),
      },
    ]);
    expect(first).toEqual([]);
    expect(brief(signed!)).toEqual([['signature', 'Applicant signed the FULL document', true]]);
    expect(again).toEqual([]);
    expect(brief(planned!)).toEqual([['plan', 'A plan was chosen', true]]);
  });

  it('keeps the entries of one change under one key across tabs and passes', () => {
    const passes = [
      { entries: [entry(1)] },
      { entries: [entry(1, { LoanApplicationStatus: 'Approved' }, AFTER)] },
    ];
    const [, a] = run(passes);
    const [, b] = run([
      passes[0]!,
      { entries: [entry(1, { LoanApplicationStatus: 'Approved' }, '2026-06-10T15:00:07.000Z')] },
    ]);
    expect(a![0]!.key).toBe(b![0]!.key);
  });
});

describe('the feed since the last visit (from the data’s own dates)', () => {
  it('tells an application modified after the last visit by its state, once its detail is read', () => {
    const status = entry(1, {
      LoanApplicationStatus: 'Approved',
      Messages: [condition(false), condition(true)],
    });
    const [bare, read] = run([
      { entries: [status] },
      { entries: [status], details: new Map([[1, detail(AFTER)]]) },
    ]);
    expect(bare).toEqual([]);
    expect(brief(read!)).toEqual([
      ['decision', 'Approved', false],
      ['conditions', '1 condition open', false],
      ['conditions', '1 condition met', false],
    ]);
  });

  it('tells nothing of an application last modified before the visit', () => {
    const [read] = run([
      {
        entries: [entry(1, { LoanApplicationStatus: 'FundingRequested' })],
        details: new Map([[1, detail(BEFORE)]]),
      },
    ]);
    expect(read).toEqual([]);
  });

  it('tells signatures given on or after the visit’s day where the customer lives', () => {
    // 2026-06-10T02:00Z is still June 9 in Honolulu, already June 10 in UTC.
    const context = { me: ME, since: '2026-06-10T02:00:00.000Z' };
    const signed = [mark('0.0', '2026-06-08'), mark('0.1', '2026-06-09')];
    const [hawaii] = run(
      [
        {
          entries: [entry(1)],
          details: new Map([[1, detail(BEFORE, signed, 'Pacific/Honolulu')]]),
        },
      ],
      context,
    );
    const [utc] = run(
      [{ entries: [entry(1)], details: new Map([[1, detail(BEFORE, signed, 'UTC')]]) }],
      context,
    );
    expect(hawaii!.map((e) => e.at)).toEqual(['2026-06-09']);
    expect(utc).toEqual([]);
  });

  it('tells a signed paper contract received after the visit’s day, or on it when the detail changed since', () => {
    const received = (on: string, modifiedAt?: string) =>
      run([
        {
          entries: [entry(1, { LoanApplicationStatus: 'Approved' })],
          ...(modifiedAt && { details: new Map([[1, detail(modifiedAt)]]) }),
          trails: new Map([[1, { planChosen: true, paperContractSentOn: on }]]),
        },
      ])[0]!.filter((found) => found.kind === 'document');
    const told = [['document', 'Signed paper contract received', false]];
    expect(brief(received('2026-06-11'))).toEqual(told);
    expect(brief(received('2026-06-10', AFTER))).toEqual(told);
    // The visit's own day, and nothing changed after the visit: it came before (a first visit).
    expect(received('2026-06-10')).toEqual([]);
    expect(received('2026-06-10', BEFORE)).toEqual([]);
  });

  it('tells a signature of the visit’s own day only when the detail changed after the visit', () => {
    const signed = [mark('0.0', '2026-06-10')];
    const [before] = run([
      { entries: [entry(1)], details: new Map([[1, detail(BEFORE, signed, 'UTC')]]) },
    ]);
    const [after] = run([
      { entries: [entry(1)], details: new Map([[1, detail(AFTER, signed, 'UTC')]]) },
    ]);
    expect(before!.filter((found) => found.kind === 'signature')).toEqual([]);
    expect(after!.filter((found) => found.kind === 'signature').map((e) => e.at)).toEqual([
      '2026-06-10',
    ]);
  });

  it('keeps no personal data in an entry', () => {
    const [, decided] = run([
      { entries: [entry(1)], details: new Map([[1, detail(BEFORE)]]) },
      {
        entries: [entry(1, { LoanApplicationStatus: 'Approved' }, AFTER)],
        details: new Map([[1, detail(BEFORE)]]),
      },
    ]);
    expect(JSON.stringify(decided)).not.toMatch(/Maria|Hernandez|12000/);
  });
});

describe('deriveFeed in slices', () => {
  it('stops when its time is up and goes on where it stopped', () => {
    const entries = new Map(
      Array.from({ length: 600 }, (_, i) => {
        const each = entry(i + 1, { LoanApplicationStatus: 'Approved' });
        return [i + 1, each] as const;
      }),
    );
    const details = new Map([...entries.keys()].map((id) => [id, detail(AFTER)]));
    const memory = newFeedMemory();
    const first = deriveFeed(memory, entries, details, NO_TRAILS, CONTEXT, () => true);
    expect(first.complete).toBe(false);
    let found = first.found.length;
    let slice = first;
    while (!slice.complete) {
      slice = deriveFeed(memory, entries, details, NO_TRAILS, CONTEXT, () => true);
      found += slice.found.length;
    }
    expect(found).toBe(600);
    expect(deriveFeed(memory, entries, details, NO_TRAILS, CONTEXT).found).toEqual([]);
  });
});
