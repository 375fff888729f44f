import { get } from 'react-hook-form';
import type { FieldErrors } from '../../api/errors.ts';
import type { ApplicationFormValues } from '../../schemas/application-form.ts';

/** Paths the wizard shows an error for without an input of their own. */
const SHOWN_WITHOUT_INPUT = new Set(['LoanParameters.AmountFinanced']);

export interface PlacedErrors {
  /** [form path, message] for each refused value the wizard shows. */
  fields: [string, string][];
  /** Messages about nothing the wizard shows (the whole body, a field it does not send). */
  general: string[];
}

/**
 * A service 400's field errors (already keyed by wire path, `Applicant.FirstName`: api/errors.ts)
 * sorted into those that land on a field of the form, whose paths are the wire's, and the rest.
 */
export function placeServerErrors(
  fieldErrors: FieldErrors,
  values: ApplicationFormValues,
): PlacedErrors {
  const placed: PlacedErrors = { fields: [], general: [] };
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const value: unknown = path === '' ? undefined : get(values, path);
    const isField =
      SHOWN_WITHOUT_INPUT.has(path) ||
      (value !== undefined && (value === null || typeof value !== 'object'));
    if (isField) placed.fields.push([path, messages.join(' ')]);
    else placed.general.push(...messages);
  }
  return placed;
}
