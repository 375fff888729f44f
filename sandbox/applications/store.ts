import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { formatUsDate } from '../../src/lib/dates.ts';
import type { CreditType } from '../../src/schemas/enums.ts';
import { attestationState } from '../../src/schemas/attestation.ts';
import { dealerIdsPermitting, type Caller } from '../access.ts';
import { calendarDay } from '../dates.ts';
import { isDealerLockedOut, listAllDealers, type DealerRecord } from '../dealers/store.ts';
import type { EndpointKey } from '../endpoint-keys.ts';
import { prepared } from '../statements.ts';
import { transaction } from '../transaction.ts';
import { decide, decisionChange } from './decisions.ts';
import { statusesSinceItem } from './views.ts';
import {
  applicationNumberFor,
  buildApplicationRecord,
  wireDateTime,
  type ApiVersion,
  type ApplicationStatus,
  type HistoryItem,
  type NewApplication,
  type StoredApplication,
  type StoredApplicationRecord,
} from './record.ts';

/**
 * The application store: the one module that reads and writes the `applications`,
 * `application_history` and `paperwork` tables. Routes (applications here; promotions,
 * paperwork and supporting documents elsewhere) go through these functions, so every change
 * writes a history item, moves ModifyDateUtc (which statuses-since reads) and keeps the query
 * columns in step with the record, and every read first applies the credit decisions that
 * have come due (no timers: a decision happens when something looks).
 */

/** A change to an application: record fields to replace (shallow) and AmountApproved. */
export type ApplicationChange = {
  record?: Partial<StoredApplicationRecord>;
  amountApproved?: number | null;
};

type ApplicationRow = {
  id: number;
  dealer_id: number;
  application_number: number | null;
  submit_number: string;
  status: string;
  long_status: string;
  is_active: number;
  assigned_user_id: number;
  credit_type: string;
  contract_state: string;
  amount_financed: number;
  amount_approved: number | null;
  submitted_version: number;
  record: string;
  created_at: string;
  modified_at: string;
  decide_at: string | null;
};

function fromRow(row: ApplicationRow): StoredApplication {
  return {
    id: row.id,
    dealerId: row.dealer_id,
    applicationNumber: row.application_number,
    submitNumber: row.submit_number,
    status: row.status as ApplicationStatus,
    longStatus: row.long_status,
    isActive: row.is_active === 1,
    assignedUserId: row.assigned_user_id,
    creditType: row.credit_type as CreditType,
    contractState: row.contract_state,
    amountFinanced: row.amount_financed,
    amountApproved: row.amount_approved,
    submittedVersion: row.submitted_version as ApiVersion,
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
    decideAt: row.decide_at,
    record: JSON.parse(row.record) as StoredApplicationRecord,
  };
}

/** The query columns, all copied from the record except AmountApproved and the due time. */
function columnsOf(application: StoredApplication): SQLInputValue[] {
  const { record } = application;
  return [
    application.dealerId,
    record.ApplicationNumber,
    record.SubmitNumber,
    record.Status,
    record.LongApplicationStatus,
    Number(record.IsActive),
    record.AssignedUserId,
    record.LoanType,
    record.Context.State,
    record.FinancialInformation.TotalAmountFinanced,
    application.amountApproved,
    application.submittedVersion,
    JSON.stringify(record),
    application.createdAt,
    application.modifiedAt,
    application.decideAt,
  ];
}

/** The id the next insert gets (AUTOINCREMENT: never reused; the first is 20001). */
export function nextApplicationId(db: DatabaseSync): number {
  const row = prepared(db, "SELECT seq FROM sqlite_sequence WHERE name = 'applications'").get() as
    { seq: number } | undefined;
  return (row?.seq ?? 20_000) + 1;
}

/** A new application in memory, as the submit operation answers it; nothing is written. */
export function newStoredApplication(
  input: NewApplication,
  id: number,
  createdAt: Date,
  decideAt: Date | null,
): StoredApplication {
  const record = buildApplicationRecord(input, id, createdAt);
  return {
    id,
    dealerId: input.dealer.Id,
    applicationNumber: null,
    submitNumber: record.SubmitNumber,
    status: record.Status,
    longStatus: record.LongApplicationStatus,
    isActive: record.IsActive,
    assignedUserId: record.AssignedUserId,
    creditType: record.LoanType,
    contractState: record.Context.State,
    amountFinanced: record.FinancialInformation.TotalAmountFinanced,
    amountApproved: null,
    submittedVersion: input.version,
    createdAt: createdAt.toISOString(),
    modifiedAt: createdAt.toISOString(),
    decideAt: decideAt === null ? null : decideAt.toISOString(),
    record,
  };
}

/**
 * A change applied in memory at `at`: ModifyDateUtc moves, the query fields follow the record,
 * and an application that leaves Processing is no longer due for a decision.
 */
export function applyChange(
  current: StoredApplication,
  change: ApplicationChange,
  at: Date,
): StoredApplication {
  const record: StoredApplicationRecord = {
    ...current.record,
    ...change.record,
    ModifyDateUtc: wireDateTime(at),
  };
  return {
    ...current,
    applicationNumber: record.ApplicationNumber,
    status: record.Status,
    longStatus: record.LongApplicationStatus,
    isActive: record.IsActive,
    assignedUserId: record.AssignedUserId,
    creditType: record.LoanType,
    contractState: record.Context.State,
    amountFinanced: record.FinancialInformation.TotalAmountFinanced,
    amountApproved:
      change.amountApproved === undefined ? current.amountApproved : change.amountApproved,
    modifiedAt: at.toISOString(),
    decideAt: record.Status === 'Processing' ? current.decideAt : null,
    record,
  };
}

/** Writes an application built in memory (by the submit route or the seed) with its history. */
export function insertStoredApplication(
  db: DatabaseSync,
  application: StoredApplication,
  history: readonly { at: string; message: string }[] = [],
): void {
  transaction(db, () => {
    prepared(
      db,
      `INSERT INTO applications (id, dealer_id, application_number, submit_number, status,
         long_status, is_active, assigned_user_id, credit_type, contract_state, amount_financed,
         amount_approved, submitted_version, record, created_at, modified_at, decide_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(application.id, ...columnsOf(application));
    saveStatusItems(db, application);
    for (const item of history) addHistory(db, application.id, item.at, item.message);
  });
}

/**
 * Stores a new submission: Processing, decided at `decideAt` (null: held in review until
 * something else changes it). Returns it as stored.
 */
export function insertApplication(
  db: DatabaseSync,
  input: NewApplication,
  options: { now: Date; decideAt: Date | null },
): StoredApplication {
  return transaction(db, () => {
    const application = newStoredApplication(
      input,
      nextApplicationId(db),
      options.now,
      options.decideAt,
    );
    insertStoredApplication(db, application);
    return application;
  });
}

function addHistory(db: DatabaseSync, applicationId: number, at: string, message: string): void {
  prepared(
    db,
    'INSERT INTO application_history (application_id, at, message) VALUES (?, ?, ?)',
  ).run(applicationId, at, message);
}

function saveApplication(db: DatabaseSync, application: StoredApplication): void {
  prepared(
    db,
    `UPDATE applications SET dealer_id = ?, application_number = ?, submit_number = ?, status = ?,
       long_status = ?, is_active = ?, assigned_user_id = ?, credit_type = ?, contract_state = ?,
       amount_financed = ?, amount_approved = ?, submitted_version = ?, record = ?,
       created_at = ?, modified_at = ?, decide_at = ?
     WHERE id = ?`,
  ).run(...columnsOf(application), application.id);
  saveStatusItems(db, application);
}

/**
 * statuses-since reads `application_status_items`: each application's item of that list, one
 * JSON text per version, written with every insert and update of the application. A list of
 * thousands is then joined text, without opening (parsing) any record. A change to
 * {@link statusesSinceItem} needs a migration that calls {@link rebuildStatusItems}.
 */
function saveStatusItems(db: DatabaseSync, application: StoredApplication): void {
  prepared(
    db,
    `INSERT INTO application_status_items (application_id, dealer_id, modified_at, v1, v2, v3)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (application_id) DO UPDATE SET dealer_id = excluded.dealer_id,
       modified_at = excluded.modified_at, v1 = excluded.v1, v2 = excluded.v2, v3 = excluded.v3`,
  ).run(
    application.id,
    application.dealerId,
    application.modifiedAt,
    JSON.stringify(statusesSinceItem(application, 1)),
    JSON.stringify(statusesSinceItem(application, 2)),
    JSON.stringify(statusesSinceItem(application, 3)),
  );
}

/** Writes the statuses-since items of every application (the migration that added them). */
export function rebuildStatusItems(db: DatabaseSync): void {
  for (const row of db
    .prepare('SELECT * FROM applications')
    .iterate() as Iterable<ApplicationRow>) {
    saveStatusItems(db, fromRow(row));
  }
}

function readApplication(db: DatabaseSync, id: number): StoredApplication | undefined {
  const row = prepared(db, 'SELECT * FROM applications WHERE id = ?').get(id) as
    ApplicationRow | undefined;
  return row && fromRow(row);
}

/** The change and history item of the credit decision of a Processing application. */
export function decisionFor(
  application: StoredApplication,
  dealer: DealerRecord,
  decidedAt: Date,
): { change: ApplicationChange; history: string } {
  const { history, ...change } = decisionChange(
    application.record,
    decide(application.record),
    dealer,
    decidedAt,
    applicationNumberFor(application.id),
  );
  return { change, history };
}

/**
 * Applies every credit decision due by `now`, each at its due time (so its history item and
 * ModifyDateUtc say when it was decided). Every read calls this first; returns how many.
 */
export function settleDueDecisions(db: DatabaseSync, now: Date): number {
  const due = prepared(
    db,
    `SELECT * FROM applications WHERE decide_at IS NOT NULL AND decide_at <= ?
      ORDER BY decide_at, id`,
  ).all(now.toISOString()) as ApplicationRow[];
  if (due.length === 0) return 0;
  const dealers = new Map(listAllDealers(db).map((dealer) => [dealer.Id, dealer]));
  transaction(db, () => {
    for (const row of due) {
      const application = fromRow(row);
      const dealer = dealers.get(application.dealerId);
      if (application.status !== 'Processing' || dealer === undefined) continue;
      const decidedAt = new Date(row.decide_at!);
      const { change, history } = decisionFor(application, dealer, decidedAt);
      saveApplication(db, applyChange(application, change, decidedAt));
      addHistory(db, application.id, decidedAt.toISOString(), history);
    }
  });
  return due.length;
}

/** The application with this id, whoever asks; with `now`, after applying due decisions. */
export function findApplication(
  db: DatabaseSync,
  id: number,
  now?: Date,
): StoredApplication | undefined {
  if (now !== undefined) settleDueDecisions(db, now);
  return readApplication(db, id);
}

export type ApplicationAccess =
  | { ok: true; application: StoredApplication; dealer: DealerRecord }
  | { ok: false; status: 403 | 404; message: string };

export const applicationNotFoundMessage = 'The application was not found.';

/**
 * "A dealer that does not attest within its attestation window loses access until it attests
 * again" (spec, Authentication 3): the answer names the dealer and says it must attest.
 */
export function attestationLockOutMessage(dealer: DealerRecord, today: string): string {
  const state = attestationState(dealer, today);
  const deadline = state.kind === 'lapsed' ? ` on ${formatUsDate(state.deadline)}` : '';
  return `${dealer.Name} (dealer ${dealer.DealerNumber}) missed its attestation deadline${deadline}. The dealer must attest before its applications can be used again.`;
}

/**
 * The application for a request with permission `permissionKey`: 404 unless it belongs to a
 * dealer on which the caller holds that permission (another dealer's id is "not found", so
 * ids reveal nothing); 403 with the attestation message when its dealer is locked out.
 * Due decisions are applied first.
 */
export function findApplicationForCaller(
  db: DatabaseSync,
  caller: Caller,
  id: number,
  permissionKey: EndpointKey,
  now: Date,
): ApplicationAccess {
  const application = findApplication(db, id, now);
  const permitted = new Set(dealerIdsPermitting(caller, permissionKey));
  if (application === undefined || !permitted.has(application.dealerId)) {
    return { ok: false, status: 404, message: applicationNotFoundMessage };
  }
  const dealer = listAllDealers(db).find((candidate) => candidate.Id === application.dealerId);
  if (dealer === undefined) return { ok: false, status: 404, message: applicationNotFoundMessage };
  const today = calendarDay(now);
  if (isDealerLockedOut(dealer, today)) {
    return { ok: false, status: 403, message: attestationLockOutMessage(dealer, today) };
  }
  return { ok: true, application, dealer };
}

/**
 * Changes an application at `now`: applies due decisions first, then the change (an object,
 * or a function of the current application), moves ModifyDateUtc and adds `historyMessage`
 * to its history. Undefined when there is no such application.
 */
export function updateApplication(
  db: DatabaseSync,
  id: number,
  change: ApplicationChange | ((current: StoredApplication) => ApplicationChange),
  historyMessage: string,
  now: Date,
): StoredApplication | undefined {
  return transaction(db, () => {
    const current = findApplication(db, id, now);
    if (current === undefined) return undefined;
    const updated = applyChange(
      current,
      typeof change === 'function' ? change(current) : change,
      now,
    );
    saveApplication(db, updated);
    addHistory(db, id, now.toISOString(), historyMessage);
    return updated;
  });
}

/** The caller's dealers with `permissionKey`, less any locked out by attestation on `now`'s day. */
function listableDealerIds(
  db: DatabaseSync,
  caller: Caller,
  now: Date,
  permissionKey: EndpointKey,
): number[] {
  const today = calendarDay(now);
  const permitted = new Set(dealerIdsPermitting(caller, permissionKey));
  return listAllDealers(db)
    .filter((dealer) => permitted.has(dealer.Id) && !isDealerLockedOut(dealer, today))
    .map((dealer) => dealer.Id);
}

/**
 * The applications of the caller's dealers (those where they hold `permissionKey`, less any
 * locked out by attestation) changed at or after `since`, oldest change first, after applying
 * the decisions due by `now`.
 */
export function listChangedSince(
  db: DatabaseSync,
  caller: Caller,
  since: Date,
  now: Date,
  permissionKey: EndpointKey = 'applications.read',
): StoredApplication[] {
  settleDueDecisions(db, now);
  const dealerIds = listableDealerIds(db, caller, now, permissionKey);
  if (dealerIds.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT * FROM applications
        WHERE dealer_id IN (${dealerIds.map(() => '?').join(', ')}) AND modified_at >= ?
        ORDER BY modified_at, id`,
    )
    .all(...dealerIds, since.toISOString()) as ApplicationRow[];
  return rows.map(fromRow);
}

/**
 * The statuses-since answer of `version` as JSON text: the same applications as
 * {@link listChangedSince}, each as {@link statusesSinceItem} gives it, but joined from the
 * stored items, so a list of thousands parses no record (bench: 10,000 applications).
 */
export function listChangedSinceJson(
  db: DatabaseSync,
  caller: Caller,
  since: Date,
  now: Date,
  version: ApiVersion,
  permissionKey: EndpointKey = 'applications.read',
): string {
  settleDueDecisions(db, now);
  const dealerIds = listableDealerIds(db, caller, now, permissionKey);
  if (dealerIds.length === 0) return '[]';
  const statement = db.prepare(
    `SELECT v${version} FROM application_status_items
      WHERE modified_at >= ? AND dealer_id IN (${dealerIds.map(() => '?').join(', ')})
      ORDER BY modified_at, application_id`,
  );
  statement.setReturnArrays(true);
  const rows = statement.all(since.toISOString(), ...dealerIds) as unknown as [string][];
  return `[${rows.map(([item]) => item).join(',')}]`;
}

/** The history, oldest first, as `{Message, Date}` with Date UTC without a zone. */
export function historyOf(db: DatabaseSync, applicationId: number): HistoryItem[] {
  const rows = prepared(
    db,
    'SELECT at, message FROM application_history WHERE application_id = ? ORDER BY at, id',
  ).all(applicationId) as { at: string; message: string }[];
  return rows.map((row) => ({ Message: row.message, Date: wireDateTime(new Date(row.at)) }));
}

/** Users an application of this dealer may be assigned to: its active users and operator staff. */
export function assignableUserIds(db: DatabaseSync, dealerId: number): number[] {
  const rows = prepared(
    db,
    `SELECT DISTINCT u.id FROM users u
       LEFT JOIN user_dealer_roles udr ON udr.user_id = u.id AND udr.dealer_id = ?
      WHERE u.is_active = 1 AND (udr.dealer_id IS NOT NULL OR u.is_operator = 1)
      ORDER BY u.id`,
  ).all(dealerId) as { id: number }[];
  return rows.map((row) => row.id);
}

/** "Defaults to the service's default operator user": the first active operator. */
export function defaultOperatorUserId(db: DatabaseSync): number | undefined {
  const row = prepared(
    db,
    'SELECT id FROM users WHERE is_operator = 1 ORDER BY is_active DESC, id LIMIT 1',
  ).get() as { id: number } | undefined;
  return row?.id;
}

/**
 * The active user of the dealer (or operator staff) with that e-mail address, any letter case:
 * whom AssignedUserEmailAddress names, and what validateEmail accepts (docs/decisions/0010).
 */
export function assignableUserByEmail(
  db: DatabaseSync,
  dealerId: number,
  emailAddress: string,
): number | undefined {
  const assignable = new Set(assignableUserIds(db, dealerId));
  const matches = prepared(db, 'SELECT id FROM users WHERE email = ? COLLATE NOCASE').all(
    emailAddress.trim(),
  ) as { id: number }[];
  return matches.find((user) => assignable.has(user.id))?.id;
}

/**
 * AssignedUserEmailAddress: the active user of the dealer with that e-mail address (any
 * letter case); anyone else, or no address, gets the default operator.
 */
export function assigneeFor(
  db: DatabaseSync,
  dealerId: number,
  emailAddress: string | null | undefined,
): number | undefined {
  const match = emailAddress ? assignableUserByEmail(db, dealerId, emailAddress) : undefined;
  return match ?? defaultOperatorUserId(db);
}

/** Paperwork documents as the paperwork routes record them; FULL is the credit contract. */
export type PaperworkDocumentType = 'FULL' | 'LCC' | 'ACH';

/** Records a paperwork document as submitted (again), clearing any earlier signature. */
export function recordPaperworkSubmitted(
  db: DatabaseSync,
  applicationId: number,
  documentType: PaperworkDocumentType,
  submittedAt: Date,
): void {
  prepared(
    db,
    `INSERT INTO paperwork (application_id, document_type, submitted_at, signed_at)
     VALUES (?, ?, ?, NULL)
     ON CONFLICT (application_id, document_type)
     DO UPDATE SET submitted_at = excluded.submitted_at, signed_at = NULL`,
  ).run(applicationId, documentType, submittedAt.toISOString());
}

/** Records a submitted paperwork document as signed. */
export function recordPaperworkSigned(
  db: DatabaseSync,
  applicationId: number,
  documentType: PaperworkDocumentType,
  signedAt: Date,
): void {
  prepared(
    db,
    'UPDATE paperwork SET signed_at = ? WHERE application_id = ? AND document_type = ?',
  ).run(signedAt.toISOString(), applicationId, documentType);
}

/** Stage funding needs the full paperwork signed (ARCHITECTURE.md, "Decided"). */
export function isFullPaperworkSigned(db: DatabaseSync, applicationId: number): boolean {
  const row = prepared(
    db,
    `SELECT 1 AS signed FROM paperwork
      WHERE application_id = ? AND document_type = 'FULL' AND signed_at IS NOT NULL`,
  ).get(applicationId);
  return row !== undefined;
}
