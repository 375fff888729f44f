import type { PathIssue } from './refine-at.ts';

/**
 * What each applicant agrees to on the tablet in customer mode (issue 35), each its own choice.
 * None of it is sent: the v3 request has no field for it, and the credit-check authorisation is
 * what the wizard's `Authorised` confirmation stands for.
 */
export interface CustomerConsents {
  /** The lender may check the applicant's credit for this application. */
  creditCheck: boolean;
  /** Regulation B: the intent to apply for joint credit, recorded apart from the truth statement. */
  jointIntent: boolean;
  /** The information the applicant gave is true and complete. */
  truthful: boolean;
  /** The lender will write to the e-mail address given, the applicant's own. */
  emailAddress: boolean;
}

export const noConsents = (): CustomerConsents => ({
  creditCheck: false,
  jointIntent: false,
  truthful: false,
  emailAddress: false,
});

/**
 * The consents an applicant must give before handing on: the credit check and the truth of the
 * information always; the intent to apply jointly on a joint application; the e-mail address
 * when one was given (without one the lender writes by post).
 */
export function customerConsentIssues(
  consents: CustomerConsents,
  context: { joint: boolean; emailAddress: string },
): PathIssue[] {
  const issues: PathIssue[] = [];
  if (!consents.creditCheck) {
    issues.push({
      path: ['creditCheck'],
      message: 'The lender cannot decide without checking your credit: tick this to apply.',
    });
  }
  if (context.joint && !consents.jointIntent) {
    issues.push({
      path: ['jointIntent'],
      message: 'A joint application needs each applicant to say they mean to apply jointly.',
    });
  }
  if (!consents.truthful) {
    issues.push({
      path: ['truthful'],
      message: 'Tick this once you have checked that your information is right.',
    });
  }
  if (context.emailAddress.trim() !== '' && !consents.emailAddress) {
    issues.push({
      path: ['emailAddress'],
      message: 'Confirm this is your own e-mail address, or go back and change it.',
    });
  }
  return issues;
}
