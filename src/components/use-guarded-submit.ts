import { useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSendOnce } from './use-send-once.ts';

/**
 * A form's submit with the guards every form page needs: nothing while a send is under way
 * (a second Enter), every field's error at once when the rules refuse, and the last refusal
 * cleared once the values pass. `invalid` and `refusal` feed `FormProblems`. Use as
 * `onSubmit={(event) => submit(event, onValid)}`.
 */
export function useGuardedSubmit<T extends FieldValues>(form: UseFormReturn<T>) {
  const sendOnce = useSendOnce();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>, onValid: (values: T) => unknown): void => {
    if (sendOnce.busy()) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(
      (values) => {
        setInvalid(false);
        setRefusal(null);
        return onValid(values);
      },
      () => {
        setInvalid(true);
        setRefusal(null);
      },
    )(event);
  };
  return { ...sendOnce, refusal, setRefusal, invalid, submit };
}
