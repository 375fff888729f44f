import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * Asked when a user signs out with an unfinished application saved on this device (ARCHITECTURE.md,
 * "Decided"): the draft stays for their next sign-in unless they choose to discard it.
 */
export function SignOutDialog({
  onKeep,
  onDiscard,
  onCancel,
}: {
  onKeep: () => void;
  onDiscard: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      opened
      onClose={onCancel}
      title="Sign out with an unfinished application?"
      centered
      closeButtonProps={{ 'aria-label': 'Cancel sign-out' }}
    >
      <Stack>
        <Text size="sm">
          An application you started is saved on this device. Keep it to finish after you sign in
          again, or discard it now. Social Security numbers and dates of birth are never saved.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" variant="outline" onClick={onDiscard}>
            Discard it and sign out
          </Button>
          <Button onClick={onKeep} data-autofocus>
            Keep it and sign out
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
