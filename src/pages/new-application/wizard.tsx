import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Title } from '@mantine/core';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useLeaveGuard } from '../../components/leave-guard.ts';
import { useSteps } from '../../components/stepper/use-steps.ts';
import { completionPaymentApplies, emptyParty } from '../../schemas/application-form.ts';
import { amountFinancedV3Cents } from '../../schemas/application-v3.ts';
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
import { CUSTOMER_IDLE_LOCK_MS } from './customer-mode/use-idle-lock.ts';
import { HandOverLoan } from './hand-over-loan.tsx';

// The customer's screens: fetched while the dealer enters the loan (the intent to hand over), so
// the customer's turn starts without waiting for the network.
const loadCustomerMode = () => import('./customer-mode/customer-mode.tsx');
const CustomerMode = lazy(() =>
  loadCustomerMode().then((module) => ({ default: module.CustomerMode })),
);

/**
 * Who holds the tablet (issue 35): the dealer; the dealer entering the loan before handing over;
 * the customer; the dealer again, with the applicants' steps the customer's.
 */
type Holder = 'dealer' | 'preparing' | 'customer' | 'entered';

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
  /** How long the customer's screen waits for a touch before it locks itself. */
  customerIdleLockMs?: number;
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
  const { t, i18n } = useLingui();
  // In words once: the wizard renders on each keystroke of the loan's figures.
  const stepList = useMemo(
    () => STEPS.map((step) => ({ id: step.id, label: i18n._(step.label) })),
    [i18n],
  );
  const lostWords = useMemo(
    () => ({
      customers: t`the customer's entries in the new application (its draft never keeps them)`,
      neverKept: t`the Social Security numbers, dates of birth and ID numbers typed in the new application (its draft never keeps them)`,
    }),
    [t],
  );
  const { form, blank, store, restored, setRestored, lookup, context } = useWizardForm(props);
  const assigneeChecker = useAssigneeCheck();
  const [contractState, dealerId] = useWatch({
    control: form.control,
    name: ['LoanParameters.ContractState', 'LoanParameters.DealerId'],
  });
  const dealer = dealers.find((candidate) => candidate.Id === dealerId);
  const loan = useWatch({ control: form.control, name: 'LoanParameters' });
  const neverKept = useWatch({ control: form.control, name: NEVER_KEPT });
  const [holder, setHolder] = useState<Holder>('dealer');
  // Read by the draft's saving, which runs outside render.
  const holderRef = useRef(holder);
  useEffect(() => {
    holderRef.current = holder;
  }, [holder]);
  const [stoppedEarly, setStoppedEarly] = useState(false);
  const customerEntered = holder === 'customer' || holder === 'entered';
  const leaveGuard = useLeaveGuard(
    customerEntered
      ? lostWords.customers
      : neverKept.some((value) => value.trim() !== '')
        ? lostWords.neverKept
        : null,
  );
  const readiness = useDealerReadiness(dealer, today);
  const problemRef = useRef<HTMLDivElement>(null);
  const rules = useWizardRules({ form, dealer, readiness, assigneeChecker, problemRef });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const [start] = useState({ step: restored?.step ?? 0, reached: restored?.reached ?? 0 });
  const steps = useSteps({
    steps: stepList,
    form,
    fieldsOf: stepPaths,
    stepOfPath,
    rules: rules.byStep,
    start,
    headingRef,
    formRef,
  });
  const isCustomers = useCallback(() => holderRef.current !== 'dealer', []);
  const draft = useDraftSaving(store, form, { ...start, restored: restored !== null }, isCustomers);
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

  const clearParties = () => {
    form.setValue('Applicant', emptyParty(), { shouldDirty: true });
    form.setValue('CoApplicant', emptyParty(), { shouldDirty: true });
    form.setValue('Authorised', false);
    form.clearErrors(['Applicant', 'CoApplicant']);
  };

  /** The dealer and product chosen: the loan next, then the tablet goes to the customer. */
  const prepareHandOver = async () => {
    const stop = rules.dealerStop();
    if (stop) return steps.stopAt(stop);
    const paths = stepPaths('dealer');
    if (!(await form.trigger(paths as never))) return steps.goToErrors(paths);
    setStoppedEarly(false);
    setHolder('preparing');
    void loadCustomerMode();
  };
  const handOver = async () => {
    const paths = stepPaths('loan');
    if (!(await form.trigger(paths as never))) return;
    if (await rules.assigneeStop()) return;
    holderRef.current = 'customer';
    clearParties();
    draft.saveNow();
    // The customer's whole screen renders in slices the browser can interleave, not one long task.
    startTransition(() => setHolder('customer'));
  };
  const handBack = (finished: boolean) => {
    if (finished) {
      // The customer's own authorisation of the credit check, given on the tablet.
      form.setValue('Authorised', true);
      setHolder('entered');
      steps.goTo(STEPS.length - 1);
    } else {
      clearParties();
      setHolder('dealer');
      setStoppedEarly(true);
      steps.goTo(0);
    }
  };

  const discard = () => {
    setHolder('dealer');
    setStoppedEarly(false);
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

        <StepperNav
          steps={stepList}
          current={steps.step}
          reached={steps.reached}
          onSelect={steps.goTo}
        />

        {stoppedEarly && (
          <Alert
            color="yellow"
            title={t`The customer gave the tablet back before the end`}
            withCloseButton
            closeButtonLabel={t`Dismiss`}
            onClose={() => setStoppedEarly(false)}
          >
            <Trans>
              Their entries were cleared. Hand the tablet to the customer again when they are ready.
            </Trans>
          </Alert>
        )}

        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            if (holder !== 'preparing') return void submit.onSubmit(event);
            event.preventDefault();
            void handOver();
          }}
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
              {holder === 'preparing' ? (
                <Trans>The loan, before the hand-over</Trans>
              ) : (
                steps.current.label
              )}
            </Title>

            {holder === 'preparing' ? (
              <HandOverLoan
                lookup={lookup}
                dealer={dealer}
                assigneeChecker={assigneeChecker}
                onBack={() => setHolder('dealer')}
              />
            ) : (
              <WizardStep
                step={steps.current.id}
                dealers={dealers}
                dealer={dealer}
                readiness={readiness}
                problemRef={problemRef}
                lookup={lookup}
                assigneeChecker={assigneeChecker}
                showCompletion={showCompletion}
                customerEntered={holder === 'entered'}
                onEdit={(target) => steps.stopAt({ step: target, focus: [] })}
              />
            )}

            {submit.submitError && <SubmitErrorAlert error={submit.submitError} />}

            {holder !== 'preparing' && (
              <WizardActions
                step={steps.current.id}
                first={steps.step === 0}
                last={steps.isLast}
                sending={submit.sending}
                onBack={steps.back}
                onHandOver={() => void prepareHandOver()}
              />
            )}
          </Stack>
        </form>
      </Stack>

      {holder === 'customer' && (
        <Suspense fallback={null}>
          <CustomerMode
            product={loan.ProductOrService}
            amountFinanced={amountFinancedV3Cents(loan)}
            idleLockMs={props.customerIdleLockMs ?? CUSTOMER_IDLE_LOCK_MS}
            checkContacts={rules.checkContacts}
            onHandBack={handBack}
          />
        </Suspense>
      )}

      {discarding && (
        <Suspense fallback={null}>
          <DiscardDialog onDiscard={discard} onKeep={() => setDiscarding(false)} />
        </Suspense>
      )}
    </FormProvider>
  );
}
