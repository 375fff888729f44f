import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useMay } from '../../api/permissions.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import { DocumentUploader } from '../../components/uploader/document-uploader.tsx';
import type { Message } from '../../schemas/record-fields.ts';
import { DocumentsList } from './documents-list.tsx';

/** What the uploader was opened for: the application in general, or one lender condition. */
export interface UploadRequest {
  condition: Message | null;
  /** Counts the openings, so asking again for the same condition moves the focus again. */
  count: number;
}

/** A lender condition still waiting for something: one the portal offers an upload for. */
export const isPendingCondition = (message: Message) =>
  message.MessageType === 'Condition' && message.IsMet === false;

/** The uploader's opening, shared by the Documents section and the lender's conditions. */
export function useUploadRequest() {
  const [request, setRequest] = useState<UploadRequest | null>(null);
  const open = useCallback(
    (condition: Message | null) =>
      setRequest((previous) => ({ condition, count: (previous?.count ?? 0) + 1 })),
    [],
  );
  return { request, open };
}

/** The accessible name of a condition's upload button: its visible words, then which condition. */
export function conditionUploadName(i18n: I18n, condition: Message): string {
  const which = condition.Label?.trim() || condition.Text?.trim();
  return which
    ? i18n._(msg`Upload for this condition: ${which}`)
    : i18n._(msg`Upload for this condition`);
}

/** The description a condition's files start with: what the lender asked for. */
export function conditionDescription(condition: Message): string {
  return [condition.Label?.trim(), condition.Text?.trim()].filter(Boolean).join(': ');
}

/**
 * The application's supporting documents: the uploader (for roles that may upload), opened here
 * or by a pending condition's "Upload for this condition", and the list of what was sent. The
 * lender's listing has no id or URL, so the portal says plainly that nothing can be downloaded.
 */
export function DocumentsSection({
  applicationId,
  dealerId,
  request,
  onOpen,
  onUploadedFor,
}: {
  applicationId: number;
  dealerId: number | undefined;
  request: UploadRequest | null;
  onOpen: (condition: Message | null) => void;
  /** A document was sent for this lender condition. */
  onUploadedFor: (condition: Message) => void;
}) {
  const mayWrite = useMay('documents.write', dealerId);
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          Documents sent to the lender for this application are listed below. They cannot be opened
          or downloaded from the portal: the lender’s list gives no link to the files.
        </Trans>
      </Text>
      {!mayWrite ? (
        <NotAvailable capability="documents.write" />
      ) : request ? (
        <DocumentsUpload
          applicationId={applicationId}
          request={request}
          onUploadedFor={onUploadedFor}
        />
      ) : (
        <Button variant="default" w="fit-content" onClick={() => onOpen(null)}>
          <Trans>Upload documents</Trans>
        </Button>
      )}
      <DocumentsList applicationId={applicationId} dealerId={dealerId} />
    </Stack>
  );
}

/**
 * The opened uploader. It stays mounted once open, so a file still uploading is never lost when
 * another condition is chosen: new files take the new condition's text as their description.
 */
function DocumentsUpload({
  applicationId,
  request,
  onUploadedFor,
}: {
  applicationId: number;
  request: UploadRequest;
  onUploadedFor: (condition: Message) => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Opened from a condition further up the page: take the reader to what opened.
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus();
  }, [request.count]);
  const condition = request.condition;
  const description = condition ? conditionDescription(condition) : undefined;
  const label = condition ? (condition.Label ?? t`condition`) : null;
  const asks = condition?.Text;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={headingId} ref={heading} tabIndex={-1}>
          {label !== null ? (
            <Trans>Upload for the condition “{label}”</Trans>
          ) : (
            <Trans>Upload documents</Trans>
          )}
        </Title>
        {asks && (
          <Text size="sm">
            <Trans>The lender asks: {asks}</Trans>
          </Text>
        )}
        <DocumentUploader
          target={{ kind: 'application', applicationId }}
          label={t`Documents for this application`}
          description={description}
          onUploaded={condition ? () => onUploadedFor(condition) : undefined}
        />
      </Stack>
    </Paper>
  );
}
