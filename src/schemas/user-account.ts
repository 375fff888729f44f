import type { UserBody } from './user-requests.ts';

/**
 * The fields of a user that belong to the whole account, not to one dealer: a change to them
 * reaches every dealer the person works for (issue 31 item 10).
 */
export const ACCOUNT_FIELDS = [
  'FirstName',
  'MiddleInitial',
  'LastName',
  'DisplayName',
  'Title',
  'EmailAddress',
  'PhoneNumber',
  'IsActive',
] as const satisfies readonly (keyof UserBody)[];

type AccountField = (typeof ACCOUNT_FIELDS)[number];
type AccountValues = { [Field in AccountField]?: UserBody[Field] | null };

/** Said wherever a dealer administrator meets a user who also works for another dealer. */
export const SHARED_ACCOUNT_RULE =
  "This user also works for a dealer whose users you do not manage, so only the lender's staff or an administrator of each of their dealers can change their name, job title, e-mail address, phone number or active state. You can change their roles at your dealers.";

/** Empty and absent are the same text; an e-mail address is the same in any letter case. */
function comparable(field: AccountField, value: AccountValues[AccountField]): unknown {
  if (typeof value !== 'string') return value ?? '';
  const text = value.trim();
  return field === 'EmailAddress' ? text.toLowerCase() : text;
}

/** The account fields whose value `after` changes from `before`. */
export function changedAccountFields(before: AccountValues, after: AccountValues): AccountField[] {
  return ACCOUNT_FIELDS.filter(
    (field) => comparable(field, before[field]) !== comparable(field, after[field]),
  );
}

/**
 * Whether a user's account fields are beyond the caller: they are not operator staff, and the
 * user works for more dealers (`dealers`) than the ones of theirs whose users the caller
 * manages (`managed`). The portal counts from the list's NumberOfAssignedDealers.
 */
export function accountBeyondCaller(
  isOperator: boolean,
  dealers: number,
  managed: number,
): boolean {
  return !isOperator && dealers > managed;
}
