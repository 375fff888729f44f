import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  NativeSelect,
  Progress,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useQueryClient } from '@tanstack/react-query';
import {
  use,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import {
  afterDocumentUploaded,
  documentRequestBlob,
  documentUploadPath,
  type UploadTarget,
} from '../../api/document-uploads.ts';
import { isApiError } from '../../api/errors.ts';
import { uploadErrorText, uploadWithRetry } from '../../api/upload.ts';
import {
  acceptedFilesText,
  documentBody,
  documentCategoriesFor,
  documentDetailsIssues,
  documentExtensionsFor,
  documentFileIssues,
} from '../../schemas/document-files.ts';
import type { SupportingDocumentType } from '../../schemas/enums.ts';
import { safeFileName } from '../../schemas/file-content.ts';
import { humanise } from '../../lib/format.ts';
import { useLeaveGuard } from '../leave-guard.ts';
import { contentIssueOf } from './content-check.ts';
import { EncodeFileContext } from './encode-file.ts';
import { BUSY_PHASES, UploadStore, type UploadItem } from './upload-store.ts';
import './locales/catalog.ts';
// Mantine's styles for the components the shell does not style already; then the uploader's.
import '@mantine/core/styles/Progress.css';
import '@mantine/dropzone/styles.css';
import './document-uploader.css';

export type { UploadTarget };

export interface DocumentUploaderProps {
  target: UploadTarget;
  /** Accessible name of the drop area and its file button, e.g. "Documents for this application". */
  label: string;
  /** Prefills each new file's description (e.g. a lender condition's text). */
  description?: string;
  /** Called after a file's upload answered 2xx (lists refresh by query invalidation anyway). */
  onUploaded?: (name: string) => void;
  /** Every file goes as this category, with no choice shown (the signed paper contract). */
  category?: SupportingDocumentType;
  /** Receives the function that adds files made elsewhere (photos combined into one PDF). */
  addFilesRef?: RefObject<((files: readonly File[]) => void) | null>;
}

/** A file that is not what its name says is refused on its row (issue 31 item 13). */
async function refusedForContent(store: UploadStore, id: string): Promise<boolean> {
  const item = store.get(id);
  const issue = item && (await contentIssueOf(item.file));
  if (issue) store.update(id, { issues: [issue], phase: 'refused' });
  return issue !== undefined;
}

/**
 * Several documents at once, each with its name, description and category, checked before it is
 * read, encoded in a Web Worker and sent with progress (docs/decisions/0022).
 */
export function DocumentUploader({
  target,
  label,
  description,
  onUploaded,
  category,
  addFilesRef,
}: DocumentUploaderProps) {
  const kind = target.kind;
  const [store] = useState(() => new UploadStore());
  const items = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const encode = use(EncodeFileContext);
  const queryClient = useQueryClient();
  const openChooser = useRef<() => void>(null);
  const hintId = useId();
  const busy = items.some((item) => BUSY_PHASES.includes(item.phase));
  const { t } = useLingui();

  // The latest props for uploads already under way (they outlive the render that started them).
  const latest = useRef({ target, onUploaded });
  useEffect(() => {
    latest.current = { target, onUploaded };
  });

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    const categories = documentCategoriesFor(kind);
    const added = store.add(
      files.map((file) => {
        const issues = documentFileIssues(file, kind, category);
        return {
          file,
          documentName: safeFileName(file.name),
          description: description ?? '',
          category: category ?? categories[0]!,
          issues,
          fieldIssues: {},
          phase: issues.length > 0 ? 'refused' : 'ready',
          percent: 0,
          message: '',
          controller: null,
        };
      }),
    );
    // Said as soon as it is known; the upload checks again before sending.
    for (const item of added) if (item.phase === 'ready') void refusedForContent(store, item.id);
  };

  useEffect(() => {
    if (!addFilesRef) return;
    addFilesRef.current = addFiles;
    return () => {
      addFilesRef.current = null;
    };
  });

  const start = useCallback(
    async (id: string) => {
      const item = store.get(id);
      if (!item || item.issues.length > 0) return;
      const details = {
        documentName: item.documentName,
        description: item.description,
        category: item.category,
        fileName: safeFileName(item.file.name),
      };
      const fieldIssues = documentDetailsIssues(kind, details);
      if (Object.keys(fieldIssues).length > 0) {
        store.update(id, { fieldIssues });
        return;
      }
      if (await refusedForContent(store, id)) return;
      const controller = new AbortController();
      store.update(id, { phase: 'encoding', controller, percent: 0, message: '', fieldIssues: {} });
      try {
        const content = await encode(item.file, controller.signal);
        store.update(id, { phase: 'uploading' });
        const { target: to } = latest.current;
        const body = documentRequestBlob(documentBody(kind, { ...details, content: '' }), content);
        await uploadWithRetry(documentUploadPath(to), body, {
          signal: controller.signal,
          onProgress: (sent, total) =>
            store.update(id, {
              phase: 'uploading',
              message: '',
              percent: total > 0 ? Math.floor((sent / total) * 100) : 0,
            }),
          onRetryWait: (error, delayMs) => {
            const why = error.message;
            const seconds = Math.ceil(delayMs / 1000);
            store.update(id, {
              phase: 'waiting',
              message: t`${why} Trying again in ${seconds} s.`,
            });
          },
        });
        store.update(id, { phase: 'done', percent: 100, controller: null, message: t`Sent.` });
        latest.current.onUploaded?.(details.documentName.trim());
        await afterDocumentUploaded(queryClient, to);
      } catch (error) {
        store.update(
          id,
          controller.signal.aborted
            ? { phase: 'cancelled', controller: null, message: t`Cancelled. Nothing was kept.` }
            : {
                phase: 'failed',
                controller: null,
                // The service's own words; anything else (a file the worker could not read) is
                // worded here.
                message: isApiError(error) ? uploadErrorText(error) : t`The upload failed.`,
              },
        );
      }
    },
    [encode, kind, queryClient, store, t],
  );

  const cancelAll = useCallback(() => {
    for (const item of store.snapshot()) item.controller?.abort();
  }, [store]);

  // Leaving while a file is on its way asks first, in the portal and when the tab closes.
  useLeaveGuard(
    busy ? t`the files still uploading, which are cancelled and not kept` : null,
    cancelAll,
  );
  useEffect(() => cancelAll, [cancelAll]);
  // The lender's rules, as schemas/document-files.ts words them.
  const accepted = acceptedFilesText(kind, category);

  return (
    <Stack gap="sm">
      {/* Every file dropped or chosen reaches the portal's own checks, which name what is wrong
          (the rules of schemas/document-files.ts): Dropzone validates nothing itself, and the
          accept list only narrows the chooser. The area opens nothing on a click or a key; its
          "Choose files" button does, so the keyboard reaches one control. */}
      <Dropzone
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        onDrop={addFiles}
        openRef={openChooser}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        inputProps={{
          accept: documentExtensionsFor(kind, category).join(','),
          'aria-label': t`Choose files for ${label}`,
        }}
      >
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{label}</Text>
          <Text size="sm" id={hintId}>
            <Trans>Drop files here, or choose them. {accepted}</Trans>
          </Text>
          <Button variant="default" onClick={() => openChooser.current?.()}>
            <Trans>Choose files</Trans>
          </Button>
        </Stack>
      </Dropzone>
      {items.length > 0 && (
        <ul className="document-upload-list">
          {items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              categories={
                kind === 'application' && category === undefined
                  ? documentCategoriesFor(kind)
                  : null
              }
              onChange={(patch) => store.update(item.id, patch)}
              onUpload={() => void start(item.id)}
              onCancel={() => item.controller?.abort()}
              onRemove={() => store.remove(item.id)}
            />
          ))}
        </ul>
      )}
    </Stack>
  );
}

function sizeText(i18n: I18n, bytes: number): string {
  if (bytes < 1024) return i18n._(msg`${bytes} bytes`);
  const kb = Math.round(bytes / 1024);
  if (bytes < 1024 * 1024) return i18n._(msg`${kb} KB`);
  const mb = (bytes / (1024 * 1024)).toFixed(1);
  return i18n._(msg`${mb} MB`);
}

function UploadRow(props: {
  item: UploadItem;
  categories: readonly SupportingDocumentType[] | null;
  onChange: (patch: Partial<UploadItem>) => void;
  onUpload: () => void;
  onCancel: () => void;
  onRemove: () => void;
}) {
  const { item } = props;
  const nameId = useId();
  const busy = BUSY_PHASES.includes(item.phase);
  const editable = item.phase === 'ready' || item.phase === 'failed' || item.phase === 'cancelled';
  const fileName = safeFileName(item.file.name);
  const { t, i18n } = useLingui();
  const percent = item.percent;
  return (
    <li aria-labelledby={nameId} className="document-upload-row">
      <Stack gap="xs">
        <Text fw={600} id={nameId}>
          {fileName}
        </Text>
        <Text size="sm" c="dimmed">
          {sizeText(i18n, item.file.size)}
        </Text>
        {item.issues.length > 0 ? (
          <Text size="sm" c="red" role="alert">
            {item.issues.join(' ')}
          </Text>
        ) : (
          <>
            <TextInput
              label={t`Document name`}
              required
              value={item.documentName}
              disabled={!editable}
              error={item.fieldIssues.documentName}
              onChange={(event) =>
                props.onChange({
                  documentName: event.currentTarget.value,
                  fieldIssues: { ...item.fieldIssues, documentName: undefined },
                })
              }
            />
            <Textarea
              label={t`Description`}
              required
              rows={2}
              value={item.description}
              disabled={!editable}
              error={item.fieldIssues.description}
              onChange={(event) =>
                props.onChange({
                  description: event.currentTarget.value,
                  fieldIssues: { ...item.fieldIssues, description: undefined },
                })
              }
            />
            {props.categories && (
              <NativeSelect
                label={t`Category`}
                value={item.category}
                disabled={!editable}
                data={props.categories.map((value) => ({ value, label: humanise(value) }))}
                onChange={(event) =>
                  props.onChange({ category: event.currentTarget.value as SupportingDocumentType })
                }
              />
            )}
            {(busy || item.phase === 'done') && (
              <Progress.Root size="lg">
                <Progress.Section
                  value={item.percent}
                  aria-label={t`${fileName} upload`}
                  color={item.phase === 'done' ? 'green' : undefined}
                />
              </Progress.Root>
            )}
          </>
        )}
        <Text
          size="sm"
          aria-live="polite"
          c={item.phase === 'failed' ? 'red' : undefined}
          role={item.phase === 'failed' ? 'alert' : undefined}
        >
          {item.phase === 'encoding'
            ? t`Preparing the file…`
            : item.phase === 'uploading'
              ? t`Uploading… ${percent}%`
              : item.message}
        </Text>
        <Group gap="xs">
          {item.phase === 'ready' && (
            <Button onClick={props.onUpload}>
              <Trans>Upload</Trans>
            </Button>
          )}
          {(item.phase === 'failed' || item.phase === 'cancelled') && (
            <Button onClick={props.onUpload}>
              <Trans>Try again</Trans>
            </Button>
          )}
          {busy && (
            <Button variant="default" onClick={props.onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          {/* A document sent is the lender's: nothing here can take it back. */}
          {!busy && item.phase !== 'done' && (
            <Button variant="default" onClick={props.onRemove}>
              <Trans>Remove</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </li>
  );
}
