import { describe, expect, it } from 'vitest';
import type { ReportFacts } from '../../api/report-facts.ts';
import type { ReportRow } from './figures.ts';
import { createReportClient, ROWS_PER_MESSAGE, rowChanges, type Connect } from './report-client.ts';
import { reportModel, type ReportModel } from './report-model.ts';
import { readReportView, type ReportView } from './report-url.ts';

const view = (query = ''): ReportView => readReportView(new URLSearchParams(query), 30);

function facts(product: string): ReportFacts {
  return {
    product,
    creditType: 'Revolving',
    dealerTimeZone: 'America/Chicago',
    submittedAt: '2026-10-01T16:00:00Z',
    steps: {
      decided: '2026-10-01T17:00:00Z',
      planChosen: null,
      sent: null,
      signed: null,
      fundingRequested: null,
    },
    paperworkSent: false,
    fullSigned: false,
  };
}

/** `count` rows, the odd ones assigned to user 1 and approved, the even ones to user 2. */
function book(count: number): ReportRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    status: index % 2 ? 'Approved' : 'Declined',
    dealerId: 7,
    userId: index % 2 ? 1 : 2,
    approvedCents: index % 2 ? 100_000 : null,
    financedCents: null,
    facts: facts(index % 3 ? 'HVAC' : 'Solar'),
    plan: null,
  }));
}

/** The client without a Worker (none in this environment): the same store, answering later. */
function answers() {
  const models: ReportModel[] = [];
  const client = createReportClient((model) => models.push(model));
  const next = async () => {
    const before = models.length;
    await expect.poll(() => models.length).toBeGreaterThan(before);
    return models.at(-1)!;
  };
  return { client, next };
}

describe('what the worker is told', () => {
  it('sends the rows new or changed, and the ids gone', () => {
    const rows = book(3);
    const held = new Map(rows.map((row) => [row.id, row]));
    const changed = { ...rows[1]!, facts: facts('HVAC') };
    const again = { ...rows[0]! };
    const added = { ...rows[0]!, id: 9 };
    expect(rowChanges(held, [again, changed, added])).toEqual({
      upsert: [changed, added],
      remove: [3],
    });
  });

  it('sends nothing when every row is the same', () => {
    const rows = book(3);
    const held = new Map(rows.map((row) => [row.id, row]));
    expect(
      rowChanges(
        held,
        rows.map((row) => ({ ...row })),
      ),
    ).toEqual({ upsert: [], remove: [] });
  });
});

describe('the reports client', () => {
  it('answers with the figures of the rows and view, in slices beyond one message', async () => {
    const { client, next } = answers();
    const rows = book(ROWS_PER_MESSAGE * 2 + 5);
    client.request(rows, view(), 'percent');
    const model = await next();
    expect(model).toEqual(reportModel(rows, 'month', (key) => key, 'percent'));
    expect(model.funnel.stages[0]!.count).toBe(rows.length);
    client.close();
  });

  it('follows the filters, the breakdown and the rows that changed or went', async () => {
    const { client, next } = answers();
    const rows = book(10);
    client.request(rows, view(), 'percent');
    await next();
    client.request(rows, view('user=1&by=product'), 'percent');
    const mine = await next();
    expect(mine.by).toBe('product');
    expect(mine.funnel.stages[0]!.count).toBe(5);
    expect(mine.groups.map((group) => [group.key, group.funnel.stages[0]!.count])).toEqual([
      ['HVAC', 3],
      ['Solar', 2],
    ]);
    const fewer = rows.slice(0, 4).map((row) => (row.id === 2 ? { ...row, userId: 2 } : row));
    client.request(fewer, view('user=1'), 'percent');
    expect((await next()).funnel.stages[0]!.count).toBe(1);
    client.close();
  });

  it('asks for the newest figures only, while an answer is awaited', async () => {
    const models: ReportModel[] = [];
    const client = createReportClient((model) => models.push(model));
    const rows = book(10);
    client.request(rows, view(), 'percent');
    client.request(rows, view('user=2'), 'percent');
    client.request(rows, view('user=1'), 'percent');
    await expect.poll(() => models.length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(models.map((model) => model.funnel.stages[0]!.count)).toEqual([10, 5]);
    expect(models[1]!.groups.length).toBe(1);
    client.close();
  });

  it('makes the figures on this thread when the worker breaks', async () => {
    const models: ReportModel[] = [];
    const broken: Connect = (_answer, fail) => {
      setTimeout(fail, 5);
      return { post: () => undefined, close: () => undefined };
    };
    const client = createReportClient((model) => models.push(model), broken);
    const rows = book(ROWS_PER_MESSAGE + 3);
    client.request(rows, view(), 'percent');
    await expect.poll(() => models.length).toBe(1);
    expect(models[0]!.funnel.stages[0]!.count).toBe(rows.length);
    client.close();
  });

  it('says nothing once closed', async () => {
    const models: ReportModel[] = [];
    const client = createReportClient((model) => models.push(model));
    client.request(book(3), view(), 'percent');
    client.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(models).toEqual([]);
  });
});
