import { Trans } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useMay } from '../../api/permissions.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import type { ApplicationRecord } from '../../schemas/application-records.ts';

const loadDialog = () => import('./change-amount-dialog.tsx');
/** The dialog's form, plans and rules load on intent (pointer or focus on its button). */
const ChangeAmountDialog = lazy(loadDialog);

/**
 * "Change the amount" (issue 33 item 8): an approved application whose paperwork nobody has
 * signed may take a new amount within the approved amount. Once anything is signed the lender
 * must make the change, and the spec has no operation for it, so the dialog names who to ask.
 */
export function ChangeAmount({
  application,
  amountApproved,
}: {
  application: ApplicationRecord;
  amountApproved: number | null | undefined;
}) {
  const [opened, setOpened] = useState(false);
  // Kept once opened, so the dialog closes with its transition and gives focus back.
  const [asked, setAsked] = useState(false);
  const mayChoose = useMay('promotions.write', application.Dealer?.Id);
  if (application.Status !== 'Approved') return null;
  return (
    <Stack gap={4} align="flex-start" mt="sm">
      <Button
        variant="default"
        onClick={() => {
          setAsked(true);
          setOpened(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        disabled={!mayChoose}
      >
        <Trans>Change the amount</Trans>
      </Button>
      {!mayChoose && <NotAvailable capability="promotions.write" />}
      {asked && (
        <Suspense fallback={null}>
          <ChangeAmountDialog
            application={application}
            amountApproved={amountApproved}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
