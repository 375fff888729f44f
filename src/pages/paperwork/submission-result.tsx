import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { DocumentDownload } from '../../components/paperwork-download.tsx';
import {
  downloadDocumentTypes,
  type PaperworkSubmitResponse,
} from '../../schemas/paperwork-records.ts';
import type { SigningOption } from '../../schemas/paperwork-requests.ts';
import './locales/catalog.ts';

/** What a submission made available, as the page says it. */
export interface Submitted {
  option: SigningOption;
  response: PaperworkSubmitResponse;
  /** Who was e-mailed a link (the e-mail option). */
  emailed: string[];
}

/** After a submission: the documents to download, the signing page, or who was e-mailed. */
export function SubmissionResult({
  applicationId,
  submitted,
}: {
  applicationId: number;
  submitted: Submitted;
}) {
  const { t } = useLingui();
  if (submitted.option === 'download') {
    // Exactly the documents the answer named, no others (decision 0021).
    const documents = downloadDocumentTypes(submitted.response.DownloadUrl);
    return (
      <Alert color="green" title={t`The paperwork is ready to download`}>
        <Stack gap="xs">
          {documents.length > 0 ? (
            <>
              <Text size="sm">
                <Trans>Print them for the customer to sign on paper:</Trans>
              </Text>
              <ul className="paperwork-list">
                {documents.map((type) => (
                  <DocumentDownload key={type} applicationId={applicationId} type={type} />
                ))}
              </ul>
            </>
          ) : (
            <Text size="sm">
              <Trans>The lender sent no download link; try sending the paperwork again.</Trans>
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  if (submitted.option === 'esign') {
    const url = submitted.response.ESignUrl;
    return (
      <Alert color="green" title={t`The paperwork is ready to sign`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <Trans>
              Hand this device to the customer: everyone signs in turn, and the signing page then
              returns to the application, which shows who has signed.
            </Trans>
          </Text>
          {url ? (
            <Button component="a" href={url}>
              <Trans>Sign now on this device</Trans>
            </Button>
          ) : (
            <Text size="sm">
              <Trans>The lender sent no signing link; try sending the paperwork again.</Trans>
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="green" title={t`The paperwork was e-mailed`}>
      <Stack gap="xs">
        <Text size="sm">
          <Trans>Each signer got an e-mail with a link to sign:</Trans>
        </Text>
        <ul className="paperwork-list">
          {submitted.emailed.map((address) => (
            <li key={address}>
              <Text size="sm">{address}</Text>
            </li>
          ))}
        </ul>
        <Text size="sm">
          <Trans>The application page shows who has signed.</Trans>
        </Text>
      </Stack>
    </Alert>
  );
}
