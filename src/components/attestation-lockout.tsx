import { Alert, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { formatUsDate } from '../lib/dates.ts';
import type { Dealer } from '../schemas/dealer-records.ts';
import { LenderContact, lenderRepresentativeOf } from './lender-contact.tsx';

/**
 * Why a dealer that missed its attestation window cannot start or work on applications: the
 * deadline (NextAttestationDate + AttestWindowDays), what to do (there is no attest operation in
 * the interface: the dealer attests with the lender) and whom to call.
 */
export function AttestationLockout({
  dealer,
  deadline,
  ref,
}: {
  dealer: Pick<Dealer, 'Name' | 'SalesRepresentatives'>;
  /** `YYYY-MM-DD`: the last day the dealer could attest. */
  deadline: string;
  /** Focused when the user tries to go on regardless. */
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useLingui();
  const name = dealer.Name;
  const day = formatUsDate(deadline);
  return (
    <Alert ref={ref} tabIndex={-1} color="red" title={t`${name} cannot start applications`}>
      <Stack gap="xs">
        <Text size="sm">
          <Trans>
            The dealer&apos;s attestation deadline was <strong>{day}</strong>. It missed it, so the
            lender has paused its access: no new applications, and its existing applications cannot
            be worked on until it attests again.
          </Trans>
        </Text>
        <Text size="sm">
          <Trans>
            <strong>What to do:</strong> the dealer attests with the lender (this portal cannot
            record an attestation). Once the lender has it, applications can be started here again.
          </Trans>
        </Text>
        <LenderContact representative={lenderRepresentativeOf(dealer)} />
      </Stack>
    </Alert>
  );
}
