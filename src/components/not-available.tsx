import { Alert, Text } from '@mantine/core';
import type { Capability } from '../schemas/role-capabilities.ts';

/** What each capability lets a user do, as the reason for an unavailable action words it. */
const doing: Record<Capability, string> = {
  'users.read': 'see the portal’s users',
  'users.write': 'add or change users',
  'dealers.read': 'see the dealer list',
  'dealers.validateEmail': 'check who an application can be assigned to',
  'dealers.documents': 'send dealer documents',
  'applications.submit': 'submit applications',
  'applications.read': 'view application details',
  'applications.reassign': 'reassign applications',
  'applications.projectNumber': 'set project numbers',
  'applications.stageFund': 'request stage funding',
  'promotions.read': 'see promotions',
  'promotions.write': 'choose promotions',
  'paperwork.read': 'see paperwork',
  'paperwork.write': 'send paperwork',
  'documents.read': 'see supporting documents',
  'documents.write': 'upload supporting documents',
};

/** Who can change what an account may do: the portal cannot, and the record is not at fault. */
export const WHO_CAN_HELP =
  'Your dealer’s administrator or the lender’s sales representative can change what your account may do.';

export function notAvailableText(capability: Capability): string {
  return `This account cannot ${doing[capability]}.`;
}

/**
 * The reason an action is unavailable, shown next to it before anyone clicks: the account's
 * permissions (its role, or the service's "disabled for the current user"), and who can help.
 */
export function NotAvailable({
  capability,
  banner = false,
}: {
  capability: Capability;
  /** A page-level notice (a whole page the account cannot use) rather than a line beside a control. */
  banner?: boolean;
}) {
  if (banner) {
    return (
      <Alert color="gray" title="Not available for your account">
        <Text size="sm">
          {notAvailableText(capability)} {WHO_CAN_HELP}
        </Text>
      </Alert>
    );
  }
  return (
    <Text size="sm">
      Not available for your account: {notAvailableText(capability).replace(/^This/, 'this')}{' '}
      {WHO_CAN_HELP}
    </Text>
  );
}
