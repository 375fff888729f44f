import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import './locales/catalog.ts';

/**
 * The rules' English messages (src/schemas) in the customer's language, worded at display time so
 * the rules stay framework-free. A rule's message names its field first ("First name: at most 40
 * characters", "Date of birth is required"): the field's name and what follows it are each a
 * catalog message, and the two are put together as the customer's language puts them.
 */

/** The fields' names as the rules write them, for the applicant's fields the customer fills in. */
const FIELD_NAMES: Record<string, MessageDescriptor> = {
  'Employment type': msg`Employment type`,
  'Current employer': msg`Current employer`,
  "Employer's phone number": msg`Employer's phone number`,
  Occupation: msg`Occupation`,
  'Employment start month': msg`Employment start month`,
  'Employment start year': msg`Employment start year`,
  'Employment start': msg`Employment start`,
  'Years of income from current sources': msg`Years of income from current sources`,
  'Gross monthly income': msg`Gross monthly income`,
  'Additional income': msg`Additional income`,
  'Additional income type': msg`Additional income type`,
  'Additional income description': msg`Additional income description`,
  'Additional income source': msg`Additional income source`,
  'Additional income amount': msg`Additional income amount`,
  'Non-taxable income': msg`Non-taxable income`,
  'Residence type': msg`Residence type`,
  'Monthly residence payment': msg`Monthly residence payment`,
  'Months at residence': msg`Months at residence`,
  'Years at residence': msg`Years at residence`,
  'Has co-applicant': msg`Has co-applicant`,
  'Home value': msg`Home value`,
  'First name': msg`First name`,
  'Middle initial': msg`Middle initial`,
  'Last name': msg`Last name`,
  Suffix: msg`Suffix`,
  'Address line 1': msg`Address line 1`,
  'Address line 2': msg`Address line 2`,
  City: msg`City`,
  State: msg`State`,
  'ZIP code': msg`ZIP code`,
  'E-mail address': msg`E-mail address`,
  'Primary phone': msg`Primary phone`,
  'Primary phone type': msg`Primary phone type`,
  'Secondary phone': msg`Secondary phone`,
  'Secondary phone type': msg`Secondary phone type`,
  'Social Security number': msg`Social Security number`,
  'Date of birth': msg`Date of birth`,
  'Relationship to the applicant': msg`Relationship to the applicant`,
  'Installation address differs': msg`Installation address differs`,
  'Installation address line 1': msg`Installation address line 1`,
  'Installation address line 2': msg`Installation address line 2`,
  'Installation city': msg`Installation city`,
  'Installation state': msg`Installation state`,
  'Installation ZIP code': msg`Installation ZIP code`,
  'Identification type': msg`Identification type`,
  'Identification number': msg`Identification number`,
  'Issue date': msg`Issue date`,
  'Issue date shown on the card': msg`Issue date shown on the card`,
  'Issuing state': msg`Issuing state`,
  'Issuing state shown on the card': msg`Issuing state shown on the card`,
  'Expiration date': msg`Expiration date`,
  'No expiration date': msg`No expiration date`,
};

/** What a rule says after the field's name; `part` is the pattern's one variable part, if any. */
interface Saying {
  after: RegExp;
  words: (field: string, part: string) => MessageDescriptor;
}

const SAYINGS: Saying[] = [
  { after: /^ is required$/, words: (field) => msg`${field} is required` },
  {
    after: /^ is required when employed or self-employed$/,
    words: (field) => msg`${field} is required when employed or self-employed`,
  },
  {
    after: /^ is required when the installation address differs$/,
    words: (field) => msg`${field} is required when the installation address differs`,
  },
  {
    after: /^ is required for a co-applicant$/,
    words: (field) => msg`${field} is required for a co-applicant`,
  },
  { after: /^: at most 1 character$/, words: (field) => msg`${field}: at most 1 character` },
  {
    after: /^: at most ([\d,]+) characters$/,
    words: (field, count) => msg`${field}: at most ${count} characters`,
  },
  {
    after: /^: no control characters or text-direction marks$/,
    words: (field) => msg`${field}: no control characters or text-direction marks`,
  },
  {
    after: /^: letters, spaces and hyphens only$/,
    words: (field) => msg`${field}: letters, spaces and hyphens only`,
  },
  { after: /^: one letter$/, words: (field) => msg`${field}: one letter` },
  {
    after: /^: letters, spaces, periods, hyphens and apostrophes only$/,
    words: (field) => msg`${field}: letters, spaces, periods, hyphens and apostrophes only`,
  },
  {
    after: /^: letters, digits, spaces and punctuation only$/,
    words: (field) => msg`${field}: letters, digits, spaces and punctuation only`,
  },
  {
    after: /^: use 5 digits, or 9 digits as 12345-6789$/,
    words: (field) => msg`${field}: use 5 digits, or 9 digits as 12345-6789`,
  },
  { after: /^: 10 digits$/, words: (field) => msg`${field}: 10 digits` },
  {
    after: /^: 10 digits, not starting with 0 or 1$/,
    words: (field) => msg`${field}: 10 digits, not starting with 0 or 1`,
  },
  { after: /^: 9 digits$/, words: (field) => msg`${field}: 9 digits` },
  {
    after: /^: letters and digits only$/,
    words: (field) => msg`${field}: letters and digits only`,
  },
  {
    after: /^: enter a valid e-mail address$/,
    words: (field) => msg`${field}: enter a valid e-mail address`,
  },
  {
    after: /^: enter a real date \(YYYY-MM-DD\)$/,
    words: (field) => msg`${field}: enter a real date`,
  },
  { after: /^ must be an amount$/, words: (field) => msg`${field} must be an amount` },
  {
    after: /^: at most two decimals \(cents\)$/,
    words: (field) => msg`${field}: at most two decimals (cents)`,
  },
  {
    after: /^ must be at least (\S+)$/,
    words: (field, least) => msg`${field} must be at least ${least}`,
  },
  {
    after: /^ must be at most (\S+)$/,
    words: (field, most) => msg`${field} must be at most ${most}`,
  },
  {
    after: /^ must be less than (\S+)$/,
    words: (field, limit) => msg`${field} must be less than ${limit}`,
  },
  { after: /^ must be a whole number$/, words: (field) => msg`${field} must be a whole number` },
  { after: /^: choose one of .+$/, words: (field) => msg`${field}: choose one of the options` },
  { after: /^: choose a US state$/, words: (field) => msg`${field}: choose a US state` },
  { after: /^: choose yes or no$/, words: (field) => msg`${field}: choose yes or no` },
  {
    after: /^: the applicant must be at least 18$/,
    words: (field) => msg`${field}: the applicant must be at least 18`,
  },
  {
    after: /^: the lender takes a start in January to November only \(months 1 to 11\)$/,
    words: (field) => msg`${field}: the lender takes a start in January to November only`,
  },
  {
    after: /^ must be at least 16 years after the year of birth \((\d+) or later\)$/,
    words: (field, year) =>
      msg`${field} must be at least 16 years after the year of birth (${year} or later)`,
  },
  {
    after: /^ plus additional income must be less than (\S+)$/,
    words: (field, limit) => msg`${field} plus additional income must be less than ${limit}`,
  },
  {
    after:
      /^ is required without an employment type \(or give the employment start month and year\)$/,
    words: (field) =>
      msg`${field} is required without an employment type (or give the employment start month and year)`,
  },
  { after: /^ cannot be in the future$/, words: (field) => msg`${field} cannot be in the future` },
  {
    after: /^: this identification has expired; use one that is still valid$/,
    words: (field) => msg`${field}: this identification has expired; use one that is still valid`,
  },
  {
    after: /^ must be empty when renting$/,
    words: (field) => msg`${field} must be empty when renting`,
  },
  {
    after: /^ must be empty for this type of identification$/,
    words: (field) => msg`${field} must be empty for this type of identification`,
  },
  {
    after: /^ must be empty when identification is unavailable$/,
    words: (field) => msg`${field} must be empty when identification is unavailable`,
  },
  {
    after: /^ must be empty unless the card shows one$/,
    words: (field) => msg`${field} must be empty unless the card shows one`,
  },
  {
    after: /^: say whether the card shows it$/,
    words: (field) => msg`${field}: say whether the card shows it`,
  },
  {
    after: /^: must not be set for this type of identification$/,
    words: (field) => msg`${field}: not for this type of identification`,
  },
  {
    after: /^: is required \(true\) for this type of identification$/,
    words: (field) => msg`${field}: required for this type of identification`,
  },
];

/** Messages that do not start with a field's name: the dealer's own addresses (issue 35). */
const SENTENCES: Saying[] = [
  {
    after:
      /^This is the e-mail address of (.+), a user of the dealer\. Enter the applicant's own, so the lender's messages reach them\.$/,
    words: (_, name) =>
      msg`This is the e-mail address of ${name}, a user of the dealer. Enter your own, so the lender's messages reach you.`,
  },
  {
    after:
      /^This is the e-mail address of a user of the dealer\. Enter the applicant's own, so the lender's messages reach them\.$/,
    words: () =>
      msg`This is the e-mail address of a user of the dealer. Enter your own, so the lender's messages reach you.`,
  },
  {
    after: /^This is the phone number of (.+), a user of the dealer\. Enter the applicant's own\.$/,
    words: (_, name) =>
      msg`This is the phone number of ${name}, a user of the dealer. Enter your own.`,
  },
  {
    after: /^This is the phone number of a user of the dealer\. Enter the applicant's own\.$/,
    words: () => msg`This is the phone number of a user of the dealer. Enter your own.`,
  },
];

// Longest names first, so "Installation city" is not read as "City"'s message.
const NAMES_LONGEST_FIRST = Object.keys(FIELD_NAMES).sort((a, b) => b.length - a.length);

/** A rule's message as a catalog message, or undefined when it is not one the customer can see. */
export function fieldMessageOf(message: string): MessageDescriptor | undefined {
  for (const sentence of SENTENCES) {
    const match = sentence.after.exec(message);
    if (match) return sentence.words('', match[1] ?? '');
  }
  for (const name of NAMES_LONGEST_FIRST) {
    if (!message.startsWith(name)) continue;
    const rest = message.slice(name.length);
    for (const saying of SAYINGS) {
      const match = saying.after.exec(rest);
      // The field's name is put in as its own message below, in the reader's language.
      if (match) return saying.words(name, match[1] ?? '');
    }
  }
  return undefined;
}

/** A rule's message in `i18n`'s language; one it does not know shows as the rule wrote it. */
export function wordFieldMessage(i18n: I18n, message: string): string {
  const descriptor = fieldMessageOf(message);
  if (!descriptor) return message;
  const field = descriptor.values?.['field'];
  const name = typeof field === 'string' ? FIELD_NAMES[field] : undefined;
  return i18n._({
    ...descriptor,
    values: { ...descriptor.values, ...(name ? { field: i18n._(name) } : {}) },
  });
}
