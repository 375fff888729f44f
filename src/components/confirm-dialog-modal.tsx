import { Button, Group, Modal, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSubmit } from './form/use-submit.ts';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The action is under way: the buttons wait. */
  pending: boolean;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The dialog itself (loaded when first opened, see confirm-dialog.tsx). It confirms once per
 * opening: the callers close it when the action ends, and a second click that lands before the
 * close (an action quicker than the re-render) is dropped.
 */
export default function ConfirmDialogModal({
  opened,
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { send } = useSubmit();
  const { t } = useLingui();
  const confirmed = useRef(false);
  // Mantine notes the element to give the focus back to when `opened` changes to true, not when
  // the modal mounts open; loaded on the first opening, it mounts closed and opens a moment later.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    if (opened) confirmed.current = false;
  }, [opened]);
  const confirm = async () => {
    if (confirmed.current) return;
    confirmed.current = true;
    await send(onConfirm);
  };
  const close = () => {
    if (!pending) onCancel();
  };
  return (
    // The compound form, so the dialog's header is not a second page banner landmark.
    <Modal.Root opened={opened && mounted} onClose={close} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </Modal.Header>
        <Modal.Body>
          <Stack>
            {children}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={pending}>
                <Trans>Cancel</Trans>
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
