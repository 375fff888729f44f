import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { ApplicationFormValues } from '../../schemas/application-form.ts';
import type { StepId } from './steps.ts';

function NextButton({ step }: { step: StepId }) {
  const hasCoApplicant = useWatch<ApplicationFormValues, 'Applicant.HasCoApplicant'>({
    name: 'Applicant.HasCoApplicant',
  });
  const skipping = step === 'co-applicant' && !hasCoApplicant;
  return (
    <Button type="submit">
      {skipping ? <Trans>Skip co-applicant</Trans> : <Trans>Next</Trans>}
    </Button>
  );
}

/** Back, and Next (or, on the last step, the submit). */
export function WizardActions({
  step,
  first,
  last,
  sending,
  onBack,
  onHandOver,
}: {
  step: StepId;
  first: boolean;
  last: boolean;
  sending: boolean;
  onBack: () => void;
  /** Customer mode (customer-mode/): offered once the dealer and product are chosen. */
  onHandOver?: (() => void) | undefined;
}) {
  return (
    <Group className="wizard-actions" justify="space-between">
      <Button variant="default" onClick={onBack} disabled={first}>
        <Trans>Back</Trans>
      </Button>
      {last ? (
        <Button type="submit" loading={sending} disabled={sending}>
          <Trans>Submit application</Trans>
        </Button>
      ) : (
        <Group>
          {onHandOver && step === 'dealer' && (
            <Button variant="light" onClick={onHandOver}>
              <Trans>Hand the tablet to the customer</Trans>
            </Button>
          )}
          <NextButton step={step} />
        </Group>
      )}
    </Group>
  );
}
