import { useQuery } from '@tanstack/react-query';
import { statusQuery } from '../../api/applications.ts';

/** How often the page asks for the status while the lender is still deciding. */
export const POLL_INTERVAL_MS = 2000;

/** Poll only while the application is Processing: a decided application stays quiet. */
export function pollInterval(
  status: string | null | undefined,
  intervalMs: number,
): number | false {
  return status === 'Processing' ? intervalMs : false;
}

/** The v3 status, refreshed every `intervalMs` until the credit decision arrives. */
export function useLiveStatus(applicationId: number, intervalMs: number = POLL_INTERVAL_MS) {
  return useQuery({
    ...statusQuery(applicationId),
    refetchInterval: (query) => pollInterval(query.state.data?.LoanApplicationStatus, intervalMs),
  });
}
