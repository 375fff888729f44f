import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { mutedKindsSchema, thresholdsFormSchema } from './due-soon-settings.ts';

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

describe('thresholdsFormSchema', () => {
  const typed = {
    unsignedDays: ' 5 ',
    conditionsOpenDays: '7',
    attestationWarnDays: '30',
    lookAheadDays: '14',
  };

  it('reads the days as typed', () => {
    expect(safeParse(thresholdsFormSchema, typed).data).toEqual({
      unsignedDays: 5,
      conditionsOpenDays: 7,
      attestationWarnDays: 30,
      lookAheadDays: 14,
    });
  });

  it('refuses a blank, words and a fraction with the field’s own message', () => {
    const parsed = safeParse(thresholdsFormSchema, {
      ...typed,
      unsignedDays: '',
      conditionsOpenDays: 'a week',
      lookAheadDays: '1.5',
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['unsignedDays', 'Paperwork unsigned after: enter a whole number of days from 1 to 30.'],
      ['conditionsOpenDays', 'Conditions open after: enter a whole number of days from 1 to 90.'],
      ['lookAheadDays', 'Look ahead: enter a whole number of days from 1 to 60.'],
    ]);
  });
});
