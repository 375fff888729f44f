import * as z from 'zod/mini';

/**
 * The "Due soon" list's settings (issue 36, decision 0042): how many days make each deadline
 * due, set by a dealer administrator for their dealers, and the kinds each user mutes. The
 * spec has no settings operation, so they are kept on the device; defaults come from the
 * runtime config.
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

/** Each kind in the dealer's words, for the list, the mute choices and the settings. */
export const DUE_SOON_KIND_NAMES: Readonly<Record<DueSoonKind, string>> = {
  attestation: 'Dealer attestation window',
  'right-to-cancel': 'Customer’s right to cancel',
  unsigned: 'Paperwork not signed',
  completion: 'Completion certificate overdue',
  'id-expiry': 'ID expires before signing',
  conditions: 'Conditions open',
  approval: 'Approval about to lapse',
};

/** A whole number of days between `min` and `max`, with messages that name the field. */
function days(label: string, min: number, max: number) {
  const range = `${label}: enter a whole number of days from ${min} to ${max}.`;
  // A form's blank field is null: it gets the same message as 0.
  return z.pipe(
    z.nullable(z.number({ error: range })),
    z.int({ error: range }).check(z.minimum(min, range), z.maximum(max, range)),
  );
}

export const thresholdsSchema = z.object({
  /** Paperwork out for signature longer than this is listed, to resend. */
  unsignedDays: days('Paperwork unsigned after', 1, 30),
  /** Conditions open longer than this are listed. */
  conditionsOpenDays: days('Conditions open after', 1, 90),
  /** The attestation deadline is listed this many days ahead. */
  attestationWarnDays: days('Attestation warning', 1, 90),
  /** Other dates (an ID's expiry, an approval's end) are listed this many days ahead. */
  lookAheadDays: days('Look ahead', 1, 60),
});

export type Thresholds = z.infer<typeof thresholdsSchema>;

/** The issue's own figures: more than 3 days unsigned, more than 7 days open. */
export const BUILT_IN_THRESHOLDS: Thresholds = {
  unsignedDays: 3,
  conditionsOpenDays: 7,
  attestationWarnDays: 30,
  lookAheadDays: 7,
};

/** The runtime config's `dueSoon`: any threshold it gives replaces the built-in one. */
export const thresholdDefaultsSchema = z.partial(thresholdsSchema);

export function thresholdDefaults(config: Partial<Thresholds> | undefined): Thresholds {
  return { ...BUILT_IN_THRESHOLDS, ...config };
}

/** The kinds a user has muted; an unknown kind (a newer portal's) is dropped, not refused. */
export const mutedKindsSchema = z.pipe(
  z.array(z.string()),
  z.transform((kinds) => DUE_SOON_KINDS.filter((kind) => kinds.includes(kind))),
);
