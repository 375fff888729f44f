import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSubmitApplication } from '../../api/applications.ts';
import { dealerProductsQuery } from '../../api/dealers.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { placeFieldErrors, scalarPathsOf } from '../../api/field-errors.ts';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import { schemaResolver } from '../../components/form/schema-resolver.ts';
import { useLeaveGuard } from '../../components/leave-guard.ts';
import { useSendOnce } from '../../components/use-send-once.ts';
import { draftStore } from '../../lib/draft-storage.ts';
import {
  applicationFormRules,
  applicationV3Body,
  completionPaymentApplies,
  emptyApplicationForm,
  type ApplicationFormValues,
} from '../../schemas/application-form.ts';
import { dealerContextOf, type DealerLookup } from '../../schemas/application-v3.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import { AssigneeField } from './assignee-field.tsx';
import { useDealerReadiness } from './dealer-readiness.ts';
import { DealerStep } from './dealer-step.tsx';
import { LoanStep } from './loan-step.tsx';
import { PartyFields } from './party-fields.tsx';
import { ReviewStep } from './review-step.tsx';
import { StepperNav } from './stepper-nav.tsx';
import { errorPaths, firstErrorPath, STEPS, stepIndex, stepOfPath, stepPaths } from './steps.ts';
import { useAssigneeCheck } from './use-assignee-check.ts';
import { DRAFT_VERSION, restoreDraft, useDraftSaving, type WizardDraft } from './wizard-draft.ts';

// A dialog, loaded only if the user asks to discard: the modal machinery stays off the wizard's load.
const DiscardDialog = lazy(() =>
  import('./discard-dialog.tsx').then((module) => ({ default: module.DiscardDialog })),
);

const LAST = STEPS.length - 1;

/** What the draft never keeps (lib/draft-storage.ts): leaving with any of it typed asks first. */
const NEVER_KEPT = [
  'Applicant.SocialSecurityNumber',
  'Applicant.DateOfBirth',
  'Applicant.IdentificationNumber',
  'CoApplicant.SocialSecurityNumber',
  'CoApplicant.DateOfBirth',
  'CoApplicant.IdentificationNumber',
] as const;

/** Paths the wizard shows an error for without an input of their own. */
const SHOWN_WITHOUT_INPUT = ['LoanParameters.AmountFinanced'];

function savedAtText(savedAt: string): string {
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime())
    ? ''
    : ` (saved ${date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })})`;
}

function CoApplicantStep() {
  const hasCoApplicant = useWatch<ApplicationFormValues, 'Applicant.HasCoApplicant'>({
    name: 'Applicant.HasCoApplicant',
  });
  return (
    <Stack gap="lg">
      <CheckboxField
        name="Applicant.HasCoApplicant"
        label="A co-applicant applies too"
        description="Leave this unticked and go on when the applicant applies alone."
      />
      {hasCoApplicant && <PartyFields prefix="CoApplicant" />}
    </Stack>
  );
}

function NextButton({ step }: { step: number }) {
  const hasCoApplicant = useWatch<ApplicationFormValues, 'Applicant.HasCoApplicant'>({
    name: 'Applicant.HasCoApplicant',
  });
  const skipping = STEPS[step]?.id === 'co-applicant' && !hasCoApplicant;
  return <Button type="submit">{skipping ? 'Skip co-applicant' : 'Next'}</Button>;
}

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
 * `POST /v3/api/applications` as five steps. Each step validates its own fields with the rule
 * schema (applicationFormSchema) before the next; submit validates everything and goes to the
 * step of the first error. Every change is kept as a local draft (never the SSN, ID number or
 * date of birth: lib/draft-storage.ts). The submit sends once, then opens the application.
 */
export function NewApplicationWizard({
  dealers,
  currentDealer,
  userKey,
  defaultAssignee,
  today,
}: WizardProps) {
  const navigate = useNavigate();
  const submitApplication = useSubmitApplication();
  const assigneeChecker = useAssigneeCheck();
  const blank = useCallback(
    () => ({
      ...emptyApplicationForm({
        DealerId: currentDealer?.Id ?? null,
        ContractState: currentDealer?.Address?.State ?? '',
      }),
      AssignedUserEmailAddress: defaultAssignee,
    }),
    [currentDealer, defaultAssignee],
  );
  const store = useMemo(
    () => draftStore<WizardDraft>({ kind: 'new-application', userKey, version: DRAFT_VERSION }),
    [userKey],
  );
  const [restored, setRestored] = useState(() => restoreDraft(store.load(), blank(), dealers));

  // The rules take the dealer's products from the products operation's answer in the cache
  // (dealer-readiness.ts asks for it), read when they run: the answer comes after the form.
  const queryClient = useQueryClient();
  const lookup = useMemo<DealerLookup>(
    () => (ref) => {
      const found = dealers.find((candidate) => candidate.Id === ref.DealerId);
      if (!found) return undefined;
      const answer = queryClient.getQueryData(dealerProductsQuery(found.Id).queryKey);
      return dealerContextOf(found, answer?.map((product) => product.ProductOrService) ?? []);
    },
    [dealers, queryClient],
  );
  const context = useMemo(() => ({ today, dealer: lookup }), [today, lookup]);
  const resolver = useMemo(() => schemaResolver(applicationFormRules(context)), [context]);
  const form = useForm<ApplicationFormValues>({
    defaultValues: restored?.values ?? blank(),
    resolver,
    // The fields validate themselves when left (components/fields/bound-field.ts); the form, when
    // the user moves on. A row just added is not told off before anything is typed into it.
    mode: 'onSubmit',
    // The wizard takes the user to the step of the first error itself.
    shouldFocusError: false,
  });

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

  // Each step is in the address too (?step=), so the browser's Back and Forward move between
  // steps. One not reached yet (a typed address, a Forward after discarding) shows the furthest
  // reached. The step shown changes at once; the address follows.
  const [params, setParams] = useSearchParams();
  const [firstStep] = useState(restored?.step ?? 0);
  const [step, setStep] = useState(firstStep);
  const [reached, setReached] = useState(restored?.reached ?? 0);
  const asked = STEPS.findIndex((candidate) => candidate.id === params.get('step'));
  const [lastAsked, setLastAsked] = useState(asked);
  const showStep = useCallback(
    (index: number, how: 'push' | 'replace') =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('step', STEPS[index]!.id);
          return next;
        },
        { replace: how === 'replace' },
      ),
    [setParams],
  );
  useEffect(() => {
    if (asked !== step && (asked < 0 || asked > reached)) showStep(step, 'replace');
  }, [asked, step, reached, showStep]);
  const draft = useDraftSaving(store, form, {
    step: firstStep,
    reached: restored?.reached ?? 0,
    restored: restored !== null,
  });
  const { moved } = draft;
  useEffect(() => moved(step, reached), [moved, step, reached]);
  const [discarding, setDiscarding] = useState(false);
  const [submitError, setSubmitError] = useState<{ message: string; details: string[] } | null>(
    null,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  /** The dealer step's lock-out or products message, when there is one. */
  const dealerProblem = useRef<HTMLDivElement>(null);
  /**
   * Once rendered: focus the first of these fields on the page, or else the step's heading; or
   * the dealer step's message ('problem').
   */
  const [focusRequest, setFocusRequest] = useState<{ paths: string[] | 'problem' } | null>(null);
  // Back or Forward: that step, its heading focused as after "Next".
  if (asked !== lastAsked) {
    setLastAsked(asked);
    const wanted = Math.min(asked, reached);
    if (asked >= 0 && wanted !== step) {
      setStep(wanted);
      setFocusRequest({ paths: [] });
    }
  }
  const { send: sendOnce, sending, keepLocked } = useSendOnce();

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.paths === 'problem') {
      (dealerProblem.current ?? heading.current)?.focus();
      return;
    }
    const fields = focusRequest.paths
      .map((path) => formElement.current?.querySelector<HTMLElement>(`[name="${path}"]`))
      .filter((field): field is HTMLElement => field !== null && field !== undefined)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    (fields[0] ?? heading.current)?.focus();
  }, [focusRequest]);

  const goTo = (index: number, focusPaths: string[] | 'problem' = [], furthestSoFar = reached) => {
    const next = Math.max(0, Math.min(LAST, index));
    setStep(next);
    setReached(Math.max(furthestSoFar, next));
    setFocusRequest({ paths: focusPaths });
    if (next !== step) showStep(next, 'push');
  };

  /** To the step of the first error, focusing the first of that step's errors on the page. */
  const goToErrors = (paths: string[]) => {
    const first = firstErrorPath(paths);
    if (first === undefined) return;
    const target = stepOfPath(first);
    goTo(
      stepIndex(target),
      paths.filter((path) => stepOfPath(path) === target),
    );
  };

  /**
   * No application goes on from the dealer step while its dealer is locked out for attestation
   * or its products are not there to choose from: back to that step, to the message saying why.
   */
  const dealerStops = () => {
    if (readiness.kind === 'ready' || readiness.kind === 'no-dealer') return false;
    goTo(
      stepIndex('dealer'),
      readiness.kind === 'loading' ? ['LoanParameters.ProductOrService'] : 'problem',
    );
    return true;
  };

  /**
   * "Assign to" must name a user of the dealer (validateEmail; docs/decisions/0012): a refused
   * address is an error on the field. One that could not be checked does not stop anything.
   */
  const assigneeAccepted = async () => {
    const email = form.getValues('AssignedUserEmailAddress');
    if (!dealer || email.trim() === '') return true;
    const outcome = await assigneeChecker.check(dealer.Id, email, dealer.Name);
    if (outcome.kind !== 'refused') return true;
    form.setError('AssignedUserEmailAddress', { type: 'assignee', message: outcome.message });
    return false;
  };

  const next = async () => {
    const id = STEPS[step]!.id;
    if (id === 'dealer' && dealerStops()) return;
    const paths = stepPaths(id);
    const valid = await form.trigger(paths as Path<ApplicationFormValues>[]);
    if (valid && id === 'loan' && !(await assigneeAccepted())) {
      goTo(step, ['AssignedUserEmailAddress']);
      return;
    }
    if (valid) {
      goTo(step + 1);
      return;
    }
    goToErrors(
      paths.flatMap((path) =>
        errorPaths(form.getFieldState(path as Path<ApplicationFormValues>).error, path),
      ),
    );
  };

  const send = async (values: ApplicationFormValues) => {
    setSubmitError(null);
    if (!(await assigneeAccepted())) {
      goToErrors(['AssignedUserEmailAddress']);
      return;
    }
    try {
      const record = await submitApplication.mutateAsync(applicationV3Body(values, context));
      keepLocked();
      draft.finish();
      leaveGuard.release();
      // The answer echoes the full SSN: nothing of it is put in the cache (ARCHITECTURE.md 12).
      void navigate(`/applications/${record.Id}`);
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation') {
        const placed = placeFieldErrors(
          error.fieldErrors,
          scalarPathsOf(form.getValues(), SHOWN_WITHOUT_INPUT),
        );
        for (const [path, message] of placed.fields) {
          form.setError(path as Path<ApplicationFormValues>, { type: 'server', message });
        }
        setSubmitError({
          message:
            placed.fields.length > 0
              ? 'The lender refused some of the values. They are marked on their fields.'
              : describeError(error),
          details: placed.general,
        });
        goToErrors(placed.fields.map(([path]) => path));
      } else {
        setSubmitError({ message: describeError(error), details: [] });
      }
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < LAST) {
      await next();
      return;
    }
    await sendOnce(async () => {
      if (dealerStops()) return;
      await form.handleSubmit(send, (errors) => goToErrors(errorPaths(errors)))();
    });
  };

  const discard = () => {
    draft.discard();
    setRestored(null);
    setSubmitError(null);
    setDiscarding(false);
    form.reset(blank());
    goTo(0, [], 0);
  };

  const showCompletion = completionPaymentApplies(
    { ContractState: contractState, DealerId: dealerId },
    lookup,
  );
  const current = STEPS[step]!;

  return (
    <FormProvider {...form}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>New application</Title>
          {draft.hasDraft && (
            <Button variant="subtle" color="red" onClick={() => setDiscarding(true)}>
              Discard draft
            </Button>
          )}
        </Group>

        {restored && (
          <Alert
            color="blue"
            title="Your unfinished application is back"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setRestored(null)}
          >
            It was kept on this device{savedAtText(restored.savedAt)}. Social Security numbers,
            identification numbers and dates of birth are never kept: enter them again.
          </Alert>
        )}

        <StepperNav current={step} reached={reached} onSelect={(index) => goTo(index)} />

        <form
          ref={formElement}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-labelledby="wizard-step"
        >
          <Stack gap="lg">
            <Title
              order={2}
              id="wizard-step"
              ref={heading}
              tabIndex={-1}
              className="wizard-heading"
            >
              {current.label}
            </Title>

            {current.id === 'dealer' && (
              <DealerStep dealers={dealers} readiness={readiness} problemRef={dealerProblem} />
            )}
            {current.id === 'applicant' && <PartyFields prefix="Applicant" />}
            {current.id === 'co-applicant' && <CoApplicantStep />}
            {current.id === 'loan' && (
              <LoanStep
                lookup={lookup}
                assignee={<AssigneeField checker={assigneeChecker} dealer={dealer} />}
              />
            )}
            {current.id === 'review' && (
              <ReviewStep
                dealers={dealers}
                showCompletion={showCompletion}
                onEdit={(target) => goTo(stepIndex(target))}
              />
            )}

            {submitError && (
              <Alert color="red" title="The application was not submitted" role="alert">
                <Text size="sm">{submitError.message}</Text>
                {submitError.details.length > 0 && (
                  <ul className="submit-error-details">
                    {submitError.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                )}
              </Alert>
            )}

            <Group className="wizard-actions" justify="space-between">
              <Button variant="default" onClick={() => goTo(step - 1)} disabled={step === 0}>
                Back
              </Button>
              {step < LAST ? (
                <NextButton step={step} />
              ) : (
                <Button type="submit" loading={sending} disabled={sending}>
                  Submit application
                </Button>
              )}
            </Group>
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
