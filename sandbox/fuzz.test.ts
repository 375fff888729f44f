import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validApplicationV1,
  validApplicationV1Path,
  validApplicationV2,
} from '../src/schemas/fixtures/application-legacy.test-support.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { validAchPaperwork } from '../src/schemas/fixtures/paperwork.test-support.ts';
import { allPaths, ODD_VALUES } from '../src/schemas/fixtures/with-changes.test-support.ts';
import { setPromotionBody, setPromotionV1Body } from '../src/schemas/promotion-requests.ts';
import {
  readyForFunding,
  storedState,
  validBodies,
  withPaperwork,
} from './endpoint-scenarios.test-support.ts';
import {
  approvedApplication,
  call,
  currentSigner,
  listPromotions,
  readyForPaperwork,
  requestFromPaperworkData,
  type TestSandbox,
} from './paperwork/paperwork.test-support.ts';
import { demoPassword } from './users/defaults.ts';
import { createTestSandbox } from './sandbox.test-support.ts';

/**
 * Issue 4, "Done when": random and malformed bodies sent to every POST and PUT endpoint never
 * get a 500, and a refused request stores nothing (the row count of every table and SQLite's
 * count of changed rows stay as they were). A random body that happens to be accepted (2xx) is
 * allowed to store what it says.
 *
 * Each endpoint is fuzzed in a sandbox prepared so that its valid body would be accepted (an
 * approved application with a chosen promotion, paperwork sent for e-signing, …), with the
 * bearer token of a user who may call it, so the bodies reach the body rules instead of stopping
 * at a 404 or 403. A second sandbox prepared the same way first proves the valid body is
 * accepted. Bodies: fc.json(), fc.anything() serialised, raw bytes, the valid body truncated or
 * sent with a wrong content type, huge numbers and deep nesting written into the valid body's
 * text, text where an object belongs, the right top-level keys with random values, and the
 * valid body with one to three fields changed to odd or random values or removed.
 */

const RUNS = 200;
const TIMEOUT_MS = 60_000;

type Sent = { body: string | Uint8Array; contentType: string | undefined };

type Prepared = {
  /** The request path, ids filled in. */
  path: string;
  /** The caller's bearer token (none: the endpoint needs none). */
  token?: string;
  /** A body the endpoint accepts in this state (ignored-body endpoints: any). */
  valid: unknown;
  /** A token signed in for each run (the endpoint ends the caller's session). */
  tokenPerRun?: () => Promise<string>;
};

type Target = {
  method: 'POST' | 'PUT';
  /** The route as the Hono app registers it. */
  route: string;
  /** Extra words for a route fuzzed more than once (two forms of the same segment). */
  variant?: string;
  /** json: a JSON body; form: an HTML form post; ignored: the endpoint reads no body. */
  body: 'json' | 'form' | 'ignored';
  prepare: (sandbox: TestSandbox) => Promise<Prepared>;
  /** A successful answer; any other status is a refusal that must store nothing. */
  accepted?: (status: number) => boolean;
};

const ID = ':id{[0-9]+}';
const ok = (status: number) => status >= 200 && status < 300;

async function approvedFor(sandbox: TestSandbox, username: string) {
  const token = await sandbox.signIn(username);
  return { token, id: await approvedApplication(sandbox, await sandbox.signIn('dealer.user')) };
}

const targets: Target[] = [
  {
    method: 'POST',
    route: '/sandbox/session',
    body: 'json',
    prepare: async () => ({ path: '/sandbox/session', valid: validBodies.signIn() }),
  },
  {
    method: 'POST',
    route: '/sandbox/session/expire',
    body: 'ignored',
    prepare: async (sandbox) => ({
      path: '/sandbox/session/expire',
      valid: {},
      tokenPerRun: () => sandbox.signIn('dealer.user'),
    }),
  },
  {
    method: 'POST',
    route: '/v3/api/users',
    body: 'json',
    prepare: async (sandbox) => ({
      path: '/v3/api/users',
      token: await sandbox.signIn('sunrise.admin'),
      valid: validBodies.newUser(),
    }),
  },
  {
    method: 'PUT',
    route: '/v3/api/users/:id',
    body: 'json',
    prepare: async (sandbox) => ({
      path: '/v3/api/users/6',
      token: await sandbox.signIn('operator'),
      valid: validBodies.jorge(),
    }),
  },
  {
    method: 'POST',
    route: '/v3/api/dealers/:dealerId/validateEmail',
    body: 'json',
    prepare: async (sandbox) => ({
      path: '/v3/api/dealers/101/validateEmail',
      token: await sandbox.signIn('sunrise.admin'),
      valid: validBodies.validateEmail(),
    }),
  },
  {
    method: 'POST',
    route: '/v3/api/dealers/:dealerId/dealerDocuments',
    body: 'json',
    prepare: async (sandbox) => ({
      path: '/v3/api/dealers/101/dealerDocuments',
      token: await sandbox.signIn('sunrise.admin'),
      valid: validBodies.dealerDocument(),
    }),
  },
  ...([3, 2, 1] as const).map((version): Target => ({
    method: 'POST',
    route: `/v${version}/api/applications`,
    body: 'json',
    prepare: async (sandbox) => ({
      path: `/v${version}/api/applications`,
      token: await sandbox.signIn('dealer.user'),
      valid: { 3: validApplicationV3, 2: validApplicationV2, 1: validApplicationV1 }[version](),
    }),
  })),
  ...['101', '700101'].map((segment): Target => ({
    method: 'POST',
    route: '/v1/api/applications/:dealer',
    variant: segment === '101' ? 'by dealer id' : 'by dealer number',
    body: 'json',
    prepare: async (sandbox) => ({
      path: `/v1/api/applications/${segment}`,
      token: await sandbox.signIn('dealer.user'),
      valid: validApplicationV1Path(),
    }),
  })),
  ...['/reassign/', '/reassign'].map((suffix): Target => ({
    method: 'POST',
    route: `/v3/api/applications/${ID}${suffix}`,
    body: 'json',
    prepare: async (sandbox) => {
      const { token, id } = await approvedFor(sandbox, 'sunrise.admin');
      return {
        path: `/v3/api/applications/${id}${suffix}`,
        token,
        valid: validBodies.reassign(),
      };
    },
  })),
  {
    method: 'POST',
    route: `/v3/api/applications/projectNumber/${ID}`,
    body: 'json',
    prepare: async (sandbox) => {
      const { token, id } = await approvedFor(sandbox, 'dealer.user');
      return {
        path: `/v3/api/applications/projectNumber/${id}`,
        token,
        valid: validBodies.projectNumber(),
      };
    },
  },
  {
    method: 'POST',
    route: `/v3/api/applications/stageFund/${ID}`,
    body: 'ignored',
    prepare: async (sandbox) => {
      const token = await sandbox.signIn('dealer.user');
      const id = await readyForFunding(sandbox, token);
      return { path: `/v3/api/applications/stageFund/${id}`, token, valid: {} };
    },
  },
  ...(['v3', 'v1'] as const).map((version): Target => ({
    method: 'POST',
    route: `/${version}/api/applications/promotions/:applicationId`,
    body: 'json',
    prepare: async (sandbox) => {
      const { token, id } = await approvedFor(sandbox, 'dealer.user');
      const promotion = (await listPromotions(sandbox, token, id)).find(
        (candidate) => candidate.Id === 302,
      )!;
      return {
        path: `/${version}/api/applications/promotions/${id}`,
        token,
        valid: version === 'v3' ? setPromotionBody(promotion) : setPromotionV1Body(promotion),
      };
    },
  })),
  {
    method: 'POST',
    route: '/v3/api/applications/paperwork/submit',
    body: 'json',
    prepare: async (sandbox) => {
      const token = await sandbox.signIn('dealer.user');
      const { id, data } = await readyForPaperwork(sandbox, token);
      return {
        path: '/v3/api/applications/paperwork/submit',
        token,
        valid: requestFromPaperworkData(id, data, { option: 'esign', payment: true }),
      };
    },
  },
  {
    method: 'POST',
    route: '/v3/api/applications/paperwork/submit/ach',
    body: 'json',
    prepare: async (sandbox) => {
      const { token, id } = await approvedFor(sandbox, 'dealer.user');
      return {
        path: '/v3/api/applications/paperwork/submit/ach',
        token,
        valid: validAchPaperwork({ LoanApplicationId: id }),
      };
    },
  },
  {
    method: 'POST',
    route: '/v3/api/applications/paperwork/:applicationId/esign-resend',
    body: 'json',
    prepare: async (sandbox) => {
      const token = await sandbox.signIn('dealer.user');
      const { id } = await withPaperwork(sandbox, token, 'email');
      return {
        path: `/v3/api/applications/paperwork/${id}/esign-resend`,
        token,
        valid: validBodies.esignResend(),
      };
    },
  },
  {
    method: 'POST',
    route: '/v3/api/applications/:applicationId/supportingDocuments',
    body: 'json',
    prepare: async (sandbox) => {
      const { token, id } = await approvedFor(sandbox, 'dealer.user');
      return {
        path: `/v3/api/applications/${id}/supportingDocuments`,
        token,
        valid: validBodies.supportingDocument(),
      };
    },
  },
  {
    method: 'POST',
    route: '/sandbox/esign/:token/sign',
    body: 'form',
    // The form answers a signature, and a form of someone who already signed, with 303.
    accepted: (status) => ok(status) || status === 303,
    prepare: async (sandbox) => {
      const token = await sandbox.signIn('dealer.user');
      const { signingPath } = await withPaperwork(sandbox, token, 'esign');
      const page = await sandbox.request(signingPath!);
      const signer = currentSigner(await page.text())!;
      return {
        path: `${signingPath}/sign`,
        valid: { signee: signer.signee, typedName: signer.name },
      };
    },
  },
  {
    method: 'POST',
    route: '/sandbox/outbox/session',
    body: 'form',
    // A sign-in redirects to the outbox page (303); a refusal is the form again.
    accepted: (status) => status === 303,
    prepare: async () => ({
      path: '/sandbox/outbox/session',
      valid: { username: 'dealer.user', password: demoPassword },
    }),
  },
  {
    method: 'POST',
    route: '/sandbox/outbox/sign-out',
    body: 'ignored',
    accepted: (status) => status === 303,
    prepare: async () => ({ path: '/sandbox/outbox/sign-out', valid: {} }),
  },
  {
    method: 'POST',
    route: '/sandbox/paperwork/:applicationId/mark-signed',
    body: 'ignored',
    prepare: async (sandbox) => {
      const token = await sandbox.signIn('dealer.user');
      const { id } = await withPaperwork(sandbox, token, 'download');
      return { path: `/sandbox/paperwork/${id}/mark-signed`, token, valid: {} };
    },
  },
  {
    method: 'POST',
    route: '/sandbox/dealers/:id/attest',
    body: 'ignored',
    prepare: async (sandbox) => ({
      path: '/sandbox/dealers/102/attest',
      token: await sandbox.signIn('lakeside.admin'),
      valid: {},
    }),
  },
];

// --- Bodies --------------------------------------------------------------------------------

const utf8 = (text: string) => new TextEncoder().encode(text);
const asJson = (text: string): Sent => ({ body: text, contentType: 'application/json' });

/** Replaces the value at a dotted path of a copy; a path whose parent is gone is skipped. */
function setAt(body: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop()!;
  let target: unknown = copy;
  for (const key of keys) {
    if (target === null || typeof target !== 'object') return copy;
    target = (target as Record<string, unknown>)[key];
  }
  if (target === null || typeof target !== 'object') return copy;
  // An array takes only a near index: any other key (`length` above all, which throws for a
  // negative number) would not reach the JSON, and a far index would be a huge list of nulls.
  if (Array.isArray(target) && !/^\d{1,3}$/.test(last)) return copy;
  if (value === undefined) delete (target as Record<string, unknown>)[last];
  else (target as Record<string, unknown>)[last] = value;
  return copy;
}

/** The valid body's text with raw JSON text (a number no JS value prints, deep nesting) at `path`. */
function withRawText(valid: unknown, path: string, raw: string): string {
  const marker = '__fuzz_raw_value__';
  return JSON.stringify(setAt(valid, path, marker)).replace(`"${marker}"`, () => raw);
}

const hugeNumbers = fc.oneof(
  fc.constantFrom(
    '1e400',
    '-1e400',
    '1e308',
    '-1.7976931348623157e308',
    '123456789012345678901234567890',
    '9007199254740993',
    '-0',
    '1e-400',
    '4.9e-324',
    '0.1234567890123456789012345',
    '99999999999999999999.99',
  ),
  fc.bigInt({ min: -(10n ** 60n), max: 10n ** 60n }).map(String),
);

const deepNesting = fc
  .tuple(fc.integer({ min: 2, max: 20_000 }), fc.constantFrom('array', 'object', 'mixed'))
  .map(([depth, kind]) =>
    kind === 'array'
      ? '['.repeat(depth) + ']'.repeat(depth)
      : kind === 'object'
        ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
        : '[{"a":'.repeat(depth) + '[]' + '}]'.repeat(depth),
  );

const contentTypes = fc.constantFrom(
  undefined,
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  'application/json; charset=latin1',
  'application/octet-stream',
  'application/json',
);

const oddValue = fc.oneof(
  fc.constantFrom(...ODD_VALUES),
  fc.anything(),
  fc.string(),
  fc.double(),
  fc.integer(),
  fc.constantFrom('2025-02-30', '13/45/2025', ' ', '\u0000', 'null', '-1', 'true', '1e400'),
);

/** Bodies of no particular shape, for any endpoint. */
const shapeless: fc.Arbitrary<Sent>[] = [
  fc.json().map(asJson),
  fc.anything().map((value) => asJson(JSON.stringify(value) ?? 'undefined')),
  fc.uint8Array({ maxLength: 300 }).map((bytes): Sent => ({ body: bytes, contentType: undefined })),
  fc.string().map(asJson),
  deepNesting.map(asJson),
  hugeNumbers.map(asJson),
  fc
    .tuple(contentTypes, fc.json())
    .map(([contentType, text]): Sent => ({ body: utf8(text), contentType })),
];

/** Bodies derived from a valid one: close to what the endpoint accepts. */
function almostValid(valid: unknown): fc.Arbitrary<Sent>[] {
  const text = JSON.stringify(valid);
  const paths = allPaths(valid);
  if (paths.length === 0) return [];
  const objectPaths = paths.filter((path) => {
    let value: unknown = valid;
    for (const key of path.split('.')) value = (value as Record<string, unknown>)[key];
    return value !== null && typeof value === 'object';
  });
  const path = fc.constantFrom(...paths);
  const topKeys = Object.keys(valid as object);
  const change = fc.tuple(path, fc.oneof(oddValue, fc.constant(undefined)));
  return [
    // One to three fields changed or removed.
    fc
      .array(change, { minLength: 1, maxLength: 3 })
      .map((changes) =>
        asJson(
          JSON.stringify(changes.reduce((body, [at, value]) => setAt(body, at, value), valid)),
        ),
      ),
    // An extra field somewhere.
    fc
      .tuple(fc.constantFrom('', ...objectPaths), fc.string({ minLength: 1 }), fc.anything())
      .map(([at, key, value]) =>
        asJson(JSON.stringify(setAt(valid, at === '' ? key : `${at}.${key}`, value))),
      ),
    fc.nat({ max: text.length - 1 }).map((length) => asJson(text.slice(0, length))),
    fc
      .tuple(contentTypes, fc.boolean())
      .map(([contentType, bytes]): Sent => ({ body: bytes ? utf8(text) : text, contentType })),
    fc.tuple(path, hugeNumbers).map(([at, raw]) => asJson(withRawText(valid, at, raw))),
    fc.tuple(path, deepNesting).map(([at, raw]) => asJson(withRawText(valid, at, raw))),
    ...(objectPaths.length === 0
      ? []
      : [
          fc
            .tuple(fc.constantFrom(...objectPaths), fc.string())
            .map(([at, value]) => asJson(JSON.stringify(setAt(valid, at, value)))),
        ]),
    fc
      .record(Object.fromEntries(topKeys.map((key) => [key, fc.anything()])))
      .map((body) => asJson(JSON.stringify(body))),
  ];
}

const urlEncoded = (fields: Record<string, string>): Sent => ({
  body: new URLSearchParams(fields).toString(),
  contentType: 'application/x-www-form-urlencoded',
});

function multipart(fields: [string, string][], boundary: string): Sent {
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Values close to a form field's right one, plus any text. */
const nearly = (value: string, ...more: string[]) =>
  fc.oneof(
    fc.constantFrom(value, value.toUpperCase(), ` ${value} `, value.slice(1), '', ...more),
    fc.string(),
  );

/** HTML form posts: right and wrong fields, and bodies that are no form at all. */
function formBodies(valid: Record<string, string>): fc.Arbitrary<Sent>[] {
  const fields = fc.record(
    Object.fromEntries(
      Object.entries(valid).map(([name, value]) => [
        name,
        name === 'signee'
          ? nearly(value, 'Applicant', 'CoApplicant', 'Dealer', 'applicant')
          : nearly(value),
      ]),
    ),
  );
  return [
    fields.map(urlEncoded),
    fc.dictionary(fc.string(), fc.string()).map(urlEncoded),
    fc.string().map((text): Sent => ({
      body: text,
      contentType: 'application/x-www-form-urlencoded',
    })),
    fc
      .tuple(fields, fc.stringMatching(/^[\w'()+,./:=?-]{1,70}$/))
      .map(([fields, boundary]) => multipart(Object.entries(fields), boundary)),
    fc
      .tuple(
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=abc',
          'multipart/form-data; boundary="unterminated',
        ),
        fc.string(),
      )
      .map(([contentType, text]): Sent => ({ body: text, contentType })),
    fc.tuple(contentTypes, fc.string()).map(([contentType, text]) => ({
      body: utf8(text),
      contentType,
    })),
  ];
}

function bodiesFor(target: Target, valid: unknown): fc.Arbitrary<Sent> {
  if (target.body === 'form') {
    return fc.oneof(...formBodies(valid as Record<string, string>), ...shapeless);
  }
  return fc.oneof(...shapeless, ...(target.body === 'json' ? almostValid(valid) : []));
}

function send(
  sandbox: TestSandbox,
  method: string,
  path: string,
  token: string | undefined,
  sent: Sent,
) {
  const headers = new Headers();
  if (sent.contentType !== undefined) headers.set('Content-Type', sent.contentType);
  // A string body would get text/plain from Request; bytes go without any content type.
  const body =
    typeof sent.body === 'string' && sent.contentType === undefined ? utf8(sent.body) : sent.body;
  return sandbox.request(path, { method, token, headers, body: body as BodyInit });
}

function validSent(target: Target, valid: unknown): Sent {
  return target.body === 'form'
    ? urlEncoded(valid as Record<string, string>)
    : asJson(JSON.stringify(valid));
}

// --- The property ---------------------------------------------------------------------------

describe('random and malformed bodies to every POST and PUT endpoint', () => {
  it('fuzzes every POST and PUT route the sandbox registers', () => {
    const registered = new Set(
      createTestSandbox()
        .app.routes.filter((route) => route.method === 'POST' || route.method === 'PUT')
        .map((route) => `${route.method} ${route.path}`),
    );
    expect(new Set(targets.map((target) => `${target.method} ${target.route}`))).toEqual(
      registered,
    );
  });

  for (const target of targets) {
    const name = `${target.method} ${target.route}${target.variant ? ` (${target.variant})` : ''}`;
    it(
      `${name}: never a 500, and a refusal stores nothing`,
      async () => {
        // The state and body are right: the unchanged body is accepted.
        const check = createTestSandbox();
        const proof = await target.prepare(check);
        const proofToken = (await proof.tokenPerRun?.()) ?? proof.token;
        const answer = await send(
          check,
          target.method,
          proof.path,
          proofToken,
          validSent(target, proof.valid),
        );
        const accepted = target.accepted ?? ok;
        expect(accepted(answer.status), `${answer.status} ${await answer.text()}`).toBe(true);

        const sandbox = createTestSandbox();
        const prepared = await target.prepare(sandbox);
        // Decisions due are applied by any read; apply them now so a refusal changes nothing.
        await call(sandbox, '/v3/api/applications/statuses-since/2025-01-01', {
          token: await sandbox.signIn('operator'),
        });
        let acceptedRuns = 0;
        await fc.assert(
          fc.asyncProperty(bodiesFor(target, prepared.valid), async (sent) => {
            const token = (await prepared.tokenPerRun?.()) ?? prepared.token;
            const before = storedState(sandbox);
            const response = await send(sandbox, target.method, prepared.path, token, sent);
            const text = await response.text();
            expect(response.status, text.slice(0, 500)).toBeLessThan(500);
            if (accepted(response.status)) {
              acceptedRuns += 1;
              return;
            }
            expect(storedState(sandbox), `${response.status} ${text.slice(0, 300)}`).toEqual(
              before,
            );
            if (target.body !== 'form') {
              // A refusal explains itself in the service's JSON error form.
              expect(JSON.parse(text), text.slice(0, 300)).toMatchObject({
                Message: expect.any(String),
              });
            }
          }),
          { numRuns: RUNS },
        );
        // Every random body of an endpoint that reads none is accepted at least once.
        if (target.body === 'ignored') expect(acceptedRuns).toBeGreaterThan(0);
      },
      TIMEOUT_MS,
    );
  }
});
