import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { describeRefusal } from '../../api/field-errors.ts';
import { useResendEsign } from '../../api/paperwork.ts';
import { documentSigned } from '../../api/funding-stage.ts';
import { OutcomeAlert, OutcomeStatus, useOutcome } from '../../components/action-outcome.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { NotAvailable } from '../../components/not-available.tsx';
import { displayEnum, formatDate, formatDateTime, MISSING } from '../../lib/format.ts';
import { esignResendRequestSchema } from '../../schemas/esign.ts';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';

/** What each paperwork document is, for people who do not know the lender's codes. */
const DOCUMENT_NAMES: Record<string, string> = {
  FULL: 'Full paperwork (FULL)',
  LCC: 'Completion certificate (LCC)',
  ACH: 'Automatic payments (ACH)',
};

const SIGNER_NAMES: Record<string, string> = {
  Applicant: 'Applicant',
  CoApplicant: 'Co-applicant',
  Dealer: 'Dealer',
};

export const documentName = (type: string | null | undefined) =>
  DOCUMENT_NAMES[type ?? ''] ?? displayEnum(type);

export const signerName = (type: string | null | undefined) =>
  SIGNER_NAMES[type ?? ''] ?? displayEnum(type);

/** Only the document types the resend request allows (src/schemas/esign.ts) can be resent. */
const resendable = (type: string | null | undefined) =>
  esignResendRequestSchema.safeParse({ DocumentTypes: [type] }).success;

export function ResendButton({
  applicationId,
  type,
  name,
  label = `Resend the ${name}`,
}: {
  applicationId: number;
  type: string;
  name: string;
  /** The accessible name, starting with the visible word; the document's by default. */
  label?: string;
}) {
  const resend = useResendEsign(applicationId);
  const [confirming, setConfirming] = useState(false);
  // One request per opening of the dialog: a second click that lands after the first request
  // has finished (the dialog is still fading out) is not a second resend.
  const answered = useRef(true);
  const { outcome, succeeded, failed, clear } = useOutcome();

  function open() {
    answered.current = false;
    setConfirming(true);
  }

  async function confirm() {
    if (answered.current) return;
    answered.current = true;
    clear();
    try {
      await resend.mutateAsync({ DocumentTypes: [type as 'FULL'] });
      succeeded(`Signing request sent again on ${formatDateTime(new Date().toISOString())}.`);
    } catch (error) {
      failed(describeRefusal(error));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Stack gap={4} align="flex-start">
      {/* The accessible name starts with the visible word and names the document. */}
      <Button variant="default" size="xs" aria-label={label} onClick={open}>
        Resend
      </Button>
      <OutcomeStatus outcome={outcome} />
      <OutcomeAlert outcome={outcome} title="The signing request was not sent again" />
      <ConfirmDialog
        opened={confirming}
        title="Send the signing request again?"
        confirmLabel="Send again"
        pending={resend.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <Text size="sm">
          The lender sends the signing request for the {name} again to the signers who have not
          signed yet.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

function Reviewed({ reviewed }: { reviewed: boolean | null | undefined }) {
  if (reviewed == null) return null;
  return <>{reviewed ? 'Yes' : 'Not yet'}</>;
}

function DocumentSigners({ document, name }: { document: SignedDocument; name: string }) {
  if (document.SignatureInformation.length === 0) {
    return <Text size="sm">No signers listed.</Text>;
  }
  // Reviewed applies to ACH signed electronically or by e-mail only; elsewhere it is null.
  const showReviewed = document.SignatureInformation.some((signee) => signee.Reviewed != null);
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table fz="sm" verticalSpacing={6} aria-label={`Signers of the ${name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Signer</Table.Th>
            <Table.Th scope="col">Sent</Table.Th>
            <Table.Th scope="col">Signed</Table.Th>
            {showReviewed && <Table.Th scope="col">Reviewed by dealer</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {document.SignatureInformation.map((signee, row) => (
            <Table.Tr key={`${signee.SigneeType}-${row}`}>
              {/* The e-mail under the signer, so the dates keep their width on a tablet. */}
              <Table.Td>
                <Text size="sm">{signerName(signee.SigneeType)}</Text>
                {signee.EmailAddress && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {signee.EmailAddress}
                  </Text>
                )}
                {/* For the customer who phones to ask: only for a signer who was e-mailed. */}
                {signee.EmailAddress && signee.AccessCode && (
                  <Text size="xs">
                    Access code: <strong>{signee.AccessCode}</strong>
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{signee.DateSent ? formatDate(signee.DateSent) : MISSING}</Table.Td>
              <Table.Td>
                {signee.DateSigned ? formatDate(signee.DateSigned) : 'Not signed yet'}
              </Table.Td>
              {showReviewed && (
                <Table.Td>
                  <Reviewed reviewed={signee.Reviewed} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What the signed full paperwork allows next: stage funding, further down the page. */
function FullPaperworkSigned({ status }: { status: string | null | undefined }) {
  if (status !== 'Approved') {
    return (
      <Alert color="green" title="The full paperwork is signed">
        <Text size="sm">Status now: {displayEnum(status)}.</Text>
      </Alert>
    );
  }
  // The link sits below the alert: on its tinted background a link lacks contrast.
  return (
    <Stack gap={4}>
      <Alert color="green" title="The full paperwork is signed">
        <Text size="sm">The lender accepts a request for stage funding now.</Text>
      </Alert>
      <Anchor href="#stage-funding" size="sm" underline="always" w="fit-content">
        Go to stage funding
      </Anchor>
    </Stack>
  );
}

/**
 * Per document (FULL, LCC, ACH) and per signee: e-mail, sent, signed and, for ACH signed
 * electronically, the dealer's review. Documents still out for electronic signing can be sent
 * again. The dates are calendar dates (ARCHITECTURE.md point 1).
 */
export function SignedStatusPanel({
  applicationId,
  documents,
  awaitingElectronic,
  status,
  mayResend,
  refreshing,
}: {
  applicationId: number;
  documents: readonly SignedDocument[];
  /** The documents out for e-signing or e-mail signing with someone yet to sign. */
  awaitingElectronic: ReadonlySet<string>;
  status: string | null | undefined;
  mayResend: boolean;
  /** Signed status is refreshed while someone has to sign. */
  refreshing: boolean;
}) {
  if (documents.length === 0) {
    return <Text size="sm">No paperwork has been sent for signing yet.</Text>;
  }
  const full = documents.find((document) => document.SignatureType === 'FULL');
  return (
    <Stack gap="md">
      {full && documentSigned(full) && <FullPaperworkSigned status={status} />}
      {documents.map((document, index) => {
        const name = documentName(document.SignatureType);
        const type = document.SignatureType ?? '';
        const signed = documentSigned(document);
        const canResend = !signed && awaitingElectronic.has(type) && resendable(type);
        return (
          <Stack gap={4} key={`${type}-${index}`}>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Title order={3} size="h5">
                {name}
              </Title>
              <Text size="sm" fw={600}>
                {signed ? 'Signed' : 'Waiting for signatures'}
              </Text>
            </Group>
            <DocumentSigners document={document} name={name} />
            {canResend &&
              (mayResend ? (
                <ResendButton applicationId={applicationId} type={type} name={name} />
              ) : (
                <NotAvailable capability="paperwork.write" />
              ))}
          </Stack>
        );
      })}
      {refreshing && (
        <Text size="sm" c="dimmed">
          This list updates by itself while someone still has to sign.
        </Text>
      )}
    </Stack>
  );
}
