import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { applicationKeys } from '../../api/applications.ts';
import { supportingDocumentsQuery } from '../../api/documents.ts';
import { invalidate } from '../../api/invalidate.ts';
import { paperworkKeys, paperworkQuery } from '../../api/paperwork.ts';
import { useMay } from '../../api/permissions.ts';
import { SIGNED_STATUS_REFRESH_MS } from '../../api/signed-status.ts';
import type { PaperworkData } from '../../schemas/paperwork-records.ts';
import type { SupportingDocumentRecord } from '../../schemas/supporting-document-records.ts';

/** Loaded only for paperwork printed to sign on paper: no other application page carries it. */
const PaperSigningPanel = lazy(() => import('./paper-signing-panel.tsx'));

/**
 * Paperwork printed to sign on paper, finished from the application page (issue 33 items 1 and
 * 2, docs/decisions/0038): how to return the signed pages, the upload (a file, or photos of the
 * pages combined into one PDF), the wait for the lender's review, and the documents to download
 * again.
 */

type Signature = PaperworkData['Signatures'][number];

/** Signed when every signer the item names has a DateSigned; an item naming nobody is not. */
function signatureSigned(signature: Signature): boolean {
  const signers = [
    signature.Applicant,
    signature.CoApplicant,
    signature.Dealer,
    signature.Provider,
  ].filter((signer) => signer != null);
  return signers.length > 0 && signers.every((signer) => Boolean(signer.DateSigned));
}

/**
 * The documents printed to sign on paper: the paperwork GET's Signatures whose SignatureType is
 * Written, by PaperworkSignatureType (FULL, LCC, ACH), and whether all of them are signed.
 */
export function writtenDocumentsOf(data: Pick<PaperworkData, 'Signatures'>) {
  const written = data.Signatures.filter((signature) => signature.SignatureType === 'Written');
  return {
    types: [
      ...new Set(written.flatMap((signature) => signature.PaperworkSignatureType ?? [])),
    ] as string[],
    signed: written.length > 0 && written.every(signatureSigned),
  };
}

/** Who the sandbox names for a document the service filed itself (not the dealer's upload). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the service's name, compared
const SERVICE_UPLOADER = 'System';

/** When a person last sent a `paperwork` document (UploadTimeUTC), if ever. */
export function signedPaperSentAt(documents: readonly SupportingDocumentRecord[]): string | null {
  const sent = documents
    .filter(
      (document) =>
        document.Category === 'paperwork' &&
        document.UploadUserName !== SERVICE_UPLOADER &&
        Boolean(document.UploadTimeUTC),
    )
    .map((document) => document.UploadTimeUTC!)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return sent.at(-1) ?? null;
}

/** The panel: nothing unless paperwork was printed to sign on paper. */
export function PaperSigning({
  applicationId,
  dealerId,
  paperworkSent,
}: {
  applicationId: number;
  dealerId: number | undefined;
  /** The detail lists paperwork: only then is the paperwork GET asked for its signatures. */
  paperworkSent: boolean;
}) {
  const mayRead = useMay('paperwork.read', dealerId);
  const mayUpload = useMay('documents.write', dealerId);
  const mayReadDocuments = useMay('documents.read', dealerId);
  const queryClient = useQueryClient();
  const documents = useQuery({
    ...supportingDocumentsQuery(applicationId),
    enabled: paperworkSent && mayReadDocuments,
  });
  const sentAt = documents.data ? signedPaperSentAt(documents.data) : null;
  const paperwork = useQuery({
    ...paperworkQuery(applicationId),
    enabled: paperworkSent && mayRead,
    select: writtenDocumentsOf,
    // Waiting for the lender's review: asked again as signed status is.
    refetchInterval: (query) =>
      sentAt !== null && !(query.state.data && writtenDocumentsOf(query.state.data).signed)
        ? SIGNED_STATUS_REFRESH_MS
        : false,
    refetchIntervalInBackground: false,
  });
  const written = paperwork.data;
  const signed = written?.signed ?? false;

  // The review's signatures reach the detail, the history and signed status too.
  const followed = useRef(signed);
  useEffect(() => {
    if (!signed || followed.current) return;
    followed.current = true;
    void invalidate(queryClient, [
      applicationKeys.detail(applicationId),
      applicationKeys.history(applicationId),
      paperworkKeys.signedStatus(applicationId),
    ]);
  }, [signed, applicationId, queryClient]);

  if (!written || written.types.length === 0) return null;

  return (
    <div id="paper-signing">
      <Suspense fallback={null}>
        <PaperSigningPanel
          applicationId={applicationId}
          types={written.types}
          signed={signed}
          sentAt={sentAt}
          mayUpload={mayUpload}
        />
      </Suspense>
    </div>
  );
}
