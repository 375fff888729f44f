import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { memo } from 'react';
import { humanise } from '../../lib/format.ts';
import { formatMoney, toCents } from '../../lib/money.ts';
import type { Row } from './view.ts';

/**
 * The pipeline by status and the money in it, for the rows listed. "In funding" is any status
 * that names funding (FundingRequested, Funded…): statuses are an open list.
 */
const IN_FUNDING = /fund/i;

export const PipelinePanel = memo(function PipelinePanel({ rows }: { rows: readonly Row[] }) {
  const { t } = useLingui();
  const byStatus = new Map<string, number>();
  let approvedCents = 0;
  let approvedCount = 0;
  let fundingCents = 0;
  let fundingCount = 0;
  for (const row of rows) {
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1);
    if (row.status === 'Approved') {
      approvedCents += toCents(row.approved ?? 0);
      approvedCount += 1;
    } else if (IN_FUNDING.test(row.status)) {
      fundingCents += toCents(row.financed ?? 0);
      fundingCount += 1;
    }
  }
  const bars = [...byStatus].sort((a, b) => b[1] - a[1]);
  const most = bars[0]?.[1] ?? 1;
  const notGiven = t`Not given`;
  const approvedText = t`${plural(approvedCount, { one: `${approvedCount} application`, other: `${approvedCount} applications` })} approved, not yet in funding`;
  const fundingText = t`${plural(fundingCount, { one: `${fundingCount} application`, other: `${fundingCount} applications` })} with funding requested`;

  return (
    <section className="dash-pipeline" aria-labelledby="pipeline-title">
      <div>
        <Title order={2} size="h4" id="pipeline-title" mb="xs">
          <Trans>Pipeline by status</Trans>
        </Title>
        <ul className="dash-bars">
          {bars.map(([status, count]) => (
            <li key={status}>
              <span>{status ? humanise(status) : notGiven}</span>
              <span className="dash-bar" aria-hidden="true">
                <span style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className="dash-num">{count}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="dash-totals">
        <div>
          <Text size="sm" c="dimmed">
            <Trans>Amount approved</Trans>
          </Text>
          <Text fw={700} fz="lg">
            {formatMoney(approvedCents)}
          </Text>
          <Text size="sm">{approvedText}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            <Trans>Amount in funding</Trans>
          </Text>
          <Text fw={700} fz="lg">
            {formatMoney(fundingCents)}
          </Text>
          <Text size="sm">{fundingText}</Text>
        </div>
      </div>
    </section>
  );
});
