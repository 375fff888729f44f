import * as z from 'zod/mini';
import type { PathIssue } from './refine-at.ts';

/**
 * How a form's rules are derived from the request it sends (ARCHITECTURE.md "Schemas that
 * compose"): the form's values are mapped to the request body, which the request schema checks;
 * parts of the body are also checked on their own, because Zod runs an object's refinements
 * only once its fields are valid and a step or section must show its own rules while later ones
 * are still empty. The wizard and paperwork both describe their rules this way, and
 * components/form/schema-resolver.ts turns the description into the forms' resolver.
 */
export interface FormRules<Values, Body> {
  /** Form values → request body: representation only, every rule is the schemas'. */
  toRequest: (values: Values) => Body;
  /** The request schema; a function where it depends on the values (a co-applicant or not). */
  request: z.ZodMiniType | ((values: Values) => z.ZodMiniType);
  parts?: readonly RulePart<Values>[];
  /** The form's own requirements beyond the request's (a confirmation the service never sees). */
  own?: (values: Values) => PathIssue[];
  /**
   * Where a request path sits in the form (dotted), when the form does not mirror the request
   * there. The same map puts the service's refusals on their fields, so both name one field.
   */
  formPathOf?: (requestPath: readonly PropertyKey[]) => string;
  /** The message shown for an issue of the body, when the form words it differently. */
  message?: (issue: PathIssue, body: Body) => string;
}

/**
 * A part of the body checked on its own: its schema (base object and refinements), or issue
 * functions over it. A part not there (no co-applicant) is skipped; one not well-formed yet that
 * makes an issue function throw counts as "not yet".
 */
export interface RulePart<Values> {
  at: readonly PropertyKey[];
  rules: z.ZodMiniType | ((part: never, values: Values) => PathIssue[]);
}

const wirePath = (path: readonly PropertyKey[]) => path.map(String).join('.');

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (part, key) =>
      typeof part === 'object' && part !== null
        ? (part as Record<PropertyKey, unknown>)[key]
        : undefined,
    body,
  );
}

function zodIssues(schema: z.ZodMiniType, value: unknown): PathIssue[] {
  const result = z.safeParse(schema, value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

function partIssues<Values>(part: RulePart<Values>, body: unknown, values: Values): PathIssue[] {
  const value = valueAt(body, part.at);
  if (value === null || value === undefined) return [];
  let issues: PathIssue[];
  if (typeof part.rules === 'function') {
    try {
      issues = part.rules(value as never, values);
    } catch {
      return [];
    }
  } else {
    issues = zodIssues(part.rules, value);
  }
  return issues.map((issue) => ({ path: [...part.at, ...issue.path], message: issue.message }));
}

/** Every issue of the form's values, at form paths, each path and message named once. */
export function formIssues<Values, Body>(
  rules: FormRules<Values, Body>,
  values: Values,
): PathIssue[] {
  const body = rules.toRequest(values);
  const request = typeof rules.request === 'function' ? rules.request(values) : rules.request;
  const formPathOf = rules.formPathOf ?? wirePath;
  const ofBody = [
    ...zodIssues(request, body),
    ...(rules.parts ?? []).flatMap((part) => partIssues(part, body, values)),
  ].map((issue) => ({ path: issue.path, message: rules.message?.(issue, body) ?? issue.message }));
  const seen = new Set<string>();
  const out: PathIssue[] = [];
  for (const issue of [...ofBody, ...(rules.own?.(values) ?? [])]) {
    const path = formPathOf(issue.path);
    const key = `${path}\n${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message: issue.message,
    });
  }
  return out;
}

/**
 * The service's refusals (messages by dotted request path, '' for the body as a whole) at the
 * form's paths, by the same map as the rules' own issues.
 */
export function refusalsAtFormPaths(
  byRequestPath: Readonly<Record<string, string[]>>,
  formPathOf: FormRules<unknown, unknown>['formPathOf'] = wirePath,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(byRequestPath).map(([key, messages]) => [
      key === '' ? '' : formPathOf(key.split('.')),
      messages,
    ]),
  );
}
