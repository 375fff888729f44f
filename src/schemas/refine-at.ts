import * as z from 'zod/mini';
import { formatNumber } from '../lib/format.ts';

/**
 * Cross-field rules are plain functions returning issues relative to the object they check, so a
 * request schema and a form schema (whose shape may nest the same object elsewhere) share one
 * copy of each rule and only say where the object sits.
 */
export interface PathIssue {
  path: PropertyKey[];
  message: string;
}

export interface RefineOptions {
  /**
   * Run even when fields of the object already have errors, so a form shows every error of a
   * step at once (Zod otherwise skips an object's refinements until its fields pass). A field
   * with its own error counts as not given to the rules, and keeps its own message alone.
   */
  alongFieldErrors?: boolean;
}

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The object's fields that already have an error (its own issues at `prefix`), and a copy of the
 * object with those fields null, for rules that then read them as not given.
 */
export function withoutFieldsInError<V>(
  part: V,
  existing: readonly { path?: readonly PropertyKey[] | undefined }[],
  prefix: readonly PropertyKey[],
): { part: V; inError: ReadonlySet<PropertyKey> } {
  const inError = new Set<PropertyKey>();
  for (const issue of existing) {
    const path = issue.path ?? [];
    if (path.length <= prefix.length) continue;
    if (prefix.every((key, index) => path[index] === key)) {
      inError.add(path[prefix.length]!);
    }
  }
  if (inError.size === 0 || !isRecord(part)) return { part, inError };
  const copy: Record<PropertyKey, unknown> = { ...part };
  for (const field of inError) if (field in copy) copy[field] = null;
  return { part: copy as V, inError };
}

/** Whether a check may look inside the value: only objects have fields to read. */
const anObject = (payload: { value: unknown }) => isRecord(payload.value);

/** A check running `issues` on the part of the value `pick` returns, reported under `prefix`. */
export function refineAt<T, V>(
  pick: (value: T) => V | null | undefined,
  issues: (part: V) => PathIssue[],
  prefix: PropertyKey[] = [],
  options: RefineOptions = {},
) {
  return z.superRefine<T>(
    (value, ctx) => {
      const picked = pick(value);
      if (picked === null || picked === undefined) return;
      if (!options.alongFieldErrors) {
        for (const issue of issues(picked)) add(issue);
        return;
      }
      if (!isRecord(picked)) return;
      const { part, inError } = withoutFieldsInError(picked, ctx.issues, prefix);
      for (const issue of issues(part)) if (!inError.has(issue.path[0]!)) add(issue);

      function add(issue: PathIssue) {
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: [...prefix, ...issue.path],
          input: picked,
        });
      }
    },
    options.alongFieldErrors ? { when: anObject } : undefined,
  );
}

/**
 * The unknown fields a message names: a few, each cut short, so that a body of a hundred thousand
 * fields or one field named with a megabyte is answered in a line, not echoed back.
 */
function unknownFields(keys: readonly string[]): string {
  const shown = keys.slice(0, 5).map((key) => (key.length > 50 ? `${key.slice(0, 50)}…` : key));
  const more = keys.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` and ${formatNumber(more)} more` : ''}`;
}

/**
 * A strict request object: exactly the spec's field names. Its own errors (missing, not an
 * object, unknown fields) start with the object's label like every other message.
 */
export function strictRequestObject<T extends z.core.$ZodLooseShape>(label: string, shape: T) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        return `${label}: unknown field${issue.keys.length > 1 ? 's' : ''} ${unknownFields(issue.keys)}`;
      }
      return issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be an object`;
    },
  });
}

/** Null, not sent, or text with nothing in it. */
export function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}
