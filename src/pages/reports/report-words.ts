import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Breakdown, BucketKey, FunnelStep, IntervalKey } from './figures.ts';

/**
 * The reports' words for the keys of figures.ts, which holds none (the worker and the bench run
 * it without the macros). The components translate them once per render of a report.
 */
export const FUNNEL_WORDS: Record<FunnelStep, MessageDescriptor> = {
  submitted: msg`Submitted`,
  approved: msg`Approved`,
  planChosen: msg`Plan chosen`,
  sent: msg`Paperwork sent`,
  signed: msg`Signed`,
  fundingRequested: msg`Funding requested`,
};

export const INTERVAL_WORDS: Record<IntervalKey, MessageDescriptor> = {
  toDecision: msg`Submission to decision`,
  toPlan: msg`Decision to plan`,
  toSignature: msg`Plan to signature`,
  toFunding: msg`Signature to funding requested`,
};

export const BUCKET_WORDS: Record<BucketKey, MessageDescriptor> = {
  underHour: msg`Under 1 hour`,
  hours1to4: msg`1-4 hours`,
  hours4to24: msg`4-24 hours`,
  days1to3: msg`1-3 days`,
  days3to7: msg`3-7 days`,
  week: msg`7 days or more`,
};

export const BREAKDOWN_WORDS: Record<Breakdown, MessageDescriptor> = {
  dealer: msg`Dealer`,
  person: msg`Assigned to`,
  product: msg`Product`,
  month: msg`Month submitted`,
};

/** The breakdown inside a sentence: "Funnel by dealer". */
export const BREAKDOWN_IN_SENTENCE: Record<Breakdown, MessageDescriptor> = {
  dealer: msg`dealer`,
  person: msg`assigned to`,
  product: msg`product`,
  month: msg`month submitted`,
};
