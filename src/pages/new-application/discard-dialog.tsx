import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Asks before an unfinished application is thrown away. Loaded when first asked (wizard.tsx). */
export function DiscardDialog({
  onDiscard,
  onKeep,
}: {
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onKeep} title={t`Discard this application?`} centered>
      <Stack>
        <Text size="sm">
          <Trans>Everything entered so far is cleared, here and on this device.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeep}>
            <Trans>Keep it</Trans>
          </Button>
          <Button color="red" onClick={onDiscard}>
            <Trans>Discard draft</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
