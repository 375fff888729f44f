import { useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import {
  describeRefusal,
  fieldErrorsOf,
  placeFieldErrors,
  type PlacedErrors,
} from '../../api/field-errors.ts';

/**
 * What `useSubmit` needs of a form: react-hook-form's `useForm()` result, or `useSchemaForm`'s
 * binding for the sign-in forms, which keep react-hook-form out of the first page.
 */
export interface SubmittableForm<T extends FieldValues> {
  handleSubmit: (
    onValid: (values: T) => unknown,
    onInvalid?: () => unknown,
  ) => (event?: BaseSyntheticEvent) => Promise<unknown>;
  setError: (
    name: Path<T>,
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void;
}

/** Where a refusal's field errors go: which form paths are fields, and the service's paths' map. */
export interface FieldPlacement {
  isField: (path: string) => boolean;
  /** The service's path to the form's, where they differ (paperwork's signature types). */
  formPathOf?: (wirePath: readonly PropertyKey[]) => string;
  /** False where the form moves the focus itself (a multi-step form opens the field's step). */
  focus?: boolean;
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
 * - `refuse(error, placement, notDone)` puts the service's errors on their fields (the first one
 *   focused) and says the rest in `refusal`; `putOnFields` only places them;
 * - `outcomeRef` and `showOutcome()` move the focus to what came of it.
 * `invalid` and `refusal` feed `FormProblems`. A multi-step form passes its own `onInvalid` (open
 * the step with the error) and `focus: false`, and calls `submit()` without an event.
 */
export function useSubmit<T extends FieldValues>(form?: SubmittableForm<T>) {
  const inFlight = useRef(false);
  const locked = useRef(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);

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
    onInvalid?: () => unknown,
  ): Promise<void> => {
    if (!form) throw new Error('useSubmit: submit needs the form');
    if (busy()) {
      event?.preventDefault();
      return;
    }
    await form.handleSubmit(
      (values) => {
        setInvalid(false);
        setRefusal(null);
        return send(() => onValid(values));
      },
      () => {
        setInvalid(true);
        setRefusal(null);
        return onInvalid?.();
      },
    )(event);
  };

  const putOnFields = (
    error: unknown,
    { isField, formPathOf, focus = true }: FieldPlacement,
  ): PlacedErrors => {
    const byFormPath = Object.fromEntries(
      Object.entries(fieldErrorsOf(error)).map(([key, messages]) => [
        key === '' || !formPathOf ? key : formPathOf(key.split('.')),
        messages,
      ]),
    );
    const placed = placeFieldErrors(byFormPath, isField);
    placed.fields.forEach(([path, message], index) =>
      form?.setError(
        path as Path<T>,
        { type: 'server', message },
        { shouldFocus: focus && index === 0 },
      ),
    );
    return placed;
  };

  /** `notDone` opens the sentence: "Not sent", "Not saved". */
  const refuse = (error: unknown, placement: FieldPlacement, notDone: string): PlacedErrors => {
    const placed = putOnFields(error, placement);
    setRefusal(
      placed.fields.length > 0 && placed.general.length === 0
        ? `${notDone}: ${describeRefusal(error)} The fields concerned say what to change.`
        : `${notDone}: ${describeRefusal(error)}`,
    );
    return placed;
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
    putOnFields,
    refuse,
    outcomeRef,
    showOutcome: () => requestAnimationFrame(() => outcomeRef.current?.focus()),
  };
}
