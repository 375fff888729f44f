import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Title } from '@mantine/core';

/** When the draft was saved, in words, or null when its time is not a date. */
function savedAtText(savedAt: string): string | null {
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
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
  const { t } = useLingui();
  const saved = restoredAt === null ? null : savedAtText(restoredAt);
  return (
    <>
      <Group justify="space-between" align="center">
        <Title order={1}>
          <Trans>New application</Trans>
        </Title>
        {hasDraft && (
          <Button variant="subtle" color="red" onClick={onDiscard}>
            <Trans>Discard draft</Trans>
          </Button>
        )}
      </Group>

      {restoredAt !== null && (
        <Alert
          color="blue"
          title={t`Your unfinished application is back`}
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={onDismissRestored}
        >
          {saved === null ? (
            <Trans>
              It was kept on this device. Social Security numbers, identification numbers and dates
              of birth are never kept: enter them again.
            </Trans>
          ) : (
            <Trans>
              It was kept on this device (saved {saved}). Social Security numbers, identification
              numbers and dates of birth are never kept: enter them again.
            </Trans>
          )}
        </Alert>
      )}
    </>
  );
}
