import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CustomerConsents } from '../../../schemas/customer-consents.ts';
import './locales/catalog.ts';

/**
 * Everything the customer screens say, kept together, as catalog messages (docs/decisions/0039):
 * the screens read them in the customer's language (`i18n._(…)` inside a CustomerRegion).
 */
export const customerWords = {
  screenLabel: msg`Your application`,
  yourApplication: (product: string, amount: string) =>
    msg`You are applying for ${product}: ${amount} financed.`,
  privacy: msg`What you type here is yours: the dealer cannot read your Social Security number, date of birth or ID number back.`,
  applicantTurn: msg`Your details`,
  coApplicantTurn: msg`Your details, co-applicant`,
  jointQuestion: msg`I am applying together with a co-applicant (my spouse)`,
  jointDescription: msg`Your co-applicant enters their own details after you, in their own turn.`,
  consentsHeading: msg`Your consents`,
  consentsIntro: msg`Each is your own choice. Read each one and tick it to agree.`,
  creditCheck: msg`I authorise the lender to check my credit report to decide on this application. This may affect my credit score.`,
  jointIntent: (other: string) => msg`I intend to apply for joint credit with ${other}.`,
  jointIntentUnnamed: msg`I intend to apply for joint credit with my co-applicant.`,
  truthful: msg`The information I gave is true and complete.`,
  emailAddress: (email: string) =>
    msg`The lender will write to me at ${email}. This is my own e-mail address.`,
  passHeading: msg`Hand the tablet to your co-applicant`,
  passBody: msg`Your entries are hidden now. Your co-applicant enters their own details and gives their own consents.`,
  passStart: msg`I am the co-applicant: start`,
  doneHeading: msg`Thank you`,
  doneBody: msg`Your part is done. Give the tablet back to the dealer: they will check the loan and send the application. They cannot see your private details.`,
  next: msg`Next`,
  back: msg`Back`,
  toConsents: msg`Next: your consents`,
  finish: msg`Finish`,
  giveBack: msg`Give the tablet back to the dealer`,
  lockedHeading: msg`This screen is locked`,
  lockedBody: msg`It locked itself after 5 minutes without a touch, to keep your details private. The dealer can unlock it for you to carry on.`,
} as const;

/**
 * The consents' messages as the customer reads them: the English of each is the rule's own
 * (schemas/customer-consents.ts; customer-words.test.ts keeps them equal).
 */
export const consentMessages: Record<keyof CustomerConsents, MessageDescriptor> = {
  creditCheck: msg`The lender cannot decide without checking your credit: tick this to apply.`,
  jointIntent: msg`A joint application needs each applicant to say they mean to apply jointly.`,
  truthful: msg`Tick this once you have checked that your information is right.`,
  emailAddress: msg`Confirm this is your own e-mail address, or go back and change it.`,
};

/** What the dealer's unlock says: the dealer's own screen, in English. */
export const unlockWords = {
  heading: msg`Dealer: unlock with your password`,
  tokenHeading: msg`Dealer: unlock with your access token`,
  password: msg`Your password`,
  token: msg`Your access token`,
  unlock: msg`Unlock`,
  wrong: msg`That is not the password of the user signed in on this tablet.`,
  wrongToken: msg`That is not the access token this tablet is signed in with.`,
  required: msg`Enter your password to unlock.`,
  requiredToken: msg`Enter your access token to unlock.`,
  backToCustomer: msg`Back to the customer`,
} as const;
