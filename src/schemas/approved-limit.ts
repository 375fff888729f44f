import type * as z from 'zod/mini';
import { formatCents } from '../lib/format.ts';
import { toCents } from '../lib/money.ts';
import { promotionsPreviewFormSchema } from './promotion-requests.ts';
import { refineAt, type PathIssue } from './refine-at.ts';

/**
 * The approved amount is a limit (issue 33 item 6): an amount financed above the status record's
 * AmountApproved is refused before anything is sent. The rule takes the approved amount as its
 * context (ARCHITECTURE.md "Schemas that compose"); when it is unknown no limit applies, since
 * the portal cannot know a limit it has not read.
 */
export interface ApprovedLimitContext {
  /** The v3 status record's AmountApproved; null or absent when not known. */
  amountApproved?: number | null;
}

export function approvedLimitMessage(amountApproved: number): string {
  return `Amount financed must not be above the approved amount of ${formatCents(toCents(amountApproved))}`;
}

/** The issue of an amount financed above the approved amount (path relative to the amount). */
export function approvedLimitIssues(
  amountFinanced: number | string | null | undefined,
  context: ApprovedLimitContext,
): PathIssue[] {
  const approved = context.amountApproved;
  const amount = typeof amountFinanced === 'string' ? Number(amountFinanced) : amountFinanced;
  if (typeof approved !== 'number' || !Number.isFinite(approved)) return [];
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return [];
  return toCents(amount) > toCents(approved)
    ? [{ path: [], message: approvedLimitMessage(approved) }]
    : [];
}

/** The plan preview's amount field, within the approved amount. */
export function promotionsPreviewFormSchemaWithin(context: ApprovedLimitContext) {
  return promotionsPreviewFormSchema.check(
    refineAt(
      (form: z.output<typeof promotionsPreviewFormSchema>) => form,
      (form) => approvedLimitIssues(form.amountFinanced, context),
      ['amountFinanced'],
    ),
  );
}
