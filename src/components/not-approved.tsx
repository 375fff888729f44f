import { Alert, Text } from '@mantine/core';
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
  if (status === 'Declined') {
    return (
      <Alert color="red" title="Declined">
        <Text size="sm">The lender declined this application. {whenDeclined}</Text>
      </Alert>
    );
  }
  return (
    <Alert color="blue" title="Not approved yet">
      <Text size="sm">
        {onApproval} Its status now: {displayEnum(status)}.
      </Text>
    </Alert>
  );
}
