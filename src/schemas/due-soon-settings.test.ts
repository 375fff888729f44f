import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  BUILT_IN_THRESHOLDS,
  mutedKindsSchema,
  thresholdDefaults,
  thresholdsSchema,
} from './due-soon-settings.ts';

function messages(value: unknown): Record<string, string> {
  const parsed = safeParse(thresholdsSchema, value);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('thresholdsSchema', () => {
  it('accepts whole days within each range', () => {
    expect(messages(BUILT_IN_THRESHOLDS)).toEqual({});
    expect(
      messages({
        unsignedDays: 30,
        conditionsOpenDays: 1,
        attestationWarnDays: 90,
        lookAheadDays: 60,
      }),
    ).toEqual({});
  });

  it('refuses a blank, a fraction, zero and too many days, naming the field and its range', () => {
    expect(
      messages({
        unsignedDays: null,
        conditionsOpenDays: 2.5,
        attestationWarnDays: 0,
        lookAheadDays: 61,
      }),
    ).toEqual({
      unsignedDays: 'Paperwork unsigned after: enter a whole number of days from 1 to 30.',
      conditionsOpenDays: 'Conditions open after: enter a whole number of days from 1 to 90.',
      attestationWarnDays: 'Attestation warning: enter a whole number of days from 1 to 90.',
      lookAheadDays: 'Look ahead: enter a whole number of days from 1 to 60.',
    });
  });
});

describe('thresholdDefaults', () => {
  it('takes the runtime config’s figures over the built-in ones', () => {
    expect(thresholdDefaults(undefined)).toEqual(BUILT_IN_THRESHOLDS);
    expect(thresholdDefaults({ unsignedDays: 2 })).toEqual({
      ...BUILT_IN_THRESHOLDS,
      unsignedDays: 2,
    });
  });
});

describe('mutedKindsSchema', () => {
  it('keeps the kinds it knows, in their order, and drops others', () => {
    expect(safeParse(mutedKindsSchema, ['approval', 'newer-kind', 'unsigned']).data).toEqual([
      'unsigned',
      'approval',
    ]);
  });

  it('refuses what is not a list of names', () => {
    expect(safeParse(mutedKindsSchema, 'unsigned').success).toBe(false);
    expect(safeParse(mutedKindsSchema, [3]).success).toBe(false);
  });
});
