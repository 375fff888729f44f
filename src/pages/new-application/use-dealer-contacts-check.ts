import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useMay } from '../../api/permissions.ts';
import { usersQuery } from '../../api/users.ts';
import type { ApplicationFormValues } from '../../schemas/application-form.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import {
  contactsOfDealerUsers,
  dealerUserContactIssues,
} from '../../schemas/dealer-user-contacts.ts';
import type { Party } from './party.ts';
import type { AssigneeChecker } from './use-assignee-check.ts';

/**
 * The dealer's own e-mail addresses and phone numbers refused as an applicant's
 * (schemas/dealer-user-contacts.ts). The users list says whose they are when the account may read
 * it; otherwise the dealer's validateEmail operation still tells whether an e-mail is a user's.
 * Returns the paths refused, each with its message set on the field.
 */
export function useDealerContactsCheck(
  form: UseFormReturn<ApplicationFormValues>,
  dealer: Dealer | undefined,
  assigneeChecker: AssigneeChecker,
) {
  const mayReadUsers = useMay('users.read', dealer?.Id);
  const users = useQuery({ ...usersQuery(), enabled: mayReadUsers && dealer !== undefined });

  return async (party: Party): Promise<string[]> => {
    if (!dealer) return [];
    const values = form.getValues(party);
    const contacts = users.data ? contactsOfDealerUsers(users.data, dealer.DealerNumber ?? '') : [];
    if (!users.data && values.EmailAddress.trim() !== '') {
      const outcome = await assigneeChecker.check(dealer.Id, values.EmailAddress, dealer.Name);
      if (outcome.kind === 'valid') {
        contacts.push({ name: '', emailAddress: values.EmailAddress, phoneNumber: '' });
      }
    }
    return dealerUserContactIssues(values, contacts).map((issue) => {
      const path = `${party}.${String(issue.path[0])}` as `${Party}.EmailAddress`;
      form.setError(path, { type: 'dealer-contact', message: issue.message });
      return path;
    });
  };
}
