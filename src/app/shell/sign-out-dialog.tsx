import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { lostText } from '../../components/leave-guard.ts';

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
  return (
    <Modal
      opened
      onClose={onCancel}
      title={
        hasDraft ? 'Sign out with an unfinished application?' : 'Sign out and lose what you typed?'
      }
      centered
      closeButtonProps={{ 'aria-label': 'Cancel sign-out' }}
    >
      <Stack>
        {lost.length > 0 && (
          <Text size="sm">Signing out loses what this device does not keep: {lostText(lost)}.</Text>
        )}
        {hasDraft && (
          <Text size="sm">
            An application you started is saved on this device. Keep it to finish after you sign in
            again, or discard it now. Social Security numbers and dates of birth are never saved.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          {hasDraft ? (
            <>
              <Button color="red" variant="outline" onClick={onDiscard}>
                Discard it and sign out
              </Button>
              <Button onClick={onKeep} data-autofocus>
                Keep it and sign out
              </Button>
            </>
          ) : (
            <Button color="red" onClick={onKeep} data-autofocus>
              Sign out
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
