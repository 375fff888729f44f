import { describeError, isApiError } from '../../api/errors.ts';

/**
 * The service's message for one form field out of a 400, whatever prefix its key carries
 * (`ProjectNumber`, `request.ProjectNumber`…); undefined when it named no such field.
 */
export function serviceFieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    if ((path === field || path.endsWith(`.${field}`)) && messages[0]) return messages[0];
  }
  return undefined;
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
