import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { describeError } from '../../api/errors.ts';
import { invalidate } from '../../api/invalidate.ts';
import { paperworkKeys } from '../../api/paperwork.ts';
import { DocumentDownload } from '../../components/paperwork-download.tsx';
import { Section } from '../../components/section.tsx';
import { DocumentUploader } from '../../components/uploader/document-uploader.tsx';
import { photosToPdf } from '../../components/uploader/photos-to-pdf.ts';
import { formatDateTime } from '../../lib/format.ts';
import './paper-signing.css';
import './paper-signing-locales/catalog.ts';

/**
 * What the "Signing on paper" panel shows (paper-signing.tsx decides whether it shows): how to
 * return the signed pages, the upload as the `paperwork` document (a file, or photos of the
 * pages combined into one PDF), the wait for the lender's review, and the documents to
 * download again.
 */

interface Photo {
  id: number;
  file: File;
  url: string;
}

/** Photographed pages, in page order, with a preview each, combined into one PDF. */
function PagePhotos({ onCombined }: { onCombined: (file: File) => void }) {
  const { t } = useLingui();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [combining, setCombining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const nextId = useRef(0);
  const shown = useRef(photos);
  useEffect(() => {
    shown.current = photos;
  });
  // The previews' object URLs go with the panel.
  useEffect(() => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  const add = (files: File[]) => {
    setProblem(null);
    setPhotos((current) => [
      ...current,
      ...files.map((file) => ({
        id: (nextId.current += 1),
        file,
        url: URL.createObjectURL(file),
      })),
    ]);
  };
  const move = (index: number, by: -1 | 1) =>
    setPhotos((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  const remove = (photo: Photo) => {
    URL.revokeObjectURL(photo.url);
    setPhotos((current) => current.filter((candidate) => candidate.id !== photo.id));
  };
  const combine = async () => {
    setCombining(true);
    setProblem(null);
    try {
      const result = await photosToPdf(
        photos.map((photo) => ({ file: photo.file, name: photo.file.name })),
        'signed-contract.pdf',
      );
      if (!result.ok) {
        setProblem(result.message);
        return;
      }
      photos.forEach((photo) => URL.revokeObjectURL(photo.url));
      setPhotos([]);
      onCombined(result.file);
    } catch (error) {
      const reason = describeError(error);
      setProblem(t`The photos could not be combined: ${reason}`);
    } finally {
      setCombining(false);
    }
  };

  const count = photos.length;
  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={add} accept="image/*" capture="environment" multiple>
          {(props) => (
            <Button {...props} variant="default">
              <Trans>Photograph the pages</Trans>
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          <Trans>On a tablet this opens the camera: one photo per page, in order.</Trans>
        </Text>
      </Group>
      {photos.length > 0 && (
        <>
          <ol className="paper-photos" aria-label={t`Photographed pages, in page order`}>
            {photos.map((photo, index) => {
              const page = index + 1;
              return (
                <li key={photo.id}>
                  <Image src={photo.url} alt={t`Page ${page}`} w={96} h={128} fit="contain" />
                  <Text size="sm">
                    <Trans>Page {page}</Trans>
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={t`Move page ${page} up`}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      disabled={index === photos.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={t`Move page ${page} down`}
                    >
                      ↓
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      onClick={() => remove(photo)}
                      aria-label={t`Remove page ${page}`}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </li>
              );
            })}
          </ol>
          <Button loading={combining} onClick={() => void combine()}>
            <Plural
              value={count}
              one="Combine the photo into one PDF"
              other="Combine # photos into one PDF"
            />
          </Button>
        </>
      )}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

export default function PaperSigningPanel({
  applicationId,
  types,
  signed,
  sentAt,
  mayUpload,
}: {
  applicationId: number;
  /** The Written documents (FULL, LCC, ACH). */
  types: readonly string[];
  /** Every written signature is signed: the lender reviewed the pages. */
  signed: boolean;
  /** When the signed pages were last sent (UploadTimeUTC), if ever. */
  sentAt: string | null;
  mayUpload: boolean;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const addFiles = useRef<((files: readonly File[]) => void) | null>(null);
  const sentOn = sentAt ? formatDateTime(sentAt) : null;
  return (
    <Section title={t`Signing on paper`}>
      {signed ? (
        <Alert color="green" title={t`The signed contract was reviewed`}>
          <Trans>The lender has the signed pages: every written signature is signed.</Trans>
        </Alert>
      ) : sentAt ? (
        <Alert color="blue" role="status">
          <Trans>Signed contract sent on {sentOn}, waiting for the lender’s review</Trans>
        </Alert>
      ) : (
        <List type="ordered" spacing={4}>
          <List.Item>
            <Trans>Print the documents below.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Have everyone sign them where marked.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Send the signed pages back here: a PDF scan, or photographs of every page.
            </Trans>
          </List.Item>
        </List>
      )}

      {!signed && mayUpload && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            {sentAt ? (
              <Trans>Send the signed pages again</Trans>
            ) : (
              <Trans>Send the signed pages</Trans>
            )}
          </Title>
          <PagePhotos onCombined={(file) => addFiles.current?.([file])} />
          <DocumentUploader
            target={{ kind: 'application', applicationId }}
            label={t`Signed contract`}
            description={t`Contract signed on paper`}
            category="paperwork"
            addFilesRef={addFiles}
            // The review may be done at once: the signatures are asked for again.
            onUploaded={() => void invalidate(queryClient, [paperworkKeys.data(applicationId)])}
          />
        </Stack>
      )}

      <Stack gap={4}>
        <Title order={3} size="h4">
          <Trans>Download the documents again</Trans>
        </Title>
        <List spacing="xs">
          {types.map((type) => (
            <DocumentDownload
              key={type}
              applicationId={applicationId}
              type={type}
              failure={(error) => {
                const reason = describeError(error);
                return t`the lender no longer serves this document (${reason})`;
              }}
            />
          ))}
        </List>
      </Stack>
    </Section>
  );
}
