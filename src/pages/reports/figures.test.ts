import { describe, expect, it } from 'vitest';
import type { ReportFacts } from '../../api/report-facts.ts';
import {
  distribution,
  funnel,
  groupRows,
  HOUR_MS,
  intervalFigures,
  money,
  percentile,
  submittedMonth,
  type ReportRow,
} from './figures.ts';

const H = HOUR_MS;
const at = (hours: number) => new Date(Date.UTC(2026, 9, 1, 16) + hours * H).toISOString();

function facts(
  steps: Partial<Record<keyof ReportFacts['steps'], number>>,
  extra: Partial<ReportFacts> = {},
): ReportFacts {
  const moment = (step: keyof ReportFacts['steps']) =>
    steps[step] === undefined ? null : at(steps[step]);
  return {
    product: 'HVAC',
    creditType: 'Revolving',
    dealerTimeZone: 'America/Los_Angeles',
    submittedAt: at(0),
    steps: {
      decided: moment('decided'),
      planChosen: moment('planChosen'),
      sent: moment('sent'),
      signed: moment('signed'),
      fundingRequested: moment('fundingRequested'),
    },
    paperworkSent: steps.sent !== undefined,
    fullSigned: steps.signed !== undefined,
    ...extra,
  };
}

let nextId = 1;
function row(status: string, change: Partial<ReportRow> = {}): ReportRow {
  return {
    id: nextId++,
    status,
    dealerId: 1,
    userId: 10,
    approvedCents: null,
    financedCents: null,
    facts: null,
    plan: null,
    ...change,
  };
}

/**
 * A book of ten applications whose answers are known: 2 deciding, 2 declined, 6 approved; of
 * those 4 chose a plan, 3 sent paperwork, 2 signed, 1 asked for funding.
 */
function book(): ReportRow[] {
  const sameAsCash = { plan: '12 months same as cash', dealerFee: 6.5 };
  const reduced = { plan: 'Reduced rate', dealerFee: 2.25 };
  return [
    row('Processing'),
    row('Pending', { facts: facts({}) }),
    row('Declined', { facts: facts({ decided: 1 }) }),
    row('Declined', { facts: facts({ decided: 3 }), userId: 11 }),
    row('Approved', { approvedCents: 1_000_000, facts: facts({ decided: 2 }) }),
    row('Approved', { approvedCents: 2_000_000, facts: facts({ decided: 4 }), userId: 11 }),
    row('Approved', {
      approvedCents: 1_500_000,
      facts: facts({ decided: 1, planChosen: 25 }),
    }),
    row('Approved', {
      approvedCents: 1_000_000,
      financedCents: 999_999,
      plan: reduced,
      facts: facts({ decided: 6, planChosen: 30, sent: 31 }, { product: 'Roofing' }),
    }),
    row('Approved', {
      approvedCents: 3_000_000,
      financedCents: 2_500_001,
      plan: sameAsCash,
      facts: facts({ decided: 2, planChosen: 50, sent: 51, signed: 74 }),
      userId: 11,
    }),
    row('FundingRequested', {
      approvedCents: 2_000_000,
      financedCents: 1_234_567,
      plan: sameAsCash,
      facts: facts({ decided: 8, planChosen: 10, sent: 12, signed: 34, fundingRequested: 36 }),
      dealerId: 2,
    }),
  ];
}

describe('funnel', () => {
  it('counts each step, its share of the submitted and of the step before, and the approval rate', () => {
    const { stages, declined, approvalRate } = funnel(book());
    expect(stages.map((stage) => stage.count)).toEqual([10, 6, 4, 3, 2, 1]);
    expect(stages.map((stage) => stage.share)).toEqual([1, 0.6, 0.4, 0.3, 0.2, 0.1]);
    expect(stages.map((stage) => stage.ofPrevious)).toEqual([null, 0.6, 4 / 6, 0.75, 2 / 3, 0.5]);
    expect(declined).toBe(2);
    expect(approvalRate).toBe(0.75);
  });

  it('has no shares nor rate for an empty book', () => {
    const { stages, approvalRate } = funnel([]);
    expect(stages.every((stage) => stage.count === 0 && stage.share === null)).toBe(true);
    expect(approvalRate).toBeNull();
  });

  it('counts a funded deal whose detail is not read as every step', () => {
    expect(funnel([row('FundingRequested')]).stages.map((s) => s.count)).toEqual([
      1, 1, 1, 1, 1, 1,
    ]);
  });
});

describe('breakdowns', () => {
  it('groups by person, dealer and product; an unread detail has no product yet', () => {
    const rows = book();
    const byPerson = groupRows(rows, 'person');
    expect([...byPerson.groups].map(([key, list]) => [key, list.length])).toEqual([
      ['10', 7],
      ['11', 3],
    ]);
    expect(funnel(byPerson.groups.get('11')!).approvalRate).toBe(2 / 3);
    expect(groupRows(rows, 'dealer').groups.get('2')).toHaveLength(1);
    const byProduct = groupRows(rows, 'product');
    expect(byProduct.unknown).toBe(1);
    expect(byProduct.groups.get('Roofing')).toHaveLength(1);
  });

  it('puts an application in the month of its dealer’s zone, oldest month first', () => {
    // 05:00 UTC on 1 November is still 31 October in Los Angeles, and 1 November in New York.
    const instant = '2026-11-01T05:00:00.000Z';
    const west = facts({}, { submittedAt: instant, dealerTimeZone: 'America/Los_Angeles' });
    const east = facts({}, { submittedAt: instant, dealerTimeZone: 'America/New_York' });
    expect(submittedMonth(west)).toBe('2026-10');
    expect(submittedMonth(east)).toBe('2026-11');
    const rows = [row('Pending', { facts: east }), row('Pending', { facts: west })];
    expect([...groupRows(rows, 'month').groups.keys()]).toEqual(['2026-10', '2026-11']);
  });
});

describe('times to each step', () => {
  it('gives the nearest-rank median and 90th percentile of each interval', () => {
    const [toDecision, toPlan, toSignature, toFunding] = intervalFigures(book());
    // Decisions took 1, 3, 2, 4, 1, 6, 2 and 8 hours.
    expect(toDecision).toMatchObject({ count: 8, medianMs: 2 * H, p90Ms: 8 * H });
    // Plans: 24, 24, 48 and 2 hours.
    expect(toPlan).toMatchObject({ count: 4, medianMs: 24 * H, p90Ms: 48 * H });
    expect(toSignature).toMatchObject({ count: 2, medianMs: 24 * H, p90Ms: 24 * H });
    expect(toFunding).toMatchObject({ count: 1, medianMs: 2 * H, p90Ms: 2 * H });
  });

  it('has no percentile of nothing, and leaves out intervals that run backwards', () => {
    expect(percentile(new Float64Array(), 50)).toBeNull();
    const backwards = row('Approved', { facts: facts({ decided: -1 }) });
    expect(intervalFigures([backwards])[0]!.count).toBe(0);
  });

  it('sorts the times into the distribution’s buckets', () => {
    expect(distribution(Float64Array.from([0, H - 1, H, 5 * H, 30 * H, 100 * H, 500 * H]))).toEqual(
      [2, 1, 1, 1, 1, 1],
    );
  });
});

describe('money', () => {
  it('adds the approved and financed amounts and each plan’s dealer fee in integer cents', () => {
    const figures = money(book(), 'percent');
    expect(figures.approvedCents).toBe(10_500_000);
    expect(figures.financedCents).toBe(999_999 + 2_500_001 + 1_234_567);
    // 6.5% of 25,000.01 is 1,625.000 65 → 162,500 cents; of 12,345.67 is 802.468 55 → 80,247.
    // 2.25% of 9,999.99 is 224.999 775 → 22,500 cents.
    expect(figures.byPlan).toEqual([
      {
        plan: '12 months same as cash',
        deals: 2,
        financedCents: 3_734_568,
        feeCents: 162_500 + 80_247,
        netCents: 3_734_568 - 242_747,
      },
      {
        plan: 'Reduced rate',
        deals: 1,
        financedCents: 999_999,
        feeCents: 22_500,
        netCents: 977_499,
      },
    ]);
    expect(figures.feeCents).toBe(265_247);
    expect(figures.netCents).toBe(4_734_567 - 265_247);
    for (const value of [figures.feeCents, figures.netCents])
      expect(Number.isInteger(value)).toBe(true);
    expect(figures.withoutFee).toBe(0);
  });

  it('takes a DealerFee in dollars when the config says so, and counts deals without a plan', () => {
    const rows = [
      row('Approved', {
        financedCents: 500_000,
        plan: { plan: 'Flat', dealerFee: 99.99 },
        facts: facts({ sent: 1 }),
      }),
      row('Approved', { financedCents: 100_000, facts: facts({ sent: 1 }) }),
    ];
    const figures = money(rows, 'amount');
    expect(figures.byPlan[0]).toMatchObject({ feeCents: 9_999, netCents: 490_001 });
    expect(figures.withoutFee).toBe(1);
  });
});
