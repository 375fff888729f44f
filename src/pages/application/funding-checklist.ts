import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  documentSigned,
  fullPaperworkSigned,
  fundingStage,
  mayStillCancel,
  type FundingStage,
} from '../../api/funding-stage.ts';
import { addDays, daysBetween } from '../../lib/dates.ts';
import { displayEnum, formatDate } from '../../lib/format.ts';
import type { AttestationState } from '../../schemas/attestation.ts';
import { isFundingRequested } from '../../schemas/enums.ts';
import type { HistoryItem, Message } from '../../schemas/record-fields.ts';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';
import { anyDocumentSigned } from './promotion-step.tsx';

/** Who has to act for a step to move. */
export type StepOwner = 'customer' | 'dealer' | 'lender';

/**
 * - `done`: over;
 * - `open`: the owner can act on it now;
 * - `waiting`: it comes after a step still open;
 * - `blocked`: nothing moves until the owner acts outside the portal (declined, attestation lapsed).
 */
export type StepState = 'done' | 'open' | 'waiting' | 'blocked';

/** The one action that moves a step; the view turns it into a link or a button. */
export type StepAction =
  | { kind: 'upload-condition'; condition: Message }
  | { kind: 'choose-plan' }
  | { kind: 'prepare-paperwork' }
  | { kind: 'resend'; document: string }
  | { kind: 'paper-signing' }
  | { kind: 'stage-funding' }
  | { kind: 'contact-lender' };

export interface ChecklistStep {
  id: string;
  title: string;
  owner: StepOwner;
  state: StepState;
  /** Since when the step stands as it does, from the records; null when they do not say. */
  since: string | null;
  /** What the step is waiting for, or what happened, in a sentence. */
  note: string;
  action: StepAction | null;
}

export interface ChecklistFacts {
  status: string | null | undefined;
  messages: readonly Message[];
  /** When a document was sent for a condition, or null. */
  conditionSentAt: (condition: Message) => string | null;
  /** The chosen promotion from the paperwork GET; undefined while the portal has not read it. */
  promotionId: number | null | undefined;
  /** The paperwork's documents, signed status's version where it has one. */
  signatures: readonly SignedDocument[];
  /** Documents out for e-sign or e-mail signing (the paperwork GET); undefined while unknown. */
  electronic: ReadonlySet<string> | undefined;
  /** Documents downloaded for signing on paper (the paperwork GET's Written signatures). */
  written: ReadonlySet<string>;
  /** The dealer's IncludeLcc: the completion certificate is part of its paperwork. */
  includeLcc: boolean;
  /** The day a signed paper contract went to the lender, or null. */
  paperContractSentOn: string | null;
  rightToCancelDay: string | null;
  is65OrOlder: boolean | null | undefined;
  /** Today where the customer lives: the right to cancel runs to the end of their day. */
  customerToday: string;
  /** Today where the dealer is: the days left are counted from it. */
  dealerToday: string;
  attestation: AttestationState;
  history: readonly HistoryItem[];
  /** When the application was submitted (CreateDateUtc), or null. */
  submittedAt: string | null;
}

export interface FundingChecklist {
  stage: FundingStage;
  steps: ChecklistStep[];
}

const DOCUMENT_TITLES: Record<string, MessageDescriptor> = {
  FULL: msg`full paperwork`,
  LCC: msg`completion certificate`,
  ACH: msg`autopay form (ACH)`,
};

const SIGNER_TITLES: Record<string, MessageDescriptor> = {
  Applicant: msg`The applicant`,
  CoApplicant: msg`The co-applicant`,
  Dealer: msg`The dealer`,
};

/**
 * The latest history item whose message matches: the lender's wording is not in the spec, so
 * the portal looks for words, and says it found none rather than guess a date.
 */
export function historyDate(items: readonly HistoryItem[], pattern: RegExp): string | null {
  let latest: string | null = null;
  for (const item of items) {
    if (item.Date && item.Message && pattern.test(item.Message)) {
      if (latest === null || item.Date > latest) latest = item.Date;
    }
  }
  return latest;
}

const DECIDED = /decision|approved|declined/i;
const PLAN_CHOSEN = /promotion|plan/i;
const PAPERWORK_SENT = /paperwork/i;
const FUNDING_REQUESTED = /funding/i;

function earliest(dates: readonly (string | null | undefined)[]): string | null {
  const known = dates.filter((date): date is string => Boolean(date)).sort();
  return known[0] ?? null;
}

function decisionStep(i18n: I18n, facts: ChecklistFacts, stage: FundingStage): ChecklistStep {
  const decidedOn = historyDate(facts.history, DECIDED);
  const base = {
    id: 'decision',
    title: i18n._(msg`The lender’s decision`),
    owner: 'lender' as const,
  };
  if (stage.kind === 'deciding') {
    return {
      ...base,
      state: 'open',
      since: facts.submittedAt,
      note:
        facts.status === 'Pending'
          ? i18n._(msg`The lender has not decided yet.`)
          : i18n._(msg`The lender is deciding on the application.`),
      action: null,
    };
  }
  if (stage.kind === 'declined') {
    return {
      ...base,
      state: 'blocked',
      since: decidedOn,
      note: i18n._(
        msg`The application is declined: there is nothing further to do towards funding.`,
      ),
      action: { kind: 'contact-lender' },
    };
  }
  if (facts.status === 'Pending') {
    return {
      ...base,
      state: 'waiting',
      since: decidedOn ?? facts.submittedAt,
      note: i18n._(msg`Pending: the lender decides once the conditions below are met.`),
      action: null,
    };
  }
  if (stage.kind === 'other') {
    const status = displayEnum(stage.status);
    return {
      ...base,
      state: 'blocked',
      since: decidedOn,
      note: i18n._(
        msg`The status is ${status}, which the portal does not know: ask the lender what comes next.`,
      ),
      action: { kind: 'contact-lender' },
    };
  }
  return { ...base, state: 'done', since: decidedOn, note: i18n._(msg`Approved.`), action: null };
}

function conditionSteps(
  i18n: I18n,
  facts: ChecklistFacts,
  decidedOn: string | null,
): ChecklistStep[] {
  return facts.messages
    .filter((message) => message.MessageType === 'Condition')
    .map((condition, index) => {
      const number = index + 1;
      const label = condition.Label || condition.Text || i18n._(msg`condition ${number}`);
      const title = i18n._(msg`Condition: ${label}`);
      if (condition.IsMet) {
        return {
          id: `condition-${index}`,
          title,
          owner: 'lender',
          state: 'done',
          since: decidedOn,
          note: i18n._(msg`Met.`),
          action: null,
        };
      }
      const sentAt = facts.conditionSentAt(condition);
      return sentAt
        ? {
            id: `condition-${index}`,
            title,
            owner: 'lender',
            state: 'open',
            since: sentAt,
            note: i18n._(msg`With the lender for review.`),
            // The condition's own action says when the document was sent.
            action: { kind: 'upload-condition', condition },
          }
        : {
            id: `condition-${index}`,
            title,
            owner: 'dealer',
            state: 'open',
            since: decidedOn,
            note: i18n._(msg`Not met yet: send the document the lender asks for.`),
            action: { kind: 'upload-condition', condition },
          };
    });
}

function signerSteps(i18n: I18n, facts: ChecklistFacts, document: SignedDocument): ChecklistStep[] {
  const type = document.SignatureType ?? '';
  const documentTitle = DOCUMENT_TITLES[type];
  const name = documentTitle ? i18n._(documentTitle) : type;
  return document.SignatureInformation.map((signer, index) => {
    const signerTitle = SIGNER_TITLES[signer.SigneeType ?? ''];
    const number = index + 1;
    const who = signerTitle ? i18n._(signerTitle) : i18n._(msg`Signer ${number}`);
    const base = {
      id: `signature-${type}-${index}`,
      title: i18n._(msg`${who} signs the ${name}`),
      owner: signer.SigneeType === 'Dealer' ? ('dealer' as const) : ('customer' as const),
    };
    if (signer.DateSigned) {
      return {
        ...base,
        state: 'done',
        since: signer.DateSigned,
        note: i18n._(msg`Signed.`),
        action: null,
      };
    }
    const paper = facts.written.has(type);
    const action: StepAction | null = paper
      ? { kind: 'paper-signing' }
      : facts.electronic?.has(type)
        ? { kind: 'resend', document: type }
        : null;
    const email = signer.EmailAddress;
    return {
      ...base,
      state: 'open',
      since: signer.DateSent ?? null,
      note: paper
        ? i18n._(msg`Downloaded to sign on paper: the signed pages go back to the lender.`)
        : email
          ? i18n._(msg`Sent to ${email}; not signed yet.`)
          : i18n._(msg`Not signed yet.`),
      action,
    };
  });
}

function paperworkSteps(i18n: I18n, facts: ChecklistFacts, approved: boolean): ChecklistStep[] {
  const documents = facts.signatures;
  const planChosen = facts.promotionId != null;
  const anySigned = anyDocumentSigned(documents);
  // A step over for good is named for what it was, not what to do (issue 24 item 6).
  const over = anySigned || isFundingRequested(facts.status);
  const planTitle = over ? i18n._(msg`Promotion`) : i18n._(msg`Choose a promotion`);
  const paperworkTitle = over ? i18n._(msg`Paperwork`) : i18n._(msg`Prepare the paperwork`);
  const plan: ChecklistStep = planChosen
    ? {
        id: 'plan',
        title: planTitle,
        owner: 'dealer',
        state: 'done',
        since: historyDate(facts.history, PLAN_CHOSEN),
        note: i18n._(msg`A plan is chosen.`),
        action: approved && !anySigned ? { kind: 'choose-plan' } : null,
      }
    : {
        id: 'plan',
        title: planTitle,
        owner: 'dealer',
        state: approved ? 'open' : 'waiting',
        since: approved ? historyDate(facts.history, DECIDED) : null,
        note:
          facts.promotionId === undefined && approved
            ? i18n._(msg`The portal has not read the chosen plan yet.`)
            : i18n._(msg`The plan the customer wants, for example 84 months at 9.99%.`),
        action: approved ? { kind: 'choose-plan' } : null,
      };
  const sent = documents.length > 0;
  const paperwork: ChecklistStep = sent
    ? {
        id: 'paperwork',
        title: paperworkTitle,
        owner: 'dealer',
        state: 'done',
        since:
          historyDate(facts.history, PAPERWORK_SENT) ??
          earliest(documents.flatMap((d) => d.SignatureInformation.map((s) => s.DateSent))),
        note:
          facts.written.size > 0
            ? i18n._(msg`Downloaded to sign on paper.`)
            : i18n._(msg`Sent for signing.`),
        action: approved && !anySigned ? { kind: 'prepare-paperwork' } : null,
      }
    : {
        id: 'paperwork',
        title: paperworkTitle,
        owner: 'dealer',
        state: approved && planChosen ? 'open' : 'waiting',
        since: null,
        note: i18n._(
          msg`Download it, e-sign it at the table or send it by e-mail, once a plan is chosen.`,
        ),
        action: approved && planChosen ? { kind: 'prepare-paperwork' } : null,
      };
  const steps = [plan, paperwork];
  const byType = (type: string) => documents.find((document) => document.SignatureType === type);
  const full = byType('FULL');
  if (full) steps.push(...signerSteps(i18n, facts, full));
  else
    steps.push({
      id: 'signature-FULL',
      title: i18n._(msg`The customer signs the full paperwork`),
      owner: 'customer',
      state: 'waiting',
      since: null,
      note: i18n._(msg`Once the paperwork is sent.`),
      action: null,
    });
  const lcc = byType('LCC');
  if (lcc) steps.push(...signerSteps(i18n, facts, lcc));
  else if (facts.includeLcc)
    steps.push({
      id: 'signature-LCC',
      title: i18n._(msg`The completion certificate`),
      owner: 'customer',
      state: 'waiting',
      since: null,
      note:
        documents.length > 0
          ? i18n._(
              msg`The dealer includes the completion certificate, but the paperwork sent has none: it is sent once the project is complete.`,
            )
          : i18n._(
              msg`The dealer includes the completion certificate: it comes with the paperwork.`,
            ),
      action: null,
    });
  const ach = byType('ACH');
  if (ach) steps.push(...signerSteps(i18n, facts, ach));
  if (facts.paperContractSentOn && full && !documentSigned(full)) {
    steps.push({
      id: 'paper-contract',
      title: i18n._(msg`The lender reviews the signed paper contract`),
      owner: 'lender',
      state: 'open',
      since: facts.paperContractSentOn,
      note: i18n._(msg`Signed contract sent; waiting for the lender’s review.`),
      action: null,
    });
  }
  return steps;
}

const SENIOR_NOTES = {
  yes: msg`The applicant is 65 or older: some states give seniors a longer period to cancel.`,
  no: msg`The applicant is under 65.`,
  unknown: msg`The lender has not said whether the applicant is 65 or older.`,
};

function seniorNote(i18n: I18n, is65OrOlder: boolean | null | undefined): string {
  if (is65OrOlder == null) return i18n._(SENIOR_NOTES.unknown);
  return i18n._(is65OrOlder ? SENIOR_NOTES.yes : SENIOR_NOTES.no);
}

/** "3 days left", counted from the dealer's today. */
export function daysLeftText(i18n: I18n, day: string, dealerToday: string): string {
  const left = daysBetween(dealerToday, day);
  if (left <= 0) return i18n._(msg`its last day today`);
  return i18n._(msg`${plural(left, { one: '# day left', other: '# days left' })}`);
}

/** The day the last signer of the full paperwork signed: the right to cancel runs from then. */
function fullSignedOn(signatures: readonly SignedDocument[]): string | null {
  const full = signatures.find((document) => document.SignatureType === 'FULL');
  let last: string | null = null;
  for (const signer of full?.SignatureInformation ?? []) {
    if (signer.DateSigned && (!last || signer.DateSigned > last)) last = signer.DateSigned;
  }
  return last;
}

function rightToCancelStep(i18n: I18n, facts: ChecklistFacts, signed: boolean): ChecklistStep {
  const day = facts.rightToCancelDay;
  const base = {
    id: 'right-to-cancel',
    title: i18n._(msg`The customer’s right to cancel`),
    owner: 'customer' as const,
  };
  const senior = seniorNote(i18n, facts.is65OrOlder);
  if (!day) {
    return {
      ...base,
      state: signed ? 'done' : 'waiting',
      since: null,
      note: i18n._(msg`The lender has not set a right-to-cancel day. ${senior}`),
      action: null,
    };
  }
  const until = formatDate(day);
  if (mayStillCancel(day, facts.customerToday)) {
    const left = daysLeftText(i18n, day, facts.dealerToday);
    return {
      ...base,
      state: signed ? 'open' : 'waiting',
      since: signed ? fullSignedOn(facts.signatures) : null,
      note: i18n._(msg`The customer may cancel until the end of ${until} (${left}). ${senior}`),
      action: null,
    };
  }
  return {
    ...base,
    state: 'done',
    since: addDays(day, 1),
    note: i18n._(msg`The right to cancel ended with ${until}. ${senior}`),
    action: null,
  };
}

function attestationStep(i18n: I18n, state: AttestationState): ChecklistStep {
  const base = {
    id: 'attestation',
    title: i18n._(msg`The dealer’s attestation`),
    owner: 'dealer' as const,
  };
  switch (state.kind) {
    case 'not-applicable':
      return {
        ...base,
        state: 'done',
        since: null,
        note: i18n._(msg`No attestation is due.`),
        action: null,
      };
    case 'ok': {
      const deadline = formatDate(state.deadline);
      return {
        ...base,
        state: 'done',
        since: null,
        note: i18n._(msg`Attested; the next one is due by ${deadline}.`),
        action: null,
      };
    }
    case 'due': {
      const deadline = formatDate(state.deadline);
      const daysLeft = state.daysLeft;
      return {
        ...base,
        state: 'open',
        since: null,
        note: i18n._(msg`Due by ${deadline} (${daysLeft} days left): attest with the lender.`),
        action: { kind: 'contact-lender' },
      };
    }
    case 'lapsed': {
      const deadline = formatDate(state.deadline);
      return {
        ...base,
        state: 'blocked',
        since: state.deadline,
        note: i18n._(
          msg`The deadline passed on ${deadline}: the dealer must attest with the lender before funding.`,
        ),
        action: { kind: 'contact-lender' },
      };
    }
  }
}

function fundingStep(i18n: I18n, facts: ChecklistFacts, signed: boolean): ChecklistStep {
  const base = { id: 'funding', title: i18n._(msg`Request funding`), owner: 'dealer' as const };
  if (isFundingRequested(facts.status)) {
    const on = historyDate(facts.history, FUNDING_REQUESTED);
    return {
      ...base,
      title: i18n._(msg`Funding requested`),
      state: 'done',
      since: on,
      note: on
        ? i18n._(msg`The lender reviews the signed paperwork before funding.`)
        : i18n._(
            msg`The history does not say when; the lender reviews the signed paperwork before funding.`,
          ),
      action: null,
    };
  }
  const ready = facts.status === 'Approved' && signed;
  const until = formatDate(facts.rightToCancelDay);
  return {
    ...base,
    state: ready ? 'open' : 'waiting',
    since: null,
    note: ready
      ? mayStillCancel(facts.rightToCancelDay, facts.customerToday)
        ? i18n._(
            msg`The full paperwork is signed; the customer may still cancel until the end of ${until}.`,
          )
        : i18n._(msg`The full paperwork is signed: request stage funding once the work is done.`)
      : i18n._(msg`Once the customer has signed the full paperwork.`),
    action: ready ? { kind: 'stage-funding' } : null,
  };
}

/**
 * Every step between the application and its funding, in the order things happen, with who
 * owes it, since when and the one action that moves it. Its stage is `fundingStage`'s, so the
 * page and the dashboard's Stage column agree (decision 0037).
 */
export function fundingChecklist(i18n: I18n, facts: ChecklistFacts): FundingChecklist {
  const openConditions = facts.messages.filter(
    (message) => message.MessageType === 'Condition' && !message.IsMet,
  ).length;
  const stage = fundingStage({
    status: facts.status ?? '',
    openConditions,
    signatures: facts.signatures,
    planChosen: facts.promotionId === undefined ? null : facts.promotionId !== null,
    paperContractSentOn: facts.paperContractSentOn,
    rightToCancelDay: facts.rightToCancelDay,
    customerToday: facts.customerToday,
  });
  const decision = decisionStep(i18n, facts, stage);
  if (stage.kind === 'declined' || stage.kind === 'other') {
    return { stage, steps: [decision] };
  }
  const approved = facts.status === 'Approved' && openConditions === 0;
  const signed = fullPaperworkSigned(facts.signatures);
  return {
    stage,
    steps: [
      decision,
      ...conditionSteps(i18n, facts, historyDate(facts.history, DECIDED)),
      ...paperworkSteps(i18n, facts, approved),
      rightToCancelStep(i18n, facts, signed),
      attestationStep(i18n, facts.attestation),
      fundingStep(i18n, facts, signed),
    ],
  };
}
