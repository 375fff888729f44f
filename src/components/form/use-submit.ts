import { useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues } from 'react-hook-form';

/**
 * What `useSubmit` needs of a form: react-hook-form's `useForm()` result, or `useSchemaForm`'s
 * binding for the sign-in forms, which keep react-hook-form out of the first page.
 */
export interface SubmittableForm<T extends FieldValues> {
  handleSubmit: (
    onValid: (values: T) => unknown,
    /** Given the errors the rules found (react-hook-form's `FieldErrors`). */
    onInvalid?: (errors: unknown) => unknown,
  ) => (event?: BaseSyntheticEvent) => Promise<unknown>;
}

/**
 * The one way to submit. `useSubmit(form)` for a form, `useSubmit()` for an action outside one
 * (a dialog's confirm, a download):
 * - sends once: `send(action)` drops a call while one is under way, a ref not state, since a
 *   double click or a second Enter arrives before React re-renders; `keepLocked()` (after a
 *   success that leaves the page) keeps it shut while the page goes;
 * - `submit(event, onValid, onInvalid?)` validates, then runs `onValid` inside `send`; nothing
 *   typed is reset, whatever the answer; on refused rules `invalid` is set and the first error
 *   takes the focus (react-hook-form's `shouldFocusError`);
 * - a refusal goes on its fields with `refuseOnFields` (form-problems.tsx, apart so that the
 *   sign-in forms of the first visit do without it), its sentence in `setRefusal`;
 * - a form that gives way to its result moves the focus to it with `useSendAgain`.
 * `invalid` and `refusal` feed `FormProblems`. A multi-step form passes its own `onInvalid` (open
 * the step with the error) and calls `submit()` without an event. The new-application wizard's
 * submit becomes, for example:
 *   const { submit, sending, keepLocked } = useSubmit(form);
 *   await submit(undefined, send, steps.goToFormErrors);
 * with `putOnFields(form, error, { isField })` for a refusal, `goToErrors` then opening the step
 * of the first field.
 */
export function useSubmit<T extends FieldValues>(form?: SubmittableForm<T>) {
  const inFlight = useRef(false);
  const locked = useRef(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const busy = () => inFlight.current || locked.current;

  const send = async (action: () => unknown): Promise<void> => {
    if (busy()) return;
    inFlight.current = true;
    setSending(true);
    try {
      await action();
    } finally {
      if (!locked.current) {
        inFlight.current = false;
        setSending(false);
      }
    }
  };

  const submit = async (
    event: BaseSyntheticEvent | undefined,
    onValid: (values: T) => unknown,
    onInvalid?: (errors: unknown) => unknown,
  ): Promise<void> => {
    if (busy()) {
      event?.preventDefault();
      return;
    }
    // Each try drops the last refusal; `invalid` says whether the rules refused this one.
    const checked = (refused: boolean) => {
      setInvalid(refused);
      setRefusal(null);
    };
    await form?.handleSubmit(
      (values) => {
        checked(false);
        return send(() => onValid(values));
      },
      (errors) => {
        checked(true);
        return onInvalid?.(errors);
      },
    )(event);
  };

  return {
    send,
    sending,
    busy,
    keepLocked: () => (locked.current = true),
    submit,
    invalid,
    refusal,
    setRefusal,
  };
}
