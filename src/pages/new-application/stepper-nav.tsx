import { VisuallyHidden } from '@mantine/core';
import { STEPS } from './steps.ts';

/**
 * The steps as an ordered list of buttons: the current one marked, those reached so far
 * selectable (by touch, click or keyboard), those ahead not yet.
 */
export function StepperNav({
  current,
  reached,
  onSelect,
}: {
  current: number;
  reached: number;
  onSelect: (index: number) => void;
}) {
  return (
    <nav aria-label="Application steps">
      <ol className="wizard-steps">
        {STEPS.map((step, index) => {
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
                  <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
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
