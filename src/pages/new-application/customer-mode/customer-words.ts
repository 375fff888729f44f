/**
 * Everything the customer screens say, kept together so that the screens read in the customer's
 * language from one place. Names and amounts are put in by the functions.
 */
export const customerWords = {
  screenLabel: 'Your application',
  yourApplication: (product: string, amount: string) =>
    `You are applying for ${product}: ${amount} financed.`,
  privacy:
    'What you type here is yours: the dealer cannot read your Social Security number, date of birth or ID number back.',
  applicantTurn: 'Your details',
  coApplicantTurn: 'Your details, co-applicant',
  jointQuestion: 'I am applying together with a co-applicant (my spouse)',
  jointDescription: 'Your co-applicant enters their own details after you, in their own turn.',
  consentsHeading: 'Your consents',
  consentsIntro: 'Each is your own choice. Read each one and tick it to agree.',
  creditCheck:
    'I authorise the lender to check my credit report to decide on this application. This may affect my credit score.',
  jointIntent: (other: string) =>
    `I intend to apply for joint credit with ${other || 'my co-applicant'}.`,
  truthful: 'The information I gave is true and complete.',
  emailAddress: (email: string) =>
    `The lender will write to me at ${email}. This is my own e-mail address.`,
  passHeading: 'Hand the tablet to your co-applicant',
  passBody:
    'Your entries are hidden now. Your co-applicant enters their own details and gives their own consents.',
  passStart: 'I am the co-applicant: start',
  doneHeading: 'Thank you',
  doneBody:
    'Your part is done. Give the tablet back to the dealer: they will check the loan and send the application. They cannot see your private details.',
  next: 'Next',
  back: 'Back',
  toConsents: 'Next: your consents',
  finish: 'Finish',
  giveBack: 'Give the tablet back to the dealer',
  stopHeading: 'Stop and give the tablet back?',
  lockedHeading: 'This screen is locked',
  lockedBody:
    'It locked itself after 5 minutes without a touch, to keep your details private. The dealer can unlock it for you to carry on.',
  checking: 'Checking…',
  problems: 'Some answers need your attention. They are marked on their fields.',
} as const;

/** What the dealer's unlock screen says (the dealer's own screen, in English). */
export const unlockWords = {
  heading: 'Dealer: unlock with your password',
  tokenHeading: 'Dealer: unlock with your access token',
  password: 'Your password',
  token: 'Your access token',
  unlock: 'Unlock',
  wrong: 'That is not the password of the user signed in on this tablet.',
  wrongToken: 'That is not the access token this tablet is signed in with.',
  required: 'Enter your password to unlock.',
  requiredToken: 'Enter your access token to unlock.',
  backToCustomer: 'Back to the customer',
} as const;
