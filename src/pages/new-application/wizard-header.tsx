import { Alert, Button, Group, Title } from '@mantine/core';

function savedAtText(savedAt: string): string {
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime())
    ? ''
    : ` (saved ${date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })})`;
}

/** The wizard's title, "Discard draft" while there is one, and the note on a restored draft. */
export function WizardHeader({
  hasDraft,
  restoredAt,
  onDiscard,
  onDismissRestored,
}: {
  hasDraft: boolean;
  /** When the restored draft was saved, or null when none is shown. */
  restoredAt: string | null;
  onDiscard: () => void;
  onDismissRestored: () => void;
}) {
  return (
    <>
      <Group justify="space-between" align="center">
        <Title order={1}>New application</Title>
        {hasDraft && (
          <Button variant="subtle" color="red" onClick={onDiscard}>
            Discard draft
          </Button>
        )}
      </Group>

      {restoredAt !== null && (
        <Alert
          color="blue"
          title="Your unfinished application is back"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={onDismissRestored}
        >
          It was kept on this device{savedAtText(restoredAt)}. Social Security numbers,
          identification numbers and dates of birth are never kept: enter them again.
        </Alert>
      )}
    </>
  );
}
