import { Button, Group, Modal, Stack } from '@mantine/core';
import { useRef, type ReactNode } from 'react';

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
  // A ref, not state: a double click fires twice before React re-renders.
  const confirming = useRef(false);
  const confirm = async () => {
    if (confirming.current) return;
    confirming.current = true;
    try {
      await onConfirm();
    } finally {
      confirming.current = false;
    }
  };
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
