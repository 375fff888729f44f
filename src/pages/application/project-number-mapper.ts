import type { ProjectNumberBody } from '../../schemas/application-actions.ts';

/** The form's text becomes the request body; an empty box clears the number (null). */
export function toProjectNumberBody(values: ProjectNumberBody): ProjectNumberBody {
  const text = values.ProjectNumber?.trim() ?? '';
  return { ProjectNumber: text === '' ? null : text };
}
