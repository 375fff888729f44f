import type { QueryClient } from '@tanstack/react-query';
import { timeZoneOfState } from '../lib/time-zones.ts';
import type { ApplicationRecord } from '../schemas/application-records.ts';
import { applicationKeys, detailQuery, getDetail } from './applications.ts';
import { fullPaperworkSigned } from './funding-stage.ts';

/**
 * What the reports keep of an application's detail (which also holds data no page may keep):
 * the product, credit type, dealer's time zone and the moments of its steps, from the history.
 * Kept in the query cache under the application's key, so a poll that sees it change
 * invalidates it (status-sync.ts), and a detail the dashboard has read is not read again.
 */
export const REPORT_STEPS = [
  'decided',
  'planChosen',
  'sent',
  'signed',
  'fundingRequested',
] as const;
export type ReportStep = (typeof REPORT_STEPS)[number];

export interface ReportFacts {
  /** FinancialInformation.ProductCode, as sent; null when none. */
  product: string | null;
  /** Terms.CreditType, else LoanType; null when neither is sent. */
  creditType: string | null;
  /** The dealer's state's zone: months and days are the dealer's. */
  dealerTimeZone: string | undefined;
  /** CreateDateUtc (ISO instant), or null. */
  submittedAt: string | null;
  /** The first history item of each step (ISO instants); null when the history names none. */
  steps: Record<ReportStep, string | null>;
  /** Documents went out for signature / every signer of the full paperwork has signed. */
  paperworkSent: boolean;
  fullSigned: boolean;
}

/**
 * The spec's history items are free text ("description of the action"): each step is told by
 * its words, the first item that matches being the step's moment (decision 0043). A message
 * naming none of them (a reassignment, a project number) is no step.
 */
const STEP_WORDS: readonly [ReportStep, RegExp][] = [
  ['fundingRequested', /\bfunding\b.*\brequested\b|\brequested\b.*\bfunding\b/i],
  ['signed', /(?<!un)\bsigned\b/i],
  ['sent', /\bpaperwork\b.*\b(submitted|sent)\b|\bsent for (e-)?sign/i],
  ['planChosen', /\b(promotion|plan)\b.*\b(chosen|selected|set)\b/i],
  ['decided', /\bdecision\b|\bapproved\b|\bdeclined\b/i],
];

export function stepOfMessage(message: string): ReportStep | null {
  for (const [step, words] of STEP_WORDS) if (words.test(message)) return step;
  return null;
}

export function reportFactsOf(record: ApplicationRecord): ReportFacts {
  const steps: Record<ReportStep, string | null> = {
    decided: null,
    planChosen: null,
    sent: null,
    signed: null,
    fundingRequested: null,
  };
  for (const item of record.HistoryItems) {
    const step = item.Message ? stepOfMessage(item.Message) : null;
    const at = item.Date;
    if (step && at && (steps[step] === null || at < steps[step])) steps[step] = at;
  }
  return {
    product: record.FinancialInformation?.ProductCode || null,
    creditType: record.Terms?.CreditType ?? record.LoanType ?? null,
    dealerTimeZone: timeZoneOfState(record.Dealer?.Address?.State),
    submittedAt: record.CreateDateUtc ?? null,
    steps,
    paperworkSent: record.Signatures.length > 0,
    fullSigned: fullPaperworkSigned(record.Signatures),
  };
}

export const reportFactsKey = (applicationId: number) =>
  [...applicationKeys.one(applicationId), 'report-facts'] as const;

/** Kept for the reports whenever a page reads a detail (the dashboard's background names too). */
export function rememberReportFacts(client: QueryClient, record: ApplicationRecord): void {
  client.setQueryData(reportFactsKey(record.Id), reportFactsOf(record));
}

/**
 * An application's facts: from the cache when a page has read its detail since it last changed,
 * else from its cached detail, else read (only the facts are kept, not the full record).
 */
export async function readReportFacts(
  client: QueryClient,
  applicationId: number,
  signal: AbortSignal,
): Promise<ReportFacts> {
  const key = reportFactsKey(applicationId);
  const known = client.getQueryData<ReportFacts>(key);
  if (known && !client.getQueryState(key)?.isInvalidated) return known;
  const detailKey = detailQuery(applicationId).queryKey;
  const detail = client.getQueryData(detailKey);
  const record =
    detail && !client.getQueryState(detailKey)?.isInvalidated
      ? detail
      : await getDetail(applicationId, signal);
  rememberReportFacts(client, record);
  return reportFactsOf(record);
}
