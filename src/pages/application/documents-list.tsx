import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { supportingDocumentsQuery } from '../../api/documents.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { useMay } from '../../api/permissions.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import { displayEnum, formatDateTime, MISSING } from '../../lib/format.ts';
import type { SupportingDocumentRecord } from '../../schemas/supporting-document-records.ts';

/**
 * Newest first. The service lists oldest first and the record has no id, so documents sent in
 * the same instant keep their order reversed (the later one listed is the later one sent).
 */
export function newestFirst(
  documents: readonly SupportingDocumentRecord[],
): SupportingDocumentRecord[] {
  const time = (document: SupportingDocumentRecord) => {
    const parsed = document.UploadTimeUTC ? Date.parse(document.UploadTimeUTC) : Number.NaN;
    return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
  };
  return documents
    .map((document, index) => ({ document, index, at: time(document) }))
    .sort((a, b) => b.at - a.at || b.index - a.index)
    .map(({ document }) => document);
}

/** The documents already sent for the application (`GET supportingDocuments`). */
export function DocumentsList({
  applicationId,
  dealerId,
}: {
  applicationId: number;
  dealerId: number | undefined;
}) {
  const { t } = useLingui();
  const mayRead = useMay('documents.read', dealerId);
  const documents = useQuery({ ...supportingDocumentsQuery(applicationId), enabled: mayRead });

  if (!mayRead || (isApiError(documents.error) && documents.error.kind === 'disabled')) {
    return <NotAvailable capability="documents.read" />;
  }
  if (documents.isPending) {
    return (
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text size="sm">
          <Trans>Loading the documents…</Trans>
        </Text>
      </Group>
    );
  }
  if (documents.isError) {
    return (
      <Alert color="red" title={t`The documents could not be loaded`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(documents.error)}</Text>
          <Button
            size="xs"
            variant="default"
            loading={documents.isFetching}
            onClick={() => void documents.refetch()}
          >
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (documents.data.length === 0) {
    return (
      <Text size="sm">
        <Trans>No documents have been sent for this application yet.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={400}>
      <Table striped verticalSpacing="xs" fz="sm" captionSide="top">
        <Table.Caption>
          <Trans>Sent documents, newest first</Trans>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Name`}</Table.Th>
            <Table.Th scope="col">{t`Category`}</Table.Th>
            <Table.Th scope="col">{t`Sent`}</Table.Th>
            <Table.Th scope="col">{t`By`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst(documents.data).map((document, index) => (
            <Table.Tr key={`${document.Name ?? ''}-${document.UploadTimeUTC ?? ''}-${index}`}>
              <Table.Td>{document.Name?.trim() || MISSING}</Table.Td>
              <Table.Td>{displayEnum(document.Category)}</Table.Td>
              <Table.Td>{formatDateTime(document.UploadTimeUTC)}</Table.Td>
              <Table.Td>{document.UploadUserName?.trim() || MISSING}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
