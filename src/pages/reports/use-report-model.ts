import { useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { DealerFeeUnit } from '../../schemas/runtime-config.ts';
import type { ReportRow } from './figures.ts';
import { groupNamer } from './group-names.ts';
import { createReportClient, type ReportClient } from './report-client.ts';
import { reportModel, withGroupNames, type ReportModel } from './report-model.ts';
import type { ReportView } from './report-url.ts';

/**
 * The reports' figures for the rows and view, made in a worker (report-client.ts): the page keeps
 * showing the last figures until the next arrive, and names the groups itself.
 */
export function useReportModel(
  rows: readonly ReportRow[],
  view: ReportView,
  unit: DealerFeeUnit,
  dealerName: (id: number | null) => string,
  userName: (id: number | null) => string,
): ReportModel {
  const { t } = useLingui();
  const [model, setModel] = useState(() => reportModel([], view.by, (key) => key, unit));
  const client = useRef<ReportClient | null>(null);
  useEffect(() => {
    // New figures render at low priority, in slices: the page stays responsive while details come.
    const created = createReportClient((next) => startTransition(() => setModel(next)));
    client.current = created;
    return () => {
      created.close();
      client.current = null;
    };
  }, []);
  useEffect(() => client.current?.request(rows, view, unit), [rows, view, unit]);
  const noProduct = t`No product named`;
  return useMemo(
    () => withGroupNames(model, groupNamer(model.by, dealerName, userName, noProduct)),
    [model, dealerName, userName, noProduct],
  );
}
