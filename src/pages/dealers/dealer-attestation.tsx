import { Stack, Text } from '@mantine/core';
import { useAttestationStatuses } from '../../api/dealers.ts';
import { AttestationLockout } from '../../components/attestation-lockout.tsx';
import { Section } from '../../components/section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { SummaryList } from '../../components/summary-list.tsx';
import { formatUsDate, todayIso } from '../../lib/dates.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import { dealerAttestationState } from '../../schemas/attestation.ts';
import { BlockState } from './block-state.tsx';

/** What missing the deadline means, said before it happens (spec, Dealer: AttestWindowDays). */
const IF_MISSED =
  'If the deadline is missed, the lender pauses the dealer’s access: no new applications, and its existing applications cannot be submitted or worked on until it attests again. The dealer attests with the lender; this portal cannot record an attestation.';

/**
 * The dealer's attestation from the attestation operation (`GET /v3/api/dealers/attestation`):
 * its status, and the deadline NextAttestationDate + AttestWindowDays (ARCHITECTURE.md).
 */
export function DealerAttestation({ dealer }: { dealer: Dealer }) {
  const statuses = useAttestationStatuses();
  return (
    <Section title="Attestation" order={3}>
      <BlockState query={statuses} what="the attestation status" capability="dealers.read">
        {(records) => {
          const status = records.find((record) => record.DealerId === dealer.Id);
          const state = dealerAttestationState(status ?? dealer, status, todayIso());
          if (state.kind === 'not-applicable') {
            return <Text size="sm">Attestation does not apply to this dealer.</Text>;
          }
          const badge =
            state.kind === 'lapsed' ? (
              <StatusBadge color="red">Deadline missed</StatusBadge>
            ) : state.kind === 'due' ? (
              <StatusBadge color="yellow">Due in {state.daysLeft} days</StatusBadge>
            ) : (
              <StatusBadge color="green">Attested</StatusBadge>
            );
          const next = status?.NextAttestationDate ?? dealer.NextAttestationDate;
          const window = status?.AttestWindowDays ?? dealer.AttestWindowDays;
          return (
            <Stack gap="sm">
              <SummaryList
                items={[
                  { label: 'Status', value: badge },
                  { label: 'Deadline', value: formatUsDate(state.deadline) },
                  {
                    label: 'Next attestation date',
                    value: next ? formatUsDate(next.slice(0, 10)) : '',
                  },
                  { label: 'Window', value: window == null ? '' : `${window} days` },
                ]}
              />
              {state.kind === 'lapsed' ? (
                <AttestationLockout dealer={dealer} deadline={state.deadline} />
              ) : (
                <Text size="sm">{IF_MISSED}</Text>
              )}
            </Stack>
          );
        }}
      </BlockState>
    </Section>
  );
}
