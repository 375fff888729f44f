import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSendOnce } from './use-send-once.ts';

/**
 * Asks before an action the user cannot take back. The confirm button has the focus, Escape and
 * Cancel close it (not while the action runs), and a double click confirms once.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The action is under way: the buttons wait. */
  pending: boolean;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}) {
  const { send } = useSendOnce();
  const confirm = () => send(onConfirm);
  const close = () => {
    if (!pending) onCancel();
  };
  return (
    // The compound form, so the dialog's header is not a second page banner landmark.
    <Modal.Root opened={opened} onClose={close} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          <Stack>
            {children}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={pending}>
                Cancel
              </Button>
              <Button onClick={() => void confirm()} loading={pending} data-autofocus>
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
