import { Alert, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { displayEnum } from '../lib/format.ts';

/**
 * Why a step that needs an approval is not offered: a declined application is called declined
 * (never "not approved yet", which promises an approval to wait for); any other status is
 * named, with what happens once the lender approves.
 */
export function NotApproved({
  status,
  onApproval,
  whenDeclined,
}: {
  status: string | null | undefined;
  /** What an approval brings: "The lender offers plans once it approves the application." */
  onApproval: string;
  /** What a decline means here: "The lender offers no plans for it." */
  whenDeclined: string;
}) {
  const { t } = useLingui();
  if (status === 'Declined') {
    return (
      <Alert color="red" title={t`Declined`}>
        <Text size="sm">
          <Trans>The lender declined this application. {whenDeclined}</Trans>
        </Text>
      </Alert>
    );
  }
  const now = displayEnum(status);
  return (
    <Alert color="blue" title={t`Not approved yet`}>
      <Text size="sm">
        <Trans>
          {onApproval} Its status now: {now}.
        </Trans>
      </Text>
    </Alert>
  );
}
