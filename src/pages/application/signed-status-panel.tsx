import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
const DOCUMENT_NAMES: Record<string, MessageDescriptor> = {
  FULL: msg`Full paperwork (FULL)`,
  LCC: msg`Completion certificate (LCC)`,
  ACH: msg`Automatic payments (ACH)`,
};

const SIGNER_NAMES: Record<string, MessageDescriptor> = {
  Applicant: msg`Applicant`,
  CoApplicant: msg`Co-applicant`,
  Dealer: msg`Dealer`,
};

/** A name from the table, else the lender's code as it writes it. */
const nameIn = (
  i18n: I18n,
  names: Record<string, MessageDescriptor>,
  type: string | null | undefined,
) => {
  const name = names[type ?? ''];
  return name ? i18n._(name) : displayEnum(type);
};

export const documentName = (i18n: I18n, type: string | null | undefined) =>
  nameIn(i18n, DOCUMENT_NAMES, type);

export const signerName = (i18n: I18n, type: string | null | undefined) =>
  nameIn(i18n, SIGNER_NAMES, type);

/** Only the document types the resend request allows (src/schemas/esign.ts) can be resent. */
const resendable = (type: string | null | undefined) =>
  esignResendRequestSchema.safeParse({ DocumentTypes: [type] }).success;

export function ResendButton({
  applicationId,
  type,
  name,
  label,
}: {
  applicationId: number;
  type: string;
  name: string;
  /** The accessible name, starting with the visible word; the document's by default. */
  label?: string;
}) {
  const { t } = useLingui();
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
      const now = formatDateTime(new Date().toISOString());
      succeeded(t`Signing request sent again on ${now}.`);
    } catch (error) {
      failed(describeRefusal(error));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Stack gap={4} align="flex-start">
      {/* The accessible name starts with the visible word and names the document. */}
      <Button
        variant="default"
        size="xs"
        aria-label={label ?? t`Resend the ${name}`}
        onClick={open}
      >
        <Trans>Resend</Trans>
      </Button>
      <OutcomeStatus outcome={outcome} />
      <OutcomeAlert outcome={outcome} title={t`The signing request was not sent again`} />
      <ConfirmDialog
        opened={confirming}
        title={t`Send the signing request again?`}
        confirmLabel={t`Send again`}
        pending={resend.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <Text size="sm">
          <Trans>
            The lender sends the signing request for the {name} again to the signers who have not
            signed yet.
          </Trans>
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

function Reviewed({ reviewed }: { reviewed: boolean | null | undefined }) {
  if (reviewed == null) return null;
  return reviewed ? <Trans>Yes</Trans> : <Trans>Not yet</Trans>;
}

function AccessCode({ code }: { code: string }) {
  return (
    <Text size="xs">
      <Trans>
        Access code: <strong>{code}</strong>
      </Trans>
    </Text>
  );
}

function DocumentSigners({ document, name }: { document: SignedDocument; name: string }) {
  const { i18n, t } = useLingui();
  if (document.SignatureInformation.length === 0) {
    return (
      <Text size="sm">
        <Trans>No signers listed.</Trans>
      </Text>
    );
  }
  // Reviewed applies to ACH signed electronically or by e-mail only; elsewhere it is null.
  const showReviewed = document.SignatureInformation.some((signee) => signee.Reviewed != null);
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table fz="sm" verticalSpacing={6} aria-label={t`Signers of the ${name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Signer`}</Table.Th>
            <Table.Th scope="col">{t`Sent`}</Table.Th>
            <Table.Th scope="col">{t`Signed`}</Table.Th>
            {showReviewed && <Table.Th scope="col">{t`Reviewed by dealer`}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {document.SignatureInformation.map((signee, row) => (
            <Table.Tr key={`${signee.SigneeType}-${row}`}>
              {/* The e-mail under the signer, so the dates keep their width on a tablet. */}
              <Table.Td>
                <Text size="sm">{signerName(i18n, signee.SigneeType)}</Text>
                {signee.EmailAddress && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {signee.EmailAddress}
                  </Text>
                )}
                {/* For the customer who phones to ask: only for a signer who was e-mailed. */}
                {signee.EmailAddress && signee.AccessCode && (
                  <AccessCode code={signee.AccessCode} />
                )}
              </Table.Td>
              <Table.Td>{signee.DateSent ? formatDate(signee.DateSent) : MISSING}</Table.Td>
              <Table.Td>
                {signee.DateSigned ? formatDate(signee.DateSigned) : <Trans>Not signed yet</Trans>}
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
  const { t } = useLingui();
  if (status !== 'Approved') {
    const now = displayEnum(status);
    return (
      <Alert color="green" title={t`The full paperwork is signed`}>
        <Text size="sm">
          <Trans>Status now: {now}.</Trans>
        </Text>
      </Alert>
    );
  }
  // The link sits below the alert: on its tinted background a link lacks contrast.
  return (
    <Stack gap={4}>
      <Alert color="green" title={t`The full paperwork is signed`}>
        <Text size="sm">
          <Trans>The lender accepts a request for stage funding now.</Trans>
        </Text>
      </Alert>
      <Anchor href="#stage-funding" size="sm" underline="always" w="fit-content">
        <Trans>Go to stage funding</Trans>
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
  const { i18n } = useLingui();
  if (documents.length === 0) {
    return (
      <Text size="sm">
        <Trans>No paperwork has been sent for signing yet.</Trans>
      </Text>
    );
  }
  const full = documents.find((document) => document.SignatureType === 'FULL');
  return (
    <Stack gap="md">
      {full && documentSigned(full) && <FullPaperworkSigned status={status} />}
      {documents.map((document, index) => {
        const name = documentName(i18n, document.SignatureType);
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
                {signed ? <Trans>Signed</Trans> : <Trans>Waiting for signatures</Trans>}
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
          <Trans>This list updates by itself while someone still has to sign.</Trans>
        </Text>
      )}
    </Stack>
  );
}
