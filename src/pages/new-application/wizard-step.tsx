import type { RefObject } from 'react';
import type { DealerLookup } from '../../schemas/application-v3.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import { AssigneeField } from './assignee-field.tsx';
import { CoApplicantStep } from './co-applicant-step.tsx';
import { CustomerEnteredParty } from './customer-entered-party.tsx';
import type { DealerReadiness } from './dealer-readiness.ts';
import { DealerStep } from './dealer-step.tsx';
import { LoanStep } from './loan-step.tsx';
import { PartyFields } from './party-fields.tsx';
import { ReviewStep } from './review-step.tsx';
import type { StepId } from './steps.ts';
import type { AssigneeChecker } from './use-assignee-check.ts';

/** The fields of the step shown. */
export function WizardStep({
  step,
  dealers,
  dealer,
  readiness,
  problemRef,
  lookup,
  assigneeChecker,
  showCompletion,
  customerEntered,
  onEdit,
}: {
  step: StepId;
  dealers: readonly Dealer[];
  /** The dealer chosen, if any. */
  dealer: Dealer | undefined;
  readiness: DealerReadiness;
  problemRef: RefObject<HTMLDivElement | null>;
  lookup: DealerLookup;
  assigneeChecker: AssigneeChecker;
  showCompletion: boolean;
  /** The applicants' steps were the customer's (customer mode): read-only, private fields hidden. */
  customerEntered: boolean;
  onEdit: (step: StepId) => void;
}) {
  switch (step) {
    case 'dealer':
      return <DealerStep dealers={dealers} readiness={readiness} problemRef={problemRef} />;
    case 'applicant':
      return customerEntered ? (
        <CustomerEnteredParty party="Applicant" />
      ) : (
        <PartyFields prefix="Applicant" />
      );
    case 'co-applicant':
      return customerEntered ? <CustomerEnteredParty party="CoApplicant" /> : <CoApplicantStep />;
    case 'loan':
      return (
        <LoanStep
          lookup={lookup}
          assignee={<AssigneeField checker={assigneeChecker} dealer={dealer} />}
        />
      );
    case 'review':
      return (
        <ReviewStep
          dealers={dealers}
          showCompletion={showCompletion}
          customerEntered={customerEntered}
          onEdit={onEdit}
        />
      );
  }
}
