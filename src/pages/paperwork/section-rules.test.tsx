import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDetail } from '../../api/applications.ts';
import { addDays, todayIso, addYears } from '../../lib/dates.ts';
import { RULES } from '../../schemas/paperwork-form-rules.test-support.ts';
import { calendarDay } from '../../schemas/paperwork-requests.ts';
import type { PaperworkSection } from '../../schemas/paperwork-form.ts';
import { approvedWithPlan } from '../../test/paperwork-world.test-support.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';
import {
  LONG,
  checkCases,
  combobox,
  retype,
  textOf,
  textbox,
  type PageRuleCase,
} from './section-rules.test-support.ts';

/**
 * Every rule of the schema's table (schemas/paperwork-form-rules.test-support.ts) that a dealer
 * can reach through the paperwork page, entered through the real page against the sandbox: the
 * invalid value brings the rule's message next to its field, the valid one takes it away.
 * `approvedWithPlan` makes an approved Sunrise application (CA, closed-end, $12,500 of products,
 * $1,031.25 tax, $1,000 down: $12,531.25 financed; the dealer offers the completion certificate)
 * with promotion 302 chosen.
 */

/**
 * Rules a dealer cannot break through the page, and why; the schema's test covers them. A rule
 * of the table must be here or in a case below (the first test says so), so none is forgotten.
 */
const SKIPPED: Record<string, string> = {
  // Terms: shown read-only, from the chosen plan.
  'closed-end needs repayment terms': 'Terms are read-only, from the plan',
  'a promotion is required': 'Terms are read-only, from the plan',
  'APR 0 or greater': 'Terms are read-only, from the plan',
  'payment factor only for revolving': 'Terms are read-only, from the plan',
  'identification: the card shows an issue date, yes or no':
    'the answer comes from the application, and a yes/no question cannot be un-answered; a type change keeps or fixes it, never clears it',
  'identification: a passport has no issuing state':
    'the matrix fixes the flag for a passport: the question is not asked',
  'closed-end: exactly one product':
    'a closed-end contract offers no "Add a second product" button',
  'revolving: at most two products': 'the add button goes away at two products',
  'at least one product': 'a product can be removed only when there are two',
  'completion payment refused outside CA': 'the field is shown for a California contract only',
  'frequency one of the spec’s': 'the select offers the two frequencies only, with no empty choice',
  'application type follows the co-applicant':
    'the select offers only the types that follow the co-applicant',
  'e-sign return address a web address':
    'the page sets it to the application’s own address; there is no field',
};

const today = todayIso();
/** The application's date, as the page reads it. */
let createdOn = today;

async function paperworkOf(
  overrides: Parameters<typeof approvedWithPlan>[1] = {},
  promotionId = 302,
) {
  const applicationId = await approvedWithPlan(promotionId, overrides);
  createdOn = calendarDay((await getDetail(applicationId)).CreateDateUtc) ?? today;
  return `/applications/${applicationId}/paperwork`;
}

async function formShown() {
  await screen.findByRole('region', { name: 'Parties' }, LONG);
}
const section = (name: string) => screen.getByRole('region', { name });

/** A text field's case: the table's invalid and valid texts, or the page's own when given. */
function typed(
  section: PaperworkSection,
  rule: string,
  field: () => HTMLElement,
  texts: { invalid?: string; valid?: string } = {},
): PageRuleCase {
  return {
    rule,
    field,
    invalid: () => retype(field(), texts.invalid ?? textOf(section, rule, 'invalid')),
    valid: () => retype(field(), texts.valid ?? textOf(section, rule, 'valid')),
  };
}

const PARTIES: PageRuleCase[] = [
  typed('parties', 'first name required, letters', () => textbox(/^First name/)),
  typed('parties', 'first name not blank', () => textbox(/^First name/)),
  typed('parties', 'middle initial one letter, may be empty', () => textbox(/^Middle initial/)),
  typed('parties', 'ZIP code 5 or 5-4 digits', () => textbox(/^ZIP code/)),
  typed('parties', 'e-mail valid when given', () => textbox(/^E-mail address/)),
  typed('parties', 'phone digits, first digit 2-9', () => textbox(/^Primary phone(?! type)/)),
  {
    rule: 'phone type required with a phone',
    field: () => combobox(/^Primary phone type/),
    invalid: async () => {
      await userEvent.selectOptions(combobox(/^Primary phone type/), 'Choose a type');
      await userEvent.tab();
    },
    valid: async () => {
      await userEvent.selectOptions(combobox(/^Primary phone type/), 'Home');
      await userEvent.tab();
    },
  },
  {
    // The table's invalid case repeats its fixture's primary phone: here, the one on the page.
    rule: 'secondary phone differs from the primary',
    field: () => textbox(/^Secondary phone(?! type)/),
    invalid: async () => {
      await userEvent.selectOptions(combobox(/^Secondary phone type/), 'Work');
      const primary = (textbox(/^Primary phone(?! type)/) as HTMLInputElement).value;
      await retype(textbox(/^Secondary phone(?! type)/), primary);
    },
    valid: () => retype(textbox(/^Secondary phone(?! type)/), '5595550199'),
  },
  typed(
    'parties',
    'identification: an issue date not in the future',
    () => screen.getByLabelText(/^Issue date/),
    { invalid: addDays(today, 1), valid: today },
  ),
  typed('parties', 'dealer name required', () => textbox(/^Dealer name/)),
];

/** The live amount financed, and what a figure must become to make it `target` dollars. */
const amountCents = () =>
  Math.round(
    Number(within(section('Money')).getByRole('status').textContent!.replace(/[$,]/g, '')) * 100,
  );
const fieldCents = (name: RegExp) =>
  Math.round(Number((textbox(name) as HTMLInputElement).value.replace(/[$,]/g, '')) * 100);
const dollars = (cents: number) => (cents / 100).toFixed(2);
/** The down payment that makes the amount financed `target` cents. */
const downFor = (target: number) => dollars(fieldCents(/^Down payment/) + amountCents() - target);
/** The price that makes the amount financed `target` cents. */
const priceFor = (target: number) => dollars(fieldCents(/^Price/) + target - amountCents());

const PRODUCTS: PageRuleCase[] = [
  typed('products', 'description required, at most 52', () => textbox(/^Description/)),
  // The table's valid quantity goes with its fixture's price; the page's price is for one.
  typed('products', 'quantity 1 to 1000', () => textbox(/^Quantity/), { valid: '1' }),
  typed('products', 'price above 0, two decimals', () => textbox(/^Price/), {
    invalid: '12500.001',
    valid: '12500',
  }),
];

const feeType = () => combobox(/^Fee 1 type/);
const MONEY: PageRuleCase[] = [
  typed('money', 'down payment 0 allowed, never negative', () => textbox(/^Down payment/)),
  typed('money', 'down payment required', () => textbox(/^Down payment/)),
  typed('money', 'completion payment required for CA (0 allowed)', () =>
    textbox(/^Completion payment/),
  ),
  typed('money', 'sales tax above 0 when given (0 = none)', () => textbox(/^Sales tax/)),
  typed('money', 'trade-in above 0 when given', () => textbox(/^Trade-in amount/)),
  typed('money', 'trade-in description at most 11', () => textbox(/^Trade-in description/)),
  {
    // The select offers the four types only: the invalid case is none chosen.
    rule: 'fee type one of the four',
    field: feeType,
    invalid: async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Add a fee' }));
      await retype(textbox(/^Fee 1 amount/), '75.50');
      await userEvent.selectOptions(feeType(), 'Documentation fee');
      await userEvent.selectOptions(feeType(), 'Choose…');
      await userEvent.tab();
    },
    valid: async () => {
      await userEvent.selectOptions(feeType(), 'Paid to public officials');
      await userEvent.tab();
    },
  },
  typed('money', 'fee amount not negative', () => textbox(/^Fee 1 amount/)),
  {
    // The table's figures are its fixture's: here, the page's amount one cent either side.
    rule: 'amount financed at least 1,000',
    field: () => section('Money'),
    invalid: async () => retype(textbox(/^Down payment/), downFor(999_99)),
    valid: async () => retype(textbox(/^Down payment/), downFor(1000_00)),
  },
  {
    rule: 'amount financed at most 100,000',
    field: () => section('Money'),
    invalid: async () => retype(textbox(/^Price/), priceFor(100_000_01)),
    valid: async () => retype(textbox(/^Price/), priceFor(100_000_00)),
  },
];

const twiceMonthly = () => userEvent.selectOptions(combobox(/^How often/), 'Twice a month');
const AUTOPAY: PageRuleCase[] = [
  typed('autopay', 'routing number exactly 9 digits', () => textbox(/^Routing number/)),
  typed('autopay', 'account number digits only', () => textbox(/^Account number/)),
  typed('autopay', 'account number at most 17 digits', () => textbox(/^Account number/)),
  {
    rule: 'second withdrawal day required for twice monthly',
    field: () => textbox(/^Second withdrawal day/),
    invalid: async () => {
      await twiceMonthly();
      await retype(textbox(/^Second withdrawal day/), '');
    },
    valid: () => retype(textbox(/^Second withdrawal day/), '28'),
  },
  typed('autopay', 'first withdrawal day at most 31, required', () =>
    textbox(/^First withdrawal day/),
  ),
  {
    rule: 'first month required (0 counts as empty)',
    field: () => combobox(/^First withdrawal month/),
    invalid: async () => {
      await userEvent.selectOptions(combobox(/^First withdrawal month/), 'August');
      await userEvent.selectOptions(combobox(/^First withdrawal month/), 'Choose…');
      await userEvent.tab();
    },
    valid: async () => {
      await userEvent.selectOptions(combobox(/^First withdrawal month/), 'December');
      await userEvent.tab();
    },
  },
  {
    rule: 'bank ZIP code 5 or 5-4 digits',
    field: () => textbox(/^Bank ZIP code/),
    invalid: async () => {
      await retype(textbox(/^Bank city/), 'Fresno');
      await retype(
        textbox(/^Bank ZIP code/),
        textOf('autopay', 'bank ZIP code 5 or 5-4 digits', 'invalid'),
      );
    },
    valid: () =>
      retype(
        textbox(/^Bank ZIP code/),
        textOf('autopay', 'bank ZIP code 5 or 5-4 digits', 'valid'),
      ),
  },
];

// The table's dates are about its own today; the page's are about the real one.
const COMPLETION: PageRuleCase[] = [
  {
    // The page also accepts a projected date from the application's own date on.
    rule: 'none: a projected date today or later',
    field: () => screen.getByLabelText(/^Projected completion date/),
    context: () => ({ today, applicationCreatedOn: createdOn }),
    invalid: () =>
      retype(
        screen.getByLabelText(/^Projected completion date/),
        addDays(createdOn < today ? createdOn : today, -1),
      ),
    valid: () => retype(screen.getByLabelText(/^Projected completion date/), today),
  },
  {
    rule: 'full: completion date required',
    field: () => screen.getByLabelText(/^Completion date/),
    invalid: async () => {
      await userEvent.click(screen.getByRole('radio', { name: /The project is complete/ }));
      await retype(screen.getByLabelText(/^Completion date/), '');
    },
    valid: () => retype(screen.getByLabelText(/^Completion date/), today),
  },
  typed(
    'completionCertificate',
    'full: completion date at most 3 years ahead',
    () => screen.getByLabelText(/^Completion date/),
    { invalid: addDays(addYears(today, 3), 1), valid: addYears(today, 3) },
  ),
  typed('completionCertificate', 'full: installation address required', () =>
    textbox(/^Installation city/),
  ),
];

const consent = () => screen.queryByRole('checkbox', { name: /ESIGN Act/ });
const SIGNING: PageRuleCase[] = [
  {
    rule: 'e-sign and e-mail need the ESIGN consent',
    field: consent,
    invalid: async () => {
      await userEvent.click(consent()!);
      await userEvent.click(consent()!);
      await userEvent.tab();
    },
    valid: () => userEvent.click(consent()!),
  },
  typed('signing', 'signer e-mail valid', () => textbox(/^Applicant e-mail address/)),
  {
    rule: 'signer identification type one of the spec’s',
    field: () => combobox(/^Applicant identification type/),
    invalid: async () => {
      await userEvent.selectOptions(combobox(/^Applicant identification type/), 'State ID card');
      await userEvent.selectOptions(combobox(/^Applicant identification type/), 'Choose a type');
      await userEvent.tab();
    },
    valid: async () => {
      await userEvent.selectOptions(combobox(/^Applicant identification type/), 'State ID card');
      await userEvent.tab();
    },
  },
  {
    // Unanswered until the dealer answers: leaving the section checks it.
    rule: 'signer citizenship yes or no',
    field: () => screen.getByRole('radiogroup', { name: /co-applicant a US citizen/ }),
    invalid: () => userEvent.click(screen.getByRole('heading', { name: 'Terms' })),
    valid: async () => {
      await userEvent.click(
        within(screen.getByRole('radiogroup', { name: /the applicant a US citizen/ })).getByRole(
          'radio',
          { name: 'Yes' },
        ),
      );
      await userEvent.click(
        within(screen.getByRole('radiogroup', { name: /co-applicant a US citizen/ })).getByRole(
          'radio',
          { name: 'No' },
        ),
      );
    },
  },
  typed('signing', 'dealer signer e-mail required', () => textbox(/^Dealer signer e-mail/)),
  typed(
    'signing',
    'signature date today or later',
    () => screen.getByLabelText(/^Signature date/),
    { invalid: addDays(today, -1), valid: addDays(today, 5) },
  ),
  {
    rule: 'download needs no ESIGN consent',
    field: consent,
    invalid: async () => {
      await userEvent.click(consent()!);
      await userEvent.tab();
    },
    valid: () => userEvent.click(screen.getByRole('radio', { name: 'Download and sign on paper' })),
  },
];

describe('every rule of the paperwork form a dealer can reach, next to its field', () => {
  it('each rule of the schema’s table is entered here or skipped with its reason', () => {
    const covered = [...PARTIES, ...PRODUCTS, ...MONEY, ...AUTOPAY, ...COMPLETION, ...SIGNING].map(
      (pageCase) => pageCase.rule,
    );
    const all = Object.values(RULES).flatMap((cases) => cases.map((rule) => rule.rule));
    expect([...covered, ...Object.keys(SKIPPED)].sort()).toEqual([...all].sort());
  });

  it('parties', async () => {
    await renderPage(() => paperworkOf());
    await formShown();
    await checkCases('parties', PARTIES);
  });

  it('products, then money', async () => {
    await renderPage(() => paperworkOf());
    await formShown();
    await checkCases('products', PRODUCTS);
    await checkCases('money', MONEY);
  });

  it('autopay, then completion', async () => {
    await renderPage(() => paperworkOf());
    await formShown();
    await userEvent.click(screen.getByRole('checkbox', { name: /Set up autopay/ }));
    await screen.findByRole('textbox', { name: /^Routing number/ }, LONG);
    await checkCases('autopay', AUTOPAY);
    await checkCases('completionCertificate', COMPLETION);
  });

  it('signing, with a co-applicant, e-mailed', async () => {
    await renderPage(() => paperworkOf({ CoApplicant: {} }));
    await formShown();
    await userEvent.click(screen.getByRole('radio', { name: 'E-mail each signer a link to sign' }));
    await screen.findByRole('checkbox', { name: /ESIGN Act/ }, LONG);
    await checkCases('signing', SIGNING);
  });
});
