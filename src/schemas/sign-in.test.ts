import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { sandboxSignInSchema, tokenSignInSchema } from './sign-in.ts';

function fieldsOf(result: ReturnType<typeof safeParse>) {
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('sign-in schemas', () => {
  it.each([
    [{ username: 'sunrise.admin', password: 'demo1234' }, []],
    [{ username: '  ', password: 'x' }, ['username']],
    [{ username: 'a', password: '' }, ['password']],
  ])('sandbox sign-in %j', (values, invalid) => {
    expect(fieldsOf(safeParse(sandboxSignInSchema, values))).toEqual(invalid);
  });

  it('trims the username', () => {
    const parsed = safeParse(sandboxSignInSchema, { username: ' sunrise.admin ', password: 'p' });
    expect(parsed.success && parsed.data.username).toBe('sunrise.admin');
  });

  it.each([
    [{ token: 'eyJhbGciOi.abc.def' }, []],
    [{ token: '' }, ['token']],
    [{ token: 'has a space' }, ['token']],
  ])('token sign-in %j', (values, invalid) => {
    expect(fieldsOf(safeParse(tokenSignInSchema, values))).toEqual(invalid);
  });
});
