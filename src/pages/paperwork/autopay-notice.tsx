import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { CustomerRegion } from '../../components/i18n/customer-region.tsx';
import './locales/catalog.ts';

/**
 * Regulation E: a lender may not make preauthorised transfers a condition of credit. Said to the
 * customer, so in the language they chose on this tablet (English until they choose).
 */
export function AutopayChoiceNotice() {
  return (
    <CustomerRegion>
      <Text size="sm">
        <Trans>
          Autopay is the customer&apos;s choice: the credit does not depend on it (Regulation E).
          The bank numbers go to the lender with the paperwork and are kept nowhere in this browser.
        </Trans>
      </Text>
    </CustomerRegion>
  );
}
