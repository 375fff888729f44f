import { describe, expect, it } from 'vitest';
import { safeParse, type ZodMiniType } from 'zod/mini';
import {
  projectNumberRequestSchema,
  reassignBaseSchema,
  reassignRequestSchema,
} from './application-actions.ts';

/** The fields with issues, each once. */
const paths = (result: ReturnType<typeof safeParse>) =>
  result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];

const reassign = { UserIdToAssign: 6, DealerId: 101 };

describe('reassign body', () => {
  it.each<[string, unknown, string[]]>([
    ['a user of the dealer', reassign, []],
    ['UserIdToAssign missing', { DealerId: 101 }, ['UserIdToAssign']],
    ['UserIdToAssign not whole', { ...reassign, UserIdToAssign: 6.5 }, ['UserIdToAssign']],
    ['UserIdToAssign zero', { ...reassign, UserIdToAssign: 0 }, ['UserIdToAssign']],
    ['DealerId missing', { UserIdToAssign: 6 }, ['DealerId']],
    ['DealerId as text', { ...reassign, DealerId: '101' }, ['DealerId']],
    ['a user of another dealer', { ...reassign, UserIdToAssign: 9 }, ['UserIdToAssign']],
  ])('%s', (_name, body, invalid) => {
    const schema = reassignRequestSchema({ assignableUserIds: [2, 5, 6] });
    expect(paths(safeParse(schema, body))).toEqual(invalid);
  });

  it('the base checks the wire shape only', () => {
    expect(paths(safeParse(reassignBaseSchema, { ...reassign, UserIdToAssign: 9 }))).toEqual([]);
  });
});

describe('strict action bodies', () => {
  const messages = (result: ReturnType<typeof safeParse>) =>
    result.success ? [] : result.error.issues.map((issue) => issue.message);
  const reassignSchema = reassignRequestSchema({ assignableUserIds: [6] });

  it.each<[string, ZodMiniType, unknown, string[]]>([
    [
      'reassign with an unknown field',
      reassignSchema,
      { ...reassign, Comment: 'x' },
      ['Reassignment: unknown field Comment'],
    ],
    ['reassign without a body', reassignSchema, undefined, ['Reassignment is required']],
    [
      'project number with an unknown field',
      projectNumberRequestSchema,
      { ProjectNumber: 'P1', ApplicationId: 5001 },
      ['Project number: unknown field ApplicationId'],
    ],
  ])('%s', (_name, schema, body, expected) => {
    expect(messages(safeParse(schema, body))).toEqual(expected);
  });
});

describe('project number body', () => {
  it.each<[string, unknown, string[]]>([
    ['a project number', { ProjectNumber: 'PRJ-2026-0042' }, []],
    ['30 characters', { ProjectNumber: 'x'.repeat(30) }, []],
    ['null', { ProjectNumber: null }, []],
    ['31 characters', { ProjectNumber: 'x'.repeat(31) }, ['ProjectNumber']],
    ['not sent', {}, ['ProjectNumber']],
    ['a number', { ProjectNumber: 42 }, ['ProjectNumber']],
  ])('%s', (_name, body, invalid) => {
    expect(paths(safeParse(projectNumberRequestSchema, body))).toEqual(invalid);
  });
});
