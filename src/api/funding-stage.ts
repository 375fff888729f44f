import { daysBetween } from '../lib/dates.ts';
import { displayEnum, formatDate } from '../lib/format.ts';
import { isFundingRequested } from '../schemas/enums.ts';
import type { SignedDocument } from '../schemas/signed-status-records.ts';
import type { MessageDescriptor } from '@lingui/core';
import { word } from './words.ts';

/**
 * Where a deal stands on its way to funding, in the order things happen. One derivation for the
 * dashboard's Stage column and the application page's checklist, over what the spec's reads
 * return: the status (conditions, RTCDate), the detail's Signatures, and what the portal has
 * learnt of the plan and of a signed paper contract (issue 33, decision 0037).
 */
export type FundingStage =
  | { kind: 'declined' }
  | { kind: 'deciding' }
  | { kind: 'conditions'; open: number }
  | { kind: 'choose-plan' }
  | { kind: 'prepare-paperwork' }
  | { kind: 'out-for-signature'; signed: number; total: number }
  | { kind: 'paper-contract-sent'; sentOn: string }
  | { kind: 'right-to-cancel'; until: string }
  | { kind: 'ready-for-funding' }
  | { kind: 'funding-requested' }
  /** Approved, while the detail that says more is not read yet. */
  | { kind: 'approved' }
  /** A status the portal does not know, named as the service sends it. */
  | { kind: 'other'; status: string };

export type FundingStageKind = FundingStage['kind'];

/** The stages in the order a deal moves through them: the Stage column sorts by it. */
export const FUNDING_STAGE_ORDER: readonly FundingStageKind[] = [
  'deciding',
  'declined',
  'conditions',
  'approved',
  'choose-plan',
  'prepare-paperwork',
  'out-for-signature',
  'paper-contract-sent',
  'right-to-cancel',
  'ready-for-funding',
  'funding-requested',
  'other',
];

export interface FundingFacts {
  /** LoanApplicationStatus (status) or Status (detail), as sent. */
  status: string;
  /** The lender's conditions not met yet. */
  openConditions: number;
  /** The detail's (or signed status's newer) documents; null while the detail is not read. */
  signatures: readonly SignedDocument[] | null;
  /**
   * Whether a plan is chosen, from the paperwork GET (decision 0034); null when the portal has
   * not read it: the detail alone cannot tell.
   */
  planChosen: boolean | null;
  /** The day a signed paper contract went to the lender (a `paperwork` document), or null. */
  paperContractSentOn: string | null;
  /** The customer's right-to-cancel day (RTCDate), or null. */
  rightToCancelDay: string | null;
  /** Today where the customer lives: the right to cancel runs to the end of their day. */
  customerToday: string;
}

/** Signatures given and asked for, over every document. */
export function signatureTally(documents: readonly SignedDocument[]): {
  signed: number;
  total: number;
} {
  let signed = 0;
  let total = 0;
  for (const document of documents) {
    for (const signer of document.SignatureInformation) {
      total += 1;
      if (signer.DateSigned) signed += 1;
    }
  }
  return { signed, total };
}

/** Whether every signer of a document has signed (a document naming nobody is not signed). */
export function documentSigned(document: SignedDocument): boolean {
  return (
    document.SignatureInformation.length > 0 &&
    document.SignatureInformation.every((signee) => Boolean(signee.DateSigned))
  );
}

/** Whether every signer of the full paperwork (FULL) has signed: stage funding waits for it. */
export function fullPaperworkSigned(documents: readonly SignedDocument[]): boolean {
  const full = documents.find((document) => document.SignatureType === 'FULL');
  return full !== undefined && documentSigned(full);
}

/** Whether the customer may still cancel: until the end of the right-to-cancel day, theirs. */
export function mayStillCancel(rightToCancelDay: string | null, customerToday: string): boolean {
  return rightToCancelDay !== null && daysBetween(customerToday, rightToCancelDay) >= 0;
}

/**
 * What the stage needs of the documents, without the signers' details: the dashboard keeps this
 * for up to 10,000 applications, never their names or e-mail addresses.
 */
export interface PaperworkTally {
  /** How many documents went out; 0 before any paperwork. */
  documents: number;
  signed: number;
  total: number;
  /** Every signer of the full paperwork (FULL) has signed. */
  fullSigned: boolean;
}

export function paperworkTally(documents: readonly SignedDocument[]): PaperworkTally {
  return {
    documents: documents.length,
    ...signatureTally(documents),
    fullSigned: fullPaperworkSigned(documents),
  };
}

/** The facts with the documents already tallied (`paperwork` null while the detail is not read). */
export type TalliedFundingFacts = Omit<FundingFacts, 'signatures'> & {
  paperwork: PaperworkTally | null;
};

export function fundingStage(facts: FundingFacts): FundingStage {
  const { signatures } = facts;
  return talliedFundingStage({
    ...facts,
    paperwork: signatures === null ? null : paperworkTally(signatures),
  });
}

/** `fundingStage` over tallied documents: the dashboard derives 10,000 rows' stages with it. */
export function talliedFundingStage(facts: TalliedFundingFacts): FundingStage {
  const { status } = facts;
  if (isFundingRequested(status)) return { kind: 'funding-requested' };
  if (status === 'Declined') return { kind: 'declined' };
  // A pending decision waits on the lender's conditions, when it has named any.
  if (status === 'Pending' && facts.openConditions > 0) {
    return { kind: 'conditions', open: facts.openConditions };
  }
  if (status === 'Processing' || status === 'Pending') return { kind: 'deciding' };
  if (status !== 'Approved') return { kind: 'other', status };
  if (facts.openConditions > 0) return { kind: 'conditions', open: facts.openConditions };
  const paperwork = facts.paperwork;
  if (paperwork === null) return { kind: 'approved' };
  if (paperwork.documents === 0) {
    return facts.planChosen ? { kind: 'prepare-paperwork' } : { kind: 'choose-plan' };
  }
  if (!paperwork.fullSigned) {
    if (facts.paperContractSentOn) {
      return { kind: 'paper-contract-sent', sentOn: facts.paperContractSentOn };
    }
    return { kind: 'out-for-signature', signed: paperwork.signed, total: paperwork.total };
  }
  if (facts.rightToCancelDay && mayStillCancel(facts.rightToCancelDay, facts.customerToday)) {
    return { kind: 'right-to-cancel', until: facts.rightToCancelDay };
  }
  return { kind: 'ready-for-funding' };
}

/** The stage in the dealer's words, as the Stage column, its filter and the CSV show it. */
export function fundingStageLabel(stage: FundingStage): string {
  switch (stage.kind) {
    case 'out-for-signature':
      return word(STAGE_WORDS.outForSignatureOf, { signed: stage.signed, total: stage.total });
    case 'right-to-cancel':
      return word(STAGE_WORDS.rightToCancelUntil, { until: formatDate(stage.until) });
    case 'other':
      return displayEnum(stage.status);
    default:
      return word(STAGE_WORDS[stage.kind]);
  }
}

/** The stages' names (words.ts), and the two whose label carries figures. */
const STAGE_WORDS = {
  deciding: /*i18n*/ { id: 'stage.deciding', message: 'Waiting for the decision' },
  declined: /*i18n*/ { id: 'stage.declined', message: 'Declined' },
  conditions: /*i18n*/ { id: 'stage.conditions', message: 'Conditions pending' },
  approved: /*i18n*/ { id: 'stage.approved', message: 'Approved' },
  'choose-plan': /*i18n*/ { id: 'stage.choose-plan', message: 'Choose a plan' },
  'prepare-paperwork': /*i18n*/ { id: 'stage.prepare-paperwork', message: 'Prepare the paperwork' },
  'out-for-signature': /*i18n*/ { id: 'stage.out-for-signature', message: 'Out for signature' },
  outForSignatureOf: /*i18n*/ {
    id: 'stage.out-for-signature-of',
    message: 'Out for signature ({signed} of {total})',
  },
  'paper-contract-sent': /*i18n*/ {
    id: 'stage.paper-contract-sent',
    message: 'Signed paper contract sent',
  },
  'right-to-cancel': /*i18n*/ {
    id: 'stage.right-to-cancel',
    message: 'Waiting for the right to cancel',
  },
  rightToCancelUntil: /*i18n*/ {
    id: 'stage.right-to-cancel-until',
    message: 'Waiting for the right to cancel (until {until})',
  },
  'ready-for-funding': /*i18n*/ {
    id: 'stage.ready-for-funding',
    message: 'Ready to request funding',
  },
  'funding-requested': /*i18n*/ { id: 'stage.funding-requested', message: 'Funding requested' },
  other: /*i18n*/ { id: 'stage.other', message: 'Another status' },
} satisfies Record<string, MessageDescriptor>;

/** The stage's name without its figures, for the Stage filter's choices. */
export function fundingStageName(kind: FundingStageKind): string {
  return word(STAGE_WORDS[kind]);
}
