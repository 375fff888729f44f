/**
 * Issue 31 item 9's figure for `npm run bench`: no rule can be made slow by its input. Every text
 * value of a valid body of each body-taking endpoint, one at a time, is replaced by a value that
 * fills the 1 MB body limit, written to be the worst case of the patterns that were quadratic
 * (an e-mail address of dots, a number of digits ending in a letter); the promotions preview gets
 * the same in its `amountFinanced`. Each request goes through the whole sandbox in-process (body
 * limit, JSON parsing, the rules) as the operator; the figure is the slowest of them (each its
 * fastest of three runs).
 *
 * Standalone: `node scripts/bench/rule-inputs-bench.ts` prints the figures.
 */
import { validApplicationV3 } from '../../src/schemas/fixtures/application-v3.test-support.ts';
import {
  validApplicationV1,
  validApplicationV1Path,
  validApplicationV2,
} from '../../src/schemas/fixtures/application-legacy.test-support.ts';
import {
  validAchPaperwork,
  validFullPaperwork,
} from '../../src/schemas/fixtures/paperwork.test-support.ts';
import { validUser } from '../../src/schemas/fixtures/user.test-support.ts';
import { allPaths, withChanges } from '../../src/schemas/fixtures/with-changes.test-support.ts';
import { createSandboxApp } from '../../sandbox/app.ts';
import { maxJsonValues, sandboxBodyLimitBytes } from '../../sandbox/guards.ts';
import { openDatabase } from '../../sandbox/storage.ts';
import { demoPassword } from '../../sandbox/users/defaults.ts';

export const RULE_INPUTS_BUDGET_MS = 50;

/** `raw`: a body already written out (nesting deeper than JSON.stringify can write). */
type Case = { name: string; method: string; path: string; body?: unknown; raw?: string };

const user = validUser();

/**
 * What the quadratic patterns chewed on longest: `a@`, dots and a second `@` (the e-mail rule);
 * digits ending in a letter (the preview's amount).
 */
const WORST_CASES = [
  (n: number) => `a@${'.'.repeat(n - 3)}@`,
  (n: number) => `${'1'.repeat(n - 1)}x`,
];

/**
 * Each case runs three times and counts with its fastest run, so that a pause of a machine shared
 * with other work does not stand for the rule: a slow rule is slow every time.
 */
const RUNS = 3;

const round = (value: number) => Math.round(value * 10) / 10;

/** The body with the text at `path` replaced so that the body just fits the limit. */
function filling(body: unknown, path: string, worst: (n: number) => string): unknown {
  const room = sandboxBodyLimitBytes - JSON.stringify(withChanges(body, { [path]: '' })).length;
  return withChanges(body, { [path]: worst(room - 16) });
}

function textPaths(body: unknown): string[] {
  return allPaths(body).filter((path) => {
    const value = path.split('.').reduce<unknown>((part, key) => (part as never)?.[key], body);
    return typeof value === 'string';
  });
}

/**
 * What the parser and the object rules see before any field rule: many unknown fields, a long
 * list of wrong items, one field named with a megabyte, and a megabyte of nested lists where a
 * name belongs.
 */
function parserCases(): Case[] {
  const base = validApplicationV3();
  const room = sandboxBodyLimitBytes - JSON.stringify(base).length - 64;
  // As many unknown fields as the value limit lets through to the rules, then a megabyte of them.
  const fields = (count: number) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`f${String(i).padStart(6, '0')}`, 1]),
    );
  const underLimit = maxJsonValues - 500;
  const depth = Math.floor(room / 2);
  const nested = JSON.stringify(base).replace(
    /"FirstName":"[^"]*"/,
    `"FirstName":${'['.repeat(depth)}${']'.repeat(depth)}`,
  );
  const submit = { method: 'POST', path: '/v3/api/applications' };
  return [
    {
      ...submit,
      name: `v3 submit with ${underLimit} unknown fields`,
      body: { ...base, ...fields(underLimit) },
    },
    {
      ...submit,
      name: 'v3 submit with a megabyte of unknown fields',
      body: { ...base, ...fields(Math.floor(room / 12)) },
    },
    {
      ...submit,
      name: `v3 submit with ${underLimit} empty income sources`,
      body: withChanges(base, {
        'Applicant.AdditionalIncomeSources': Array.from({ length: underLimit }, () => ({})),
      }),
    },
    {
      ...submit,
      name: 'v3 submit with a field named with a megabyte',
      body: { ...base, ['k'.repeat(room - 8)]: 1 },
    },
    {
      ...submit,
      name: 'v3 submit with nested lists as a name',
      raw: nested,
    },
  ];
}

function casesFor(applicationId: number): Case[] {
  const bodies: Omit<Case, 'name'>[] = [
    { method: 'POST', path: '/v3/api/applications', body: validApplicationV3({ CoApplicant: {} }) },
    { method: 'POST', path: '/v2/api/applications', body: validApplicationV2({ CoApplicant: {} }) },
    { method: 'POST', path: '/v1/api/applications', body: validApplicationV1() },
    { method: 'POST', path: '/v1/api/applications/101', body: validApplicationV1Path() },
    { method: 'POST', path: '/v3/api/users', body: user },
    { method: 'PUT', path: '/v3/api/users/6', body: user },
    {
      method: 'POST',
      path: '/v3/api/dealers/101/validateEmail',
      body: { EmailAddress: 'casey.nguyen@sunrise.example.com' },
    },
    {
      method: 'POST',
      path: `/v3/api/applications/projectNumber/${applicationId}`,
      body: { ProjectNumber: 'PN-7' },
    },
    {
      method: 'POST',
      path: '/v3/api/applications/paperwork/submit',
      body: validFullPaperwork({ LoanApplicationId: applicationId }),
    },
    {
      method: 'POST',
      path: '/v3/api/applications/paperwork/submit/ach',
      body: validAchPaperwork({ LoanApplicationId: applicationId }),
    },
    {
      method: 'POST',
      path: '/sandbox/session',
      body: { username: 'operator', password: demoPassword },
    },
  ];
  const withBodies = bodies.flatMap(({ method, path, body }) =>
    textPaths(body).flatMap((field) =>
      WORST_CASES.map((worst, index) => ({
        name: `${method} ${path} ${field} (${index === 0 ? 'dots' : 'digits'})`,
        method,
        path,
        body: filling(body, field, worst),
      })),
    ),
  );
  const preview = WORST_CASES.map((worst, index) => ({
    name: `GET promotions preview amountFinanced (${index === 0 ? 'dots' : 'digits'})`,
    method: 'GET',
    path: `/v3/api/applications/promotions?applicationId=${applicationId}&creditType=ClosedEnd&stateCode=CA&amountFinanced=${worst(sandboxBodyLimitBytes)}`,
  }));
  return [...withBodies, ...preview, ...parserCases()];
}

export async function measureRuleInputs(): Promise<{
  slowestMs: number;
  /** The five slowest cases, slowest first. */
  slowest: { name: string; ms: number }[];
  requests: number;
  /** Answers other than a refusal (400, 404, 413), which would mean a megabyte was accepted. */
  unexpected: string[];
}> {
  const db = openDatabase({ path: ':memory:', seedApplications: 0, seedUsers: 0 });
  try {
    const app = createSandboxApp({ db, decisionDelayMs: 0 });
    const signIn = await app.request('/sandbox/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'operator', password: demoPassword }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const submitted = await app.request('/v3/api/applications', {
      method: 'POST',
      headers,
      body: JSON.stringify(validApplicationV3()),
    });
    const { Id } = (await submitted.json()) as { Id: number };

    const cases = casesFor(Id);
    const timed = async ({ method, path, body, raw }: Case) => {
      const text = raw ?? (body === undefined ? undefined : JSON.stringify(body));
      const started = performance.now();
      const response = await app.request(path, {
        method,
        headers,
        ...(text === undefined ? {} : { body: text }),
      });
      await response.arrayBuffer();
      return { elapsed: performance.now() - started, status: response.status };
    };
    const unexpected: string[] = [];
    const typical: { name: string; ms: number }[] = [];
    for (const entry of cases) {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { elapsed, status } = await timed(entry);
        runs.push(elapsed);
        if (run === 0 && ![400, 404, 413].includes(status)) {
          unexpected.push(`${entry.name}: ${status}`);
        }
      }
      typical.push({ name: entry.name, ms: round(Math.min(...runs)) });
    }
    const slowestFirst = typical.sort((a, b) => b.ms - a.ms);
    return {
      slowestMs: slowestFirst[0]!.ms,
      slowest: slowestFirst.slice(0, 5),
      requests: cases.length * RUNS,
      unexpected,
    };
  } finally {
    db.close();
  }
}

if (import.meta.main) {
  console.log(JSON.stringify(await measureRuleInputs(), null, 2));
}
