import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { LenderContact, lenderRepresentativeOf } from '../../components/lender-contact.tsx';
import { formatUsDate } from '../../lib/dates.ts';
import { attestationState } from '../../schemas/attestation.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';

/**
 * One banner per dealer of the user whose attestation deadline (NextAttestationDate +
 * AttestWindowDays) is near or past. There is no attest operation in the interface, so the
 * banner says who must act, by when, and whom to call: the lender representative, as the
 * wizard's lock-out does (ARCHITECTURE.md, Decided: attestation).
 */
export const AttestationBanners = memo(function AttestationBanners({
  dealers,
  today,
}: {
  dealers: readonly Dealer[];
  today: string;
}) {
  const { t } = useLingui();
  return dealers.map((dealer) => {
    const state = attestationState(dealer, today);
    const name = dealer.Name;
    if (state.kind === 'due') {
      const deadline = formatUsDate(state.deadline);
      const daysLeft = state.daysLeft;
      return (
        <Alert key={dealer.Id} color="yellow" title={t`${name} must attest by ${deadline}`}>
          <Stack gap="xs">
            <Text size="sm">
              {daysLeft === 0 ? (
                <Trans>
                  Today is the last day. If the dealer misses the deadline, its applications cannot
                  be worked on until it attests.
                </Trans>
              ) : (
                <Trans>
                  {daysLeft} days left. If the dealer misses the deadline, its applications cannot
                  be worked on until it attests.
                </Trans>
              )}
            </Text>
            <LenderContact representative={lenderRepresentativeOf(dealer)} />
          </Stack>
        </Alert>
      );
    }
    if (state.kind === 'lapsed') {
      const deadline = formatUsDate(state.deadline);
      return (
        <Alert key={dealer.Id} color="red" title={t`${name} has lost access until it attests`}>
          <Stack gap="xs">
            <Text size="sm">
              <Trans>
                The attestation deadline passed on {deadline}. Its applications are not listed and
                cannot be worked on until the dealer attests with the lender.
              </Trans>
            </Text>
            <LenderContact representative={lenderRepresentativeOf(dealer)} />
          </Stack>
        </Alert>
      );
    }
    return null;
  });
});
