import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { describeError } from '../../api/errors.ts';
import { useSubmit } from '../../components/form/use-submit.ts';

export interface DisableUserDialogProps {
  /** The user asked about; null when the dialog is closed. */
  user: { id: number; name: string; username: string } | null;
  onDisable: (userId: number) => Promise<unknown>;
  /** After a disable; the page says it in its own words, naming the user. */
  onDisabled: () => void;
  /** Once the dialog has closed after a disable: where the focus goes is the page's to say. */
  onClosedAfterDisable: () => void;
  onCancel: () => void;
}

/**
 * Asks before disabling a user: the dealer types the username, so the wrong row of a long list
 * is not disabled by a slip; the button waits until it matches. A refusal stays in the dialog,
 * to try again or cancel. Loaded when first opened (Mantine's Modal is not in the page's chunk).
 */
export default function DisableUserDialog({
  user,
  onDisable,
  onDisabled,
  onClosedAfterDisable,
  onCancel,
}: DisableUserDialogProps) {
  const { t } = useLingui();
  const { send, sending } = useSubmit();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<unknown>(null);
  // Mantine notes where to give the focus back when `opened` turns true, not when it mounts open.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  // After a disable the row's Disable button is gone: the page puts the focus on the outcome.
  const [done, setDone] = useState(false);
  // Each opening starts afresh; the last user asked about stays named while the dialog closes.
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState(user);
  if ((user !== null) !== open) {
    setOpen(user !== null);
    if (user) {
      setLast(user);
      setTyped('');
      setError(null);
      setDone(false);
    }
  }
  const shown = user ?? last;
  const name = shown?.name ?? '';
  const username = shown?.username ?? '';

  const matches = user !== null && typed.trim() === user.username;
  const close = () => {
    if (!sending) onCancel();
  };
  const confirm = () =>
    send(async () => {
      if (!user || !matches) return;
      setError(null);
      try {
        await onDisable(user.id);
        setDone(true);
        onDisabled();
      } catch (caught) {
        setError(caught);
      }
    });

  return (
    <Modal.Root
      opened={user !== null && mounted}
      onClose={close}
      centered
      returnFocus={!done}
      onExitTransitionEnd={() => {
        if (done) onClosedAfterDisable();
      }}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>
            <Trans>Disable {name}?</Trans>
          </Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </Modal.Header>
        <Modal.Body>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <Stack>
              <Text size="sm">
                <Trans>
                  {name} will no longer be able to sign in. They stay in the list as disabled, and
                  can be enabled again.
                </Trans>
              </Text>
              <TextInput
                label={t`Type the username ${username} to confirm`}
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                data-autofocus
              />
              {error !== null && (
                <Alert color="red" title={t`The user was not disabled`}>
                  {describeError(error)}
                </Alert>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close} disabled={sending}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" disabled={!matches} loading={sending}>
                  <Trans>Disable user</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
