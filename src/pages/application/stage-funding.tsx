import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useRequestStageFunding } from '../../api/application-mutations.ts';
import { formatAmount, displayEnum } from '../../lib/format.ts';
import { describeRefusal } from './service-errors.ts';

/**
 * Ask the lender to fund the job, after a confirmation. The lender decides whether it may
 * (in the sandbox: approved, with the full paperwork signed); its refusal is shown as sent.
 */
export function StageFunding({
  applicationId,
  applicationLabel,
  status,
  amountFinanced,
  disabled = false,
}: {
  applicationId: number;
  /** "application 7575769", for the confirmation. */
  applicationLabel: string;
  status: string | null | undefined;
  amountFinanced: number | null | undefined;
  /** The account may not request stage funding: shown, but not usable (the reason stands beside). */
  disabled?: boolean;
}) {
  const request = useRequestStageFunding(applicationId);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // A ref, not state: a double click fires twice before React re-renders.
  const sending = useRef(false);

  function close() {
    if (!request.isPending) setConfirming(false);
  }

  async function confirm() {
    if (sending.current) return;
    sending.current = true;
    setOutcome(null);
    try {
      await request.mutateAsync();
      setOutcome({ ok: true, text: 'Stage funding requested.' });
    } catch (error) {
      setOutcome({ ok: false, text: describeRefusal(error) });
    } finally {
      sending.current = false;
      setConfirming(false);
    }
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">
        Ask the lender to fund this job once the work is done. The lender accepts the request when
        the application is approved and the customer has signed the full paperwork.
      </Text>
      {status === 'Approved' ? (
        <Button variant="default" onClick={() => setConfirming(true)} disabled={disabled}>
          Request stage funding
        </Button>
      ) : (
        <Text size="sm">
          Stage funding can be requested while the application is approved. Its status now:{' '}
          {displayEnum(status)}.
        </Text>
      )}
      <Text size="sm" role="status">
        {outcome?.ok ? outcome.text : ''}
      </Text>
      {outcome && !outcome.ok && (
        <Alert color="red" title="The lender refused stage funding" w="100%">
          {outcome.text}
        </Alert>
      )}
      {/* The compound form, so the dialog's header is not a second page banner landmark. */}
      <Modal.Root opened={confirming} onClose={close} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title>Request stage funding?</Modal.Title>
            <Modal.CloseButton aria-label="Close" />
          </Modal.Header>
          <Modal.Body>
            <Stack>
              <Text size="sm">
                This asks the lender to fund {applicationLabel}
                {amountFinanced != null ? ` (${formatAmount(amountFinanced)} financed)` : ''}.
                Request it only when the work is complete and the customer has signed the full
                paperwork.
              </Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close} disabled={request.isPending}>
                  Cancel
                </Button>
                <Button onClick={() => void confirm()} loading={request.isPending} data-autofocus>
                  Request stage funding
                </Button>
              </Group>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Stack>
  );
}
