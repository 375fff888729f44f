import * as z from 'zod/mini';
import { parseUsDate } from '../lib/dates.ts';
import { approvedLimitIssues, type ApprovedLimitContext } from './approved-limit.ts';
import { identificationIssues, type IdentificationValues } from './identification.ts';
import {
  achPaperworkRequestSchema,
  achSignatureDateIssues,
  type AchPaperworkInput,
  type AchPaperworkRequest,
  completionCertificateIssues,
  documentSelectionIssues,
  loanParametersIssues,
  paperworkApplicationIssues,
  paperworkRequestSchema,
  paymentCompletenessIssues,
  paymentIssues,
  signatureDateIssues,
  signatureIssues,
  type PaperworkRequest,
} from './paperwork-requests.ts';
import {
  achPaperworkRequestFromForm,
  paperworkRequestFromForm,
  type AchFormContext,
} from './paperwork-form-mapping.ts';
import { sectionOf, type PaperworkFormValues, type PaperworkSection } from './paperwork-form.ts';
import { formIssues, type FormRules } from './form-rules.ts';
import type { PathIssue } from './refine-at.ts';

/**
 * The paperwork form's rules: the request schema's (paperworkRequestSchema and its named issue
 * functions, ARCHITECTURE.md "Schemas that compose"), run on the body the form maps to, plus the
 * portal's own ESIGN consent. The cross-field functions are also run on their part directly,
 * because Zod runs an object's refinements only once every field of it is valid, and a section
 * must show its own rules while later sections are still empty. Messages are the rules' own, at
 * the form's paths (the wire's, except SignatureTypes, which the signing option stands for).
 */

export const ESIGN_CONSENT_MESSAGE =
  'Confirm that the customer agreed to receive and sign the documents electronically (ESIGN Act)';

export interface PaperworkFormRulesContext extends ApprovedLimitContext {
  /** Today as `YYYY-MM-DD`. */
  today: string;
  /** When the application was created (a projected completion date may start there). */
  applicationCreatedOn?: string | null;
  /** SignatureDate of the last paperwork submission (the GET's FULL signature), if any. */
  lastSubmissionSignatureDate?: string | null;
  /** Terms the service returned for this application beyond CreditPaymentTermEnum's. */
  allowedTerms?: readonly string[];
}

/** A form path for a wire path: the signing option stands for the signature types. */
export function formPathOf(path: readonly PropertyKey[]): string {
  const joined = path.map(String).join('.');
  return joined === 'Signature.SignatureTypes' || joined.startsWith('Signature.SignatureTypes.')
    ? 'SigningOption'
    : joined;
}

const identificationAt = (key: 'Applicant' | 'CoApplicant', today: string) => ({
  at: ['Application', key],
  rules: (person: IdentificationValues) =>
    identificationIssues(person, { today, toIso: parseUsDate }).map((issue) => ({
      path: [issue.field],
      message: issue.message,
    })),
});

const rulesOf = (context: PaperworkFormRulesContext, values: PaperworkFormValues) => ({
  ...context,
  hasCoApplicant: values.Application.CoApplicant !== null,
});

/** The full paperwork form's rules, derived from the paperwork request (form-rules.ts). */
export function paperworkFormRules(
  context: PaperworkFormRulesContext,
): FormRules<PaperworkFormValues, PaperworkRequest> {
  return {
    toRequest: paperworkRequestFromForm,
    request: (values) => paperworkRequestSchema(rulesOf(context, values)),
    parts: [
      identificationAt('Applicant', context.today),
      identificationAt('CoApplicant', context.today),
      {
        at: ['Application'],
        rules: (part: PaperworkRequest['Application'], values) =>
          paperworkApplicationIssues(part, rulesOf(context, values)),
      },
      { at: ['LoanParameters'], rules: loanParametersIssues },
      {
        at: ['LoanParameters', 'AmountFinanced'],
        rules: (amount: number) => approvedLimitIssues(amount, context),
      },
      {
        at: ['Payment'],
        rules: (part: NonNullable<PaperworkRequest['Payment']>) => [
          ...paymentIssues(part),
          ...paymentCompletenessIssues(part),
        ],
      },
      {
        at: ['CompletionCertificate'],
        rules: (part: NonNullable<PaperworkRequest['CompletionCertificate']>, values) =>
          completionCertificateIssues(part, rulesOf(context, values)),
      },
      {
        at: ['Signature'],
        rules: (part: PaperworkRequest['Signature'], values) => [
          ...signatureIssues(part, rulesOf(context, values)),
          ...signatureDateIssues(part, rulesOf(context, values)),
        ],
      },
      {
        at: [],
        rules: (body: PaperworkRequest) =>
          documentSelectionIssues(body.DocumentSelection, body.Signature),
      },
    ],
    own: consentIssues,
    formPathOf,
  };
}

/** Every issue of the full paperwork form, at form paths. */
export function paperworkFormIssues(
  values: PaperworkFormValues,
  context: PaperworkFormRulesContext,
): PathIssue[] {
  return formIssues(paperworkFormRules(context), values);
}

/** ESIGN: e-sign and e-mail need the dealer's confirmation of the customer's consent. */
export function consentIssues(
  values: Pick<PaperworkFormValues, 'SigningOption' | 'EsignConsent'>,
): PathIssue[] {
  return values.SigningOption !== 'download' && values.EsignConsent !== true
    ? [{ path: ['EsignConsent'], message: ESIGN_CONSENT_MESSAGE }]
    : [];
}

/** The issues that belong to some sections of the page, so each is checked as it is filled. */
export function issuesInSections(
  issues: readonly PathIssue[],
  sections: ReadonlySet<PaperworkSection>,
): PathIssue[] {
  return issues.filter((issue) => {
    const section = sectionOf(issue.path.map(String).join('.'));
    return section !== undefined && sections.has(section);
  });
}

/** The issues of one section of the page. */
export function paperworkSectionIssues(
  section: PaperworkSection,
  values: PaperworkFormValues,
  context: PaperworkFormRulesContext,
): PathIssue[] {
  return issuesInSections(paperworkFormIssues(values, context), new Set([section]));
}

/** The body to send, from values without issues: the request schema's own output. */
export function paperworkRequestBody(
  values: PaperworkFormValues,
  context: PaperworkFormRulesContext,
): PaperworkRequest {
  return z.parse(
    paperworkRequestSchema({ ...context, hasCoApplicant: values.Application.CoApplicant !== null }),
    paperworkRequestFromForm(values),
  );
}

/* ------------------------------------------------------------------------------------------ */
/* ACH-only                                                                                    */
/* ------------------------------------------------------------------------------------------ */

/** The ACH-only submission's rules (autopay and signing), derived from its request. */
export function achPaperworkFormRules(
  context: AchFormContext,
): FormRules<PaperworkFormValues, AchPaperworkInput> {
  const rules = (values: PaperworkFormValues) => ({
    ...context,
    hasCoApplicant: values.Application.CoApplicant !== null,
  });
  return {
    toRequest: (values) => achPaperworkRequestFromForm(values, context),
    request: (values) => achPaperworkRequestSchema(rules(values)),
    parts: [
      { at: ['Payment'], rules: paymentIssues },
      {
        at: ['Signature'],
        rules: (part: PaperworkRequest['Signature'], values) => [
          ...signatureIssues(part, rules(values)),
          ...achSignatureDateIssues(part, rules(values)),
        ],
      },
    ],
    own: consentIssues,
    formPathOf,
  };
}

/** Every issue of the ACH-only submission (autopay and signing), at form paths. */
export function achPaperworkFormIssues(
  values: PaperworkFormValues,
  context: AchFormContext,
): PathIssue[] {
  return formIssues(achPaperworkFormRules(context), values);
}

/** The ACH-only body to send, from values without issues. */
export function achPaperworkRequestBody(
  values: PaperworkFormValues,
  context: AchFormContext,
): AchPaperworkRequest {
  const body: AchPaperworkInput = achPaperworkRequestFromForm(values, context);
  return z.parse(
    achPaperworkRequestSchema({
      ...context,
      hasCoApplicant: values.Application.CoApplicant !== null,
    }),
    body,
  );
}
