import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  BUILT_IN_THRESHOLDS,
  configuredThresholds,
  thresholdsSchema,
} from './due-soon-thresholds.ts';

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

describe('configuredThresholds', () => {
  it('takes the runtime config’s figures over the built-in ones', () => {
    expect(configuredThresholds(undefined)).toEqual({
      defaults: BUILT_IN_THRESHOLDS,
      problems: [],
    });
    expect(configuredThresholds({ unsignedDays: 2 })).toEqual({
      defaults: { ...BUILT_IN_THRESHOLDS, unsignedDays: 2 },
      problems: [],
    });
  });

  it('keeps the built-in figures for a config it cannot use, naming each problem', () => {
    expect(configuredThresholds({ unsignedDays: 0, lookAheadDays: 7 })).toEqual({
      defaults: BUILT_IN_THRESHOLDS,
      problems: [
        'dueSoon.unsignedDays: Paperwork unsigned after: enter a whole number of days from 1 to 30.',
      ],
    });
    expect(configuredThresholds('soon').problems).toHaveLength(1);
  });
});
