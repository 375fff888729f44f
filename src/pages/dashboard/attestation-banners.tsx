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
  return dealers.map((dealer) => {
    const state = attestationState(dealer, today);
    if (state.kind === 'due') {
      return (
        <Alert
          key={dealer.Id}
          color="yellow"
          title={`${dealer.Name} must attest by ${formatUsDate(state.deadline)}`}
        >
          <Stack gap="xs">
            <Text size="sm">
              {state.daysLeft === 0 ? 'Today is the last day' : `${state.daysLeft} days left`}. If
              the dealer misses the deadline, its applications cannot be worked on until it attests.
            </Text>
            <LenderContact representative={lenderRepresentativeOf(dealer)} />
          </Stack>
        </Alert>
      );
    }
    if (state.kind === 'lapsed') {
      return (
        <Alert
          key={dealer.Id}
          color="red"
          title={`${dealer.Name} has lost access until it attests`}
        >
          <Stack gap="xs">
            <Text size="sm">
              The attestation deadline passed on {formatUsDate(state.deadline)}. Its applications
              are not listed and cannot be worked on until the dealer attests with the lender.
            </Text>
            <LenderContact representative={lenderRepresentativeOf(dealer)} />
          </Stack>
        </Alert>
      );
    }
    return null;
  });
});
