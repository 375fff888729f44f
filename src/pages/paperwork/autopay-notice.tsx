import { Text } from '@mantine/core';

/** Regulation E: a lender may not make preauthorised transfers a condition of credit. */
export function AutopayChoiceNotice() {
  return (
    <Text size="sm">
      Autopay is the customer&apos;s choice: the credit does not depend on it (Regulation E). The
      bank numbers go to the lender with the paperwork and are kept nowhere in this browser.
    </Text>
  );
}
