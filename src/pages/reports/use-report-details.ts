import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import { createNamesLoader, runWhileShown, type NamesProgress } from '../../api/names-loader.ts';
import { readChosenPlanFee, type ChosenPlanFee } from '../../api/chosen-plan-fee.ts';
import { readReportFacts, type ReportFacts } from '../../api/report-facts.ts';
import type { StatusBoard } from '../../api/status-sync.ts';
import { toCents } from '../../lib/money.ts';
import type { ReportRow } from './figures.ts';

/** What the reports read of an application beyond its status; null: the service shows it not. */
export type ReportDetail = { facts: ReportFacts; plan: ChosenPlanFee | null } | null;

export interface ReportDetails {
  rows: ReportRow[];
  progress: NamesProgress<ReportDetail> | null;
}

const cents = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : toCents(amount);

/**
 * Every application of the window as a report row: its status record at once, its detail's facts
 * and chosen plan as the background loader (src/api/names-loader.ts) reads them, through the query
 * cache, so what the dashboard read is not read again. `plans`: the account may read paperwork
 * and plans, without which fees are not asked for.
 */
export function useReportDetails(board: StatusBoard | undefined, plans: boolean): ReportDetails {
  const client = useQueryClient();
  const [progress, setProgress] = useState<NamesProgress<ReportDetail> | null>(null);
  const [{ loader, setApproved }] = useState(() => {
    /** The applications the lender lists plans for (approved): only theirs are asked. */
    let approved: ReadonlySet<number> = new Set();
    const loader = createNamesLoader<ReportDetail>({
      missing: null,
      load: async (id, _onScreen, signal) => {
        try {
          const facts = await readReportFacts(client, id, signal);
          const plan =
            plans && approved.has(id)
              ? await readChosenPlanFee(client, id).catch((error: unknown) => {
                  // The plans closed to this account say no fee, not no detail.
                  if (isApiError(error) && error.kind === 'unauthorized') throw error;
                  return null;
                })
              : null;
          return { facts, plan };
        } catch (error) {
          if (isApiError(error) && error.kind === 'not-found') return null;
          throw error;
        }
      },
      // Each detail read renders at low priority, in slices, not in a task of its own.
      onProgress: (next) => startTransition(() => setProgress(next)),
    });
    return { loader, setApproved: (ids: ReadonlySet<number>) => (approved = ids) };
  });
  useEffect(() => runWhileShown(loader), [loader]);

  const entries = board?.entries;
  useEffect(() => {
    if (!entries) return;
    const ids: number[] = [];
    const approved = new Set<number>();
    for (const [id, entry] of entries) {
      ids.push(id);
      if (entry.status.LoanApplicationStatus === 'Approved') approved.add(id);
    }
    setApproved(approved);
    loader.setIds(ids);
  }, [loader, setApproved, entries]);
  useEffect(() => {
    if (board?.changed.length) loader.invalidate(board.changed);
  }, [loader, board]);

  const summaries = progress?.summaries;
  const rows = useMemo(() => {
    const rows: ReportRow[] = [];
    if (!entries) return rows;
    for (const [id, { status }] of entries) {
      const detail = summaries?.get(id);
      rows.push({
        id,
        status: status.LoanApplicationStatus ?? '',
        dealerId: status.DealerId ?? null,
        userId: status.AssignedToUserId ?? null,
        approvedCents: cents(status.AmountApproved),
        financedCents: cents(status.AmountFinanced),
        facts: detail?.facts ?? null,
        plan: detail?.plan ?? null,
      });
    }
    return rows;
  }, [entries, summaries]);
  return { rows, progress };
}
