import * as z from 'zod/mini';

/**
 * Cross-field rules are plain functions returning issues relative to the object they check, so a
 * request schema and a form schema (whose shape may nest the same object elsewhere) share one
 * copy of each rule and only say where the object sits.
 */
export interface PathIssue {
  path: PropertyKey[];
  message: string;
}

/** A check running `issues` on the part of the value `pick` returns, reported under `prefix`. */
export function refineAt<T, V>(
  pick: (value: T) => V | null | undefined,
  issues: (part: V) => PathIssue[],
  prefix: PropertyKey[] = [],
) {
  return z.superRefine<T>((value, ctx) => {
    const part = pick(value);
    if (part === null || part === undefined) return;
    for (const issue of issues(part)) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [...prefix, ...issue.path],
        input: part,
      });
    }
  });
}

/**
 * A strict request object: exactly the spec's field names. Its own errors (missing, not an
 * object, unknown fields) start with the object's label like every other message.
 */
export function strictRequestObject<T extends z.core.$ZodLooseShape>(label: string, shape: T) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        return `${label}: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
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
