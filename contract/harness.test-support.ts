import { configureClient } from '../src/api/client.ts';
import { signInWithPassword } from '../src/api/session.ts';
import { sessionStore } from '../src/api/session-store.ts';
import { createTestSandbox, type TestSandboxOptions } from '../sandbox/sandbox.test-support.ts';
import { messages, modelStateError } from '../sandbox/http.ts';
import { demoPassword } from '../sandbox/users/defaults.ts';

/**
 * The portal's API layer talking to the sandbox in-process: the client's fetch is the sandbox
 * app's own request handler, so a contract test exercises the real HTTP shapes both ways
 * without a server or a port.
 */
export function connectToSandbox(
  start?: Date,
  options: Pick<
    TestSandboxOptions,
    'decisionDelayMs' | 'reviewDelayMs' | 'seedApplications' | 'seedUsers'
  > = {},
) {
  const origin = 'http://sandbox.test';
  const sandbox = createTestSandbox(start, { ...options, host: 'sandbox.test', origin });
  const fetchFromSandbox: typeof fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    return sandbox.app.fetch(new Request(url, init));
  };
  globalThis.fetch = fetchFromSandbox;
  configureClient({
    baseUrl: origin,
    getToken: sessionStore.token,
    onUnauthorized: sessionStore.expire,
    timeoutMs: 5_000,
  });

  /** Sign the API layer in as a seeded user (password sign-in is sandbox-only). */
  const signInAs = async (username: string) => {
    const token = await sandbox.signIn(username);
    sessionStore.signIn(token, {
      id: 0,
      username,
      displayName: username,
      role: '',
      isOperator: false,
      dealers: [],
    });
    return token;
  };

  /**
   * Sign in through the portal's own sign-in, so the session holds the user as the sandbox
   * describes them (role, dealers): what a page needs to decide what the user may do.
   */
  const signInThroughPortal = (username: string) =>
    signInWithPassword({ username, password: demoPassword });

  return { sandbox, signInAs, signInThroughPortal };
}

function json(body: unknown, status: number) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Answers as the sandbox words them (sandbox/http.ts), for a test that must make one endpoint
 * answer what no seeded account and no real request produces (src/test/render-page.tsx).
 */
export const serviceAnswers = {
  /** An endpoint disabled for the caller's account. */
  disabled: (): Response => json({ Message: messages.endpointDisabled }, 403),
  /** A refused body, naming the fields as ASP.NET's ModelState does. */
  invalid: (modelState: Record<string, string[]>): Response =>
    json(modelStateError(modelState), 400),
};
