import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import {
  describeRefusal,
  fieldErrorsOf,
  placeFieldErrors,
  type PlacedErrors,
} from '../../api/field-errors.ts';
import { refusalsAtFormPaths } from '../../schemas/form-rules.ts';
import { appI18n } from '../i18n/catalogs.ts';

/**
 * What stopped a form, above its submit button: the fields that need attention (each says
 * what to change), or the service's refusal. `notDone` reads "Not saved" or "Not sent".
 */
export function FormProblems({
  invalid,
  refusal,
  notDone,
  title,
}: {
  invalid: boolean;
  refusal: string | null;
  notDone: string;
  title: string;
}) {
  return (
    <>
      {invalid && (
        <Text size="sm" c="red" role="alert">
          <Trans>{notDone}: some fields need attention; each says what to change.</Trans>
        </Text>
      )}
      {refusal && (
        <Alert color="red" title={title} w="100%">
          {refusal}
        </Alert>
      )}
    </>
  );
}

/** Where a refusal's field errors go: which form paths are fields, and the service's paths' map. */
export interface FieldPlacement {
  isField: (path: string) => boolean;
  /** The service's path to the form's, where they differ (paperwork's signature types). */
  formPathOf?: (wirePath: readonly PropertyKey[]) => string;
}

/** Puts each message the service tied to a field on that field, the first one focused. */
export function putOnFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
  { isField, formPathOf }: FieldPlacement,
): PlacedErrors {
  // The same map from the service's paths to the form's as the rules' own issues use.
  const placed = placeFieldErrors(refusalsAtFormPaths(fieldErrorsOf(error), formPathOf), isField);
  placed.fields.forEach(([path, message], index) =>
    form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return placed;
}

/**
 * A refused submission: its field errors on their fields (`putOnFields`), and the sentence for the
 * alert under the button, opened by `notDone` ("Not sent", "Not saved"). Nothing typed is reset.
 * Worded by `i18n` (the dealer's English unless a caller passes its own).
 */
export function refuseOnFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
  placement: FieldPlacement,
  notDone: string,
  i18n: I18n = appI18n,
): string {
  const placed = putOnFields(form, error, placement);
  const onFieldsOnly = placed.fields.length > 0 && placed.general.length === 0;
  const why = describeRefusal(error);
  return onFieldsOnly
    ? i18n._(msg`${notDone}: ${why} The fields concerned say what to change.`)
    : i18n._(msg`${notDone}: ${why}`);
}
