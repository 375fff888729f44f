import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { DealerLookup } from '../../schemas/application-v3.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import { AssigneeField } from './assignee-field.tsx';
import { LoanStep } from './loan-step.tsx';
import type { AssigneeChecker } from './use-assignee-check.ts';

/**
 * Before the tablet goes to the customer (customer mode): the dealer enters the loan, the
 * wizard's loan step, so the customer applies for a known amount and the dealer's part is done.
 */
export function HandOverLoan({
  lookup,
  dealer,
  assigneeChecker,
  onBack,
}: {
  lookup: DealerLookup;
  dealer: Dealer | undefined;
  assigneeChecker: AssigneeChecker;
  onBack: () => void;
}) {
  return (
    <Stack gap="lg">
      <Text>
        <Trans>
          Enter the loan, then hand the tablet to the customer. They enter their own details and
          consents on a locked screen, and give the tablet back for you to unlock with your password
          and submit.
        </Trans>
      </Text>
      <LoanStep
        lookup={lookup}
        assignee={<AssigneeField checker={assigneeChecker} dealer={dealer} />}
      />
      <Group className="wizard-actions" justify="space-between">
        <Button variant="default" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit">
          <Trans>Hand the tablet to the customer</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
