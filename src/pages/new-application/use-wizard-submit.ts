import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSubmitApplication } from '../../api/applications.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { scalarPathsOf } from '../../api/field-errors.ts';
import { putOnFields } from '../../components/form/form-problems.tsx';
import { useSubmit } from '../../components/form/use-submit.ts';
import type { Steps } from '../../components/stepper/use-steps.ts';
import { applicationV3Body, type ApplicationFormValues } from '../../schemas/application-form.ts';
import type { ApplicationV3Context } from '../../schemas/application-v3.ts';
import type { StepId } from './steps.ts';
import type { SubmitError } from './submit-error.tsx';
import type { useWizardRules } from './use-wizard-rules.ts';

/** Paths the wizard shows an error for without an input of their own. */
const SHOWN_WITHOUT_INPUT = ['LoanParameters.AmountFinanced'];

/**
 * The wizard's submit: Next on every step but the last; there, validate everything, send once,
 * then open the application, or put the service's refusals on their fields and go to the first.
 */
export function useWizardSubmit({
  form,
  context,
  steps,
  rules,
  onSent,
}: {
  form: UseFormReturn<ApplicationFormValues>;
  context: ApplicationV3Context;
  steps: Steps<StepId>;
  rules: ReturnType<typeof useWizardRules>;
  /** Sent: what the page must forget before it goes. */
  onSent: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const submitApplication = useSubmitApplication();
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const { submit, sending, keepLocked } = useSubmit(form);

  const send = async (values: ApplicationFormValues) => {
    setSubmitError(null);
    const refused = (await rules.anyContactsStop()) ?? (await rules.assigneeStop());
    if (refused) {
      steps.stopAt(refused);
      return;
    }
    try {
      const record = await submitApplication.mutateAsync(applicationV3Body(values, context));
      keepLocked();
      onSent();
      // The answer echoes the full SSN: nothing of it is put in the cache (ARCHITECTURE.md 12).
      void navigate(`/applications/${record.Id}`);
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation') {
        const placed = putOnFields(form, error, {
          isField: scalarPathsOf(form.getValues(), SHOWN_WITHOUT_INPUT),
        });
        setSubmitError({
          message:
            placed.fields.length > 0
              ? t`The lender refused some of the values. They are marked on their fields.`
              : describeError(error),
          details: placed.general,
        });
        steps.goToErrors(placed.fields.map(([path]) => path));
      } else {
        setSubmitError({ message: describeError(error), details: [] });
      }
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!steps.isLast) {
      await steps.next();
      return;
    }
    const stop = rules.dealerStop();
    if (stop) {
      steps.stopAt(stop);
      return;
    }
    await submit(undefined, send, steps.goToFormErrors);
  };

  return { onSubmit, sending, submitError, clearSubmitError: () => setSubmitError(null) };
}
