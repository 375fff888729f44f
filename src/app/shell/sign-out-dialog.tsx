import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { lostText } from '../../components/leave-guard.ts';
import './dialog-locales/catalog.ts';

/**
 * Asked when a user signs out with an unfinished application saved on this device (ARCHITECTURE.md,
 * "Decided"): the draft stays for their next sign-in unless they choose to discard it. Asked too
 * when the page holds what this device never keeps (components/leave-guard.ts): signing out
 * loses it.
 */
export function SignOutDialog({
  hasDraft,
  lost,
  onKeep,
  onDiscard,
  onCancel,
}: {
  hasDraft: boolean;
  lost: readonly string[];
  onKeep: () => void;
  onDiscard: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const lostWords = lost.length > 0 ? lostText(lost) : '';
  return (
    <Modal
      opened
      onClose={onCancel}
      title={
        hasDraft
          ? t`Sign out with an unfinished application?`
          : t`Sign out and lose what you typed?`
      }
      centered
      closeButtonProps={{ 'aria-label': t`Cancel sign-out` }}
    >
      <Stack>
        {lostWords && (
          <Text size="sm">
            <Trans>Signing out loses what this device does not keep: {lostWords}.</Trans>
          </Text>
        )}
        {hasDraft && (
          <Text size="sm">
            <Trans>
              An application you started is saved on this device. Keep it to finish after you sign
              in again, or discard it now. Social Security numbers and dates of birth are never
              saved.
            </Trans>
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          {hasDraft ? (
            <>
              <Button color="red" variant="outline" onClick={onDiscard}>
                <Trans>Discard it and sign out</Trans>
              </Button>
              <Button onClick={onKeep} data-autofocus>
                <Trans>Keep it and sign out</Trans>
              </Button>
            </>
          ) : (
            <Button color="red" onClick={onKeep} data-autofocus>
              <Trans>Sign out</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
