import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, addYears, todayIso } from '../../lib/dates.ts';
import { RULES } from '../../schemas/paperwork-form-rules.test-support.ts';
import type { PaperworkSection } from '../../schemas/paperwork-form.ts';
import { approvedWithPlan } from '../../test/paperwork-world.ts';
import { renderPage } from '../../test/render-page.tsx';
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
let applicationId = 0;

async function paperworkOf(
  overrides: Parameters<typeof approvedWithPlan>[1] = {},
  promotionId = 302,
) {
  applicationId = await approvedWithPlan(promotionId, overrides);
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
      await userEvent.selectOptions(combobox(/^Primary phone type/), 'Choose…');
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

describe('every rule of the paperwork form a dealer can reach, next to its field', () => {
  it('each rule of the schema’s table is entered here or skipped with its reason', () => {
    const covered = [...PARTIES].map((pageCase) => pageCase.rule);
    const all = Object.values(RULES).flatMap((cases) => cases.map((rule) => rule.rule));
    expect([...covered, ...Object.keys(SKIPPED)].sort()).toEqual([...all].sort());
  });

  it('parties', async () => {
    await renderPage(() => paperworkOf());
    await formShown();
    expect(section('Parties')).toBeVisible();
    await checkCases('parties', PARTIES);
  });
});

void within;
void addYears;
