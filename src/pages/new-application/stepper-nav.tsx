import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import type { StepDefinition } from '../../components/stepper/use-steps.ts';
import type { StepId } from './steps.ts';

/**
 * The steps as an ordered list of buttons: the current one marked, those reached so far
 * selectable (by touch, click or keyboard), those ahead not yet.
 */
export function StepperNav({
  steps,
  current,
  reached,
  onSelect,
}: {
  /** The steps with their labels in words (wizard.tsx translates them once). */
  steps: readonly StepDefinition<StepId>[];
  current: number;
  reached: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useLingui();
  // Written once, not on each render of the wizard (it renders as the loan's figures are typed).
  const prefixes = useMemo(() => steps.map((_, index) => t`Step ${index + 1}: `), [steps, t]);
  return (
    <nav aria-label={t`Application steps`}>
      <ol className="wizard-steps">
        {steps.map((step, index) => {
          const state = index === current ? 'current' : index <= reached ? 'reached' : 'ahead';
          return (
            <li key={step.id}>
              <button
                type="button"
                className="wizard-step"
                data-state={state}
                aria-current={index === current ? 'step' : undefined}
                disabled={index > reached}
                onClick={() => onSelect(index)}
              >
                <span className="wizard-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="wizard-step-label">
                  <VisuallyHidden>{prefixes[index]}</VisuallyHidden>
                  {step.label}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
