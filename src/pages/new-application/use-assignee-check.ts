import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, useRef, useState } from 'react';
import { validateDealerEmail } from '../../api/dealers.ts';
import { describeError, isApiError } from '../../api/errors.ts';

/**
 * What the dealer's `validateEmail` said about the "Assign to" address
 * (docs/decisions/0012): a user of the dealer; not one (an error on the field, the submit
 * waits); or it could not be asked (disabled for the account, no answer), which does not block.
 */
export type AssigneeCheck =
  | { kind: 'checking' }
  | { kind: 'valid' }
  | { kind: 'refused'; message: string }
  /** `askAgain`: the service gave no answer (network, time-out…), so the next check asks again. */
  | { kind: 'unchecked'; reason: string; askAgain: boolean };

export interface AssigneeChecker {
  /** The last outcome for this dealer and address, or null when it was never checked. */
  outcomeFor: (dealerId: number | null, email: string) => AssigneeCheck | null;
  /** Ask (once per dealer and address; an unanswered question is asked again next time). */
  check: (dealerId: number, email: string, dealerName: string) => Promise<AssigneeCheck>;
}

const keyOf = (dealerId: number | null, email: string) =>
  `${dealerId ?? ''}\n${email.trim().toLowerCase()}`;

function outcomeOf(i18n: I18n, error: unknown, email: string, dealerName: string): AssigneeCheck {
  if (isApiError(error) && error.kind === 'validation') {
    return {
      kind: 'refused',
      message: i18n._(
        msg`${email} is not the e-mail address of a portal user of ${dealerName}. Enter a colleague's address, or leave it empty to let the lender assign the application.`,
      ),
    };
  }
  if (isApiError(error) && error.kind === 'disabled') {
    return {
      kind: 'unchecked',
      reason: i18n._(
        msg`This address could not be checked: your account may not check e-mail addresses with the lender. If it is not a user of this dealer, the lender assigns the application to its default operator.`,
      ),
      askAgain: false,
    };
  }
  const reason = describeError(error);
  return {
    kind: 'unchecked',
    reason: i18n._(
      msg`This address could not be checked (${reason}). It is checked again before submitting.`,
    ),
    askAgain: true,
  };
}

export function useAssigneeCheck(): AssigneeChecker {
  const { i18n } = useLingui();
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, AssigneeCheck>>(new Map());
  // Asked or answered, by dealer and address: a blur and then "Next" ask once.
  const asked = useRef(new Map<string, Promise<AssigneeCheck>>());

  const outcomeFor = useCallback(
    (dealerId: number | null, email: string) => outcomes.get(keyOf(dealerId, email)) ?? null,
    [outcomes],
  );

  const check = useCallback(
    (dealerId: number, email: string, dealerName: string) => {
      const key = keyOf(dealerId, email);
      const known = asked.current.get(key);
      if (known) return known;
      const record = (outcome: AssigneeCheck) =>
        setOutcomes((previous) => new Map(previous).set(key, outcome));
      record({ kind: 'checking' });
      const answer = validateDealerEmail(dealerId, { EmailAddress: email.trim() }).then(
        (): AssigneeCheck => ({ kind: 'valid' }),
        (error: unknown) => outcomeOf(i18n, error, email.trim(), dealerName),
      );
      asked.current.set(key, answer);
      void answer.then((outcome) => {
        if (outcome.kind === 'unchecked' && outcome.askAgain) asked.current.delete(key);
        record(outcome);
      });
      return answer;
    },
    [i18n],
  );

  return { outcomeFor, check };
}
