import { Stack, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useLeaveGuard } from '../../components/leave-guard.ts';
import { useSteps } from '../../components/stepper/use-steps.ts';
import { completionPaymentApplies } from '../../schemas/application-form.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import { useDealerReadiness } from './dealer-readiness.ts';
import { StepperNav } from './stepper-nav.tsx';
import { STEPS, stepOfPath, stepPaths } from './steps.ts';
import { SubmitErrorAlert } from './submit-error.tsx';
import { useAssigneeCheck } from './use-assignee-check.ts';
import { useWizardForm } from './use-wizard-form.ts';
import { useWizardSubmit } from './use-wizard-submit.ts';
import { WizardActions } from './wizard-actions.tsx';
import { useDraftSaving } from './wizard-draft.ts';
import { WizardHeader } from './wizard-header.tsx';
import { useWizardRules } from './use-wizard-rules.ts';
import { WizardStep } from './wizard-step.tsx';

// A dialog, loaded only if the user asks to discard: the modal machinery stays off the wizard's load.
const DiscardDialog = lazy(() =>
  import('./discard-dialog.tsx').then((module) => ({ default: module.DiscardDialog })),
);

/** What the draft never keeps (lib/draft-storage.ts): leaving with any of it typed asks first. */
const NEVER_KEPT = [
  'Applicant.SocialSecurityNumber',
  'Applicant.DateOfBirth',
  'Applicant.IdentificationNumber',
  'CoApplicant.SocialSecurityNumber',
  'CoApplicant.DateOfBirth',
  'CoApplicant.IdentificationNumber',
] as const;

export interface WizardProps {
  /** The user's dealers (the only ones an application can be for). */
  dealers: readonly Dealer[];
  /** Preselected: the dealer the user is working for. */
  currentDealer: Dealer | null;
  /** Whose drafts these are (ARCHITECTURE.md, "Decided": drafts are keyed by user). */
  userKey: string;
  /** The default assignee: the signed-in user's e-mail address, or ''. */
  defaultAssignee: string;
  today: string;
}

/**
 * `POST /v3/api/applications` as five steps (components/stepper/use-steps.ts). Each step
 * validates its own fields with the form's rules (applicationFormRules) before the next; submit
 * validates everything and goes to the step of the first error. Every change is kept as a local
 * draft (never the SSN, ID number or date of birth: lib/draft-storage.ts). The submit sends once,
 * then opens the application.
 */
export function NewApplicationWizard(props: WizardProps) {
  const { dealers, today } = props;
  const { form, blank, store, restored, setRestored, lookup, context } = useWizardForm(props);
  const assigneeChecker = useAssigneeCheck();
  const [contractState, dealerId] = useWatch({
    control: form.control,
    name: ['LoanParameters.ContractState', 'LoanParameters.DealerId'],
  });
  const dealer = dealers.find((candidate) => candidate.Id === dealerId);
  const neverKept = useWatch({ control: form.control, name: NEVER_KEPT });
  const leaveGuard = useLeaveGuard(
    neverKept.some((value) => value.trim() !== '')
      ? 'the Social Security numbers, dates of birth and ID numbers typed in the new application (its draft never keeps them)'
      : null,
  );
  const readiness = useDealerReadiness(dealer, today);
  const problemRef = useRef<HTMLDivElement>(null);
  const rules = useWizardRules({ form, dealer, readiness, assigneeChecker, problemRef });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const [start] = useState({ step: restored?.step ?? 0, reached: restored?.reached ?? 0 });
  const steps = useSteps({
    steps: STEPS,
    form,
    fieldsOf: stepPaths,
    stepOfPath,
    rules: rules.byStep,
    start,
    headingRef,
    formRef,
  });
  const draft = useDraftSaving(store, form, { ...start, restored: restored !== null });
  const { moved } = draft;
  useEffect(() => moved(steps.step, steps.reached), [moved, steps.step, steps.reached]);
  const [discarding, setDiscarding] = useState(false);
  const submit = useWizardSubmit({
    form,
    context,
    steps,
    rules,
    onSent: () => {
      draft.finish();
      leaveGuard.release();
    },
  });

  const discard = () => {
    draft.discard();
    setRestored(null);
    submit.clearSubmitError();
    setDiscarding(false);
    form.reset(blank());
    steps.restart();
  };

  const showCompletion = completionPaymentApplies(
    { ContractState: contractState, DealerId: dealerId },
    lookup,
  );

  return (
    <FormProvider {...form}>
      <Stack gap="lg">
        <WizardHeader
          hasDraft={draft.hasDraft}
          restoredAt={restored?.savedAt ?? null}
          onDiscard={() => setDiscarding(true)}
          onDismissRestored={() => setRestored(null)}
        />

        <StepperNav current={steps.step} reached={steps.reached} onSelect={steps.goTo} />

        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void submit.onSubmit(event)}
          aria-labelledby="wizard-step"
        >
          <Stack gap="lg">
            <Title
              order={2}
              id="wizard-step"
              ref={headingRef}
              tabIndex={-1}
              className="wizard-heading"
            >
              {steps.current.label}
            </Title>

            <WizardStep
              step={steps.current.id}
              dealers={dealers}
              dealer={dealer}
              readiness={readiness}
              problemRef={problemRef}
              lookup={lookup}
              assigneeChecker={assigneeChecker}
              showCompletion={showCompletion}
              onEdit={(target) => steps.stopAt({ step: target, focus: [] })}
            />

            {submit.submitError && <SubmitErrorAlert error={submit.submitError} />}

            <WizardActions
              step={steps.current.id}
              first={steps.step === 0}
              last={steps.isLast}
              sending={submit.sending}
              onBack={steps.back}
            />
          </Stack>
        </form>
      </Stack>

      {discarding && (
        <Suspense fallback={null}>
          <DiscardDialog onDiscard={discard} onKeep={() => setDiscarding(false)} />
        </Suspense>
      )}
    </FormProvider>
  );
}
