import { useState } from 'react';
import { safeParse } from 'zod/mini';
import type * as core from 'zod/v4/core';
import type { SubmittableForm } from './use-submit.ts';

/**
 * The smallest form binding for `useSubmit`: validate FormData with a schema from src/schemas and
 * keep the first message per field. For the sign-in forms, which are on every first visit, where
 * react-hook-form would cost more than the page itself, and the one-field e-mail check. Larger
 * forms use react-hook-form.
 */
export function useSchemaForm<S extends core.$ZodType<Record<string, unknown>>>(schema: S) {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const handleSubmit: SubmittableForm<core.output<S>>['handleSubmit'] =
    (onValid, onInvalid) => async (event) => {
      event?.preventDefault();
      const element = event?.currentTarget as HTMLFormElement;
      const parsed = safeParse(schema, Object.fromEntries(new FormData(element)));
      if (!parsed.success) {
        const next: Record<string, string> = {};
        for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
        setErrors(next);
        const [first = ''] = Object.keys(next);
        element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        await onInvalid?.(next);
        return;
      }
      setErrors({});
      await onValid(parsed.data);
    };
  return { handleSubmit, errors };
}
