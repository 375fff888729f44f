import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/format.ts';
import type { Message } from '../../schemas/record-fields.ts';
import { conditionUploadName, isPendingCondition } from './documents-section.tsx';

/**
 * What a lender condition still waiting offers: its upload, or, once a document was sent for it,
 * that the lender has it to review (until the lender marks the condition met).
 */
export function ConditionAction({
  condition,
  sentAt,
  mayUpload,
  onUpload,
}: {
  condition: Message;
  /** When a document was sent for this condition (useConditionUploads), or null. */
  sentAt: string | null;
  mayUpload: boolean;
  onUpload: (condition: Message) => void;
}) {
  const { i18n } = useLingui();
  if (!isPendingCondition(condition)) return null;
  if (sentAt) {
    const sentOn = formatDateTime(sentAt);
    return (
      <Text size="sm" mt={2}>
        <Trans>Document sent on {sentOn}, waiting for the lender’s review.</Trans>
      </Text>
    );
  }
  if (!mayUpload) return null;
  return (
    <Button
      size="xs"
      variant="default"
      mt={4}
      display="block"
      aria-label={conditionUploadName(i18n, condition)}
      onClick={() => onUpload(condition)}
    >
      <Trans>Upload for this condition</Trans>
    </Button>
  );
}
