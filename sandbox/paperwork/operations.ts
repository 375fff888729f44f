import { applicationReference } from './reference.ts';
import type { DatabaseSync } from 'node:sqlite';
import { formatUsDate } from '../../src/lib/dates.ts';
import { toCents } from '../../src/lib/money.ts';
import type { PaperworkDocument } from '../../src/schemas/enums.ts';
import {
  type AchPaperworkRequest,
  completionCertificateKind,
  signatureOption,
  type PaperworkRequest,
  type SigningOption,
} from '../../src/schemas/paperwork-requests.ts';
import type { PathIssue } from '../../src/schemas/refine-at.ts';
import type { StoredApplication, WirePhoneNumber } from '../applications/record.ts';
import {
  recordPaperworkSigned,
  recordPaperworkSubmitted,
  updateApplication,
} from '../applications/store.ts';
import { calendarDay } from '../dates.ts';
import type { DealerRecord } from '../dealers/store.ts';
import { insertDocument } from '../documents/store.ts';
import { estimatedMonthlyPayment, findCataloguePromotion } from '../promotions/catalogue.ts';
import { transaction } from '../transaction.ts';
import {
  addressLines,
  generatePaperworkPdf,
  paperworkDocumentTitle,
  type PaperworkPdfInput,
  type PaperworkPdfType,
  type PdfParty,
} from './pdfs.ts';
import { documentTitle } from './html.ts';
import {
  addOutboxMessage,
  documentSigned,
  newAccessCode,
  newSigningToken,
  saveSubmission,
  submissionsOf,
  type PaperworkSubmission,
  type Signee,
  type SigneeType,
  type SubmissionKind,
} from './store.ts';
import { achRequestOf, fullRequestOf, personName, signedDocuments } from './views.ts';

/**
 * What paperwork submissions, signatures and resends do to the sandbox's state: the
 * submission and its signers, the per-document `paperwork` rows stage funding reads, the
 * application record's Signatures with a history item, and the outbox for the e-mail option.
 */

export const OPTION_LABELS: Record<SigningOption, string> = {
  download: 'download',
  esign: 'e-sign',
  email: 'e-mail signing',
};

const SIGNEE_LABELS: Record<SigneeType, string> = {
  Applicant: 'Applicant',
  CoApplicant: 'Co-applicant',
  Dealer: 'Dealer',
};

/** The signing page of a submission, root-relative. */
export const signingPath = (token: string) => `/sandbox/esign/${token}`;

/** The documents a full submission yields (spec: LCC with a full certificate, ACH with Payment). */
export function fullDocuments(
  request: PaperworkRequest,
  dealer: DealerRecord,
): PaperworkDocument[] {
  return [
    'FULL',
    ...(dealer.IncludeLcc && completionCertificateKind(request.CompletionCertificate) === 'full'
      ? (['LCC'] as const)
      : []),
    ...(request.Payment ? (['ACH'] as const) : []),
  ];
}

type SignerInput = {
  type: SigneeType;
  name: string;
  /** From the Signature's signer object. */
  email: string | null | undefined;
  /** Where an e-mail address may come from when the Signature has none. */
  fallbackEmail: string | null | undefined;
  isUnitedStatesCitizen: boolean | null | undefined;
  identificationType: string | null | undefined;
};

/**
 * The signers in order with their documents, dates and codes. E-sign happens on one device, so
 * it needs no addresses; the e-mail option needs one per signer (from the Signature, else the
 * paperwork or the application, the dealer's else the submitting user's), or names the field.
 */
function signeesFor(
  signers: readonly SignerInput[],
  option: SigningOption,
  documents: PaperworkDocument[],
  now: Date,
): { signees: Signee[]; issues: PathIssue[] } {
  const today = calendarDay(now);
  const issues: PathIssue[] = [];
  const signees = signers.map((signer): Signee => {
    const email =
      option === 'download' ? null : (signer.email ?? signer.fallbackEmail ?? null) || null;
    if (option === 'email' && email === null) {
      issues.push({
        path: ['Signature', signer.type, 'EmailAddress'],
        message: `${SIGNEE_LABELS[signer.type]} signer e-mail is required to e-mail the signing request`,
      });
    }
    return {
      type: signer.type,
      name: signer.name,
      email,
      accessCode: option === 'email' ? newAccessCode() : null,
      isUnitedStatesCitizen: signer.isUnitedStatesCitizen ?? null,
      identificationType: signer.identificationType ?? null,
      documents,
      dateSent: option === 'download' ? null : today,
      dateSigned: null,
      // E-mailed requests: each signee gets a link of their own, serving only them.
      linkToken: option === 'email' ? newSigningToken() : null,
      linkSentAt: option === 'download' ? null : now.toISOString(),
    };
  });
  return { signees, issues };
}

export type SubmissionContext = {
  application: StoredApplication;
  dealer: DealerRecord;
  /** The submitting user's e-mail: the dealer signer's address when the Signature has none. */
  callerEmail: string;
  now: Date;
};

export type NewSubmission = { submission: PaperworkSubmission } | { issues: PathIssue[] };

export function newFullSubmission(
  request: PaperworkRequest,
  context: SubmissionContext,
): NewSubmission {
  const option = signatureOption(request.Signature)!;
  const documents = fullDocuments(request, context.dealer);
  const { Application: parties, Signature: signature } = request;
  const record = context.application.record;
  const signers: SignerInput[] = [
    {
      type: 'Applicant',
      name: personName(parties.Applicant),
      email: signature.Applicant?.EmailAddress,
      fallbackEmail: parties.Applicant.EmailAddress ?? record.Applicant.EmailAddress,
      isUnitedStatesCitizen: signature.Applicant?.IsUnitedStatesCitizen,
      identificationType:
        signature.Applicant?.IdentificationType ?? parties.Applicant.IdentificationType,
    },
    ...(parties.CoApplicant
      ? [
          {
            type: 'CoApplicant' as const,
            name: personName(parties.CoApplicant),
            email: signature.CoApplicant?.EmailAddress,
            fallbackEmail: parties.CoApplicant.EmailAddress ?? record.CoApplicant?.EmailAddress,
            isUnitedStatesCitizen: signature.CoApplicant?.IsUnitedStatesCitizen,
            identificationType:
              signature.CoApplicant?.IdentificationType ?? parties.CoApplicant.IdentificationType,
          },
        ]
      : []),
    {
      type: 'Dealer',
      name: signature.Dealer?.Name ?? parties.Dealer.Name,
      email: signature.Dealer?.EmailAddress,
      fallbackEmail: context.callerEmail,
      isUnitedStatesCitizen: null,
      identificationType: null,
    },
  ];
  return buildSubmission('full', request, option, documents, signers, context);
}

export function newAchSubmission(
  request: AchPaperworkRequest,
  full: PaperworkRequest | null,
  context: SubmissionContext,
): NewSubmission {
  const option = signatureOption(request.Signature)!;
  const signature = request.Signature;
  const record = context.application.record;
  const applicantName = full
    ? personName(full.Application.Applicant)
    : personName(record.Applicant);
  const coApplicant = full?.Application.CoApplicant ?? record.CoApplicant;
  const signers: SignerInput[] = [
    ...((signature.Applicant?.ApplicantSigningAch ?? true)
      ? [
          {
            type: 'Applicant' as const,
            name: applicantName,
            email: signature.Applicant?.EmailAddress,
            fallbackEmail:
              full?.Application.Applicant.EmailAddress ?? record.Applicant.EmailAddress,
            isUnitedStatesCitizen: signature.Applicant?.IsUnitedStatesCitizen,
            identificationType:
              signature.Applicant?.IdentificationType ??
              record.Applicant.Identification.LegalIdentificationType,
          },
        ]
      : []),
    ...(coApplicant && (signature.CoApplicant?.CoApplicantSigningAch ?? false)
      ? [
          {
            type: 'CoApplicant' as const,
            name: personName(coApplicant),
            email: signature.CoApplicant?.EmailAddress,
            fallbackEmail: coApplicant.EmailAddress,
            isUnitedStatesCitizen: signature.CoApplicant?.IsUnitedStatesCitizen,
            identificationType:
              signature.CoApplicant?.IdentificationType ??
              record.CoApplicant?.Identification.LegalIdentificationType,
          },
        ]
      : []),
    {
      type: 'Dealer',
      name: signature.Dealer?.Name ?? context.dealer.Name,
      email: signature.Dealer?.EmailAddress,
      fallbackEmail: context.callerEmail,
      isUnitedStatesCitizen: null,
      identificationType: null,
    },
  ];
  return buildSubmission('ach', request, option, ['ACH'], signers, context);
}

function buildSubmission(
  kind: SubmissionKind,
  request: PaperworkRequest | AchPaperworkRequest,
  option: SigningOption,
  documents: PaperworkDocument[],
  signers: readonly SignerInput[],
  context: SubmissionContext,
): NewSubmission {
  const { signees, issues } = signeesFor(signers, option, documents, context.now);
  if (issues.length > 0) return { issues };
  return {
    submission: {
      applicationId: context.application.id,
      kind,
      option,
      request,
      documents,
      hardCopies: request.DocumentSelection.DownloadHardCopies,
      token: option === 'download' ? null : newSigningToken(),
      signees,
      submittedAt: context.now.toISOString(),
    },
  };
}

/** The response's DownloadUrl: root-relative, without the version segment (point 11). */
export function downloadUrl(submission: PaperworkSubmission): string {
  const type = submission.hardCopies ? 'HardCopies' : submission.documents[0];
  return `/api/applications/paperwork/${submission.applicationId}/download?documentType=${type}`;
}

function sendSigningRequests(
  db: DatabaseSync,
  application: StoredApplication,
  submission: PaperworkSubmission,
  signees: readonly Signee[],
  now: Date,
): void {
  const reference = applicationReference(application.id, application.record.ApplicationNumber);
  for (const signee of signees) {
    const titles = signee.documents.map(documentTitle).join(', ');
    addOutboxMessage(db, {
      to: signee.email!,
      subject: `Please sign: ${titles} for ${reference.charAt(0).toLowerCase()}${reference.slice(1)}`,
      sentAt: now.toISOString(),
      applicationId: application.id,
      applicationNumber: application.record.ApplicationNumber,
      link: signingPath(signee.linkToken ?? submission.token!),
      signeeType: signee.type,
      documents: signee.documents,
    });
  }
}

/**
 * Stores a submission (replacing the current one of its kind), records its documents as
 * submitted, e-mails the signers for the e-mail option, and puts the signatures on the record.
 */
export function recordSubmission(
  db: DatabaseSync,
  application: StoredApplication,
  submission: PaperworkSubmission,
  now: Date,
): void {
  transaction(db, () => {
    saveSubmission(db, submission);
    for (const document of submission.documents) {
      recordPaperworkSubmitted(db, application.id, document, now);
    }
    if (submission.option === 'email') {
      sendSigningRequests(db, application, submission, submission.signees, now);
    }
    const what = submission.kind === 'full' ? 'Paperwork' : 'ACH-only paperwork';
    updateApplication(
      db,
      application.id,
      { record: { Signatures: signedDocuments(submissionsOf(db, application.id)) } },
      `${what} submitted for ${OPTION_LABELS[submission.option]}: ${submission.documents.join(', ')}.`,
      now,
    );
  });
}

/**
 * Applies signatures to a submission (`sign` returns the signees with their new dates), marks
 * the documents every signer has now signed, and writes the record and its history item.
 * Returns the submission as saved and the documents it completed.
 */
export function recordSignatures(
  db: DatabaseSync,
  submission: PaperworkSubmission,
  signees: Signee[],
  historyMessage: string,
  now: Date,
): { submission: PaperworkSubmission; completed: PaperworkDocument[] } {
  const updated = { ...submission, signees };
  const completed = submission.documents.filter(
    (document) => !documentSigned(submission, document) && documentSigned(updated, document),
  );
  transaction(db, () => {
    saveSubmission(db, updated);
    for (const document of completed) {
      recordPaperworkSigned(db, submission.applicationId, document, now);
    }
    updateApplication(
      db,
      submission.applicationId,
      { record: { Signatures: signedDocuments(submissionsOf(db, submission.applicationId)) } },
      historyMessage,
      now,
    );
  });
  return { submission: updated, completed };
}

/** The current signer signs every document of theirs today. */
export function signAs(
  db: DatabaseSync,
  submission: PaperworkSubmission,
  signee: Signee,
  now: Date,
) {
  const today = calendarDay(now);
  const signees = submission.signees.map((candidate) =>
    candidate.type === signee.type ? { ...candidate, dateSigned: today } : candidate,
  );
  const message = `${SIGNEE_LABELS[signee.type]} signed ${signee.documents.join(', ')} (${OPTION_LABELS[submission.option]}).`;
  return recordSignatures(db, submission, signees, message, now);
}

/** Wet signatures received for a downloaded submission: every signer signed today. */
export function markSigned(db: DatabaseSync, submission: PaperworkSubmission, now: Date) {
  const today = calendarDay(now);
  const signees = submission.signees.map((signee) => ({
    ...signee,
    dateSigned: signee.dateSigned ?? today,
  }));
  const message = `Signed paperwork received on paper: ${submission.documents.join(', ')}.`;
  return recordSignatures(db, submission, signees, message, now);
}

/**
 * E-sign resend: the signers of the chosen documents who have not signed are sent the request
 * again today (the e-mail option e-mails them again).
 */
export function resendSigningRequests(
  db: DatabaseSync,
  application: StoredApplication,
  targets: readonly { submission: PaperworkSubmission; documents: PaperworkDocument[] }[],
  now: Date,
): void {
  const today = calendarDay(now);
  transaction(db, () => {
    for (const { submission, documents } of targets) {
      const resent: Signee[] = [];
      const signees = submission.signees.map((signee) => {
        if (signee.dateSigned !== null || !signee.documents.some((d) => documents.includes(d))) {
          return signee;
        }
        // Sending again issues a new link for two more weeks (store.ts, signingLinkLifetimeMs);
        // the old one stops working, so an expired or leaked link is never revived.
        const again = {
          ...signee,
          dateSent: today,
          linkSentAt: now.toISOString(),
          linkToken: submission.option === 'email' ? newSigningToken() : null,
        };
        resent.push(again);
        return again;
      });
      const updated = { ...submission, signees };
      saveSubmission(db, updated);
      if (submission.option === 'email') {
        sendSigningRequests(db, application, updated, resent, now);
      }
    }
    const documents = [...new Set(targets.flatMap((target) => target.documents))];
    updateApplication(
      db,
      application.id,
      { record: { Signatures: signedDocuments(submissionsOf(db, application.id)) } },
      `Signing requests sent again for ${documents.join(', ')} on ${formatUsDate(today)}.`,
      now,
    );
  });
}

// ---------------------------------------------------------------------------------------------
// PDFs

type PhoneParts = Pick<WirePhoneNumber, 'AreaCode' | 'CentralOfficeCode' | 'StationNumber'>;

const phoneDigits = (phone: PhoneParts | null | undefined) =>
  phone ? `${phone.AreaCode}${phone.CentralOfficeCode}${phone.StationNumber}` : null;

function partyOf(person: StoredApplication['record']['Applicant']): PdfParty {
  return {
    name: personName(person),
    addressLines: addressLines(person.Address),
    email: person.EmailAddress,
    phone: phoneDigits(person.PhoneNumbers.find((phone) => phone.IsPrimary)),
  };
}

/**
 * The PDF of one document type from the given submissions (those that chose download, or the
 * one a signing page shows). An LCC the dealer does not include is left out of the packet.
 */
export function pdfInputFor(
  application: StoredApplication,
  dealer: DealerRecord,
  submissions: readonly PaperworkSubmission[],
  documentType: PaperworkPdfType,
  now: Date,
): PaperworkPdfInput {
  const fullSubmission = submissions.find((submission) => submission.kind === 'full');
  const achSubmission = submissions.find((submission) => submission.kind === 'ach');
  const full = fullRequestOf(fullSubmission);
  const ach = achRequestOf(achSubmission);
  const paperwork =
    full && !fullSubmission!.documents.includes('LCC')
      ? {
          ...full,
          CompletionCertificate: {
            ...full.CompletionCertificate,
            CompletionDate: null,
            ProductInstalledAtApplicantsAddress: null,
            ProductInstaller: null,
            Address: null,
          },
        }
      : full;
  const { record } = application;
  const chosen =
    record.PromotionId === null ? undefined : findCataloguePromotion(record.PromotionId);
  const amount = toCents(full?.LoanParameters.AmountFinanced ?? application.amountFinanced);
  return {
    documentType,
    application: {
      id: application.id,
      applicationNumber: record.ApplicationNumber,
      dealer: {
        name: dealer.Name,
        addressLines: addressLines(dealer.Address),
        phone: phoneDigits(dealer.PhoneNumber),
      },
      applicant: partyOf(record.Applicant),
      coApplicant: record.CoApplicant === null ? null : partyOf(record.CoApplicant),
      createdOn: record.CreateDateUtc,
    },
    paperwork,
    ach: ach?.Payment ?? null,
    achSignature: ach?.Signature ?? null,
    promotion: chosen
      ? {
          name: chosen.Name,
          promoCode: chosen.PromoCode,
          apr: chosen.apr,
          terms: chosen.fullTerms,
          paymentFactor: chosen.paymentFactor,
          estimatedMonthlyPayment: estimatedMonthlyPayment(chosen, amount),
        }
      : null,
    generatedAt: now,
  };
}

/**
 * Files the signed documents of a completed submission with the application's supporting
 * documents (category `paperwork`), as the service files what it generates.
 */
export async function fileSignedDocuments(
  db: DatabaseSync,
  application: StoredApplication,
  dealer: DealerRecord,
  submission: PaperworkSubmission,
  documents: readonly PaperworkDocument[],
  now: Date,
): Promise<void> {
  for (const document of documents) {
    const content = await generatePaperworkPdf(
      pdfInputFor(application, dealer, [submission], document, now),
    );
    insertDocument(db, {
      dealerId: dealer.Id,
      applicationId: application.id,
      name: `${paperworkDocumentTitle(document, fullRequestOf(submission))}, signed`,
      description: `Paperwork signed by ${OPTION_LABELS[submission.option]}`,
      category: 'paperwork',
      fileName: `paperwork-${application.id}-${document}-signed.pdf`,
      content,
      uploadedAt: now.toISOString(),
      uploadedBy: null,
    });
  }
}
