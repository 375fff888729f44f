import * as z from 'zod/mini';

/**
 * The "Due soon" thresholds (issue 36 item 3, decision 0042): how many days make each deadline
 * due, with their defaults from the runtime config.
 */
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

/**
 * The defaults from the runtime config's `dueSoon`, or the built-in ones with what is wrong
 * with it, named as the config error page names a problem (`dueSoon.unsignedDays: …`).
 */
export function configuredThresholds(config: unknown): {
  defaults: Thresholds;
  problems: string[];
} {
  if (config === undefined) return { defaults: BUILT_IN_THRESHOLDS, problems: [] };
  const parsed = z.safeParse(thresholdDefaultsSchema, config);
  if (!parsed.success) {
    return {
      defaults: BUILT_IN_THRESHOLDS,
      problems: parsed.error.issues.map((issue) =>
        [['dueSoon', ...issue.path].join('.'), issue.message].join(': '),
      ),
    };
  }
  return { defaults: { ...BUILT_IN_THRESHOLDS, ...parsed.data }, problems: [] };
}
