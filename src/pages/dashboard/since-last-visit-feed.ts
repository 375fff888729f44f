import type { BoardEntry } from '../../api/status-sync.ts';
import { displayEnum } from '../../lib/format.ts';
import { calendarDayIn } from '../../lib/time-zones.ts';
import { isFundingRequested } from '../../schemas/enums.ts';
import type { DetailSummary, PaperTrail, SignatureMark } from './view.ts';

/**
 * The "since you were last here" feed (issue 36 item 1, decision 0041), derived from what the
 * dashboard already reads: the status records of its board, the detail summaries of the
 * background reading and the plans and documents the query cache holds. Pure functions.
 *
 * A change is known in one of two ways. Exactly, when the portal saw the application before and
 * after it (a poll while the page is open): such entries are `live` and may be notified. Or by
 * the data's own dates, for what happened while nobody looked: a detail modified after the last
 * visit is described by what it says now, a signature by its DateSigned.
 */
export type FeedKind =
  'decision' | 'conditions' | 'signature' | 'document' | 'plan' | 'reassigned' | 'funding';

/**
 * What happened, as data: the panel words it (feed-words.ts), so this module holds no text and
 * runs as it is under plain Node (the bench). A status and a signee are the lender's words.
 */
export type FeedNews =
  | { say: 'status'; status: string }
  | { say: 'funding' }
  | { say: 'new-conditions'; count: number }
  | { say: 'conditions-open'; count: number }
  | { say: 'conditions-met'; count: number }
  | { say: 'assigned' }
  | { say: 'signed'; signee: string | null; document: string | null }
  | { say: 'paper' }
  | { say: 'plan' };

export interface FeedEntry {
  /** Stable across tabs and polls: the application, the kind and what tells it apart. */
  key: string;
  applicationId: number;
  kind: FeedKind;
  /** What happened, without personal data: "Approved", "Applicant signed the FULL document". */
  what: FeedNews;
  /** When, as well as it is known: an ISO instant, or a calendar day for a signature. */
  at: string | null;
  /** Seen happening while the portal was open (notifications are made only of these). */
  live: boolean;
  /** Assigned to the signed-in user. */
  mine: boolean;
}

/** One application, as the feed compares it. Nullable parts are not known (yet). */
export interface AppFacts {
  id: number;
  status: string | null;
  assignedTo: number | null;
  openConditions: number;
  metConditions: number;
  /** The latest change known: a poll that brought it, or the detail's ModifyDateUtc. */
  changedAt: string | null;
  /** A poll brought it changed or new after the dashboard opened. */
  polled: boolean;
  /** The detail's ModifyDateUtc, or null while the detail is not read. */
  modifiedAt: string | null;
  /** Signatures given; null while the detail is not read. */
  signed: readonly SignatureMark[] | null;
  timeZone: string | undefined;
  planChosen: boolean | null;
  paperSentOn: string | null;
}

export function factsOf(
  entry: BoardEntry,
  detail: DetailSummary | undefined,
  trail: PaperTrail | undefined,
): AppFacts {
  const { status } = entry;
  let open = 0;
  let met = 0;
  for (const message of status.Messages) {
    if (message.MessageType !== 'Condition') continue;
    if (message.IsMet) met += 1;
    else open += 1;
  }
  const modified = detail?.modifiedAt ?? null;
  const changedAt =
    entry.seenAt && (!modified || entry.seenAt > modified) ? entry.seenAt : modified;
  return {
    id: status.LoanApplicationId,
    status: status.LoanApplicationStatus ?? null,
    assignedTo: status.AssignedToUserId ?? null,
    openConditions: open,
    metConditions: met,
    changedAt,
    polled: entry.seenAt !== null,
    modifiedAt: modified,
    signed: detail?.signed ?? null,
    timeZone: detail?.timeZone,
    planChosen: trail?.planChosen ?? null,
    paperSentOn: trail?.paperContractSentOn ?? null,
  };
}

export interface FeedContext {
  /** The signed-in user's id, or null when not known. */
  me: number | null;
  /** The last visit: what changed after this instant (ISO) is new. */
  since: string;
}

/** The last visit's day in each zone: a few zones per pass, not one formatting per application. */
let visitDays = { since: '', days: new Map<string | undefined, string>() };
function visitDayIn(since: string, timeZone: string | undefined): string {
  if (visitDays.since !== since) visitDays = { since, days: new Map() };
  let day = visitDays.days.get(timeZone);
  if (day === undefined) {
    day = calendarDayIn(Date.parse(since), timeZone);
    visitDays.days.set(timeZone, day);
  }
  return day;
}

/** What a status tells, or null for one that is no news (back in review). */
function statusNews(status: string | null): { kind: FeedKind; what: FeedNews } | null {
  if (status === null || status === 'Processing') return null;
  if (isFundingRequested(status)) return { kind: 'funding', what: { say: 'funding' } };
  return { kind: 'decision', what: { say: 'status', status: displayEnum(status) } };
}

function signatureWhat(mark: SignatureMark): FeedNews {
  const signee = mark.signee ? displayEnum(mark.signee) : null;
  return { say: 'signed', signee, document: mark.document || null };
}

/**
 * What changed in one application between `before` (undefined: not seen before) and `after`.
 * The status, conditions and assignee are compared exactly when the portal saw them before and
 * the change came with a poll; otherwise an application changed after the last visit is told by
 * what it says now. Signatures and documents are compared exactly once their earlier list was
 * read, and by their days otherwise (the last visit's day where the customer lives).
 */
export function changesOf(
  before: AppFacts | undefined,
  after: AppFacts,
  context: FeedContext,
): FeedEntry[] {
  const entries: FeedEntry[] = [];
  const mine = context.me !== null && after.assignedTo === context.me;
  const add = (kind: FeedKind, what: FeedNews, at: string | null, live: boolean, tag: string) =>
    entries.push({
      key: `${after.id}:${kind}:${tag}`,
      applicationId: after.id,
      kind,
      what,
      at,
      live,
      mine,
    });
  const changedSince = after.changedAt !== null && after.changedAt > context.since;

  const seenBefore = before !== undefined;
  const exact = after.polled && (seenBefore || changedSince);
  if (exact) {
    // A poll brought the change (or the application, new to the window): compare what it said.
    const news = before?.status !== after.status ? statusNews(after.status) : null;
    if (news) add(news.kind, news.what, after.changedAt, true, after.status ?? '');
    const opened = after.openConditions - (before?.openConditions ?? 0);
    if (opened > 0)
      add(
        'conditions',
        { say: 'new-conditions', count: opened },
        after.changedAt,
        true,
        `open-${after.openConditions}`,
      );
    const met = after.metConditions - (before?.metConditions ?? 0);
    if (met > 0)
      add(
        'conditions',
        { say: 'conditions-met', count: met },
        after.changedAt,
        true,
        `met-${after.metConditions}`,
      );
    if (seenBefore && before.assignedTo !== after.assignedTo && mine)
      add('reassigned', { say: 'assigned' }, after.changedAt, true, String(after.changedAt));
  } else if (changedSince && (!before || before.signed === null) && after.signed !== null) {
    // The detail just read says the application changed while nobody looked: tell its state.
    const news = statusNews(after.status);
    if (news) add(news.kind, news.what, after.changedAt, false, after.status ?? '');
    if (after.openConditions)
      add(
        'conditions',
        { say: 'conditions-open', count: after.openConditions },
        after.changedAt,
        false,
        `open-${after.openConditions}`,
      );
    if (after.metConditions)
      add(
        'conditions',
        { say: 'conditions-met', count: after.metConditions },
        after.changedAt,
        false,
        `met-${after.metConditions}`,
      );
  }

  if (after.signed) {
    const earlier = before?.signed;
    if (earlier) {
      const known = new Set(earlier.map((mark) => `${mark.key}:${mark.on}`));
      for (const mark of after.signed) {
        if (!known.has(`${mark.key}:${mark.on}`))
          add('signature', signatureWhat(mark), mark.on, true, `${mark.key}:${mark.on}`);
      }
    } else {
      // A signature carries its day only: one on the visit's own day is news only if the detail
      // changed after the visit (else it came before it, as on a first visit).
      const sinceDay = visitDayIn(context.since, after.timeZone);
      const modifiedSince = after.modifiedAt !== null && after.modifiedAt > context.since;
      for (const mark of after.signed) {
        if (mark.on > sinceDay || (mark.on === sinceDay && modifiedSince))
          add('signature', signatureWhat(mark), mark.on, false, `${mark.key}:${mark.on}`);
      }
    }
  }

  // The documents list says only the upload day: a document is told by its day.
  if (
    after.paperSentOn &&
    after.paperSentOn !== before?.paperSentOn &&
    (after.paperSentOn > visitDayIn(context.since, undefined) ||
      (after.paperSentOn === visitDayIn(context.since, undefined) &&
        after.modifiedAt !== null &&
        after.modifiedAt > context.since))
  )
    add('document', { say: 'paper' }, after.paperSentOn, false, after.paperSentOn);

  if (before && before.planChosen === false && after.planChosen === true)
    add('plan', { say: 'plan' }, after.changedAt, true, 'chosen');

  return entries;
}

/** What the feed keeps between derivations: the facts last compared, by application. */
export interface FeedMemory {
  facts: Map<number, AppFacts>;
  /** The inputs the facts were made of, so unchanged applications are skipped by identity. */
  inputs: Map<number, readonly [BoardEntry, DetailSummary | undefined, PaperTrail | undefined]>;
}

export const newFeedMemory = (): FeedMemory => ({ facts: new Map(), inputs: new Map() });

/** What one slice of a pass found, and whether the pass is over. */
export interface FeedSlice {
  found: FeedEntry[];
  complete: boolean;
}

/** The longest slice of a pass over the board (a task under the 50 ms budget, with room). */
export const SLICE_MS = 8;
/** Applications compared between two looks at the clock. */
const CHECK_EVERY = 64;

/**
 * One pass over the board, or a slice of it when `overdue` says the slice's time is up: the
 * entries of every application whose status, detail or trail is new since it was last compared.
 * Unchanged applications cost three identity checks, so the next slice goes quickly over those
 * already done, and a pass over 10,000 applications where a few changed is cheap.
 */
export function deriveFeed(
  memory: FeedMemory,
  entries: ReadonlyMap<number, BoardEntry>,
  details: ReadonlyMap<number, DetailSummary>,
  trails: ReadonlyMap<number, PaperTrail>,
  context: FeedContext,
  overdue: () => boolean = () => false,
): FeedSlice {
  const found: FeedEntry[] = [];
  let compared = 0;
  for (const [id, entry] of entries) {
    const detail = details.get(id);
    const trail = trails.get(id);
    const last = memory.inputs.get(id);
    if (last && last[0] === entry && last[1] === detail && last[2] === trail) continue;
    if (++compared % CHECK_EVERY === 0 && overdue()) return { found, complete: false };
    memory.inputs.set(id, [entry, detail, trail]);
    const after = factsOf(entry, detail, trail);
    const before = memory.facts.get(id);
    // A detail being read again (after a poll), or a plan or list dropped from the query cache,
    // is briefly not known: what was known stands meanwhile.
    const merged: AppFacts = before
      ? {
          ...after,
          ...(after.signed === null && { signed: before.signed, timeZone: before.timeZone }),
          ...(trail === undefined && {
            planChosen: before.planChosen,
            paperSentOn: before.paperSentOn,
          }),
        }
      : after;
    for (const change of changesOf(before, merged, context)) found.push(change);
    memory.facts.set(id, merged);
  }
  return { found, complete: true };
}
