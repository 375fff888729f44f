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

/** Runs an issue function on a part that may not be well-formed yet: a crash means "not yet". */
function partIssues<T>(part: T | null | undefined, issues: (part: T) => PathIssue[]): PathIssue[] {
  if (part === null || part === undefined) return [];
  try {
    return issues(part);
  } catch {
    return [];
  }
}

const under = (prefix: PropertyKey[], issues: PathIssue[]): PathIssue[] =>
  issues.map((issue) => ({ path: [...prefix, ...issue.path], message: issue.message }));

function collect(issues: PathIssue[]): PathIssue[] {
  const seen = new Set<string>();
  const out: PathIssue[] = [];
  for (const issue of issues) {
    const path = formPathOf(issue.path);
    const key = `${path}\n${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message: issue.message,
    });
  }
  return out;
}

function zodIssues(result: { success: boolean; error?: z.core.$ZodError }): PathIssue[] {
  return result.success || !result.error
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

/** Every issue of the full paperwork form, at form paths. */
export function paperworkFormIssues(
  values: PaperworkFormValues,
  context: PaperworkFormRulesContext,
): PathIssue[] {
  const body = paperworkRequestFromForm(values);
  const hasCoApplicant = values.Application.CoApplicant !== null;
  const identification = { today: context.today, toIso: parseUsDate };
  const rules = { ...context, hasCoApplicant };
  const application = body.Application;
  const person = (key: 'Applicant' | 'CoApplicant') =>
    partIssues(application[key] as IdentificationValues | null | undefined, (values) =>
      identificationIssues(values, identification).map((issue) => ({
        path: [issue.field],
        message: issue.message,
      })),
    );
  const issues: PathIssue[] = [
    ...zodIssues(z.safeParse(paperworkRequestSchema(rules), body)),
    ...under(['Application', 'Applicant'], person('Applicant')),
    ...under(['Application', 'CoApplicant'], person('CoApplicant')),
    ...under(
      ['Application'],
      partIssues(application, (part) => paperworkApplicationIssues(part, rules)),
    ),
    ...under(['LoanParameters'], partIssues(body.LoanParameters, loanParametersIssues)),
    ...under(
      ['LoanParameters', 'AmountFinanced'],
      approvedLimitIssues(body.LoanParameters.AmountFinanced, context),
    ),
    ...under(
      ['Payment'],
      partIssues(body.Payment, (part) => [
        ...paymentIssues(part),
        ...paymentCompletenessIssues(part),
      ]),
    ),
    ...under(
      ['CompletionCertificate'],
      partIssues(body.CompletionCertificate, (part) => completionCertificateIssues(part, rules)),
    ),
    ...under(
      ['Signature'],
      partIssues(body.Signature, (part) => [
        ...signatureIssues(part, rules),
        ...signatureDateIssues(part, rules),
      ]),
    ),
    ...under(
      ['DocumentSelection'],
      partIssues(body, (part) => documentSelectionIssues(part.DocumentSelection, part.Signature)),
    ),
    ...consentIssues(values),
  ];
  return collect(issues);
}

/** ESIGN: e-sign and e-mail need the dealer's confirmation of the customer's consent. */
export function consentIssues(
  values: Pick<PaperworkFormValues, 'SigningOption' | 'EsignConsent'>,
): PathIssue[] {
  return values.SigningOption !== 'download' && values.EsignConsent !== true
    ? [{ path: ['EsignConsent'], message: ESIGN_CONSENT_MESSAGE }]
    : [];
}

/** The issues of one section of the page, so it can be checked as it is filled. */
export function paperworkSectionIssues(
  section: PaperworkSection,
  values: PaperworkFormValues,
  context: PaperworkFormRulesContext,
): PathIssue[] {
  return paperworkFormIssues(values, context).filter(
    (issue) => sectionOf(issue.path.map(String).join('.')) === section,
  );
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

/** Every issue of the ACH-only submission (autopay and signing), at form paths. */
export function achPaperworkFormIssues(
  values: PaperworkFormValues,
  context: AchFormContext,
): PathIssue[] {
  const body = achPaperworkRequestFromForm(values, context);
  const rules = { ...context, hasCoApplicant: values.Application.CoApplicant !== null };
  return collect([
    ...zodIssues(z.safeParse(achPaperworkRequestSchema(rules), body)),
    ...under(['Payment'], partIssues(body.Payment as PaperworkRequest['Payment'], paymentIssues)),
    ...under(
      ['Signature'],
      partIssues(body.Signature as PaperworkRequest['Signature'], (part) => [
        ...signatureIssues(part, rules),
        ...achSignatureDateIssues(part, rules),
      ]),
    ),
    ...consentIssues(values),
  ]);
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
