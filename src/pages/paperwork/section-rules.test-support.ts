import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { RULES, context, validForm } from '../../schemas/paperwork-form-rules.test-support.ts';
import {
  paperworkSectionIssues,
  type PaperworkFormRulesContext,
} from '../../schemas/paperwork-form-schema.ts';
import type { PaperworkSection } from '../../schemas/paperwork-form.ts';

/**
 * The page's rule cases (section-rules*.test.tsx): each names a rule of the schema's table
 * (schemas/paperwork-form-rules.test-support.ts) and enters its invalid, then its valid value,
 * through the page as a dealer would. The message expected is the schema's own for the table's
 * invalid case, and the values are the table's where the page's data allows, so the two never drift.
 */
export interface PageRuleCase {
  /** The rule's name in the schema's table. */
  rule: string;
  /**
   * Where the rule's message shows: the field, or, for a value with no input of its own (the
   * amount financed), the section whose alert beside that value says it (list-error.tsx).
   */
  field: () => HTMLElement | null;
  invalid: () => Promise<void>;
  valid: () => Promise<void>;
  /** The page's own context for a rule about dates (its today, the application's date). */
  context?: () => Partial<PaperworkFormRulesContext>;
}

export const LONG = { timeout: 10_000 };

export function ruleOf(section: PaperworkSection, rule: string) {
  const found = RULES[section].find((candidate) => candidate.rule === rule);
  if (!found) throw new Error(`no rule "${rule}" in section ${section}`);
  return found;
}

/** The schema's message for the table's invalid case of `rule`. */
export function messageOf(
  section: PaperworkSection,
  rule: string,
  pageContext: Partial<PaperworkFormRulesContext> = {},
): string {
  const { path, invalid, start = validForm } = ruleOf(section, rule);
  const bad = structuredClone(start());
  invalid(bad);
  const issue = paperworkSectionIssues(section, bad, { ...context, ...pageContext }).find(
    (candidate) => candidate.path.join('.') === path,
  );
  if (!issue) throw new Error(`the invalid case of "${rule}" has no message at ${path}`);
  return issue.message;
}

/** The value the table's valid or invalid case of `rule` puts at its path, as typed text. */
export function textOf(
  section: PaperworkSection,
  rule: string,
  which: 'valid' | 'invalid',
): string {
  const found = ruleOf(section, rule);
  const values = structuredClone((found.start ?? validForm)());
  found[which](values);
  const value = found.path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], values);
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Clears a field, types `text` and leaves it, as a dealer would. Left empty, it is changed first
 * (a field checks itself when left after a change, and clearing an empty field changes nothing).
 */
export async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text || (input.getAttribute('type') === 'date' ? '2025-01-01' : '1'));
  if (!text) await userEvent.clear(input);
  await userEvent.tab();
}

export const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
export const combobox = (name: RegExp) => screen.getByRole('combobox', { name });

/**
 * Runs a section's cases in turn on the page already shown: each case's invalid value brings
 * its rule's message next to its field (its accessible description, the field marked invalid),
 * and its valid value takes it away, which leaves the form valid for the next case.
 */
export async function checkCases(section: PaperworkSection, cases: readonly PageRuleCase[]) {
  for (const { rule, field, invalid, valid, context: pageContext } of cases) {
    const message = messageOf(section, rule, pageContext?.());
    await invalid();
    await waitFor(() => {
      const element = field();
      expect(element, rule).not.toBeNull();
      expectMessage(element!, message, rule);
    }, LONG);
    await valid();
    await waitFor(() => expectNoMessage(field(), message), LONG);
  }
}

const has = (message: string) => expect.stringContaining(message) as unknown as string;

const isSection = (element: HTMLElement) => element.tagName === 'SECTION';

function expectMessage(element: HTMLElement, message: string, rule: string) {
  if (isSection(element)) {
    expect(within(element).getByText(message, { selector: '[role="alert"]' })).toBeVisible();
    return;
  }
  expect(element, rule).toHaveAccessibleDescription(has(message));
  // Mantine's radio group takes no aria-invalid (its props go to the wrapper): its message is
  // tied by aria-describedby alone.
  if (element.getAttribute('role') !== 'radiogroup') {
    expect(element, rule).toHaveAttribute('aria-invalid', 'true');
  }
}

/** The message is gone, or its field is (a choice that takes the rule away). */
function expectNoMessage(element: HTMLElement | null, message: string) {
  if (element === null) {
    expect(screen.queryByText(message)).toBeNull();
    return;
  }
  if (isSection(element)) {
    expect(within(element).queryByText(message)).toBeNull();
    return;
  }
  expect(element).not.toHaveAccessibleDescription(has(message));
}
