import type { RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { StepRules, StepStop } from '../../components/stepper/use-steps.ts';
import type { ApplicationFormValues } from '../../schemas/application-form.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import type { DealerReadiness } from './dealer-readiness.ts';
import type { StepId } from './steps.ts';
import type { Party } from './party.ts';
import type { AssigneeChecker } from './use-assignee-check.ts';
import { useDealerContactsCheck } from './use-dealer-contacts-check.ts';

/** The wizard's rules besides the schema's: the dealer's readiness and the assignee's check. */
export function useWizardRules({
  form,
  dealer,
  readiness,
  assigneeChecker,
  problemRef,
}: {
  form: UseFormReturn<ApplicationFormValues>;
  dealer: Dealer | undefined;
  readiness: DealerReadiness;
  assigneeChecker: AssigneeChecker;
  /** The dealer step's lock-out or products message, when there is one. */
  problemRef: RefObject<HTMLElement | null>;
}) {
  /**
   * No application goes on from the dealer step while its dealer is locked out for attestation
   * or its products are not there to choose from: back to that step, to the message saying why.
   */
  const dealerStop = (): StepStop<StepId> | null => {
    if (readiness.kind === 'ready' || readiness.kind === 'no-dealer') return null;
    return {
      step: 'dealer',
      focus:
        readiness.kind === 'loading'
          ? ['LoanParameters.ProductOrService']
          : () => problemRef.current,
    };
  };

  /**
   * "Assign to" must name a user of the dealer (validateEmail; docs/decisions/0012): a refused
   * address is an error on the field. One that could not be checked does not stop anything.
   */
  const assigneeStop = async (): Promise<StepStop<StepId> | null> => {
    const email = form.getValues('AssignedUserEmailAddress');
    if (!dealer || email.trim() === '') return null;
    const outcome = await assigneeChecker.check(dealer.Id, email, dealer.Name);
    if (outcome.kind !== 'refused') return null;
    form.setError('AssignedUserEmailAddress', { type: 'assignee', message: outcome.message });
    return { step: 'loan', focus: ['AssignedUserEmailAddress'] };
  };

  const checkContacts = useDealerContactsCheck(form, dealer, assigneeChecker);
  /** An applicant's e-mail or phone that is a user of the dealer's: refused on the field. */
  const contactsStop = async (party: Party): Promise<StepStop<StepId> | null> => {
    if (party === 'CoApplicant' && !form.getValues('Applicant.HasCoApplicant')) return null;
    const refused = await checkContacts(party);
    if (refused.length === 0) return null;
    return { step: party === 'Applicant' ? 'applicant' : 'co-applicant', focus: refused };
  };
  /** Every party's contacts, as the submit checks them. */
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a party (the form's path), not text
  const applicant: Party = 'Applicant';
  const coApplicant: Party = 'CoApplicant';
  const anyContactsStop = async () =>
    (await contactsStop(applicant)) ?? (await contactsStop(coApplicant));

  const byStep: Partial<Record<StepId, StepRules<StepId>>> = {
    dealer: { before: dealerStop },
    applicant: { after: () => contactsStop(applicant) },
    'co-applicant': { after: () => contactsStop(coApplicant) },
    loan: { after: assigneeStop },
  };
  return { dealerStop, assigneeStop, contactsStop, anyContactsStop, checkContacts, byStep };
}
