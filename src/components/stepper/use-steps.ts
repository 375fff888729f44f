import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { errorPaths, firstErrorPath } from './error-paths.ts';

export interface StepDefinition<Id extends string> {
  id: Id;
  label: string;
}

/**
 * Where focus goes once a step is shown: the first of these fields on the page (or else the
 * step's heading), or an element such as a message saying why the form cannot go on.
 */
export type StepFocus = readonly string[] | (() => HTMLElement | null);

/** A rule that holds the user back: the step to show and what to focus there. */
export interface StepStop<Id extends string> {
  step: Id;
  focus: StepFocus;
}

/** A step's own checks besides its fields' rules: before them, and after they pass. */
export interface StepRules<Id extends string> {
  before?: () => StepStop<Id> | null;
  after?: () => Promise<StepStop<Id> | null>;
}

export interface StepsOptions<Id extends string, Values extends FieldValues> {
  steps: readonly StepDefinition<Id>[];
  form: UseFormReturn<Values>;
  /** The form paths a step validates (react-hook-form's `trigger`) before the next. */
  fieldsOf: (id: Id) => readonly string[];
  /** The step showing the field at a path: where an error on it takes the user. */
  stepOfPath: (path: string) => Id;
  rules?: Partial<Record<Id, StepRules<Id>>>;
  /** The step shown first and the furthest reached (a restored draft's). */
  start?: { step: number; reached: number };
  /** The address's search parameter naming the step. */
  param?: string;
  /** The step's heading: focused on each move, unless a field is. */
  headingRef: RefObject<HTMLElement | null>;
  /** The form, where the fields to focus are found by name. */
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * A multi-step form's steps: their order, the one shown and the furthest reached, Back and Next
 * (Next validates the step's fields and its rules first), focus on the step's heading or first
 * error, and the browser history: each step is in the address (`?step=` by default), so Back
 * and Forward move between steps. A step not reached yet (a typed address, a Forward after a
 * restart) shows the furthest reached. The step shown changes at once; the address follows.
 */
export function useSteps<Id extends string, Values extends FieldValues>({
  steps,
  form,
  fieldsOf,
  stepOfPath,
  rules = {},
  start = { step: 0, reached: 0 },
  param = 'step',
  headingRef,
  formRef,
}: StepsOptions<Id, Values>) {
  const last = steps.length - 1;
  const indexOf = useCallback(
    (id: Id) => steps.findIndex((candidate) => candidate.id === id),
    [steps],
  );
  const [params, setParams] = useSearchParams();
  const [step, setStep] = useState(start.step);
  const [reached, setReached] = useState(start.reached);
  const asked = steps.findIndex((candidate) => candidate.id === params.get(param));
  const [lastAsked, setLastAsked] = useState(asked);
  const showStep = useCallback(
    (index: number, how: 'push' | 'replace') =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(param, steps[index]!.id);
          return next;
        },
        { replace: how === 'replace' },
      ),
    [setParams, param, steps],
  );
  useEffect(() => {
    if (asked !== step && (asked < 0 || asked > reached)) showStep(step, 'replace');
  }, [asked, step, reached, showStep]);

  /** Once rendered, focus this. */
  const [focusRequest, setFocusRequest] = useState<{ focus: StepFocus } | null>(null);
  // Back or Forward: that step, its heading focused as after "Next".
  if (asked !== lastAsked) {
    setLastAsked(asked);
    const wanted = Math.min(asked, reached);
    if (asked >= 0 && wanted !== step) {
      setStep(wanted);
      setFocusRequest({ focus: [] });
    }
  }
  useEffect(() => {
    if (!focusRequest) return;
    const { focus } = focusRequest;
    if (typeof focus === 'function') {
      (focus() ?? headingRef.current)?.focus();
      return;
    }
    const fields = focus
      .map((path) => formRef.current?.querySelector<HTMLElement>(`[name="${path}"]`))
      .filter((field): field is HTMLElement => field !== null && field !== undefined)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    (fields[0] ?? headingRef.current)?.focus();
  }, [focusRequest, formRef, headingRef]);

  const goTo = (index: number, focus: StepFocus = [], furthestSoFar = reached) => {
    const next = Math.max(0, Math.min(last, index));
    setStep(next);
    setReached(Math.max(furthestSoFar, next));
    setFocusRequest({ focus });
    if (next !== step) showStep(next, 'push');
  };
  const stopAt = (stop: StepStop<Id>) => goTo(indexOf(stop.step), stop.focus);

  /** To the step of the first error, focusing the first of that step's errors on the page. */
  const goToErrors = (paths: readonly string[]) => {
    const first = firstErrorPath(paths, (path) => indexOf(stepOfPath(path)));
    if (first === undefined) return;
    const target = stepOfPath(first);
    goTo(
      indexOf(target),
      paths.filter((path) => stepOfPath(path) === target),
    );
  };

  const next = async () => {
    const id = steps[step]!.id;
    const stepRules = rules[id] ?? {};
    const before = stepRules.before?.();
    if (before) return stopAt(before);
    const paths = fieldsOf(id) as Path<Values>[];
    if (!(await form.trigger(paths))) {
      goToErrors(paths.flatMap((path) => errorPaths(form.getFieldState(path).error, path)));
      return;
    }
    const after = await stepRules.after?.();
    if (after) return stopAt(after);
    goTo(step + 1);
  };

  return {
    step,
    reached,
    current: steps[step]!,
    isLast: step === last,
    goTo,
    stopAt,
    goToErrors,
    /** To the first of react-hook-form's errors (a submit's), on its step. */
    goToFormErrors: (errors: unknown) => goToErrors(errorPaths(errors)),
    back: () => goTo(step - 1),
    next,
    /** To the first step, as if none had been reached. */
    restart: () => goTo(0, [], 0),
  };
}

export type Steps<Id extends string> = ReturnType<typeof useSteps<Id, FieldValues>>;
