import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useLeaveGuard } from './leave-guard.ts';

// Apart from leave-guard.ts, which the shell reads on every page: only a form needs react-hook-form.
/**
 * A form's guard: on once anything is typed (its values differ from what it opened with) and
 * until what was typed is sent (`sent`).
 */
export function useFormLeaveGuard<T extends FieldValues>(
  control: Control<T>,
  lost: string,
  sent: boolean,
): void {
  const { isDirty } = useFormState({ control });
  useLeaveGuard(isDirty && !sent ? lost : null);
}
