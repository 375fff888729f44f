import { Plural, Trans, useLingui } from '@lingui/react/macro';
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

/**
 * The dealer's attestation from the attestation operation (`GET /v3/api/dealers/attestation`):
 * its status, and the deadline NextAttestationDate + AttestWindowDays (ARCHITECTURE.md).
 */
export function DealerAttestation({ dealer }: { dealer: Dealer }) {
  const { t } = useLingui();
  const statuses = useAttestationStatuses();
  return (
    <Section title={t`Attestation`} order={3}>
      <BlockState
        query={statuses}
        failedTitle={t`The attestation status could not be loaded`}
        loadingText={t`Loading the attestation status…`}
        capability="dealers.read"
      >
        {(records) => {
          const status = records.find((record) => record.DealerId === dealer.Id);
          const state = dealerAttestationState(status ?? dealer, status, todayIso());
          if (state.kind === 'not-applicable') {
            return (
              <Text size="sm">
                <Trans>Attestation does not apply to this dealer.</Trans>
              </Text>
            );
          }
          const daysLeft = state.kind === 'due' ? state.daysLeft : 0;
          const badge =
            state.kind === 'lapsed' ? (
              <StatusBadge color="red">
                <Trans>Deadline missed</Trans>
              </StatusBadge>
            ) : state.kind === 'due' ? (
              <StatusBadge color="yellow">
                <Plural value={daysLeft} one="Due in # day" other="Due in # days" />
              </StatusBadge>
            ) : (
              <StatusBadge color="green">
                <Trans>Attested</Trans>
              </StatusBadge>
            );
          const next = status?.NextAttestationDate ?? dealer.NextAttestationDate;
          const window = status?.AttestWindowDays ?? dealer.AttestWindowDays;
          return (
            <Stack gap="sm">
              <SummaryList
                items={[
                  { label: t`Status`, value: badge },
                  { label: t`Deadline`, value: formatUsDate(state.deadline) },
                  {
                    label: t`Next attestation date`,
                    value: next ? formatUsDate(next.slice(0, 10)) : '',
                  },
                  {
                    label: t`Window`,
                    value:
                      window == null ? '' : <Plural value={window} one="# day" other="# days" />,
                  },
                ]}
              />
              {state.kind === 'lapsed' ? (
                <AttestationLockout dealer={dealer} deadline={state.deadline} />
              ) : (
                <Text size="sm">
                  {/* What missing the deadline means, said before it happens (spec, Dealer: AttestWindowDays). */}
                  <Trans>
                    If the deadline is missed, the lender pauses the dealer’s access: no new
                    applications, and its existing applications cannot be submitted or worked on
                    until it attests again. The dealer attests with the lender; this portal cannot
                    record an attestation.
                  </Trans>
                </Text>
              )}
            </Stack>
          );
        }}
      </BlockState>
    </Section>
  );
}
