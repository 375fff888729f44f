import { Text } from '@mantine/core';
import { get, useFormState } from 'react-hook-form';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';

/**
 * A rule's message about a value with no input of its own (the number of products, the amount
 * financed), shown where that value is; subscribed to that one path's error only.
 */
export function PathError({ name, id }: { name: string; id?: string }) {
  const { errors } = useFormState<PaperworkFormValues>({ name: name as never, exact: true });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? (
    <Text size="sm" c="red" id={id} role="alert">
      {message}
    </Text>
  ) : null;
}
