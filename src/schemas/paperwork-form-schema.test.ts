import { describe, expect, it } from 'vitest';
import type { PaperworkFormValues, PaperworkSection } from './paperwork-form.ts';
import {
  ESIGN_CONSENT_MESSAGE,
  achPaperworkFormIssues,
  paperworkFormIssues,
  paperworkRequestBody,
  paperworkSectionIssues,
} from './paperwork-form-schema.ts';
import { RULES, context, validForm, type RuleCase } from './paperwork-form-rules.test-support.ts';

const pathsOf = (values: PaperworkFormValues) =>
  paperworkFormIssues(values, context).map((issue) => issue.path.join('.'));

describe('the paperwork form’s rules: a valid and an invalid case each, in its section', () => {
  it('the complete form is valid, and its body is the request schema’s', () => {
    const values = validForm();
    expect(paperworkFormIssues(values, context)).toEqual([]);
    expect(paperworkRequestBody(values, context).LoanParameters.AmountFinanced).toBe(11575.5);
  });

  for (const [section, cases] of Object.entries(RULES) as [PaperworkSection, RuleCase[]][]) {
    describe(section, () => {
      it.each(cases)('$rule', ({ path, valid, invalid, start = validForm }) => {
        const good = structuredClone(start());
        valid(good);
        expect(pathsOf(good)).not.toContain(path);
        const bad = structuredClone(start());
        invalid(bad);
        const issues = paperworkSectionIssues(section, bad, context);
        expect(issues.map((issue) => issue.path.join('.'))).toContain(path);
      });
    });
  }
});

describe('sections are checked on their own', () => {
  it('a section shows its cross-field rules while other sections are still empty', () => {
    const values = validForm();
    values.Signature.Applicant.EmailAddress = '';
    values.Payment.BankInformation.RoutingNumber = '';
    values.Application.Applicant.PrimaryPhoneType = '';
    expect(paperworkSectionIssues('parties', values, context)).toEqual([
      { path: ['Application', 'Applicant', 'PrimaryPhoneType'], message: expect.any(String) },
    ]);
    expect(
      paperworkSectionIssues('autopay', values, context).map((issue) => issue.path.join('.')),
    ).toEqual(['Payment.BankInformation.RoutingNumber']);
  });

  it('the ESIGN consent has its message', () => {
    const values = validForm();
    values.EsignConsent = false;
    expect(paperworkSectionIssues('signing', values, context)).toEqual([
      { path: ['EsignConsent'], message: ESIGN_CONSENT_MESSAGE },
    ]);
  });

  it('autopay off: no autopay rules', () => {
    const values = validForm();
    values.IncludeAutopay = false;
    values.Payment.BankInformation.RoutingNumber = '1';
    expect(paperworkSectionIssues('autopay', values, context)).toEqual([]);
  });

  it('the last submission’s signature date is accepted again', () => {
    const values = validForm();
    values.Signature.SignatureDate = '2025-06-10';
    expect(pathsOf(values)).toContain('Signature.SignatureDate');
    expect(
      paperworkFormIssues(values, { ...context, lastSubmissionSignatureDate: '2025-06-10' }),
    ).toEqual([]);
  });
});

describe('ACH-only form rules', () => {
  it('valid without full paperwork; the autopay rules apply; the date follows the full paperwork', () => {
    const values = validForm();
    expect(achPaperworkFormIssues(values, {})).toEqual([]);
    values.Payment.BankInformation.RoutingNumber = '12345678';
    expect(achPaperworkFormIssues(values, {}).map((issue) => issue.path.join('.'))).toEqual([
      'Payment.BankInformation.RoutingNumber',
    ]);
    const later = validForm();
    later.EsignConsent = false;
    expect(
      achPaperworkFormIssues(later, { fullPaperworkSignatureDate: '2025-06-14' }).map((issue) =>
        issue.path.join('.'),
      ),
    ).toEqual(['EsignConsent']);
  });
});

describe('the approved amount is a limit (issue 33 item 6)', () => {
  it('the money section refuses an amount financed above it, naming it, and takes it at the limit', () => {
    const values = validForm();
    const atLimit = { ...context, amountApproved: 11575.5 };
    expect(paperworkSectionIssues('money', values, atLimit)).toEqual([]);
    expect(
      paperworkSectionIssues('money', values, { ...context, amountApproved: 11575.49 }),
    ).toEqual([
      {
        path: ['LoanParameters', 'AmountFinanced'],
        message: 'Amount financed must not be above the approved amount of $11,575.49',
      },
    ]);
    expect(paperworkFormIssues(values, { ...context, amountApproved: null })).toEqual([]);
  });
});
