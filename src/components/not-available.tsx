import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import type { Capability } from '../schemas/role-capabilities.ts';
import { appI18n } from './i18n/catalogs.ts';

/** What each capability lets a user do, as the reason for an unavailable action words it. */
const doing: Record<Capability, MessageDescriptor> = {
  'users.read': msg`see the portal’s users`,
  'users.write': msg`add or change users`,
  'dealers.read': msg`see the dealer list`,
  'dealers.validateEmail': msg`check who an application can be assigned to`,
  'dealers.documents': msg`send dealer documents`,
  'applications.submit': msg`submit applications`,
  'applications.read': msg`view application details`,
  'applications.reassign': msg`reassign applications`,
  'applications.projectNumber': msg`set project numbers`,
  'applications.stageFund': msg`request stage funding`,
  'promotions.read': msg`see promotions`,
  'promotions.write': msg`choose promotions`,
  'paperwork.read': msg`see paperwork`,
  'paperwork.write': msg`send paperwork`,
  'documents.read': msg`see supporting documents`,
  'documents.write': msg`upload supporting documents`,
};

/** Who can change what an account may do: the portal cannot, and the record is not at fault. */
export const WHO_CAN_HELP = msg`Your dealer’s administrator or the lender’s sales representative can change what your account may do.`;

/** "This account cannot …", worded by `i18n` (the dealer's English unless a caller passes its own). */
export function notAvailableText(capability: Capability, i18n: I18n = appI18n): string {
  const what = i18n._(doing[capability]);
  return i18n._(msg`This account cannot ${what}.`);
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
  const { t, i18n } = useLingui();
  const help = i18n._(WHO_CAN_HELP);
  if (banner) {
    const reason = notAvailableText(capability, i18n);
    return (
      <Alert color="gray" title={t`Not available for your account`}>
        <Text size="sm">
          {reason} {help}
        </Text>
      </Alert>
    );
  }
  const what = i18n._(doing[capability]);
  return (
    <Text size="sm">
      <Trans>Not available for your account: this account cannot {what}.</Trans> {help}
    </Text>
  );
}
