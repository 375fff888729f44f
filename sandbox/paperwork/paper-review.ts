import type { DatabaseSync } from 'node:sqlite';
import { markSigned } from './operations.ts';
import { allSigned, submissionsOf, type PaperworkSubmission } from './store.ts';

/**
 * The lender's review of a signed paper contract (docs/decisions/0038): a `paperwork`
 * supporting document sent for paperwork that was downloaded to sign on paper records every
 * signer of that paperwork as signed once SANDBOX_REVIEW_DELAY_MS has passed.
 */

/** The downloaded submissions of an application still waiting for their written signatures. */
function awaitingPaper(db: DatabaseSync, applicationId: number): PaperworkSubmission[] {
  return submissionsOf(db, applicationId).filter(
    (submission) => submission.option === 'download' && !allSigned(submission),
  );
}

/** Whether a signed paper contract is awaited for the application. */
export function paperAwaited(db: DatabaseSync, applicationId: number): boolean {
  return awaitingPaper(db, applicationId).length > 0;
}

/** Every signer of the application's downloaded paperwork signs, on the review's day. */
function review(db: DatabaseSync, applicationId: number, now: Date): void {
  for (const submission of awaitingPaper(db, applicationId)) markSigned(db, submission, now);
}

/**
 * Reviews the signed pages after `delayMs`: at once when it is 0 (tests), so the upload's
 * answer already finds them signed; otherwise on a timer that keeps no process alive.
 */
export function reviewSignedPaper(
  db: DatabaseSync,
  applicationId: number,
  delayMs: number,
  now: () => Date,
): void {
  if (delayMs === 0) {
    review(db, applicationId, now());
    return;
  }
  const timer = setTimeout(() => {
    if (db.isOpen) review(db, applicationId, now());
  }, delayMs);
  timer.unref();
}
