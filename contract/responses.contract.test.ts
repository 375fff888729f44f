import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  validApplicationV1,
  validApplicationV1Path,
  validApplicationV2,
} from '../src/schemas/fixtures/application-legacy.test-support.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { validAchPaperwork } from '../src/schemas/fixtures/paperwork.test-support.ts';
import {
  promotionsPreviewSearchParams,
  setPromotionBody,
  setPromotionV1Body,
} from '../src/schemas/promotion-requests.ts';
import {
  readyForFunding,
  validBodies,
  withPaperwork,
} from '../sandbox/endpoint-scenarios.test-support.ts';
import {
  approvedApplication,
  listPromotions,
  readyForPaperwork,
  requestFromPaperworkData,
  type TestSandbox,
} from '../sandbox/paperwork/paperwork.test-support.ts';
import { createTestSandbox } from '../sandbox/sandbox.test-support.ts';
import { extraFields, fieldsOf, specOperations, specResponses } from './spec/response-fields.ts';

/**
 * Issue 31 item 2: the sandbox answers every operation of the spec with the fields the spec
 * shows for that operation, recursively, and no others (ARCHITECTURE.md, Sandbox: "Responses
 * carry exactly the fields the spec shows for each operation"). The fields come from the spec's
 * text (spec/response-fields.ts); a field the spec does not show fails unless decision 0034
 * lists it, for that operation, with its reason.
 */

const DECISION = new URL('../docs/decisions/0034-answers-as-the-spec-shows.md', import.meta.url);

/** The decision's table of allowed fields: `| operation | field path | reason |`. */
function allowedExtras(): Map<string, Set<string>> {
  const text = readFileSync(DECISION, 'utf8');
  const table = text.slice(text.indexOf('| Operation | Field | Why |'));
  const allowed = new Map<string, Set<string>>();
  for (const line of table.split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    const [operation, field, why] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/^`|`$/g, ''));
    if (!operation || !field || !why) throw new Error(`Decision 0034: an incomplete row: ${line}`);
    allowed.set(operation, (allowed.get(operation) ?? new Set()).add(field));
  }
  return allowed;
}

interface World {
  sandbox: TestSandbox;
  as: (username: string) => Promise<string>;
  /** Approved, promotion 302 chosen, full paperwork sent to download (FULL, LCC, ACH). */
  downloaded: number;
  /** Approved, promotion 302 chosen, full paperwork sent for e-signing. */
  esigned: number;
  /** Full paperwork signed on paper: stage funding may be asked. */
  signed: number;
  /** Approved, nothing chosen. */
  approved: number;
}

interface Call {
  path: string;
  method?: string;
  json?: unknown;
  as?: string;
}

/** Promotion 302 chosen for the approved application, through `version`'s set-promotion. */
async function choosing(world: World, version: 'v1' | 'v3'): Promise<Call[]> {
  const token = await world.as('dealer.user');
  const promotions = await listPromotions(world.sandbox, token, world.approved);
  const promotion = promotions.find((candidate) => candidate.Id === 302)!;
  return [
    {
      path: `/${version}/api/applications/promotions/${world.approved}`,
      method: 'POST',
      json: version === 'v3' ? setPromotionBody(promotion) : setPromotionV1Body(promotion),
    },
  ];
}

/**
 * The calls that show each operation's answer, with data in as many of its fields as the seed
 * and the journeys give (co-applicant, signatures, history, documents).
 */
const calls: Record<string, (world: World) => Promise<Call[]> | Call[]> = {
  'GET /v3/api/users': () => [{ path: '/v3/api/users', as: 'operator' }],
  'GET /v3/api/users/{Id}': () => [{ path: '/v3/api/users/6', as: 'operator' }],
  'POST /v3/api/users': () => [
    { path: '/v3/api/users', method: 'POST', json: validBodies.newUser('.a'), as: 'operator' },
  ],
  'PUT /v3/api/users/{Id}': () => [
    { path: '/v3/api/users/6', method: 'PUT', json: validBodies.jorge(), as: 'operator' },
  ],
  'DELETE /v3/api/users/{Id}': () => [
    { path: '/v3/api/users/5', method: 'DELETE', as: 'operator' },
  ],
  'GET /v3/api/dealers': () => [{ path: '/v3/api/dealers', as: 'operator' }],
  'GET /v3/api/dealers/{dealerId}/products': () => [{ path: '/v3/api/dealers/101/products' }],
  'GET /v3/api/dealers/{dealerNumber}/products': () => [
    { path: '/v3/api/dealers/700101/products' },
  ],
  'POST /v3/api/dealers/{dealerId}/validateEmail': () => [
    {
      path: '/v3/api/dealers/101/validateEmail',
      method: 'POST',
      json: validBodies.validateEmail(),
      as: 'sunrise.admin',
    },
  ],
  'GET /v3/api/dealers/attestation': () => [{ path: '/v3/api/dealers/attestation' }],
  'POST /v3/api/dealers/{dealerId}/dealerDocuments': () => [
    {
      path: '/v3/api/dealers/101/dealerDocuments',
      method: 'POST',
      json: validBodies.dealerDocument(),
      as: 'sunrise.admin',
    },
  ],
  'POST /v3/api/applications': () => [
    { path: '/v3/api/applications', method: 'POST', json: validApplicationV3() },
  ],
  'POST /v2/api/applications': () => [
    { path: '/v2/api/applications', method: 'POST', json: validApplicationV2() },
  ],
  'POST /v1/api/applications': () => [
    { path: '/v1/api/applications', method: 'POST', json: validApplicationV1() },
  ],
  'POST /v1/api/applications/{dealerId}': () => [
    { path: '/v1/api/applications/101', method: 'POST', json: validApplicationV1Path() },
  ],
  'POST /v1/api/applications/{dealerNumber}': () => [
    { path: '/v1/api/applications/700101', method: 'POST', json: validApplicationV1Path() },
  ],
  ...Object.fromEntries(
    (['v3', 'v2', 'v1'] as const).flatMap((version) => [
      [
        `GET /${version}/api/applications/status/{applicationId}`,
        (world: World) => [
          { path: `/${version}/api/applications/status/${world.esigned}` },
          { path: `/${version}/api/applications/status/20011` },
        ],
      ],
      [
        `GET /${version}/api/applications/statuses-since/{timestamp}`,
        () => [{ path: `/${version}/api/applications/statuses-since/2020-01-01T00:00:00Z` }],
      ],
      [
        `GET /${version}/api/applications/detail/{applicationId:long}`,
        (world: World) =>
          [world.esigned, world.signed, 20011, 20002].map((id) => ({
            path: `/${version}/api/applications/detail/${id}`,
          })),
      ],
    ]),
  ),
  'GET /v3/api/applications/history/{applicationId:long}': (world) => [
    { path: `/v3/api/applications/history/${world.esigned}` },
  ],
  'POST /v3/api/applications/{applicationId}/reassign/': (world) => [
    {
      path: `/v3/api/applications/${world.approved}/reassign/`,
      method: 'POST',
      json: validBodies.reassign(),
      as: 'sunrise.admin',
    },
  ],
  'POST /v3/api/applications/projectNumber/{applicationId:long}': (world) => [
    {
      path: `/v3/api/applications/projectNumber/${world.approved}`,
      method: 'POST',
      json: validBodies.projectNumber(),
    },
  ],
  'POST /v3/api/applications/stageFund/{applicationId:long}': (world) => [
    { path: `/v3/api/applications/stageFund/${world.signed}`, method: 'POST' },
  ],
  'GET /v3/api/applications/promotions/{applicationId}': (world) => [
    { path: `/v3/api/applications/promotions/${world.approved}` },
  ],
  'GET /v3/api/applications/promotions?applicationId={applicationId}&amountFinanced={amountFinanced}&creditType={creditType}&stateCode={stateCode}':
    (world) => [
      {
        path: `/v3/api/applications/promotions?${new URLSearchParams(
          promotionsPreviewSearchParams({
            applicationId: world.approved,
            amountFinanced: 8000,
            creditType: 'ClosedEnd',
            stateCode: 'CA',
          }),
        ).toString()}`,
      },
    ],
  'POST /v3/api/applications/promotions/{applicationId}': (world) => choosing(world, 'v3'),
  'GET /v1/api/applications/promotions/{applicationId}': (world) => [
    { path: `/v1/api/applications/promotions/${world.approved}` },
  ],
  'POST /v1/api/applications/promotions/{applicationId}': (world) => choosing(world, 'v1'),
  'GET /v3/api/applications/paperwork/{LoanApplicationId}': (world) =>
    [world.esigned, world.downloaded, world.signed, world.approved].map((id) => ({
      path: `/v3/api/applications/paperwork/${id}`,
    })),
  'POST /v3/api/applications/paperwork/submit': async (world) => {
    const token = await world.as('dealer.user');
    const { id, data } = await readyForPaperwork(world.sandbox, token);
    return (['download', 'esign', 'email'] as const).map((option) => ({
      path: '/v3/api/applications/paperwork/submit',
      method: 'POST',
      json: requestFromPaperworkData(id, data, { option }),
    }));
  },
  'POST /v3/api/applications/paperwork/submit/ach': async (world) => {
    const id = await approvedApplication(world.sandbox, await world.as('dealer.user'));
    return [
      {
        path: '/v3/api/applications/paperwork/submit/ach',
        method: 'POST',
        json: validAchPaperwork({ LoanApplicationId: id }),
      },
    ];
  },
  'GET /v3/api/applications/paperwork/{applicationId}/download?documentType={PaperworkDocumentEnum}':
    (world) => [
      { path: `/v3/api/applications/paperwork/${world.downloaded}/download?documentType=FULL` },
    ],
  'GET /v3/api/applications/paperwork/{applicationId}/signed-status': (world) => [
    { path: `/v3/api/applications/paperwork/${world.esigned}/signed-status` },
    { path: `/v3/api/applications/paperwork/${world.signed}/signed-status` },
  ],
  'POST /v3/api/applications/paperwork/{applicationId}/esign-resend': (world) => [
    {
      path: `/v3/api/applications/paperwork/${world.esigned}/esign-resend`,
      method: 'POST',
      json: validBodies.esignResend(),
    },
  ],
  'GET /v3/api/applications/{applicationId}/supportingDocuments': () => [
    { path: '/v3/api/applications/20011/supportingDocuments' },
  ],
  'POST /v3/api/applications/{applicationId}/supportingDocuments': (world) => [
    {
      path: `/v3/api/applications/${world.approved}/supportingDocuments`,
      method: 'POST',
      json: validBodies.supportingDocument(),
    },
  ],
  'GET /v1/api/dealers': () => [{ path: '/v1/api/dealers', as: 'operator' }],
  'GET /v1/api/dealers/{dealerId}/products': () => [{ path: '/v1/api/dealers/101/products' }],
};

describe('reading the spec’s fields, and comparing an answer with them', () => {
  it('reads prose and inline field lists, nested objects and "A and B"', () => {
    expect(
      fieldsOf(
        'Name String (No); Dealer (Yes) `{Name, DateSent}`; Applicant and CoApplicant Object',
      ),
    ).toEqual({
      Name: null,
      Dealer: { Name: null, DateSent: null },
      Applicant: null,
      CoApplicant: null,
    });
    expect(
      fieldsOf('SignatureInformation: list of {SigneeType, DateSigned}, SignatureType', ','),
    ).toEqual({
      SignatureInformation: { SigneeType: null, DateSigned: null },
      SignatureType: null,
    });
  });

  it('finds a field the spec does not show, at any depth and in every array item', () => {
    const shape = { Id: null, Items: { Name: null } };
    expect(extraFields({ Id: 1, Items: [{ Name: 'a' }] }, shape)).toEqual([]);
    expect(extraFields([{ Id: 1, Extra: 2 }], shape)).toEqual(['[].Extra']);
    expect(extraFields({ Id: 1, Items: [{ Name: 'a', Code: 'b' }, { Code: 'c' }] }, shape)).toEqual(
      ['Items[].Code'],
    );
    // A value whose fields the spec does not list may hold none.
    expect(extraFields({ Id: { Value: 1 } }, shape)).toEqual(['Id.Value']);
  });

  it('knows the operations of the spec, each version of each', () => {
    const operations = specOperations();
    expect(operations).toHaveLength(new Set(operations).size);
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /v1/api/applications/detail/{applicationId:long}',
        'GET /v2/api/applications/status/{applicationId}',
        'POST /v1/api/applications/{dealerNumber}',
      ]),
    );
    // No PromotionId in the detail; in the v1/v3 submit answers only.
    const responses = specResponses();
    const fields = (operation: string) => {
      const answer = responses[operation]!;
      return answer.kind === 'json' ? Object.keys(answer.fields) : [];
    };
    expect(fields('GET /v3/api/applications/detail/{applicationId:long}')).not.toContain(
      'PromotionId',
    );
    expect(fields('POST /v3/api/applications')).toContain('PromotionId');
    expect(fields('POST /v2/api/applications')).not.toContain('PromotionId');
  });
});

describe('every sandbox answer carries the fields the spec shows for its operation, and no others', () => {
  const responses = specResponses();
  const allowed = allowedExtras();
  const seen = new Set<string>();
  let world: World;

  beforeAll(async () => {
    const sandbox = createTestSandbox();
    const tokens = new Map<string, string>();
    const as = async (username: string) => {
      if (!tokens.has(username)) tokens.set(username, await sandbox.signIn(username));
      return tokens.get(username)!;
    };
    const user = await as('dealer.user');
    world = {
      sandbox,
      as,
      downloaded: (await withPaperwork(sandbox, user, 'download')).id,
      esigned: (await withPaperwork(sandbox, user, 'esign')).id,
      signed: await readyForFunding(sandbox, user),
      approved: await approvedApplication(sandbox, user),
    };
  });

  it('has a call for every operation of the spec, and nothing else', () => {
    expect(Object.keys(calls).sort()).toEqual([...specOperations()].sort());
    expect(Object.keys(responses).sort()).toEqual([...specOperations()].sort());
  });

  it('lists in decision 0034 only operations of the spec', () => {
    for (const operation of allowed.keys()) expect(specOperations()).toContain(operation);
  });

  for (const operation of specOperations()) {
    it(operation, async () => {
      const expected = responses[operation]!;
      for (const request of await calls[operation]!(world)) {
        const response = await world.sandbox.request(request.path, {
          token: await world.as(request.as ?? 'dealer.user'),
          method: request.method,
          json: request.json,
        });
        const text = await response.text();
        const where = `${request.method ?? 'GET'} ${request.path}`;
        expect(response.status, `${where}: ${text}`).toBe(200);
        switch (expected.kind) {
          case 'none':
            expect(text, where).toBe('');
            break;
          case 'string':
            expect(typeof JSON.parse(text), where).toBe('string');
            break;
          case 'pdf':
            expect(response.headers.get('Content-Type'), where).toBe('application/octet-stream');
            expect(text.startsWith('%PDF-'), where).toBe(true);
            break;
          case 'json': {
            const extra = extraFields(JSON.parse(text), expected.fields);
            for (const field of extra) seen.add(`${operation} ${field}`);
            const listed = allowed.get(operation) ?? new Set();
            expect(
              extra.filter((field) => !listed.has(field)),
              `${where}: fields the spec does not show for ${operation}`,
            ).toEqual([]);
          }
        }
      }
    });
  }

  it('lists in decision 0034 only fields the sandbox still sends', () => {
    const stale = [...allowed].flatMap(([operation, fields]) =>
      [...fields]
        .filter((field) => !seen.has(`${operation} ${field}`))
        .map((field) => `${operation} ${field}`),
    );
    expect(stale).toEqual([]);
  });
});
