import * as z from 'zod/mini';
import { thresholdsSchema } from './due-soon-thresholds.ts';

/**
 * The kinds of the "Due soon" list (issue 36, decision 0042) and the ones each user mutes. The
 * spec has no settings operation, so the settings are kept on the device; the thresholds, set
 * by a dealer administrator, are in due-soon-thresholds.ts.
 */
export const DUE_SOON_KINDS = [
  'attestation',
  'right-to-cancel',
  'unsigned',
  'completion',
  'id-expiry',
  'conditions',
  'approval',
] as const;

export type DueSoonKind = (typeof DUE_SOON_KINDS)[number];

/** The kinds a user has muted; an unknown kind (a newer portal's) is dropped, not refused. */
export const mutedKindsSchema = z.pipe(
  z.array(z.string()),
  z.transform((kinds) => DUE_SOON_KINDS.filter((kind) => kinds.includes(kind))),
);

/** A threshold as typed: blank is null, anything else its number (NaN for words, refused). */
const typedDays = z.pipe(
  z.string(),
  z.transform((text) => (text.trim() === '' ? null : Number(text.trim()))),
);

/** The thresholds form's fields, as typed, checked with the thresholds' own rules. */
export const thresholdsFormSchema = z.pipe(
  z.object({
    unsignedDays: typedDays,
    conditionsOpenDays: typedDays,
    attestationWarnDays: typedDays,
    lookAheadDays: typedDays,
  }),
  thresholdsSchema,
);
