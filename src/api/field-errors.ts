import { get } from 'react-hook-form';
import { describeError, isApiError, type FieldErrors } from './errors.ts';

/**
 * Server errors onto form fields, for every form. The service's 400 arrives as ModelState,
 * ProblemDetails or a bare string; api/error-from-response.ts has already turned each into
 * `fieldErrors` keyed by wire path (`Applicant.FirstName`, `''` for the body as a whole), so one
 * function sorts them for any form whose paths are the wire's.
 */

export interface PlacedErrors {
  /** [form path, message] for each refused value the form shows on a field. */
  fields: [string, string][];
  /** Messages about nothing the form shows (the whole body, a field it does not have). */
  general: string[];
}

/**
 * Sorts a refusal's field errors into those that land on one of the form's fields and the rest.
 * `isField` says whether a form path is a field (an input, or a value shown in its place); a key
 * the service prefixes with the body's name (`request.ProjectNumber`) lands on `ProjectNumber`
 * when only that is a field.
 */
export function placeFieldErrors(
  fieldErrors: FieldErrors,
  isField: (path: string) => boolean,
): PlacedErrors {
  const placed: PlacedErrors = { fields: [], general: [] };
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const path = fieldPathOf(key, isField);
    if (path !== undefined) placed.fields.push([path, messages.join(' ')]);
    else placed.general.push(...messages);
  }
  return placed;
}

function fieldPathOf(key: string, isField: (path: string) => boolean): string | undefined {
  if (key === '') return undefined;
  if (isField(key)) return key;
  const parts = key.split('.');
  for (let start = 1; start < parts.length; start++) {
    const suffix = parts.slice(start).join('.');
    if (isField(suffix)) return suffix;
  }
  return undefined;
}

/** The field errors a failed request carries (none unless the service named fields). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return isApiError(error) ? error.fieldErrors : {};
}

/**
 * The usual `isField` of a form whose values mirror the request: a path is a field where the
 * values hold a scalar (or null) there, plus `shownWithoutInput`, values a form shows in place
 * of an input (the wizard's amount financed, which it computes).
 */
export function scalarPathsOf(
  values: unknown,
  shownWithoutInput: readonly string[] = [],
): (path: string) => boolean {
  return (path) => {
    if (shownWithoutInput.includes(path)) return true;
    const value: unknown = get(values, path);
    return value !== undefined && (value === null || typeof value !== 'object');
  };
}

/**
 * A refusal in full: the service's sentence plus what it said about each field, since a
 * ModelState answer's own Message ("The request is invalid.") rarely says why.
 */
export function describeRefusal(error: unknown): string {
  const sentence = describeError(error);
  if (!isApiError(error)) return sentence;
  const details = Object.values(error.fieldErrors)
    .flat()
    .filter((detail) => detail !== sentence);
  return [sentence, ...details].join(' ');
}
