import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Asks before an unfinished application is thrown away. Loaded when first asked (wizard.tsx). */
export function DiscardDialog({
  onDiscard,
  onKeep,
}: {
  onDiscard: () => void;
  onKeep: () => void;
}) {
  return (
    <Modal opened onClose={onKeep} title="Discard this application?" centered>
      <Stack>
        <Text size="sm">Everything entered so far is cleared, here and on this device.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeep}>
            Keep it
          </Button>
          <Button color="red" onClick={onDiscard}>
            Discard draft
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
