import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { dealerProductsQuery } from '../../api/dealers.ts';
import { schemaResolver } from '../../components/form/schema-resolver.ts';
import { draftStore } from '../../lib/draft-storage.ts';
import {
  applicationFormRules,
  emptyApplicationForm,
  type ApplicationFormValues,
} from '../../schemas/application-form.ts';
import { dealerContextOf, type DealerLookup } from '../../schemas/application-v3.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import { DRAFT_VERSION, restoreDraft, type WizardDraft } from './wizard-draft.ts';

export interface WizardFormOptions {
  dealers: readonly Dealer[];
  currentDealer: Dealer | null;
  userKey: string;
  defaultAssignee: string;
  today: string;
}

/**
 * The wizard's form: a blank application for the current dealer (or the user's draft laid over
 * it), its draft store, and the rules of applicationFormRules with the dealer's products.
 */
export function useWizardForm({
  dealers,
  currentDealer,
  userKey,
  defaultAssignee,
  today,
}: WizardFormOptions) {
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
  return { form, blank, store, restored, setRestored, lookup, context };
}
