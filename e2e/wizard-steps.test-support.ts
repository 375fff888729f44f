import type { APIRequestContext, Page } from '@playwright/test';
import { withoutSensitive } from '../src/lib/draft-storage.ts';
import { validApplicationForm } from '../src/schemas/fixtures/application-form.test-support.ts';
import { activeAccount, expect, signIn } from './fixtures.test-support.ts';

/**
 * The new-application wizard's steps, filled as a dealer fills them (labels and roles only):
 * shared by the wizard's journeys (new-application.spec.ts) and those that need a submitted
 * application made through the form (focus.spec.ts).
 */

/** Sunrise Home Comfort's administrator: a California home-improvement dealer. */
export const sunriseAdministrator = (request: APIRequestContext) =>
  activeAccount(
    request,
    (a) => a.role === 'Dealer Administrator' && a.dealers.some((dealer) => dealer.id === 101),
  );

export async function signInToWizard(page: Page, request: APIRequestContext) {
  const account = await sunriseAdministrator(request);
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'New application' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dealer and product', level: 2 })).toBeVisible();
  return account;
}

export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { name, level: 2 });
export const text = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const select = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true });
export const answer = (page: Page, question: string, choice: string) =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice }).check();

export async function next(page: Page, heading: string) {
  await page.getByRole('button', { name: /^(Next|Skip co-applicant)$/ }).click();
  await expect(stepHeading(page, heading)).toBeVisible();
}

export async function fillDealer(page: Page) {
  await expect(select(page, 'Dealer')).toHaveValue('101');
  await select(page, 'Product or service').selectOption('HVAC');
}

/** A label as the screen words it: English unless the caller passes the customer's words. */
export type Say = (english: string) => string;
const asWritten: Say = (english) => english;

export async function fillApplicant(page: Page, ssn: string, say: Say = asWritten) {
  await text(page, say('First name')).fill('Maria');
  await text(page, say('Last name')).fill('Hernandez');
  await text(page, say('E-mail address')).fill('maria.hernandez@example.com');
  await text(page, say('Primary phone')).fill('9165550123');
  await select(page, say('Primary phone type')).selectOption('Cell');
  await text(page, say('Address line 1')).fill('1234 Elm Street');
  await text(page, say('City')).fill('Sacramento');
  await select(page, say('State')).selectOption('CA');
  await text(page, say('ZIP code')).fill('95825');
  await text(page, say('Social Security number')).fill(ssn);
  await text(page, say('Date of birth')).fill('1984-03-15');
  await select(page, say('Identification type')).selectOption('DriversLicense');
  await text(page, say('Identification number')).fill('D1234567');
  await answer(page, say('Does the card show an issue date?'), say('Yes'));
  await text(page, say('Issue date')).fill('2021-03-15');
  await answer(page, say('Does the card show the issuing state?'), say('Yes'));
  await select(page, say('Issuing state')).selectOption('CA');
  await text(page, say('Expiration date')).fill('2029-03-15');
  await select(page, say('Employment type')).selectOption('Employed');
  await text(page, say('Occupation')).fill('Nurse');
  await text(page, say('Employer')).fill('Valley Medical Group');
  await text(page, say("Employer's phone number")).fill('9165550142');
  await select(page, say('Started in month')).selectOption(say('June'));
  await text(page, say('Started in year')).fill('2015');
  await text(page, say('Gross monthly income')).fill('6250');
  await select(page, say('Residence')).selectOption('Own');
  await text(page, say('Monthly mortgage payment')).fill('1850');
  await text(page, say('Years at this address')).fill('7');
  await text(page, say('Months at this address')).fill('4');
  await text(page, say('Home value')).fill('425000');
}

export async function fillCoApplicant(page: Page) {
  await page.getByRole('checkbox', { name: 'A co-applicant applies too' }).check();
  await fillCoApplicantDetails(page);
}

/** The co-applicant's own fields (in the wizard, or in their turn in customer mode). */
export async function fillCoApplicantDetails(page: Page, say: Say = asWritten) {
  await select(page, say('Relationship to the applicant')).selectOption('Spouse');
  await text(page, say('First name')).fill('Daniel');
  await text(page, say('Last name')).fill('Hernandez');
  await page.getByRole('button', { name: say('Same address as the applicant') }).click();
  await text(page, say('Primary phone')).fill('9165550187');
  await select(page, say('Primary phone type')).selectOption('Home');
  await text(page, say('Social Security number')).fill('500000002');
  await text(page, say('Date of birth')).fill('1958-09-02');
  await select(page, say('Identification type')).selectOption('StateId');
  await text(page, say('Identification number')).fill('S7654321');
  await answer(page, say('Does the card show an issue date?'), say('No'));
  await select(page, say('Issuing state')).selectOption('CA');
  await page.getByRole('checkbox', { name: say('The card has no expiration date') }).check();
  await select(page, say('Employment type')).selectOption('Retired');
  await text(page, say('Occupation')).fill('Retired');
  await text(page, say('Gross monthly income')).fill('2100');
  await page.getByRole('button', { name: say('Add additional income') }).click();
  await text(page, say('Source')).fill('State pension fund');
  await text(page, say('Description')).fill('Pension');
  await text(page, say('Monthly amount')).fill('1200');
  await select(page, say('Residence')).selectOption('Own');
  await text(page, say('Years at this address')).fill('7');
  await text(page, say('Months at this address')).fill('4');
}

export async function fillLoan(page: Page) {
  await text(page, 'Selling price').fill('12500');
  await text(page, 'Down payment').fill('1000');
  await page.getByRole('checkbox', { name: 'Include sales tax' }).check();
  await text(page, 'Sales tax').fill('1031.25');
  await expect(page.getByRole('status', { name: 'Amount financed' })).toHaveText('$12,531.25');
}

/** The locked customer screen of customer mode (issue 35), in either language. */
export const customerScreen = (page: Page) =>
  page.getByRole('dialog', { name: /^(Your application|Su solicitud)$/ });

/** Dealer and loan chosen, then the tablet handed to the customer: their first screen. */
export async function handOverToCustomer(page: Page) {
  await fillDealer(page);
  await page.getByRole('button', { name: 'Hand the tablet to the customer' }).click();
  await expect(stepHeading(page, 'The loan, before the hand-over')).toBeVisible();
  await fillLoan(page);
  await page.getByRole('button', { name: 'Hand the tablet to the customer' }).click();
  await expect(
    customerScreen(page).getByRole('heading', { name: 'Your details', level: 3 }),
  ).toBeVisible();
}

/** Dealer, applicant with `ssn`, no co-applicant, loan: to the review step. */
export async function fillToReview(page: Page, ssn: string) {
  await fillDealer(page);
  await next(page, 'Applicant');
  await fillApplicant(page, ssn);
  await next(page, 'Co-applicant');
  await next(page, 'Loan');
  await fillLoan(page);
  await next(page, 'Review and submit');
}

export async function confirmAuthorised(page: Page) {
  await page
    .getByRole('checkbox', { name: 'The applicant is present, or has authorised this application' })
    .check();
}

/**
 * Opens the wizard on the loan step of a draft `username` left on this device (the wizard keeps
 * one): the applicant's details are there but for the numbers a draft never keeps.
 */
export async function openWizardOnLoanStep(page: Page, username: string, reached = 4) {
  const values = validApplicationForm();
  const draft = {
    version: 1,
    savedAt: new Date().toISOString(),
    data: withoutSensitive({
      values: { ...values, Applicant: { ...values.Applicant, HasCoApplicant: false } },
      step: 3,
      reached,
    }),
  };
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`portal.draft.new-application.${username}`, JSON.stringify(draft)],
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'New application' })
    .click();
  await expect(stepHeading(page, 'Loan')).toBeVisible();
}
