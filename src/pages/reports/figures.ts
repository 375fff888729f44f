import type { ChosenPlanFee } from '../../api/chosen-plan-fee.ts';
import type { ReportFacts, ReportStep } from '../../api/report-facts.ts';
import { calendarDayIn } from '../../lib/time-zones.ts';
import type { Cents } from '../../lib/money.ts';
import { dealerFeeCents, netFundingCents } from '../../schemas/promotion-figures.ts';
import type { DealerFeeUnit } from '../../schemas/runtime-config.ts';
import { isFundingRequested } from '../../schemas/enums.ts';

/**
 * The reports' figures: pure functions over one row per application (its status record and,
 * once read, the facts of its detail and its chosen plan). Money is integer cents throughout;
 * times are exact instants, months the dealer's (its state's zone). No text: the worker and the
 * bench run this module without the catalogs' macros; the reports word its keys
 * (report-words.ts).
 */
export interface ReportRow {
  id: number;
  status: string;
  dealerId: number | null;
  userId: number | null;
  approvedCents: Cents | null;
  financedCents: Cents | null;
  /** Null while the detail is not read. */
  facts: ReportFacts | null;
  /** The chosen plan, read while the application is approved; null when none or unknown. */
  plan: ChosenPlanFee | null;
}

export const FUNNEL_STEPS = [
  'submitted',
  'approved',
  'planChosen',
  'sent',
  'signed',
  'fundingRequested',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * How far an application got (an index into FUNNEL_STEPS). Each step implies those before it:
 * paperwork cannot go out before a plan is chosen, nor a plan be chosen before approval.
 */
export function furthestStep(row: ReportRow): number {
  const { facts } = row;
  const steps = facts?.steps;
  if (isFundingRequested(row.status) || steps?.fundingRequested) return 5;
  if (facts?.fullSigned || steps?.signed) return 4;
  if (facts?.paperworkSent || steps?.sent) return 3;
  if (steps?.planChosen || row.plan) return 2;
  if (row.status === 'Approved') return 1;
  return 0;
}

export interface FunnelStage {
  step: FunnelStep;
  count: number;
  /** Of the submitted applications, 0-1; null when there are none. */
  share: number | null;
  /** Of the step before, 0-1; null for the first step or when the step before has none. */
  ofPrevious: number | null;
}

export interface Funnel {
  stages: FunnelStage[];
  declined: number;
  /** Approved of those decided (approved or declined), 0-1; null when none is decided. */
  approvalRate: number | null;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function funnel(rows: readonly ReportRow[]): Funnel {
  const reached = new Array<number>(FUNNEL_STEPS.length).fill(0);
  let declined = 0;
  for (const row of rows) {
    const furthest = furthestStep(row);
    for (let step = 0; step <= furthest; step += 1) reached[step]! += 1;
    if (row.status === 'Declined') declined += 1;
  }
  const stages = FUNNEL_STEPS.map((step, index) => ({
    step,
    count: reached[index]!,
    share: ratio(reached[index]!, reached[0]!),
    ofPrevious: index === 0 ? null : ratio(reached[index]!, reached[index - 1]!),
  }));
  return { stages, declined, approvalRate: ratio(reached[1]!, reached[1]! + declined) };
}

export const BREAKDOWNS = ['dealer', 'person', 'product', 'month'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/** The month an application was submitted, in its dealer's zone (`YYYY-MM`); null when unknown. */
export function submittedMonth(facts: ReportFacts | null): string | null {
  if (!facts?.submittedAt) return null;
  let month = monthOf.get(facts);
  if (month === undefined) {
    month = calendarDayIn(Date.parse(facts.submittedAt), facts.dealerTimeZone).slice(0, 7);
    monthOf.set(facts, month);
  }
  return month;
}

/**
 * Derived once per facts (the query cache keeps the same object until the detail changes): a
 * change of filter then regroups ten thousand rows without a time zone's calendar each.
 */
const monthOf = new WeakMap<ReportFacts, string>();
const momentsOf = new WeakMap<ReportFacts, Float64Array>();

/** A row's group under a breakdown; null when its detail is not read yet (product, month). */
export function groupOf(row: ReportRow, by: Breakdown): string | null {
  switch (by) {
    case 'dealer':
      return row.dealerId === null ? 'none' : String(row.dealerId);
    case 'person':
      return row.userId === null ? 'none' : String(row.userId);
    case 'product':
      return row.facts ? (row.facts.product ?? 'none') : null;
    case 'month':
      return submittedMonth(row.facts);
  }
}

/** Rows by group, in the groups' order (months oldest first, the rest as they come). */
export function groupRows(
  rows: readonly ReportRow[],
  by: Breakdown,
): { groups: Map<string, ReportRow[]>; unknown: number } {
  const groups = new Map<string, ReportRow[]>();
  let unknown = 0;
  for (const row of rows) {
    const key = groupOf(row, by);
    if (key === null) {
      unknown += 1;
      continue;
    }
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(row);
  }
  if (by === 'month')
    return { groups: new Map([...groups].sort(([a], [b]) => (a < b ? -1 : 1))), unknown };
  return { groups, unknown };
}

/** The intervals timed: from one step's moment to the next's. */
export const INTERVALS = [
  { key: 'toDecision', from: 'submitted', to: 'decided' },
  { key: 'toPlan', from: 'decided', to: 'planChosen' },
  { key: 'toSignature', from: 'planChosen', to: 'signed' },
  { key: 'toFunding', from: 'signed', to: 'fundingRequested' },
] as const satisfies readonly {
  key: string;
  from: ReportStep | 'submitted';
  to: ReportStep;
}[];
export type IntervalKey = (typeof INTERVALS)[number]['key'];

/** The moments timed, submission first: REPORT_STEPS's steps (kept a type import, no api code). */
const MOMENTS = [
  'submitted',
  'decided',
  'planChosen',
  'sent',
  'signed',
  'fundingRequested',
] as const satisfies readonly (ReportStep | 'submitted')[];

/** The steps' moments in epoch ms (NaN where unknown), in MOMENTS' order. */
function moments(facts: ReportFacts): Float64Array {
  let found = momentsOf.get(facts);
  if (!found) {
    found = new Float64Array(MOMENTS.length);
    MOMENTS.forEach((step, index) => {
      const at = step === 'submitted' ? facts.submittedAt : facts.steps[step];
      found![index] = at ? Date.parse(at) : NaN;
    });
    momentsOf.set(facts, found);
  }
  return found;
}

/** Every application's interval, in milliseconds; a negative one (clocks apart) is left out. */
export function durations(rows: readonly ReportRow[], key: IntervalKey): Float64Array {
  const interval = INTERVALS.find((each) => each.key === key)!;
  const from = MOMENTS.indexOf(interval.from);
  const to = MOMENTS.indexOf(interval.to);
  const found = new Float64Array(rows.length);
  let count = 0;
  for (const row of rows) {
    if (!row.facts) continue;
    const at = moments(row.facts);
    // NaN (an unknown moment) fails the comparison: the interval is left out.
    if (at[to]! >= at[from]!) found[count++] = at[to]! - at[from]!;
  }
  return found.subarray(0, count);
}

/**
 * The nearest-rank percentile (the smallest value with at least p% of values at or below it):
 * always one of the values, so a median of two days is a time some application took.
 */
export function percentile(sorted: Float64Array, p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export interface IntervalFigures {
  key: IntervalKey;
  count: number;
  medianMs: number | null;
  p90Ms: number | null;
}

/** Each interval's durations, sorted: the percentiles and the distribution read them. */
export function sortedDurations(rows: readonly ReportRow[]): Float64Array[] {
  return INTERVALS.map(({ key }) => durations(rows, key).sort());
}

export function intervalFigures(
  rows: readonly ReportRow[],
  sorted: Float64Array[] = sortedDurations(rows),
): IntervalFigures[] {
  return INTERVALS.map(({ key }, index) => {
    const times = sorted[index]!;
    return {
      key,
      count: times.length,
      medianMs: percentile(times, 50),
      p90Ms: percentile(times, 90),
    };
  });
}

/** How many intervals fall in each bucket of the distribution chart (upper bounds, ms). */
export const HOUR_MS = 3_600_000;
export const DISTRIBUTION_BUCKETS = [
  { key: 'underHour', upToMs: HOUR_MS },
  { key: 'hours1to4', upToMs: 4 * HOUR_MS },
  { key: 'hours4to24', upToMs: 24 * HOUR_MS },
  { key: 'days1to3', upToMs: 72 * HOUR_MS },
  { key: 'days3to7', upToMs: 168 * HOUR_MS },
  { key: 'week', upToMs: Infinity },
] as const satisfies readonly { key: string; upToMs: number }[];
export type BucketKey = (typeof DISTRIBUTION_BUCKETS)[number]['key'];

export function distribution(times: Float64Array): number[] {
  const counts = DISTRIBUTION_BUCKETS.map(() => 0);
  for (const time of times) {
    const bucket = DISTRIBUTION_BUCKETS.findIndex((each) => time < each.upToMs);
    counts[bucket]! += 1;
  }
  return counts;
}

export interface PlanMoney {
  plan: string;
  deals: number;
  financedCents: Cents;
  feeCents: Cents;
  netCents: Cents;
}

export interface Money {
  /** AmountApproved of the approved applications. */
  approvedCents: Cents;
  /** AmountFinanced of the deals with a plan chosen (the amount the plan is on). */
  financedCents: Cents;
  /** Deals whose plan and fee are known, by plan; the fee from the plan's DealerFee. */
  byPlan: PlanMoney[];
  feeCents: Cents;
  netCents: Cents;
  /** Deals whose plan or fee could not be told (left out of the fees and the net). */
  withoutFee: number;
}

export function money(rows: readonly ReportRow[], unit: DealerFeeUnit): Money {
  let approvedCents = 0;
  let financedCents = 0;
  let withoutFee = 0;
  const plans = new Map<string, PlanMoney>();
  for (const row of rows) {
    const furthest = furthestStep(row);
    if (furthest >= 1 && row.approvedCents !== null) approvedCents += row.approvedCents;
    if (furthest < 2 || row.financedCents === null) continue;
    financedCents += row.financedCents;
    const fee = row.plan && dealerFeeCents(row.plan.dealerFee, row.financedCents, unit);
    const net = fee === null || fee === undefined ? null : netFundingCents(row.financedCents, fee);
    if (!row.plan || net === null) {
      withoutFee += 1;
      continue;
    }
    let plan = plans.get(row.plan.plan);
    if (!plan) {
      plan = { plan: row.plan.plan, deals: 0, financedCents: 0, feeCents: 0, netCents: 0 };
      plans.set(row.plan.plan, plan);
    }
    plan.deals += 1;
    plan.financedCents += row.financedCents;
    plan.feeCents += fee!;
    plan.netCents += net;
  }
  const byPlan = [...plans.values()].sort((a, b) => b.financedCents - a.financedCents);
  return {
    approvedCents,
    financedCents,
    byPlan,
    feeCents: byPlan.reduce((sum, plan) => sum + plan.feeCents, 0),
    netCents: byPlan.reduce((sum, plan) => sum + plan.netCents, 0),
    withoutFee,
  };
}
