import * as z from 'zod/mini';
import { jsonShapeProblem } from './guards.ts';

/**
 * Reading a request body into a checked value, without a request context: http.ts answers
 * with these for every route, and the document worker (documents/read-document.ts) runs them
 * off the request thread.
 */

/** Error texts the portal recognises or shows as they are. */
export const messages = {
  unauthorized: 'Authorization has been denied for this request.',
  endpointDisabled: 'This endpoint has been disabled for the current user.',
  invalidRequest: 'The request is invalid.',
  wrongCredentials: 'The username or password is incorrect.',
  accountDisabled: 'This account has been disabled. Ask your administrator to reactivate it.',
  unexpected: 'An error has occurred.',
} as const;

/** ASP.NET writes a field path as `request.Applicant.Addresses[0].City`. */
export function modelStateKey(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (key, segment) =>
      typeof segment === 'number' ? `${key}[${segment}]` : `${key}.${String(segment)}`,
    'request',
  );
}

export function modelStateError(modelState: Record<string, string[]>) {
  return { Message: messages.invalidRequest, ModelState: modelState };
}

/** A missing value reads like ASP.NET's "The X field is required." rather than a type error. */
const requiredFieldMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type' || issue.input !== undefined) return undefined;
  const field = issue.path?.at(-1);
  return typeof field === 'string' ? `The ${field} field is required.` : undefined;
};

export type Checked<T> =
  { ok: true; data: T } | { ok: false; modelState: Record<string, string[]> };

/**
 * A body's text as JSON: no body, text too costly to parse (guards.ts, jsonShapeProblem), or
 * text that is not JSON, is a problem of the whole request.
 */
export function parseJsonText(text: string): Checked<unknown> {
  if (text.trim() === '')
    return { ok: false, modelState: { request: ['A request body is required.'] } };
  const tooCostly = jsonShapeProblem(text);
  if (tooCostly !== undefined) return { ok: false, modelState: { request: [tooCostly] } };
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, modelState: { request: ['The request body is not valid JSON.'] } };
  }
}

/** A parsed body checked with a wire schema from src/schemas: every violation, by field. */
export function checkBody<S extends z.core.$ZodType>(
  schema: S,
  body: unknown,
): Checked<z.output<S>> {
  const parsed = z.safeParse(schema, body, { error: requiredFieldMessages });
  if (parsed.success) return { ok: true, data: parsed.data };
  const modelState: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    (modelState[modelStateKey(issue.path)] ??= []).push(issue.message);
  }
  return { ok: false, modelState };
}
