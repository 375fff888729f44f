import { addDays, daysBetween } from '../lib/dates.ts';
import { calendarDayIn } from '../lib/time-zones.ts';
import { attestationState } from '../schemas/attestation.ts';
import type { DueSoonKind } from '../schemas/due-soon-settings.ts';
import type { Thresholds } from '../schemas/due-soon-thresholds.ts';
import { dayOf, type DueFacts } from './due-facts.ts';
import { mayStillCancel, type PaperworkTally } from './funding-stage.ts';
import type { MessageDescriptor } from '@lingui/core';
import { word } from './words.ts';

/**
 * The "Due soon" list (issue 36 item 2, decision 0042): the deadlines of a dealer's deals,
 * derived from what the dashboard already reads (the statuses, the details, the dealers), each
 * with its day, the days left (negative: overdue) and the one action that meets it.
 */

/** An application as the dashboard holds it: its status record's facts and, once read, its detail's. */
export interface DueApplication {
  id: number;
  dealerId: number | null;
  status: string;
  /** Conditions not met yet. */
  unmet: number;
  rightToCancelDay: string | null;
}

export interface DueDetail {
  paperwork: PaperworkTally | null;
  /** The earliest DateSent of a signer who has not signed, or null. */
  unsignedSince: string | null;
  /** The customer's time zone: the right to cancel runs to the end of their day. */
  timeZone: string | undefined;
  due?: DueFacts;
}

export interface DueDealer {
  Id: number;
  NextAttestationDate?: string | null;
  AttestWindowDays?: number | null;
}

export interface DueContext {
  /** Milliseconds since the epoch, and the dealer's (the device's) calendar day. */
  now: number;
  today: string;
  thresholds: (dealerId: number | null) => Thresholds;
  /** The lender's approval validity from the runtime config; undefined: not warned about. */
  approvalValidDays: number | undefined;
  muted: ReadonlySet<DueSoonKind>;
}

/** The one action that meets a deadline; `dueActionLink` says where it is done. */
export type DueAction =
  | 'attest'
  | 'request-funding'
  | 'resend'
  | 'complete-certificate'
  | 'update-id'
  | 'send-condition-documents'
  | 'contact-lender';

export interface DueItem {
  key: string;
  kind: DueSoonKind;
  /** Null for a dealer's deadline (the attestation). */
  applicationId: number | null;
  dealerId: number | null;
  /** The deadline's calendar day. */
  day: string;
  /** From the dealer's today to the day; negative once it has passed. */
  daysLeft: number;
  action: DueAction;
}

function item(
  kind: DueSoonKind,
  application: DueApplication,
  day: string,
  today: string,
  action: DueAction,
): DueItem {
  return {
    key: `${kind}-${application.id}`,
    kind,
    applicationId: application.id,
    dealerId: application.dealerId,
    day,
    daysLeft: daysBetween(today, day),
    action,
  };
}

/** The deadlines of one application. Without its detail only what the status record shows. */
export function applicationDeadlines(
  application: DueApplication,
  detail: DueDetail | undefined,
  context: DueContext,
  customerToday: (timeZone: string | undefined) => string,
): DueItem[] {
  const { status } = application;
  if (status !== 'Approved' && status !== 'Pending') return [];
  const { today, muted } = context;
  const limits = context.thresholds(application.dealerId);
  const items: DueItem[] = [];
  const facts = detail?.due;
  const on = (kind: DueSoonKind) => !muted.has(kind);

  if (on('conditions') && application.unmet > 0 && facts?.createdOn) {
    const due = addDays(facts.createdOn, limits.conditionsOpenDays);
    if (daysBetween(due, today) > 0) {
      items.push(item('conditions', application, due, today, 'send-condition-documents'));
    }
  }
  if (status !== 'Approved' || !detail) return items;
  const paperwork = detail.paperwork;
  const fullSigned = paperwork?.fullSigned ?? false;

  const rtc = application.rightToCancelDay;
  if (
    on('right-to-cancel') &&
    fullSigned &&
    rtc &&
    mayStillCancel(rtc, customerToday(detail.timeZone))
  ) {
    items.push(item('right-to-cancel', application, rtc, today, 'request-funding'));
  }
  if (on('unsigned') && paperwork && !fullSigned && detail.unsignedSince) {
    const due = addDays(dayOf(detail.unsignedSince), limits.unsignedDays);
    if (daysBetween(due, today) > 0)
      items.push(item('unsigned', application, due, today, 'resend'));
  }
  if (!facts) return items;
  const tentative = facts.tentativeCompletionDay;
  if (
    on('completion') &&
    tentative &&
    paperwork &&
    paperwork.documents > 0 &&
    !facts.completionSigned &&
    daysBetween(tentative, today) > 0
  ) {
    items.push(item('completion', application, tentative, today, 'complete-certificate'));
  }
  // The signing is planned within the look-ahead: an ID that expires before then cannot sign.
  if (on('id-expiry') && !fullSigned && facts.idExpiries.length > 0) {
    const first = [...facts.idExpiries].sort()[0]!;
    if (daysBetween(today, first) <= limits.lookAheadDays) {
      items.push(item('id-expiry', application, first, today, 'update-id'));
    }
  }
  const valid = context.approvalValidDays;
  if (on('approval') && valid !== undefined && facts.createdOn) {
    const ends = addDays(facts.createdOn, valid);
    if (daysBetween(today, ends) <= limits.lookAheadDays) {
      items.push(item('approval', application, ends, today, 'contact-lender'));
    }
  }
  return items;
}

/** A dealer's attestation deadline, once within its warning days or passed. */
export function attestationDeadline(dealer: DueDealer, context: DueContext): DueItem | null {
  if (context.muted.has('attestation')) return null;
  const state = attestationState(dealer, context.today);
  if (state.kind === 'not-applicable') return null;
  const daysLeft = daysBetween(context.today, state.deadline);
  if (daysLeft > context.thresholds(dealer.Id).attestationWarnDays) return null;
  return {
    key: `attestation-dealer-${dealer.Id}`,
    kind: 'attestation',
    applicationId: null,
    dealerId: dealer.Id,
    day: state.deadline,
    daysLeft,
    action: 'attest',
  };
}

/** Every deadline, the soonest (the most overdue) first. */
export function dueSoon(
  applications: Iterable<DueApplication>,
  details: ReadonlyMap<number, DueDetail>,
  dealers: readonly DueDealer[],
  context: DueContext,
): DueItem[] {
  // Today in each customer's zone: a few zones, computed once each, not once per application.
  const days = new Map<string | undefined, string>();
  const customerToday = (zone: string | undefined) => {
    let day = days.get(zone);
    if (day === undefined) days.set(zone, (day = calendarDayIn(context.now, zone)));
    return day;
  };
  const items: DueItem[] = [];
  for (const dealer of dealers) {
    const deadline = attestationDeadline(dealer, context);
    if (deadline) items.push(deadline);
  }
  for (const application of applications) {
    items.push(
      ...applicationDeadlines(application, details.get(application.id), context, customerToday),
    );
  }
  return items.sort(
    (a, b) =>
      a.daysLeft - b.daysLeft ||
      (a.applicationId ?? 0) - (b.applicationId ?? 0) ||
      a.key.localeCompare(b.key),
  );
}

/** Where each action is done, in words and as a link. */
export function dueActionLink(due: DueItem): { label: string; to: string } {
  const application = `/applications/${due.applicationId}`;
  switch (due.action) {
    case 'attest':
      return { label: word(ACTION_WORDS.attest), to: `/dealers?dealer=${due.dealerId}` };
    case 'request-funding':
      return { label: word(ACTION_WORDS.requestFunding), to: `${application}#stage-funding` };
    case 'resend':
      return { label: word(ACTION_WORDS.resend), to: `${application}#signatures` };
    case 'complete-certificate':
      return { label: word(ACTION_WORDS.completeCertificate), to: `${application}/paperwork` };
    case 'update-id':
      return { label: word(ACTION_WORDS.updateId), to: `${application}/paperwork` };
    case 'send-condition-documents':
      return { label: word(ACTION_WORDS.sendDocuments), to: `${application}#documents` };
    case 'contact-lender':
      return { label: word(ACTION_WORDS.contactLender), to: `${application}#lender-contact` };
  }
}

/** The actions' words (words.ts). */
const ACTION_WORDS = {
  attest: /*i18n*/ { id: 'due.attest', message: 'Attest with the lender' },
  requestFunding: /*i18n*/ { id: 'due.request-funding', message: 'Request funding once it ends' },
  resend: /*i18n*/ { id: 'due.resend', message: 'Resend the paperwork' },
  completeCertificate: /*i18n*/ {
    id: 'due.complete-certificate',
    message: 'Send the completion certificate',
  },
  updateId: /*i18n*/ { id: 'due.update-id', message: 'Prepare the paperwork with a current ID' },
  sendDocuments: /*i18n*/ {
    id: 'due.send-documents',
    message: 'Send the documents for the conditions',
  },
  contactLender: /*i18n*/ {
    id: 'due.contact-lender',
    message: 'Ask the lender to renew the approval',
  },
} satisfies Record<string, MessageDescriptor>;
