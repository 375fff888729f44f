import { beforeAll, describe, expect, it } from 'vitest';
import {
  validApplicationV1,
  validApplicationV1Path,
  validApplicationV2,
} from '../src/schemas/fixtures/application-legacy.test-support.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { validAchPaperwork } from '../src/schemas/fixtures/paperwork.test-support.ts';
import { withChanges } from '../src/schemas/fixtures/with-changes.test-support.ts';
import {
  promotionsPreviewSearchParams,
  setPromotionBody,
  setPromotionV1Body,
} from '../src/schemas/promotion-requests.ts';
import { allEndpointKeys, type EndpointKey } from './endpoint-keys.ts';
import { readyForFunding, validBodies, withPaperwork } from './endpoint-scenarios.test-support.ts';
import { messages } from './http.ts';
import {
  approvedApplication,
  currentSigner,
  listPromotions,
  readyForPaperwork,
  requestFromPaperworkData,
  modelStateKeys,
  type TestSandbox,
} from './paperwork/paperwork.test-support.ts';
import { rolePermissions, seedUsers } from './seed.ts';
import { createTestSandbox } from './sandbox.test-support.ts';

/**
 * Issue 4, "Done when": contract tests cover every endpoint of every version. One row per route
 * the sandbox registers (a route without a row fails the first test), each with:
 *
 * - the happy path, as a user who may call it;
 * - every permission refusal: each seeded user none of whose roles grants the endpoint's key
 *   gets the disabled-endpoint 403 (the list is written out, and checked against the roles);
 *   or, written out, why nobody is refused ("no role lacks this permission", or a sandbox page
 *   that takes no permission);
 * - cross-dealer access: Empire's administrator (every permission, on dealer 103 only) asks for
 *   a Sunrise (101) application, user or dealer and gets 404 — 400 naming the field where the
 *   id is a body field — or, for a list, sees only Empire's records; or why there is no id;
 * - a bad body (or query or path parameter) answered 400 naming the field as ModelState does;
 *   or why there is no input to get wrong.
 *
 * Each row runs in its own sandbox: the refusals first (they store nothing, as the fuzz test
 * shows), the happy path last.
 */

type User =
  'operator' | 'sunrise.admin' | 'lakeside.admin' | 'empire.admin' | 'sunrise.rep' | 'dealer.user';

type Ctx = {
  sandbox: TestSandbox;
  token: (user: User) => Promise<string>;
  /** An approved Sunrise application (or the row's own state: see each setup). */
  id: number;
  /** A second path piece some rows need (a signing path, a dealer segment). */
  extra: string;
};

type Req = {
  path: string;
  method?: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
};

type Answer = { status: number; body: unknown; headers: Headers };

type Case = { as: User; request: (ctx: Ctx) => Req };

type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as the Hono app registers it. */
  route: string;
  version: 'v1' | 'v2' | 'v3' | 'unversioned' | 'sandbox';
  /** The permission key the endpoint declares; null for the sandbox's own public pages. */
  key: EndpointKey | null;
  /** The state the row needs; `id` defaults to an approved Sunrise application. */
  setup?: (ctx: Ctx) => Promise<Partial<Pick<Ctx, 'id' | 'extra'>>>;
  happy: {
    /** null: no bearer token. */
    as: User | null;
    request: (ctx: Ctx) => Req;
    status: number;
    check?: (answer: Answer, ctx: Ctx) => void;
  };
  /** Seeded users refused with the disabled-endpoint 403, or why nobody is. */
  refused: User[] | string;
  crossDealer:
    | (Case & { status: 404 })
    | (Case & { status: 400; field: string })
    | (Case & { list: (body: unknown) => number[] })
    | string;
  badInput:
    (Case & { status?: 400; field: string; html?: false }) | (Case & { html: RegExp }) | string;
};

const NO_ROLE_LACKS = 'no role lacks this permission';
const NO_ID = 'none: no application, user or dealer id';
const NO_BODY = 'none: no body, query or path parameter to get wrong';
const SANDBOX_PAGE = 'none: a sandbox page, public (no permission)';
const OUTBOX_SCOPED =
  'none: no id; another dealer’s messages are left out (sandbox/paperwork/outbox-access.test.ts)';
const EMPIRE = 'empire.admin' as const;
const SUNRISE = 101;

const ok = (answer: Answer) => answer.body as Record<string, unknown>;

const applicationBodies = {
  v3: () => validApplicationV3(),
  v2: () => validApplicationV2(),
  v1: () => validApplicationV1(),
  v1Path: () => validApplicationV1Path(),
};

/** Dates are ISO in every version (spec, Data formats); v1/v2 give the SSN no format. */
const badBirthDate = { 'Applicant.DateOfBirth': '03/15/1984' };

/** Rows of the three versions of status, detail and statuses-since. */
function applicationReads(): Row[] {
  return (['v1', 'v2', 'v3'] as const).flatMap((version): Row[] => [
    {
      method: 'GET',
      route: `/${version}/api/applications/status/:id{[0-9]+}`,
      version,
      key: 'applications.read',
      happy: {
        as: 'sunrise.rep',
        request: ({ id }) => ({ path: `/${version}/api/applications/status/${id}` }),
        status: 200,
        check: (answer, { id }) =>
          expect(ok(answer)).toMatchObject({
            LoanApplicationId: id,
            LoanApplicationStatus: 'Approved',
          }),
      },
      refused: NO_ROLE_LACKS,
      crossDealer: {
        as: EMPIRE,
        request: ({ id }) => ({ path: `/${version}/api/applications/status/${id}` }),
        status: 404,
      },
      badInput: 'none: the id is digits only; anything else is no route (404)',
    },
    {
      method: 'GET',
      route: `/${version}/api/applications/detail/:id{[0-9]+}`,
      version,
      key: 'applications.read',
      happy: {
        as: 'sunrise.rep',
        request: ({ id }) => ({ path: `/${version}/api/applications/detail/${id}` }),
        status: 200,
        check: (answer, { id }) => expect(ok(answer)).toMatchObject({ Id: id, Status: 'Approved' }),
      },
      refused: NO_ROLE_LACKS,
      crossDealer: {
        as: EMPIRE,
        request: ({ id }) => ({ path: `/${version}/api/applications/detail/${id}` }),
        status: 404,
      },
      badInput: 'none: the id is digits only; anything else is no route (404)',
    },
    {
      method: 'GET',
      route: `/${version}/api/applications/statuses-since/:timestamp`,
      version,
      key: 'applications.read',
      happy: {
        as: 'sunrise.rep',
        request: () => ({
          path: `/${version}/api/applications/statuses-since/2025-06-15T00:00:00Z`,
        }),
        status: 200,
        check: (answer, { id }) =>
          expect(
            (answer.body as { LoanApplicationId: number }[]).map((item) => item.LoanApplicationId),
          ).toContain(id),
      },
      refused: NO_ROLE_LACKS,
      crossDealer: {
        as: EMPIRE,
        request: () => ({ path: `/${version}/api/applications/statuses-since/2025-01-01` }),
        list: (body) => (body as { DealerId: number }[]).map((item) => item.DealerId),
      },
      badInput: {
        as: 'sunrise.rep',
        request: () => ({ path: `/${version}/api/applications/statuses-since/yesterday` }),
        field: 'timestamp',
      },
    },
  ]);
}

/** The two spellings of the download route: versioned, and the DownloadUrl's relative form. */
function downloads(): Row[] {
  return (
    [
      ['v3', '/v3/api/applications/paperwork'],
      ['unversioned', '/api/applications/paperwork'],
    ] as const
  ).map(([version, base]): Row => ({
    method: 'GET',
    route: `${base}/:applicationId/download`,
    version,
    key: 'paperwork.read',
    setup: async ({ sandbox, token }) => ({
      id: (await withPaperwork(sandbox, await token('dealer.user'), 'download')).id,
    }),
    happy: {
      as: 'sunrise.rep',
      request: ({ id }) => ({ path: `${base}/${id}/download?documentType=FULL` }),
      status: 200,
      check: (answer) => {
        expect(answer.headers.get('Content-Type')).toBe('application/octet-stream');
        expect(
          Buffer.from(answer.body as Uint8Array)
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      },
    },
    refused: NO_ROLE_LACKS,
    crossDealer: {
      as: EMPIRE,
      request: ({ id }) => ({ path: `${base}/${id}/download?documentType=FULL` }),
      status: 404,
    },
    badInput: {
      as: 'sunrise.rep',
      request: ({ id }) => ({ path: `${base}/${id}/download?documentType=CONTRACT` }),
      field: 'documentType',
    },
  }));
}

function applicationSubmissions(): Row[] {
  return (
    [
      ['v3', applicationBodies.v3],
      ['v2', applicationBodies.v2],
      ['v1', applicationBodies.v1],
    ] as const
  ).map(([version, body]): Row => ({
    method: 'POST',
    route: `/${version}/api/applications`,
    version,
    key: 'applications.submit',
    happy: {
      as: 'dealer.user',
      request: () => ({ path: `/${version}/api/applications`, method: 'POST', json: body() }),
      status: 200,
      check: (answer) =>
        expect(ok(answer)).toMatchObject({ Status: 'Processing', IsActive: false }),
    },
    refused: ['sunrise.rep'],
    // The dealer is a body field: Empire's administrator may not submit for Sunrise.
    crossDealer: {
      as: EMPIRE,
      request: () => ({ path: `/${version}/api/applications`, method: 'POST', json: body() }),
      status: 400,
      field: 'request.LoanParameters.DealerId',
    },
    badInput: {
      as: 'dealer.user',
      request: () => ({
        path: `/${version}/api/applications`,
        method: 'POST',
        json: withChanges(body(), badBirthDate),
      }),
      field: 'request.Applicant.DateOfBirth',
    },
  }));
}

function promotionRows(): Row[] {
  return (['v1', 'v3'] as const).flatMap((version): Row[] => [
    {
      method: 'GET',
      route: `/${version}/api/applications/promotions/:applicationId`,
      version,
      key: 'promotions.read',
      happy: {
        as: 'sunrise.rep',
        request: ({ id }) => ({ path: `/${version}/api/applications/promotions/${id}` }),
        status: 200,
        check: (answer) =>
          expect((answer.body as { Id: number }[]).map((promotion) => promotion.Id)).toContain(302),
      },
      refused: NO_ROLE_LACKS,
      crossDealer: {
        as: EMPIRE,
        request: ({ id }) => ({ path: `/${version}/api/applications/promotions/${id}` }),
        status: 404,
      },
      badInput: 'none: the id is the only parameter; anything but digits is no route (404)',
    },
    {
      method: 'POST',
      route: `/${version}/api/applications/promotions/:applicationId`,
      version,
      key: 'promotions.write',
      setup: async ({ sandbox, token }) => {
        const user = await token('dealer.user');
        const id = await approvedApplication(sandbox, user);
        const promotion = (await listPromotions(sandbox, user, id)).find((p) => p.Id === 302)!;
        return {
          id,
          extra: JSON.stringify(
            version === 'v3' ? setPromotionBody(promotion) : setPromotionV1Body(promotion),
          ),
        };
      },
      happy: {
        as: 'dealer.user',
        request: ({ id, extra }) => ({
          path: `/${version}/api/applications/promotions/${id}`,
          method: 'POST',
          json: JSON.parse(extra),
        }),
        status: 200,
      },
      refused: ['sunrise.rep'],
      crossDealer: {
        as: EMPIRE,
        request: ({ id, extra }) => ({
          path: `/${version}/api/applications/promotions/${id}`,
          method: 'POST',
          json: JSON.parse(extra),
        }),
        status: 404,
      },
      badInput: {
        as: 'dealer.user',
        request: ({ id, extra }) => ({
          path: `/${version}/api/applications/promotions/${id}`,
          method: 'POST',
          json: { ...JSON.parse(extra), PromotionId: 'the best one' },
        }),
        field: 'request.PromotionId',
      },
    },
  ]);
}

const rows: Row[] = [
  // --- The sandbox's own endpoints ---------------------------------------------------------
  {
    method: 'POST',
    route: '/sandbox/session',
    version: 'sandbox',
    key: null,
    happy: {
      as: null,
      request: () => ({
        path: '/sandbox/session',
        method: 'POST',
        json: validBodies.signIn('sunrise.rep'),
      }),
      status: 200,
      check: (answer) => expect(ok(answer)).toMatchObject({ token: expect.any(String) }),
    },
    refused: 'none: sign-in, public (no permission)',
    crossDealer: NO_ID,
    badInput: {
      as: 'operator',
      request: () => ({
        path: '/sandbox/session',
        method: 'POST',
        json: { username: '', password: 'x' },
      }),
      field: 'request.username',
    },
  },
  {
    method: 'DELETE',
    route: '/sandbox/session',
    version: 'sandbox',
    key: null,
    happy: {
      as: 'sunrise.rep',
      request: () => ({ path: '/sandbox/session', method: 'DELETE' }),
      status: 204,
    },
    refused: 'none: sign-out, any signed-in user (no permission)',
    crossDealer: NO_ID,
    badInput: NO_BODY,
  },
  {
    method: 'POST',
    route: '/sandbox/session/expire',
    version: 'sandbox',
    key: null,
    happy: {
      as: 'sunrise.rep',
      request: () => ({ path: '/sandbox/session/expire', method: 'POST' }),
      status: 204,
    },
    refused: 'none: ends the caller’s own session, any signed-in user (no permission)',
    crossDealer: NO_ID,
    badInput: NO_BODY,
  },
  {
    method: 'GET',
    route: '/sandbox/accounts',
    version: 'sandbox',
    key: null,
    happy: {
      as: null,
      request: () => ({ path: '/sandbox/accounts' }),
      status: 200,
      check: (answer) => expect((answer.body as unknown[]).length).toBe(7),
    },
    refused: SANDBOX_PAGE,
    crossDealer: NO_ID,
    badInput: NO_BODY,
  },
  {
    method: 'GET',
    route: '/sandbox/esign/:token',
    version: 'sandbox',
    key: null,
    setup: async ({ sandbox, token }) => {
      const { id, signingPath } = await withPaperwork(sandbox, await token('dealer.user'), 'esign');
      return { id, extra: signingPath! };
    },
    happy: {
      as: null,
      request: ({ extra }) => ({ path: extra }),
      status: 200,
      check: (answer) => expect(currentSigner(answer.body as string)?.signee).toBe('Applicant'),
    },
    refused: 'none: a sandbox page whose unguessable link is the authority (no permission)',
    crossDealer: 'none: no dealer id; a link that is not valid answers 404',
    badInput: NO_BODY,
  },
  {
    method: 'POST',
    route: '/sandbox/esign/:token/sign',
    version: 'sandbox',
    key: null,
    setup: async ({ sandbox, token }) => {
      const { id, signingPath } = await withPaperwork(sandbox, await token('dealer.user'), 'esign');
      return { id, extra: signingPath! };
    },
    happy: {
      as: null,
      request: ({ extra }) => ({
        path: `${extra}/sign`,
        method: 'POST',
        body: new URLSearchParams({
          signee: 'Applicant',
          typedName: 'Maria L Hernandez',
        }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      status: 303,
      check: (answer, { extra }) => expect(answer.headers.get('Location')).toBe(extra),
    },
    refused: 'none: a sandbox page whose unguessable link is the authority (no permission)',
    crossDealer: 'none: no dealer id; a link that is not valid answers 404',
    badInput: {
      as: 'operator',
      request: ({ extra }) => ({
        path: `${extra}/sign`,
        method: 'POST',
        body: new URLSearchParams({ signee: 'Applicant', typedName: 'Somebody Else' }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      html: /Type the name exactly as shown/,
    },
  },
  {
    method: 'GET',
    route: '/sandbox/esign/:token/documents/:type',
    version: 'sandbox',
    key: null,
    setup: async ({ sandbox, token }) => {
      const { id, signingPath } = await withPaperwork(sandbox, await token('dealer.user'), 'esign');
      return { id, extra: signingPath! };
    },
    happy: {
      as: null,
      request: ({ extra }) => ({ path: `${extra}/documents/FULL` }),
      status: 200,
      check: (answer) => expect(answer.headers.get('Content-Type')).toBe('application/pdf'),
    },
    refused: 'none: a sandbox page whose unguessable link is the authority (no permission)',
    crossDealer: 'none: no dealer id; a link that is not valid answers 404',
    badInput: 'none: a document type the paperwork lacks answers the not-valid-link page (404)',
  },
  {
    method: 'GET',
    route: '/sandbox/outbox',
    version: 'sandbox',
    key: null,
    happy: {
      as: 'dealer.user',
      request: () => ({ path: '/sandbox/outbox' }),
      status: 200,
      check: (answer) => expect(answer.headers.get('Content-Type')).toContain('text/html'),
    },
    refused: 'none: any signed-in user, for their own dealers (no permission)',
    crossDealer: OUTBOX_SCOPED,
    badInput: NO_BODY,
  },
  {
    method: 'GET',
    route: '/sandbox/outbox.json',
    version: 'sandbox',
    key: null,
    setup: async ({ sandbox, token }) => ({
      id: (await withPaperwork(sandbox, await token('dealer.user'), 'email')).id,
    }),
    happy: {
      as: 'dealer.user',
      request: () => ({ path: '/sandbox/outbox.json' }),
      status: 200,
      check: (answer) => expect((answer.body as unknown[]).length).toBeGreaterThan(0),
    },
    refused: 'none: any signed-in user, for their own dealers (no permission)',
    crossDealer: OUTBOX_SCOPED,
    badInput: NO_BODY,
  },
  {
    method: 'POST',
    route: '/sandbox/outbox/session',
    version: 'sandbox',
    key: null,
    happy: {
      as: null,
      request: () => ({
        path: '/sandbox/outbox/session',
        method: 'POST',
        body: new URLSearchParams(validBodies.signIn('sunrise.rep')).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      status: 303,
      check: (answer) => expect(answer.headers.get('Set-Cookie')).toMatch(/HttpOnly/),
    },
    refused: 'none: the outbox page’s sign-in, public (no permission)',
    crossDealer: NO_ID,
    badInput: {
      as: 'operator',
      request: () => ({
        path: '/sandbox/outbox/session',
        method: 'POST',
        body: new URLSearchParams({ username: 'sunrise.rep', password: '' }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      html: /Enter your username and password/,
    },
  },
  {
    method: 'POST',
    route: '/sandbox/outbox/sign-out',
    version: 'sandbox',
    key: null,
    happy: {
      as: null,
      request: () => ({ path: '/sandbox/outbox/sign-out', method: 'POST' }),
      status: 303,
    },
    refused: 'none: the outbox page’s sign-out, public (no permission)',
    crossDealer: NO_ID,
    badInput: NO_BODY,
  },
  {
    method: 'POST',
    route: '/sandbox/paperwork/:applicationId/mark-signed',
    version: 'sandbox',
    key: 'paperwork.write',
    setup: async ({ sandbox, token }) => ({
      id: (await withPaperwork(sandbox, await token('dealer.user'), 'download')).id,
    }),
    happy: {
      as: 'dealer.user',
      request: ({ id }) => ({ path: `/sandbox/paperwork/${id}/mark-signed`, method: 'POST' }),
      status: 200,
    },
    refused: ['sunrise.rep'],
    crossDealer: {
      as: EMPIRE,
      request: ({ id }) => ({ path: `/sandbox/paperwork/${id}/mark-signed`, method: 'POST' }),
      status: 404,
    },
    badInput: NO_BODY,
  },
  {
    method: 'POST',
    route: '/sandbox/dealers/:id/attest',
    version: 'sandbox',
    key: null,
    happy: {
      as: 'lakeside.admin',
      request: () => ({ path: '/sandbox/dealers/102/attest', method: 'POST' }),
      status: 200,
      check: (answer) =>
        expect(ok(answer)).toEqual({
          DealerId: 102,
          AttestationCompliant: true,
          NextAttestationDate: '2025-07-15T00:00:00',
          AttestWindowDays: 30,
        }),
    },
    refused: 'none: any signed-in user who belongs to the dealer (no permission)',
    crossDealer: {
      as: EMPIRE,
      request: () => ({ path: `/sandbox/dealers/${SUNRISE}/attest`, method: 'POST' }),
      status: 404,
    },
    badInput: {
      as: 'lakeside.admin',
      request: () => ({ path: '/sandbox/dealers/LAK-AZ-0102/attest', method: 'POST' }),
      field: 'id',
    },
  },

  // --- Users (v3) ----------------------------------------------------------------------------
  {
    method: 'GET',
    route: '/v3/api/users',
    version: 'v3',
    key: 'users.read',
    happy: {
      as: 'sunrise.admin',
      request: () => ({ path: '/v3/api/users' }),
      status: 200,
      check: (answer) =>
        expect((answer.body as { Username: string }[]).map((user) => user.Username)).toEqual([
          'sunrise.admin',
          'sunrise.rep',
          'dealer.user',
        ]),
    },
    refused: ['sunrise.rep', 'dealer.user'],
    crossDealer: {
      as: EMPIRE,
      request: () => ({ path: '/v3/api/users' }),
      // Every listed user is one of Empire's (DealerNumber lists only Empire's number).
      list: (body) =>
        (body as { DealerNumber: string }[]).map((user) => Number(user.DealerNumber) - 700_000),
    },
    badInput: NO_BODY,
  },
  {
    method: 'GET',
    route: '/v3/api/users/:id',
    version: 'v3',
    key: 'users.read',
    happy: {
      as: 'sunrise.admin',
      request: () => ({ path: '/v3/api/users/5' }),
      status: 200,
      check: (answer) => expect(ok(answer)).toMatchObject({ UserId: 5, Username: 'sunrise.rep' }),
    },
    refused: ['sunrise.rep', 'dealer.user'],
    crossDealer: { as: EMPIRE, request: () => ({ path: '/v3/api/users/5' }), status: 404 },
    badInput: 'none: the id is the only parameter; one that is not a user answers 404',
  },
  {
    method: 'POST',
    route: '/v3/api/users',
    version: 'v3',
    key: 'users.write',
    happy: {
      as: 'sunrise.admin',
      request: () => ({ path: '/v3/api/users', method: 'POST', json: validBodies.newUser() }),
      status: 200,
      check: (answer) => expect(ok(answer)).toMatchObject({ UserId: 8, Username: 'maria.lopez' }),
    },
    refused: ['sunrise.rep', 'dealer.user'],
    // The dealer is a body field: Empire's administrator may not add users to Sunrise.
    crossDealer: {
      as: EMPIRE,
      request: () => ({ path: '/v3/api/users', method: 'POST', json: validBodies.newUser() }),
      status: 400,
      field: 'request.DealerRoles[0].DealerId',
    },
    badInput: {
      as: 'sunrise.admin',
      request: () => ({
        path: '/v3/api/users',
        method: 'POST',
        json: { ...validBodies.newUser(), EmailAddress: 'maria at sunrise' },
      }),
      field: 'request.EmailAddress',
    },
  },
  {
    method: 'PUT',
    route: '/v3/api/users/:id',
    version: 'v3',
    key: 'users.write',
    happy: {
      as: 'operator',
      request: () => ({
        path: '/v3/api/users/6',
        method: 'PUT',
        json: { ...validBodies.jorge(), Title: 'Senior Sales Consultant' },
      }),
      status: 200,
      check: (answer) =>
        expect(ok(answer)).toMatchObject({ UserId: 6, Title: 'Senior Sales Consultant' }),
    },
    refused: ['sunrise.rep', 'dealer.user'],
    crossDealer: {
      as: EMPIRE,
      request: () => ({
        path: '/v3/api/users/5',
        method: 'PUT',
        json: { ...validBodies.jorge(), Username: 'sunrise.rep' },
      }),
      status: 404,
    },
    badInput: {
      as: 'operator',
      request: () => ({
        path: '/v3/api/users/6',
        method: 'PUT',
        json: withChanges(validBodies.jorge(), { 'DealerRoles.0.RoleId': 99 }),
      }),
      field: 'request.DealerRoles[0].RoleId',
    },
  },
  {
    method: 'DELETE',
    route: '/v3/api/users/:id',
    version: 'v3',
    key: 'users.write',
    happy: {
      as: 'sunrise.admin',
      request: () => ({ path: '/v3/api/users/5', method: 'DELETE' }),
      status: 200,
      check: (answer) => expect(answer.body).toBe('User 5 has been disabled.'),
    },
    refused: ['sunrise.rep', 'dealer.user'],
    crossDealer: {
      as: EMPIRE,
      request: () => ({ path: '/v3/api/users/5', method: 'DELETE' }),
      status: 404,
    },
    badInput: 'none: no body; the id is the only parameter',
  },

  // --- Dealers (v1, v3) ----------------------------------------------------------------------
  ...(
    [
      ['/v3/api/dealers', 'v3'],
      ['/v1/api/dealers', 'v1'],
      ['/v3/api/dealers/attestation', 'v3'],
    ] as const
  ).map(([route, version]): Row => ({
    method: 'GET',
    route,
    version,
    key: 'dealers.read',
    happy: {
      as: 'dealer.user',
      request: () => ({ path: route }),
      status: 200,
      check: (answer) =>
        expect(
          (answer.body as { Id?: number; DealerId?: number }[]).map(
            (dealer) => dealer.Id ?? dealer.DealerId,
          ),
        ).toEqual([101, 103]),
    },
    refused: NO_ROLE_LACKS,
    crossDealer: {
      as: EMPIRE,
      request: () => ({ path: route }),
      list: (body) =>
        (body as { Id?: number; DealerId?: number }[]).map(
          (dealer) => dealer.Id ?? dealer.DealerId!,
        ),
    },
    badInput: NO_BODY,
  })),
  ...(['v1', 'v3'] as const).map((version): Row => ({
    method: 'GET',
    route: `/${version}/api/dealers/:dealer/products`,
    version,
    key: 'dealers.read',
    happy: {
      as: 'sunrise.rep',
      request: () => ({ path: `/${version}/api/dealers/700101/products` }),
      status: 200,
      check: (answer) =>
        expect(answer.body).toEqual([
          { ProductOrService: 'HVAC' },
          { ProductOrService: 'Water Heaters' },
          { ProductOrService: 'Windows and Doors' },
          { ProductOrService: 'Attic Insulation' },
        ]),
    },
    refused: NO_ROLE_LACKS,
    crossDealer: {
      as: EMPIRE,
      request: () => ({ path: `/${version}/api/dealers/101/products` }),
      status: 404,
    },
    badInput: 'none: the dealer id or number is the only parameter; an unknown one answers 404',
  })),
  {
    method: 'POST',
    route: '/v3/api/dealers/:dealerId/validateEmail',
    version: 'v3',
    key: 'dealers.validateEmail',
    happy: {
      as: 'dealer.user',
      request: () => ({
        path: `/v3/api/dealers/${SUNRISE}/validateEmail`,
        method: 'POST',
        json: validBodies.validateEmail(),
      }),
      status: 200,
      check: (answer) =>
        expect(answer.body).toEqual({ ...validBodies.validateEmail(), DealerId: SUNRISE }),
    },
    refused: ['sunrise.rep'],
    crossDealer: {
      as: EMPIRE,
      request: () => ({
        path: `/v3/api/dealers/${SUNRISE}/validateEmail`,
        method: 'POST',
        json: validBodies.validateEmail(),
      }),
      status: 404,
    },
    badInput: {
      as: 'dealer.user',
      request: () => ({
        path: `/v3/api/dealers/${SUNRISE}/validateEmail`,
        method: 'POST',
        json: { EmailAddress: 'new.hire' },
      }),
      field: 'request.EmailAddress',
    },
  },
  {
    method: 'POST',
    route: '/v3/api/dealers/:dealerId/dealerDocuments',
    version: 'v3',
    key: 'dealers.documents',
    happy: {
      as: 'sunrise.admin',
      request: () => ({
        path: `/v3/api/dealers/${SUNRISE}/dealerDocuments`,
        method: 'POST',
        json: validBodies.dealerDocument(),
      }),
      status: 200,
    },
    refused: ['sunrise.rep', 'dealer.user'],
    crossDealer: {
      as: EMPIRE,
      request: () => ({
        path: `/v3/api/dealers/${SUNRISE}/dealerDocuments`,
        method: 'POST',
        json: validBodies.dealerDocument(),
      }),
      status: 404,
    },
    badInput: {
      as: 'sunrise.admin',
      request: () => ({
        path: `/v3/api/dealers/${SUNRISE}/dealerDocuments`,
        method: 'POST',
        json: withChanges(validBodies.dealerDocument(), { 'Document.FileName': 'w9.exe' }),
      }),
      field: 'request.Document.FileName',
    },
  },

  // --- Applications (v1, v2, v3) -------------------------------------------------------------
  ...applicationSubmissions(),
  {
    method: 'POST',
    route: '/v1/api/applications/:dealer',
    version: 'v1',
    key: 'applications.submit',
    happy: {
      as: 'dealer.user',
      request: () => ({
        path: '/v1/api/applications/700101',
        method: 'POST',
        json: applicationBodies.v1Path(),
      }),
      status: 200,
      check: (answer) =>
        expect(ok(answer)).toMatchObject({ Status: 'Processing', Dealer: { Id: SUNRISE } }),
    },
    refused: ['sunrise.rep'],
    crossDealer: {
      as: EMPIRE,
      request: () => ({
        path: `/v1/api/applications/${SUNRISE}`,
        method: 'POST',
        json: applicationBodies.v1Path(),
      }),
      status: 404,
    },
    badInput: {
      as: 'dealer.user',
      request: () => ({
        path: `/v1/api/applications/${SUNRISE}`,
        method: 'POST',
        json: withChanges(applicationBodies.v1Path(), badBirthDate),
      }),
      field: 'request.Applicant.DateOfBirth',
    },
  },
  ...applicationReads(),
  {
    method: 'GET',
    route: '/v3/api/applications/history/:id{[0-9]+}',
    version: 'v3',
    key: 'applications.read',
    happy: {
      as: 'sunrise.rep',
      request: ({ id }) => ({ path: `/v3/api/applications/history/${id}` }),
      status: 200,
      check: (answer) =>
        expect(ok(answer).HistoryItems).toEqual([
          expect.objectContaining({ Message: expect.stringMatching(/^Credit decision/) }),
        ]),
    },
    refused: NO_ROLE_LACKS,
    crossDealer: {
      as: EMPIRE,
      request: ({ id }) => ({ path: `/v3/api/applications/history/${id}` }),
      status: 404,
    },
    badInput: 'none: the id is digits only; anything else is no route (404)',
  },
  ...['/reassign/', '/reassign'].map((suffix): Row => ({
    method: 'POST',
    route: `/v3/api/applications/:id{[0-9]+}${suffix}`,
    version: 'v3',
    key: 'applications.reassign',
    happy: {
      as: 'sunrise.admin',
      request: ({ id }) => ({
        path: `/v3/api/applications/${id}${suffix}`,
        method: 'POST',
        json: validBodies.reassign(),
      }),
      status: 200,
      check: (answer) => expect(answer.body).toEqual(new Uint8Array()),
    },
    refused: ['sunrise.rep', 'dealer.user'],
    crossDealer: {
      as: EMPIRE,
      request: ({ id }) => ({
        path: `/v3/api/applications/${id}${suffix}`,
        method: 'POST',
        json: validBodies.reassign(),
      }),
      status: 404,
    },
    badInput: {
      as: 'sunrise.admin',
      request: ({ id }) => ({
        path: `/v3/api/applications/${id}${suffix}`,
        method: 'POST',
        // Empire's administrator is no user of Sunrise.
        json: { ...validBodies.reassign(), UserIdToAssign: 4 },
      }),
      field: 'request.UserIdToAssign',
    },
  })),
  {
    method: 'POST',
    route: '/v3/api/applications/projectNumber/:id{[0-9]+}',
    version: 'v3',
    key: 'applications.projectNumber',
    happy: {
      as: 'dealer.user',
      request: ({ id }) => ({
        path: `/v3/api/applications/projectNumber/${id}`,
        method: 'POST',
        json: validBodies.projectNumber(),
      }),
      status: 200,
      check: (answer) => expect(answer.body).toEqual(new Uint8Array()),
    },
    refused: ['sunrise.rep'],
    crossDealer: {
      as: EMPIRE,
      request: ({ id }) => ({
        path: `/v3/api/applications/projectNumber/${id}`,
        method: 'POST',
        json: validBodies.projectNumber(),
      }),
      status: 404,
    },
    badInput: {
      as: 'dealer.user',
      request: ({ id }) => ({
        path: `/v3/api/applications/projectNumber/${id}`,
        method: 'POST',
        json: { ProjectNumber: 'P'.repeat(31) },
      }),
      field: 'request.ProjectNumber',
    },
  },
  {
    method: 'POST',
    route: '/v3/api/applications/stageFund/:id{[0-9]+}',
    version: 'v3',
    key: 'applications.stageFund',
    setup: async ({ sandbox, token }) => ({
      id: await readyForFunding(sandbox, await token('dealer.user')),
    }),
    happy: {
      as: 'dealer.user',
      request: ({ id }) => ({ path: `/v3/api/applications/stageFund/${id}`, method: 'POST' }),
      status: 200,
      check: (answer) => expect(answer.body).toEqual(new Uint8Array()),
    },
    refused: ['sunrise.rep'],
    crossDealer: {
      as: EMPIRE,
      request: ({ id }) => ({ path: `/v3/api/applications/stageFund/${id}`, method: 'POST' }),
      status: 404,
    },
    badInput: 'none: no body (the spec: "no body"); the id is digits only',
  },

  // --- Supporting documents (v3) -------------------------------------------------------------
  {
    method: 'GET',
    route: '/v3/api/applications/:applicationId/supportingDocuments',
    version: 'v3',
    key: 'documents.read',
    happy: {
      as: 'sunrise.rep',
      request: ({ id }) => ({ path: `/v3/api/applications/${id}/supportingDocuments` }),
      status: 200,
      check: (answer) => expect(answer.body).toEqual([]),
    },
    refused: NO_ROLE_LACKS,
    crossDealer: {
      as: EMPIRE,
      request: ({ id }) => ({ path: `/v3/api/applications/${id}/supportingDocuments` }),
      status: 404,
    },
    badInput: 'none: the id is the only parameter; anything but digits answers 404',
  },
  {
    method: 'POST',
    route: '/v3/api/applications/:applicationId/supportingDocuments',
    version: 'v3',
    key: 'documents.write',
    happy: {
      as: 'dealer.user',
      request: ({ id }) => ({
        path: `/v3/api/applications/${id}/supportingDocuments`,
        method: 'POST',
        json: validBodies.supportingDocument(),
      }),
      status: 200,
    },
    refused: ['sunrise.rep'],
    crossDealer: {
      as: EMPIRE,
      request: ({ id }) => ({
        path: `/v3/api/applications/${id}/supportingDocuments`,
        method: 'POST',
        json: validBodies.supportingDocument(),
      }),
      status: 404,
    },
    badInput: {
      as: 'dealer.user',
      request: ({ id }) => ({
        path: `/v3/api/applications/${id}/supportingDocuments`,
        method: 'POST',
        json: { ...validBodies.supportingDocument(), ViewDocumentType: 'invoice' },
      }),
      field: 'request.ViewDocumentType',
    },
  },

  // --- Promotions (v1, v3) -------------------------------------------------------------------
  {
    method: 'GET',
    route: '/v3/api/applications/promotions',
    version: 'v3',
    key: 'promotions.read',
    happy: {
      as: 'sunrise.rep',
      request: ({ id }) => ({
        path: `/v3/api/applications/promotions?${new URLSearchParams(
          promotionsPreviewSearchParams({
            applicationId: id,
            amountFinanced: 8000,
            creditType: 'ClosedEnd',
            stateCode: 'CA',
          }),
        ).toString()}`,
      }),
      status: 200,
      check: (answer) => expect((answer.body as unknown[]).length).toBeGreaterThan(0),
    },
    refused: NO_ROLE_LACKS,
    crossDealer: {
      as: EMPIRE,
      request: ({ id }) => ({
        path: `/v3/api/applications/promotions?${new URLSearchParams(
          promotionsPreviewSearchParams({
            applicationId: id,
            amountFinanced: 8000,
            creditType: 'ClosedEnd',
            stateCode: 'CA',
          }),
        ).toString()}`,
      }),
      status: 404,
    },
    badInput: {
      as: 'sunrise.rep',
      request: ({ id }) => ({
        path: `/v3/api/applications/promotions?${new URLSearchParams({
          ...promotionsPreviewSearchParams({
            applicationId: id,
            amountFinanced: 8000,
            creditType: 'ClosedEnd',
            stateCode: 'CA',
          }),
          amountFinanced: '-5',
        }).toString()}`,
      }),
      field: 'amountFinanced',
    },
  },
  ...promotionRows(),

  // --- Paperwork (v3) ------------------------------------------------------------------------
  {
    method: 'POST',
    route: '/v3/api/applications/paperwork/submit',
    version: 'v3',
    key: 'paperwork.write',
    setup: async ({ sandbox, token }) => {
      const { id, data } = await readyForPaperwork(sandbox, await token('dealer.user'));
      return { id, extra: JSON.stringify(requestFromPaperworkData(id, data, { option: 'esign' })) };
    },
    happy: {
      as: 'dealer.user',
      request: ({ extra }) => ({
        path: '/v3/api/applications/paperwork/submit',
        method: 'POST',
        json: JSON.parse(extra),
      }),
      status: 200,
      check: (answer) =>
        expect(ok(answer)).toEqual({
          DownloadUrl: null,
          ESignUrl: expect.stringMatching(/\/sandbox\/esign\//),
        }),
    },
    refused: ['sunrise.rep'],
    // The application is a body field (LoanApplicationId): not found is a 400 naming it.
    crossDealer: {
      as: EMPIRE,
      request: ({ extra }) => ({
        path: '/v3/api/applications/paperwork/submit',
        method: 'POST',
        json: JSON.parse(extra),
      }),
      status: 400,
      field: 'request.LoanApplicationId',
    },
    badInput: {
      as: 'dealer.user',
      request: ({ extra }) => ({
        path: '/v3/api/applications/paperwork/submit',
        method: 'POST',
        json: withChanges(JSON.parse(extra), { 'Signature.SignatureDate': '2025-06-15' }),
      }),
      field: 'request.Signature.SignatureDate',
    },
  },
  {
    method: 'POST',
    route: '/v3/api/applications/paperwork/submit/ach',
    version: 'v3',
    key: 'paperwork.write',
    happy: {
      as: 'dealer.user',
      request: ({ id }) => ({
        path: '/v3/api/applications/paperwork/submit/ach',
        method: 'POST',
        json: validAchPaperwork({ LoanApplicationId: id }),
      }),
      status: 200,
      check: (answer) => expect(ok(answer)).toMatchObject({ DownloadUrl: null }),
    },
    refused: ['sunrise.rep'],
    crossDealer: {
      as: EMPIRE,
      request: ({ id }) => ({
        path: '/v3/api/applications/paperwork/submit/ach',
        method: 'POST',
        json: validAchPaperwork({ LoanApplicationId: id }),
      }),
      status: 400,
      field: 'request.LoanApplicationId',
    },
    badInput: {
      as: 'dealer.user',
      request: ({ id }) => ({
        path: '/v3/api/applications/paperwork/submit/ach',
        method: 'POST',
        json: withChanges(validAchPaperwork({ LoanApplicationId: id }), {
          'Payment.BankInformation.RoutingNumber': '12345',
        }),
      }),
      field: 'request.Payment.BankInformation.RoutingNumber',
    },
  },
  {
    method: 'GET',
    route: '/v3/api/applications/paperwork/:applicationId',
    version: 'v3',
    key: 'paperwork.read',
    happy: {
      as: 'sunrise.rep',
      request: ({ id }) => ({ path: `/v3/api/applications/paperwork/${id}` }),
      status: 200,
      check: (answer) =>
        expect(ok(answer)).toMatchObject({
          Dealer: { DealerId: SUNRISE },
          Applicant: { FirstName: 'Maria' },
        }),
    },
    refused: NO_ROLE_LACKS,
    crossDealer: {
      as: EMPIRE,
      request: ({ id }) => ({ path: `/v3/api/applications/paperwork/${id}` }),
      status: 404,
    },
    badInput: 'none: the id is the only parameter; anything but digits is no route (404)',
  },
  ...downloads(),
  {
    method: 'GET',
    route: '/v3/api/applications/paperwork/:applicationId/signed-status',
    version: 'v3',
    key: 'paperwork.read',
    setup: async ({ sandbox, token }) => ({
      id: (await withPaperwork(sandbox, await token('dealer.user'), 'email')).id,
    }),
    happy: {
      as: 'sunrise.rep',
      request: ({ id }) => ({ path: `/v3/api/applications/paperwork/${id}/signed-status` }),
      status: 200,
      check: (answer) =>
        expect(
          (answer.body as { SignatureType: string }[]).map((document) => document.SignatureType),
        ).toEqual(['FULL']),
    },
    refused: NO_ROLE_LACKS,
    crossDealer: {
      as: EMPIRE,
      request: ({ id }) => ({ path: `/v3/api/applications/paperwork/${id}/signed-status` }),
      status: 404,
    },
    badInput: 'none: the id is the only parameter; anything but digits is no route (404)',
  },
  {
    method: 'POST',
    route: '/v3/api/applications/paperwork/:applicationId/esign-resend',
    version: 'v3',
    key: 'paperwork.write',
    setup: async ({ sandbox, token }) => ({
      id: (await withPaperwork(sandbox, await token('dealer.user'), 'email')).id,
    }),
    happy: {
      as: 'dealer.user',
      request: ({ id }) => ({
        path: `/v3/api/applications/paperwork/${id}/esign-resend`,
        method: 'POST',
        json: validBodies.esignResend(),
      }),
      status: 200,
    },
    refused: ['sunrise.rep'],
    crossDealer: {
      as: EMPIRE,
      request: ({ id }) => ({
        path: `/v3/api/applications/paperwork/${id}/esign-resend`,
        method: 'POST',
        json: validBodies.esignResend(),
      }),
      status: 404,
    },
    badInput: {
      as: 'dealer.user',
      request: ({ id }) => ({
        path: `/v3/api/applications/paperwork/${id}/esign-resend`,
        method: 'POST',
        json: { DocumentTypes: [] },
      }),
      field: 'request.DocumentTypes',
    },
  },
];

// --- Running the table ------------------------------------------------------------------------

const rowName = (row: Row) => `${row.method} ${row.route}`;

/** The seeded, active users none of whose roles grants `key` (operator staff hold every key). */
function usersLacking(key: EndpointKey): User[] {
  return seedUsers
    .filter((user) => user.isActive && !user.isOperator)
    .filter((user) =>
      user.dealerRoles.every(({ roleId }) => !rolePermissions[roleId]?.includes(key)),
    )
    .map((user) => user.username as User);
}

async function send(ctx: Ctx, as: User | null, request: Req): Promise<Answer> {
  const response = await ctx.sandbox.request(request.path, {
    token: as === null ? undefined : await ctx.token(as),
    method: request.method,
    json: request.json,
    body: request.body,
    headers: request.headers,
  });
  const type = response.headers.get('Content-Type') ?? '';
  const body: unknown = type.includes('json')
    ? await response.json()
    : type.includes('text')
      ? await response.text()
      : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, body, headers: response.headers };
}

describe('the endpoint matrix', () => {
  it('has exactly one row for every route the sandbox registers', () => {
    const registered = createTestSandbox()
      .app.routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`);
    const listed = rows.map(rowName);
    expect(new Set(listed).size, 'a route is listed twice').toBe(listed.length);
    expect([...listed].sort()).toEqual([...new Set(registered)].sort());
  });

  it('declares every permission key, and refuses exactly the users whose roles lack it', () => {
    expect(new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])))).toEqual(
      new Set(allEndpointKeys),
    );
    for (const row of rows) {
      if (row.key === null) {
        expect(row.refused, rowName(row)).toMatch(/^none: /);
      } else {
        const lacking = usersLacking(row.key);
        expect(row.refused, rowName(row)).toEqual(lacking.length === 0 ? NO_ROLE_LACKS : lacking);
      }
    }
  });

  it('covers every version', () => {
    expect(new Set(rows.map((row) => row.version))).toEqual(
      new Set(['v1', 'v2', 'v3', 'unversioned', 'sandbox']),
    );
  });

  for (const row of rows) {
    describe(`${row.version} ${rowName(row)}`, () => {
      let ctx: Ctx;
      beforeAll(async () => {
        const sandbox = createTestSandbox();
        const tokens = new Map<User, string>();
        ctx = {
          sandbox,
          token: async (user) => {
            if (!tokens.has(user)) tokens.set(user, await sandbox.signIn(user));
            return tokens.get(user)!;
          },
          id: 0,
          extra: '',
        };
        const state = row.setup
          ? await row.setup(ctx)
          : { id: await approvedApplication(sandbox, await ctx.token('dealer.user')) };
        Object.assign(ctx, state);
      });

      if (Array.isArray(row.refused)) {
        const refused = row.refused;
        it(`refuses ${refused.join(', ')} with the disabled-endpoint 403`, async () => {
          for (const user of refused) {
            const answer = await send(ctx, user, row.happy.request(ctx));
            expect({ user, status: answer.status, body: answer.body }).toEqual({
              user,
              status: 403,
              body: { Message: messages.endpointDisabled },
            });
          }
        });
      }

      const cross = row.crossDealer;
      // A string cell says why there is no such case; the table is the record of it.
      if (typeof cross === 'string') {
        // No case.
      } else if ('list' in cross) {
        it('lists only the caller’s dealer to another dealer’s administrator', async () => {
          const answer = await send(ctx, cross.as, cross.request(ctx));
          expect(answer.status).toBe(200);
          const dealers = cross.list(answer.body);
          expect(dealers.length).toBeGreaterThan(0);
          expect(new Set(dealers)).toEqual(new Set([103]));
        });
      } else {
        it(`answers another dealer’s administrator ${cross.status}`, async () => {
          const answer = await send(ctx, cross.as, cross.request(ctx));
          expect(answer.status, JSON.stringify(answer.body)).toBe(cross.status);
          if ('field' in cross) expect(modelStateKeys(answer.body)).toEqual([cross.field]);
          else
            expect(ok(answer).Message).toEqual(expect.stringMatching(/not found|No HTTP resource/));
        });
      }

      const bad = row.badInput;
      if (typeof bad !== 'string') {
        it(
          'html' in bad && bad.html instanceof RegExp
            ? 'answers a wrong form 400 on the page'
            : `answers a bad ${(bad as { field: string }).field} 400 naming it`,
          async () => {
            const answer = await send(ctx, bad.as, bad.request(ctx));
            expect(answer.status, JSON.stringify(answer.body)).toBe(400);
            if ('html' in bad && bad.html instanceof RegExp) {
              expect(answer.body).toMatch(bad.html);
            } else {
              expect(modelStateKeys(answer.body)).toEqual([(bad as { field: string }).field]);
            }
          },
        );
      }

      it(`the happy path answers ${row.happy.status}`, async () => {
        const answer = await send(ctx, row.happy.as, row.happy.request(ctx));
        expect(answer.status, JSON.stringify(answer.body)).toBe(row.happy.status);
        row.happy.check?.(answer, ctx);
      });
    });
  }
});
