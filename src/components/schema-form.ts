import { useState } from 'react';
import { safeParse } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { useSendOnce } from './use-send-once.ts';

/**
 * The smallest form binding: validate FormData with a schema from src/schemas and keep the
 * first message per field. For the two-field sign-in forms, which are on every first visit,
 * where react-hook-form would cost more than the page itself. Larger forms use react-hook-form.
 */
export function useSchemaForm<S extends core.$ZodType<Record<string, unknown>>>(schema: S) {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { send: sendOnce, sending: submitting, busy } = useSendOnce();

  function onSubmit(send: (values: core.output<S>) => Promise<void>) {
    return async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy()) return;
      const values = Object.fromEntries(new FormData(event.currentTarget));
      const parsed = safeParse(schema, values);
      if (!parsed.success) {
        const next: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          next[field] ??= issue.message;
        }
        setErrors(next);
        setFormError(null);
        return;
      }
      setErrors({});
      setFormError(null);
      await sendOnce(async () => {
        try {
          await send(parsed.data);
        } catch (error) {
          setFormError(error instanceof Error ? error.message : String(error));
        }
      });
    };
  }

  return { errors, formError, setFormError, submitting, onSubmit };
}
