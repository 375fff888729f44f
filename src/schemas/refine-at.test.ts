import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { strictRequestObject } from './refine-at.ts';

const messages = (result: ReturnType<typeof z.safeParse>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe('a strict request object names its unknown fields in a line (issue 31 item 9)', () => {
  const schema = strictRequestObject('Project number', { ProjectNumber: z.string() });

  it('names one or a few', () => {
    expect(messages(z.safeParse(schema, { ProjectNumber: 'PN-7', Comment: 'x' }))).toEqual([
      'Project number: unknown field Comment',
    ]);
    expect(messages(z.safeParse(schema, { ProjectNumber: 'PN-7', A: 1, B: 2 }))).toEqual([
      'Project number: unknown fields A, B',
    ]);
  });

  it('names five of a hundred thousand, and cuts a name of a megabyte short', () => {
    const many = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`f${i}`, 1]));
    expect(messages(z.safeParse(schema, { ProjectNumber: 'PN-7', ...many }))).toEqual([
      'Project number: unknown fields f0, f1, f2, f3, f4 and 99,995 more',
    ]);
    const long = { ProjectNumber: 'PN-7', ['k'.repeat(1_000_000)]: 1 };
    expect(messages(z.safeParse(schema, long))).toEqual([
      `Project number: unknown field ${'k'.repeat(50)}…`,
    ]);
  });
});
