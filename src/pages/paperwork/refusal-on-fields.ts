import type { Path, UseFormReturn } from 'react-hook-form';
import { describeRefusal, fieldErrorsOf, placeFieldErrors } from '../../api/field-errors.ts';
import { refusalsAtFormPaths, type FormRules } from '../../schemas/form-rules.ts';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';

/**
 * A refused submission of either paperwork form (full, or autopay alone): each message the
 * service tied to a field goes on that field (the first one focused), and the sentence for the
 * alert under the button is returned. `formPathOf` maps the service's paths to the form's (the
 * signature types are the signing option), the map the rules' own issues use
 * (schemas/form-rules.ts); it comes with the lazily loaded rules.
 */
export function showRefusalOnFields(
  form: UseFormReturn<PaperworkFormValues>,
  error: unknown,
  isField: (path: string) => boolean,
  formPathOf: FormRules<PaperworkFormValues, unknown>['formPathOf'],
): string {
  const placed = placeFieldErrors(refusalsAtFormPaths(fieldErrorsOf(error), formPathOf), isField);
  placed.fields.forEach(([path, message], index) =>
    form.setError(
      path as Path<PaperworkFormValues>,
      { type: 'server', message },
      { shouldFocus: index === 0 },
    ),
  );
  return placed.fields.length > 0 && placed.general.length === 0
    ? `Not sent: ${describeRefusal(error)} The fields concerned say what to change.`
    : `Not sent: ${describeRefusal(error)}`;
}
