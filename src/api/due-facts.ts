import { calendarDayIn } from '../lib/time-zones.ts';
import type { ApplicationRecord } from '../schemas/application-records.ts';
import { documentSigned } from './funding-stage.ts';

/** What a detail record adds to the deadlines: days only, nothing that names or identifies. */
export interface DueFacts {
  /** The day the application was submitted (CreateDateUtc, the device's day), or null. */
  createdOn: string | null;
  /** The project's projected completion day (Terms.TentativeCompletionDate), or null. */
  tentativeCompletionDay: string | null;
  /** A completion certificate (LCC) went out and every signer signed it. */
  completionSigned: boolean;
  /** The applicants' IDs' expiry days (the detail never says the planned signing day). */
  idExpiries: readonly string[];
}

/** A service Date or DateTime as the device's calendar day. */
export function dayOf(value: string): string {
  return value.length <= 10 ? value : calendarDayIn(Date.parse(value));
}

export function dueFactsOf(record: ApplicationRecord): DueFacts {
  const idExpiries: string[] = [];
  for (const applicant of [record.Applicant, record.CoApplicant]) {
    const expires = applicant?.Identification?.ExpirationDate;
    if (expires) idExpiries.push(dayOf(expires));
  }
  const lcc = record.Signatures.find((document) => document.SignatureType === 'LCC');
  return {
    createdOn: record.CreateDateUtc ? dayOf(record.CreateDateUtc) : null,
    tentativeCompletionDay: record.Terms?.TentativeCompletionDate ?? null,
    completionSigned: lcc !== undefined && documentSigned(lcc),
    idExpiries,
  };
}
