import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState, type Ref } from 'react';
import { describeError } from '../../api/errors.ts';
import { downloadPaperwork } from '../../api/paperwork.ts';
import { useSendOnce } from '../../components/use-send-once.ts';
import { paperworkFileName, saveBlob } from '../../lib/download.ts';
import {
  downloadDocumentTypes,
  type PaperworkSubmitResponse,
} from '../../schemas/paperwork-records.ts';
import type { SigningOption } from '../../schemas/paperwork-requests.ts';

/** What a submission made available, as the page says it. */
export interface Submitted {
  option: SigningOption;
  response: PaperworkSubmitResponse;
  /** Who was e-mailed a link (the e-mail option). */
  emailed: string[];
}

const DOCUMENT_NAMES: Record<string, string> = {
  FULL: 'The contract (full paperwork)',
  LCC: 'The completion certificate',
  ACH: 'The autopay (ACH) authorisation',
  HardCopies: 'Hard copies for the customer',
};

/**
 * One document: fetched through the authenticated client (a plain link would lack the bearer
 * token, ARCHITECTURE.md point 11) and saved as a named PDF.
 */
function DocumentDownload({ applicationId, type }: { applicationId: number; type: string }) {
  const { send, sending } = useSendOnce();
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const name = DOCUMENT_NAMES[type] ?? type;
  const download = () =>
    send(async () => {
      try {
        const blob = await downloadPaperwork(applicationId, type);
        const fileName = paperworkFileName(applicationId, type);
        saveBlob(blob, fileName);
        setState({ ok: true, text: `Saved as ${fileName}.` });
      } catch (error) {
        setState({ ok: false, text: `Not downloaded: ${describeError(error)}` });
      }
    });
  return (
    <li>
      <Group gap="sm" wrap="wrap">
        <Text size="sm">{name}</Text>
        <Button
          size="xs"
          variant="default"
          loading={sending}
          onClick={() => void download()}
          aria-label={`Download ${name.charAt(0).toLowerCase()}${name.slice(1)}`}
        >
          Download
        </Button>
        <Text size="sm" role="status" c={state && !state.ok ? 'red' : undefined}>
          {state?.text ?? ''}
        </Text>
      </Group>
    </li>
  );
}

/** After a submission: the documents to download, the signing page, or who was e-mailed. */
export function SubmissionResult({
  applicationId,
  submitted,
}: {
  applicationId: number;
  submitted: Submitted;
}) {
  if (submitted.option === 'download') {
    // Exactly the documents the answer named, no others (decision 0021).
    const documents = downloadDocumentTypes(submitted.response.DownloadUrl);
    return (
      <Alert color="green" title="The paperwork is ready to download">
        <Stack gap="xs">
          {documents.length > 0 ? (
            <>
              <Text size="sm">Print them for the customer to sign on paper:</Text>
              <ul className="paperwork-list">
                {documents.map((type) => (
                  <DocumentDownload key={type} applicationId={applicationId} type={type} />
                ))}
              </ul>
            </>
          ) : (
            <Text size="sm">
              The lender sent no download link; try sending the paperwork again.
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  if (submitted.option === 'esign') {
    const url = submitted.response.ESignUrl;
    return (
      <Alert color="green" title="The paperwork is ready to sign">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            Hand this device to the customer: everyone signs in turn, and the signing page then
            returns to the application, which shows who has signed.
          </Text>
          {url ? (
            <Button component="a" href={url}>
              Sign now on this device
            </Button>
          ) : (
            <Text size="sm">The lender sent no signing link; try sending the paperwork again.</Text>
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="green" title="The paperwork was e-mailed">
      <Stack gap="xs">
        <Text size="sm">Each signer got an e-mail with a link to sign:</Text>
        <ul className="paperwork-list">
          {submitted.emailed.map((address) => (
            <li key={address}>
              <Text size="sm">{address}</Text>
            </li>
          ))}
        </ul>
        <Text size="sm">The application page shows who has signed.</Text>
      </Stack>
    </Alert>
  );
}

/** What sending again would replace, by the method just used. */
function replacedBySendingAgain(option: SigningOption, what: string): string {
  switch (option) {
    case 'download':
      return `Sending the ${what} again replaces the documents above: copies printed from them no longer count.`;
    case 'esign':
      return `Sending the ${what} again replaces the signing page above: its link stops working.`;
    case 'email':
      return `Sending the ${what} again replaces the e-mailed links: the ones sent stop working.`;
  }
}

/**
 * The top of the page once something is sent: what happened, by the method used, then
 * "Send again" as a secondary action saying what it would replace. The form waits below,
 * hidden and kept as typed, until the dealer asks to send again.
 */
export function AfterSending({
  applicationId,
  submitted,
  what,
  resultRef,
  onSendAgain,
}: {
  applicationId: number;
  submitted: Submitted;
  /** "paperwork" or "autopay paperwork", in the sentence about sending again. */
  what: string;
  /** Focused when the result appears, so it is read out and in view. */
  resultRef: Ref<HTMLDivElement>;
  onSendAgain: () => void;
}) {
  const replacesId = useId();
  return (
    <Stack gap="xs" align="flex-start">
      <div ref={resultRef} tabIndex={-1} className="paperwork-result">
        <SubmissionResult applicationId={applicationId} submitted={submitted} />
      </div>
      <Button variant="default" onClick={onSendAgain} aria-describedby={replacesId}>
        Send again
      </Button>
      <Text size="sm" c="dimmed" id={replacesId}>
        {replacedBySendingAgain(submitted.option, what)}
      </Text>
    </Stack>
  );
}
