import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

/**
 * Issue 31 item 9: no rule can be made slow by its input. Every text field of every request and
 * form schema that has a rule (a pattern, a refinement, a format) checks its length first and
 * stops there: a megabyte is refused on length, and not one of its rules reads it. Each rule is
 * watched by wrapping its check, so the proof is that the rule never ran, not how long it took.
 *
 * Response readers (`*-records.ts`, record-fields.ts, tolerant.ts, statuses-since-reader.ts) and the runtime
 * config read what the lender's service or the portal's own server wrote, not free input, and a
 * document's `Content` is bounded by the 30 MB file limit before its rules (the body limit).
 */

const modules = import.meta.glob<Record<string, unknown>>(
  [
    './*.ts',
    '!./*.test.ts',
    '!./*.test-support.ts',
    '!./*-records.ts',
    '!./record-fields.ts',
    '!./tolerant.ts',
    '!./statuses-since-reader.ts',
    '!./runtime-config.ts',
  ],
  { eager: true },
);

type AnySchema = z.core.$ZodType;
type Check = z.core.$ZodCheck;

const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' &&
  value !== null &&
  '_zod' in value &&
  'def' in (value as AnySchema)._zod;

/** The schemas directly inside `schema`, each with the key it sits under. */
function children(schema: AnySchema): [string, unknown][] {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>);
    case 'pipe':
      return [
        ['(in)', def.in],
        ['(out)', def.out],
      ];
    case 'array':
      return [['[]', def.element]];
    case 'union':
      return (def.options as unknown[]).map((option, index) => [`|${index}`, option]);
    case 'intersection':
      return [
        ['&0', def.left],
        ['&1', def.right],
      ];
    case 'record':
      return [['{}', def.valueType]];
    case 'lazy':
      return [['()', (def.getter as () => unknown)()]];
    default:
      return 'innerType' in def ? [['', def.innerType]] : [];
  }
}

const isString = (value: unknown): value is AnySchema =>
  isSchema(value) && value._zod.def.type === 'string';

/** A string format (url, email…) is itself the first of its checks. */
function checksOf(schema: AnySchema): Check[] {
  const own = (schema._zod.def.checks ?? []) as Check[];
  return schema._zod.traits.has('$ZodCheck') ? [schema as unknown as Check, ...own] : own;
}

const kind = (check: Check) => (check._zod.def as { check: string }).check;

/** Checks that read no more than the length of the value: trimming and measuring it. */
const MEASURES = new Set(['overwrite', 'min_length', 'max_length', 'length_equals']);
const isRule = (check: Check) => !MEASURES.has(kind(check));
const stopsOnLength = (check: Check) =>
  (kind(check) === 'max_length' || kind(check) === 'length_equals') &&
  (check._zod.def as { abort?: boolean }).abort === true;

type Field = {
  where: string;
  /** What the text is given to: the string schema, or the pipe that reads it. */
  schema: AnySchema;
  /** The checks that come first, the length among them. */
  checks: Check[];
  /** Every rule that may read the text: the field's own, and those of text piped on. */
  rules: Check[];
};

/**
 * Every text field reachable from the module exports, named by where it was first found. Text
 * piped from one string schema into another (a web address checked as a URL after its length)
 * is one field.
 */
function textFields(): Field[] {
  const fields: Field[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, where: string) => {
    if (!isSchema(value) || seen.has(value)) return;
    seen.add(value);
    const def = value._zod.def as unknown as { type: string; in?: unknown; out?: unknown };
    if (def.type === 'pipe' && isString(def.in) && isString(def.out)) {
      seen.add(def.in).add(def.out);
      const rules = [...checksOf(def.in), ...checksOf(def.out)].filter(isRule);
      fields.push({ where, schema: value, checks: checksOf(def.in), rules });
      return;
    }
    if (isString(value)) {
      const checks = checksOf(value);
      fields.push({ where, schema: value, checks, rules: checks.filter(isRule) });
    }
    for (const [key, child] of children(value)) visit(child, key ? `${where}.${key}` : where);
  };
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) visit(value, `${file}:${name}`);
  }
  return fields;
}

const withRules = textFields().filter(
  ({ where, rules }) => rules.length > 0 && !where.endsWith('.Content.(in)'),
);

/** What a quadratic e-mail or number pattern would have chewed on longest. */
const MEGABYTE = `a@${'.'.repeat(1024 * 1024)}1`;

describe('every rule on text: the length first, and a megabyte never reaches a rule', () => {
  it('finds the rules of every request and form module', () => {
    // E-mail, names, ZIP codes, phones, dates, enums, the preview's numbers, the token…
    expect(withRules.length).toBeGreaterThan(40);
    const places = withRules.map(({ where }) => where).join('\n');
    for (const module of [
      'application-v3',
      'application-legacy',
      'paperwork-requests',
      'promotion-requests',
      'sign-in',
    ]) {
      expect(places).toContain(module);
    }
  });

  it.each(withRules)('$where', ({ schema, checks, rules }) => {
    const firstRule = checks.findIndex(isRule);
    expect(checks.slice(0, firstRule === -1 ? checks.length : firstRule).some(stopsOnLength)).toBe(
      true,
    );

    const ran: string[] = [];
    const originals = rules.map((rule) => rule._zod.check);
    rules.forEach((rule, index) => {
      rule._zod.check = (payload) => {
        ran.push(kind(rule));
        return originals[index]!(payload);
      };
    });
    try {
      const result = z.safeParse(schema, MEGABYTE);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
      expect(ran).toEqual([]);
    } finally {
      rules.forEach((rule, index) => {
        rule._zod.check = originals[index]!;
      });
    }
  });
});
