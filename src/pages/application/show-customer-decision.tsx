import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Paper, Stack } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import type { Decision } from './decision-banner.tsx';

const CustomerDecision = lazy(() => import('./customer-decision/customer-decision.tsx'));

/**
 * "Show the customer": the decision explained for the customer, in the language they choose,
 * below the dealer's banner. The customer's view, its language choice and its catalog load only
 * when the dealer opens it.
 */
export function ShowCustomerDecision({
  decision,
  contractLanguage,
}: {
  decision: Decision;
  /** The application's contract language (`Context.Language.LanguageType`), as the lender names it. */
  contractLanguage: string | null | undefined;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="sm">
      <Group>
        <Button
          variant="default"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? <Trans>Hide the customer view</Trans> : <Trans>Show the customer</Trans>}
        </Button>
      </Group>
      {open && (
        <Paper withBorder p="md" id={panelId}>
          <Suspense fallback={<Loader size="sm" aria-label={t`Loading the customer view`} />}>
            <CustomerDecision decision={decision} contractLanguage={contractLanguage} />
          </Suspense>
        </Paper>
      )}
    </Stack>
  );
}
