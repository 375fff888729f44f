import { describe, expect, it } from 'vitest';
import { isSandboxPath, sandboxBodyLimitBytes } from './app.ts';
import { modelStateKey } from './http.ts';
import { createTestSandbox } from './sandbox.test-support.ts';

describe('sandbox HTTP conventions', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const sandbox = createTestSandbox();
    const response = await sandbox.request('/v3/api/nothing-here', {
      token: await sandbox.signIn('operator'),
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      Message: expect.stringContaining('/v3/api/nothing-here'),
    });
  });

  it('answers an unknown sandbox route with a JSON 404', async () => {
    const response = await createTestSandbox().request('/sandbox/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Message: expect.any(String) });
  });

  it('asks for a bearer token before saying whether an API route exists', async () => {
    const response = await createTestSandbox().request('/v2/api/nothing-here');
    expect(response.status).toBe(401);
  });

  it('refuses a body over the limit with a JSON 413', async () => {
    const response = await createTestSandbox().request('/sandbox/session', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(sandboxBodyLimitBytes + 1),
      },
      body: '{}',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ Message: expect.any(String) });
  });

  it('turns an unexpected failure into a JSON 500 without details', async () => {
    const sandbox = createTestSandbox();
    sandbox.app.get('/sandbox/explode', () => {
      throw new Error('database is on fire');
    });
    const original = console.error;
    console.error = () => undefined;
    try {
      const response = await sandbox.request('/sandbox/explode');
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ Message: 'An error has occurred.' });
    } finally {
      console.error = original;
    }
  });

  it.each([
    [['Applicant', 'FirstName'], 'request.Applicant.FirstName'],
    [['Fees', 0, 'FeeAmount'], 'request.Fees[0].FeeAmount'],
    [[], 'request'],
  ])('writes the ModelState key of %j as %s', (path, key) => {
    expect(modelStateKey(path)).toBe(key);
  });

  it.each([
    ['/sandbox/session', true],
    ['/sandbox', true],
    ['/v1/api/dealers', true],
    ['/v3/api/users', true],
    ['/api/applications/paperwork/1/download', true],
    ['/', false],
    ['/applications/12', false],
    ['/sandboxes', false],
    ['/v3/apis', false],
    ['/assets/app.js', false],
  ])('routes %s to the sandbox: %s', (path, expected) => {
    expect(isSandboxPath(path)).toBe(expected);
  });
});
