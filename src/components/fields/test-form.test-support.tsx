import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { renderWithProviders } from '../../test/render.test-support.tsx';

/** For tests: renders fields inside a react-hook-form with these values, and hands the form out. */
export function renderInForm<T extends FieldValues>(
  defaultValues: T,
  children: ReactNode,
  options: Omit<UseFormProps<T>, 'defaultValues'> = {},
) {
  const form: { current: UseFormReturn<T> | null } = { current: null };
  function Harness() {
    const methods = useForm<T>({ ...options, defaultValues: defaultValues as never });
    form.current = methods;
    return <FormProvider {...methods}>{children}</FormProvider>;
  }
  const rendered = renderWithProviders(<Harness />);
  return {
    ...rendered,
    form: () => {
      if (!form.current) throw new Error('The form has not rendered');
      return form.current;
    },
  };
}
