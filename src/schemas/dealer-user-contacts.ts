import type { PathIssue } from './refine-at.ts';
import type { UserListItem } from './user-records.ts';

/** A user of the dealer, as the users list shows them: whose address an applicant's must not be. */
export interface DealerUserContact {
  /** '' when only the address is known to be a user's. */
  name: string;
  emailAddress: string;
  phoneNumber: string;
}

/** An applicant's own contact fields, as the wizard's form holds them. */
export interface ApplicantContact {
  EmailAddress: string;
  PrimaryPhone: string;
  SecondaryPhone: string;
}

const emailKey = (value: string) => value.trim().toLowerCase();
/** The ten digits of a US number however it was written ("+1 (555) 010-0101" → "5550100101"). */
const phoneKey = (value: string) => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

const whose = (user: DealerUserContact) =>
  user.name ? `${user.name}, a user of the dealer` : 'a user of the dealer';

/**
 * The dealer's own addresses are refused as an applicant's (issue 35: merchants put their own
 * e-mail on customers' applications, so the customer never saw the lender's messages). An e-mail
 * or phone number of any user of the dealer is an error on that field.
 */
export function dealerUserContactIssues(
  applicant: ApplicantContact,
  users: readonly DealerUserContact[],
): PathIssue[] {
  const issues: PathIssue[] = [];
  const email = emailKey(applicant.EmailAddress);
  const emailOwner =
    email === '' ? undefined : users.find((user) => emailKey(user.emailAddress) === email);
  if (emailOwner) {
    issues.push({
      path: ['EmailAddress'],
      message: `This is the e-mail address of ${whose(emailOwner)}. Enter the applicant's own, so the lender's messages reach them.`,
    });
  }
  for (const field of ['PrimaryPhone', 'SecondaryPhone'] as const) {
    const phone = phoneKey(applicant[field]);
    const owner =
      phone === '' ? undefined : users.find((user) => phoneKey(user.phoneNumber) === phone);
    if (owner) {
      issues.push({
        path: [field],
        message: `This is the phone number of ${whose(owner)}. Enter the applicant's own.`,
      });
    }
  }
  return issues;
}

/** The users of one dealer in the users list (its DealerNumber is "1001, 1002": one per dealer). */
export function contactsOfDealerUsers(
  users: readonly UserListItem[],
  dealerNumber: string,
): DealerUserContact[] {
  return users
    .filter((user) => (user.DealerNumber ?? '').split(/,\s*/).includes(dealerNumber))
    .map((user) => ({
      name: [user.FirstName, user.LastName].filter(Boolean).join(' ') || user.Username,
      emailAddress: user.EmailAddress ?? '',
      phoneNumber: user.PhoneNumber ?? '',
    }));
}
