import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { validateEmailRequestSchema } from './dealer-requests.ts';

/** The fields with issues, each once. */
const paths = (result: ReturnType<typeof safeParse>) =>
  result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];

describe('validateEmail body', () => {
  it.each<[string, unknown, string[]]>([
    ['a valid address', { EmailAddress: 'ana@sunrise.example' }, []],
    ['surrounding spaces', { EmailAddress: ' ana@sunrise.example ' }, []],
    ['missing', {}, ['EmailAddress']],
    ['empty', { EmailAddress: '' }, ['EmailAddress']],
    ['no domain', { EmailAddress: 'ana@' }, ['EmailAddress']],
    ['not text', { EmailAddress: 42 }, ['EmailAddress']],
    ['an unknown field (requests are strict)', { EmailAddress: 'a@b.co', DealerId: 101 }, ['']],
  ])('%s', (_name, body, invalid) => {
    expect(paths(safeParse(validateEmailRequestSchema, body))).toEqual(invalid);
  });
});
