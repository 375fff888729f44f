import { randomBytes, randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { SIGNEE_TYPES, PaperworkDocument } from '../../src/schemas/enums.ts';
import type { SigningOption } from '../../src/schemas/paperwork-requests.ts';
import type { OutboxMessage } from './outbox-page.ts';

/**
 * Paperwork submissions, their signers and the sandbox outbox (tables `paperwork_submissions`
 * and `sandbox_outbox`). An application has at most one current submission of each kind: the
 * full paperwork and the ACH-only paperwork; submitting again replaces it (and its signing
 * link). The per-document `paperwork` rows that stage funding reads are kept in step through
 * the application store (recordPaperworkSubmitted / recordPaperworkSigned).
 */

export type SubmissionKind = 'full' | 'ach';

export type SigneeType = (typeof SIGNEE_TYPES)[number];

/** One person who signs a submission's documents. Dates are calendar days `YYYY-MM-DD`. */
export type Signee = {
  type: SigneeType;
  name: string;
  email: string | null;
  /** E-mail option only: the code the message gives the signer. */
  accessCode: string | null;
  isUnitedStatesCitizen: boolean | null;
  identificationType: string | null;
  documents: PaperworkDocument[];
  dateSent: string | null;
  dateSigned: string | null;
  /**
   * E-mail option: this signee's own signing link, which serves only them (absent in rows
   * stored before links were per signee).
   */
  linkToken?: string | null;
  /** ISO instant the signee's request was last sent: a signing link expires from it. */
  linkSentAt?: string | null;
};

export type PaperworkSubmission = {
  applicationId: number;
  kind: SubmissionKind;
  option: SigningOption;
  /** The validated request body (full: PaperworkRequest; ACH-only: AchPaperworkRequest). */
  request: unknown;
  /** FULL / LCC / ACH, in packet order. */
  documents: PaperworkDocument[];
  hardCopies: boolean;
  /** The signing page's token (e-sign and e-mail); null for download. */
  token: string | null;
  /** In signing order: Applicant, CoApplicant, Dealer. */
  signees: Signee[];
  /** ISO instant. */
  submittedAt: string;
};

type SubmissionRow = {
  application_id: number;
  kind: string;
  signing_option: string;
  request: string;
  documents: string;
  hard_copies: number;
  signing_token: string | null;
  signees: string;
  submitted_at: string;
};

function fromRow(row: SubmissionRow): PaperworkSubmission {
  return {
    applicationId: row.application_id,
    kind: row.kind as SubmissionKind,
    option: row.signing_option as SigningOption,
    request: JSON.parse(row.request) as unknown,
    documents: JSON.parse(row.documents) as PaperworkDocument[],
    hardCopies: row.hard_copies === 1,
    token: row.signing_token,
    signees: JSON.parse(row.signees) as Signee[],
    submittedAt: row.submitted_at,
  };
}

/** A signing link's secret: long enough that links cannot be guessed. */
export function newSigningToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The six-digit code an e-mailed signing request carries. */
export function newAccessCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Both current submissions of an application, full first. */
export function submissionsOf(db: DatabaseSync, applicationId: number): PaperworkSubmission[] {
  const rows = db
    .prepare(
      `SELECT * FROM paperwork_submissions WHERE application_id = ?
        ORDER BY CASE kind WHEN 'full' THEN 0 ELSE 1 END`,
    )
    .all(applicationId) as SubmissionRow[];
  return rows.map(fromRow);
}

export function findSubmission(
  db: DatabaseSync,
  applicationId: number,
  kind: SubmissionKind,
): PaperworkSubmission | undefined {
  const row = db
    .prepare('SELECT * FROM paperwork_submissions WHERE application_id = ? AND kind = ?')
    .get(applicationId, kind) as SubmissionRow | undefined;
  return row && fromRow(row);
}

export function findSubmissionByToken(
  db: DatabaseSync,
  token: string,
): PaperworkSubmission | undefined {
  const row = db
    .prepare('SELECT * FROM paperwork_submissions WHERE signing_token = ?')
    .get(token) as SubmissionRow | undefined;
  return row && fromRow(row);
}

/**
 * How long a signing link works after its request was (last) sent: two weeks gives a signer
 * two weekends to find the e-mail, while a forwarded or leaked link stops showing the
 * applicant's paperwork soon after; sending the request again (resend) issues a new link.
 */
export const signingLinkLifetimeMs = 14 * 24 * 60 * 60 * 1000;

/**
 * A signing link: the submission's own (ESignUrl: every signee in turn on one device) or one
 * signee's e-mailed link, which serves that signee only.
 */
export type SigningLink = {
  token: string;
  submission: PaperworkSubmission;
  /** Set for a signee's own link. */
  signee: Signee | null;
  expiresAt: Date;
};

function latest(instants: readonly (string | null | undefined)[]): number {
  return Math.max(
    ...instants.map((instant) => (instant ? Date.parse(instant) : NaN)).filter(Number.isFinite),
  );
}

export function findSigningLink(db: DatabaseSync, token: string): SigningLink | undefined {
  if (!/^[\w-]{16,64}$/.test(token)) return undefined;
  const whole = findSubmissionByToken(db, token);
  if (whole) {
    // The ESignUrl counts from the submission only: a resend issues no new ESignUrl, so it
    // must not revive the old one either.
    return {
      token,
      submission: whole,
      signee: null,
      expiresAt: new Date(Date.parse(whole.submittedAt) + signingLinkLifetimeMs),
    };
  }
  // Signee links live in the signees' JSON; a token is base64url, so the quoted text is exact.
  const row = db
    .prepare('SELECT * FROM paperwork_submissions WHERE instr(signees, ?) > 0')
    .get(`"linkToken":"${token}"`) as SubmissionRow | undefined;
  const submission = row && fromRow(row);
  const signee = submission?.signees.find((candidate) => candidate.linkToken === token);
  if (!submission || !signee) return undefined;
  const sentAt = latest([submission.submittedAt, signee.linkSentAt]);
  return { token, submission, signee, expiresAt: new Date(sentAt + signingLinkLifetimeMs) };
}

/** Stores a submission, replacing the application's current one of the same kind. */
export function saveSubmission(db: DatabaseSync, submission: PaperworkSubmission): void {
  db.prepare(
    `INSERT INTO paperwork_submissions (application_id, kind, signing_option, request, documents,
       hard_copies, signing_token, signees, submitted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (application_id, kind) DO UPDATE SET
       signing_option = excluded.signing_option, request = excluded.request,
       documents = excluded.documents, hard_copies = excluded.hard_copies,
       signing_token = excluded.signing_token, signees = excluded.signees,
       submitted_at = excluded.submitted_at`,
  ).run(
    submission.applicationId,
    submission.kind,
    submission.option,
    JSON.stringify(submission.request),
    JSON.stringify(submission.documents),
    Number(submission.hardCopies),
    submission.token,
    JSON.stringify(submission.signees),
    submission.submittedAt,
  );
}

/** Whether any signer of the submission has signed: then it can no longer be replaced. */
export function anySigned(submission: PaperworkSubmission | undefined): boolean {
  return submission?.signees.some((signee) => signee.dateSigned !== null) ?? false;
}

/** Whether every signer of a document has signed it. */
export function documentSigned(submission: PaperworkSubmission, document: PaperworkDocument) {
  const signers = submission.signees.filter((signee) => signee.documents.includes(document));
  return signers.length > 0 && signers.every((signee) => signee.dateSigned !== null);
}

export function allSigned(submission: PaperworkSubmission): boolean {
  return submission.signees.every((signee) => signee.dateSigned !== null);
}

// ---------------------------------------------------------------------------------------------
// Outbox

type OutboxRow = {
  recipient: string;
  subject: string;
  sent_at: string;
  application_id: number;
  application_number: number | null;
  link: string;
  signee_type: string | null;
  documents: string;
};

export function addOutboxMessage(db: DatabaseSync, message: OutboxMessage): void {
  db.prepare(
    `INSERT INTO sandbox_outbox (recipient, subject, sent_at, application_id, application_number,
       link, signee_type, documents)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    message.to,
    message.subject,
    message.sentAt,
    message.applicationId,
    message.applicationNumber ?? null,
    message.link,
    message.signeeType ?? null,
    JSON.stringify(message.documents ?? []),
  );
}

/**
 * The messages the sandbox would have e-mailed about applications of the given dealers
 * ('all' for operator staff), oldest first.
 */
export function outboxMessages(
  db: DatabaseSync,
  dealerIds: readonly number[] | 'all',
): OutboxMessage[] {
  const rows = (
    dealerIds === 'all'
      ? db.prepare('SELECT * FROM sandbox_outbox ORDER BY sent_at, id').all()
      : db
          .prepare(
            `SELECT o.* FROM sandbox_outbox o JOIN applications a ON a.id = o.application_id
              WHERE a.dealer_id IN (SELECT value FROM json_each(?))
              ORDER BY o.sent_at, o.id`,
          )
          .all(JSON.stringify(dealerIds))
  ) as OutboxRow[];
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    sentAt: row.sent_at,
    applicationId: row.application_id,
    applicationNumber: row.application_number,
    link: row.link,
    signeeType: row.signee_type,
    documents: JSON.parse(row.documents) as string[],
  }));
}
