import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { restoreOnto, type DraftStore, type StoredDraft } from '../../lib/draft-storage.ts';
import { emptyIncomeSource, type ApplicationFormValues } from '../../schemas/application-form.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import { STEPS } from './steps.ts';

/**
 * The wizard's draft: its values and the step it was on, kept in localStorage per user
 * (lib/draft-storage.ts, which never writes the SSN, ID number or date of birth).
 */
export interface WizardDraft {
  values: ApplicationFormValues;
  step: number;
  reached: number;
}

/** Bump when the form's shape changes: an older draft is then dropped, not misread. */
export const DRAFT_VERSION = 1;
const SAVE_DELAY_MS = 400;
const LAST = STEPS.length - 1;

const stepNumber = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= LAST ? value : 0;

/** A stored draft laid over a blank form, keeping only a dealer the user still has. */
export function restoreDraft(
  stored: StoredDraft | null,
  blank: ApplicationFormValues,
  dealers: readonly Dealer[],
): (WizardDraft & { savedAt: string }) | null {
  if (!stored || typeof stored.data !== 'object' || stored.data === null) return null;
  const data = stored.data as Partial<Record<keyof WizardDraft, unknown>>;
  const values = restoreOnto(blank, data.values, { AdditionalIncomeSources: emptyIncomeSource() });
  // The dealer confirms the applicant's authorisation when submitting, never from an old draft.
  values.Authorised = false;
  if (!dealers.some((dealer) => dealer.Id === values.LoanParameters.DealerId)) {
    values.LoanParameters = { ...blank.LoanParameters };
  }
  const reached = stepNumber(data.reached);
  return {
    values,
    step: Math.min(stepNumber(data.step), reached),
    reached,
    savedAt: stored.savedAt,
  };
}

/**
 * The draft of a wizard whose applicants are the customer's (customer mode, issue 35): the
 * dealer's part only, from the first step. The customer's entries are theirs, not the device's.
 */
export function dealerPartOf(values: ApplicationFormValues): Omit<WizardDraft, 'values'> & {
  values: Pick<ApplicationFormValues, 'LoanParameters' | 'AssignedUserEmailAddress'>;
} {
  return {
    values: {
      LoanParameters: values.LoanParameters,
      AssignedUserEmailAddress: values.AssignedUserEmailAddress,
    },
    step: 0,
    reached: 0,
  };
}

/**
 * Saves the form a moment after each change the user makes (and at once when the page goes away);
 * `position` records the step too. A draft starts with the first change, so opening the wizard
 * and leaving leaves nothing behind. While `customerMode()` says so, only the dealer's part is
 * saved (dealerPartOf).
 */
export function useDraftSaving(
  store: DraftStore<WizardDraft>,
  form: UseFormReturn<ApplicationFormValues>,
  initial: { step: number; reached: number; restored: boolean },
  customerMode: () => boolean = () => false,
) {
  const [hasDraft, setHasDraft] = useState(initial.restored);
  const started = useRef(initial.restored);
  const finished = useRef(false);
  const position = useRef({ step: initial.step, reached: initial.reached });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (finished.current || !started.current) return;
    const values = form.getValues();
    // The store's type is the whole draft; restoreDraft lays a partial one over a blank form.
    store.save(
      customerMode() ? (dealerPartOf(values) as WizardDraft) : { values, ...position.current },
    );
  }, [form, store, customerMode]);
  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, SAVE_DELAY_MS);
  }, [saveNow]);

  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        // A reset (discarding the draft) names no field: it is not the user's typing.
        if (name === undefined) return;
        if (!started.current) {
          started.current = true;
          setHasDraft(true);
        }
        schedule();
      },
    });
    const flush = () => {
      if (timer.current !== undefined) saveNow();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, saveNow, schedule]);

  const moved = useCallback(
    (step: number, reached: number) => {
      position.current = { step, reached };
      if (started.current) schedule();
    },
    [schedule],
  );

  return {
    hasDraft,
    /** The wizard moved to another step. */
    moved,
    /** Submitted: the draft goes, and nothing saves it again. */
    finish() {
      finished.current = true;
      clearTimeout(timer.current);
      store.discard();
    },
    /** Save now (customer mode starting or ending). */
    saveNow,
    /** Thrown away: the draft goes until the user types again. */
    discard() {
      clearTimeout(timer.current);
      timer.current = undefined;
      store.discard();
      started.current = false;
      setHasDraft(false);
    },
  };
}
