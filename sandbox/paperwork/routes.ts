import { Hono, type Context } from 'hono';
import { formatUsDate } from '../../src/lib/dates.ts';
import { DOWNLOAD_DOCUMENT_TYPES, type PaperworkDocument } from '../../src/schemas/enums.ts';
import { esignResendRequestSchema } from '../../src/schemas/esign.ts';
import {
  achPaperworkRequestSchema,
  paperworkRequestSchema,
  type PaperworkContext,
} from '../../src/schemas/paperwork-requests.ts';
import type { PathIssue } from '../../src/schemas/refine-at.ts';
import { notApprovedMessage, type StoredApplication } from '../applications/record.ts';
import { findApplicationForCaller } from '../applications/store.ts';
import { calendarDay } from '../dates.ts';
import type { DealerRecord } from '../dealers/store.ts';
import {
  readJson,
  readJsonBody,
  requirePermission,
  validateBody,
  type SandboxDeps,
  type SandboxEnv,
  issuesResponse,
  parameterError,
} from '../http.ts';
import { applicationFromPath } from '../applications/from-path.ts';
import { findCataloguePromotion } from '../promotions/catalogue.ts';
import { allowedTermsFor, paperworkPromotionIssues } from '../promotions/rules.ts';
import {
  PaperworkDocumentUnavailableError,
  generatePaperworkPdf,
  type PaperworkPdfType,
} from './pdfs.ts';
import {
  downloadUrl,
  newAchSubmission,
  newFullSubmission,
  pdfInputFor,
  recordSubmission,
  resendSigningRequests,
  signingPath,
  type NewSubmission,
} from './operations.ts';
import {
  anySigned,
  findSubmission,
  submissionsOf,
  type PaperworkSubmission,
  type SigneeType,
  type SubmissionKind,
} from './store.ts';
import { fullRequestOf, paperworkDataResponse, signedStatusDocuments } from './views.ts';

/**
 * Paperwork (spec, "Paperwork (v3)"; rules 1–3 of "States and transitions"): the data GET,
 * full and ACH-only submission, download, signed status and e-sign resend. A valid state for
 * submitting is Approved; reading documents and signatures also works once stage funding was
 * requested (FundingRequested follows Approved). Resubmission replaces the paperwork until
 * anything of it is signed.
 */

/** Download and signed status read the paperwork of an approved application. */
const READABLE_STATUSES = new Set(['Approved', 'FundingRequested']);

const SIGNEE_WORDS: Record<SigneeType, string> = {
  Applicant: 'the applicant',
  CoApplicant: 'the co-applicant',
  Dealer: 'the dealer',
};

const loanApplicationIdIssue = (message: string): PathIssue[] => [
  { path: ['LoanApplicationId'], message },
];

type Target =
  | { ok: true; application: StoredApplication; dealer: DealerRecord }
  | { ok: false; response: Response };

/**
 * The application a submission names, accessible to the caller and approved. A body without a
 * usable LoanApplicationId is checked with `fallback` so every field error is reported at once.
 */
function submissionTarget(
  c: Context<SandboxEnv>,
  deps: SandboxDeps,
  body: unknown,
  fallback: Parameters<typeof validateBody>[1],
): Target {
  const id = (body as { LoanApplicationId?: unknown } | null)?.LoanApplicationId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    const checked = validateBody(c, fallback, body);
    return {
      ok: false,
      response: checked.ok
        ? issuesResponse(c, loanApplicationIdIssue('Application is required'))
        : checked.response,
    };
  }
  const access = findApplicationForCaller(
    deps.db,
    c.get('caller'),
    id,
    'paperwork.write',
    deps.now(),
  );
  if (!access.ok) {
    return {
      ok: false,
      response:
        access.status === 404
          ? issuesResponse(c, loanApplicationIdIssue(`Application ${id} was not found.`))
          : c.json({ Message: access.message }, access.status),
    };
  }
  if (access.application.status !== 'Approved') {
    return {
      ok: false,
      response: issuesResponse(
        c,
        loanApplicationIdIssue(notApprovedMessage(access.application, 'Paperwork')),
      ),
    };
  }
  return access;
}

/** "Paperwork may be resubmitted until something is signed" (ARCHITECTURE.md, "Decided"). */
function signedAlready(
  c: Context,
  submission: PaperworkSubmission | undefined,
  kind: SubmissionKind,
): Response | null {
  if (!anySigned(submission)) return null;
  const signee = submission!.signees.find((candidate) => candidate.dateSigned !== null)!;
  const what = kind === 'full' ? 'The paperwork' : 'The ACH-only paperwork';
  return issuesResponse(
    c,
    loanApplicationIdIssue(
      `${what} of application ${submission!.applicationId} cannot be submitted again: ${SIGNEE_WORDS[signee.type]} signed it on ${formatUsDate(signee.dateSigned!)}.`,
    ),
  );
}

/** ESignUrl is built from the configured origin, never from the request's `Host`. */
function submissionResponse(c: Context, deps: SandboxDeps, submission: PaperworkSubmission) {
  switch (submission.option) {
    case 'download':
      return c.json({ DownloadUrl: downloadUrl(submission), ESignUrl: null });
    case 'esign':
      return c.json({
        DownloadUrl: null,
        ESignUrl: `${deps.origin()}${signingPath(submission.token!)}`,
      });
    case 'email':
      return c.json({ DownloadUrl: null, ESignUrl: '' });
  }
}

function finishSubmission(
  c: Context<SandboxEnv>,
  deps: SandboxDeps,
  application: StoredApplication,
  created: NewSubmission,
) {
  if ('issues' in created) return issuesResponse(c, created.issues);
  recordSubmission(deps.db, application, created.submission, deps.now());
  return submissionResponse(c, deps, created.submission);
}

/** The documents the download option generated for an application, HardCopies included. */
function downloadable(submissions: readonly PaperworkSubmission[]): PaperworkPdfType[] {
  const types = new Set<PaperworkPdfType>();
  for (const submission of submissions) {
    for (const document of submission.documents) types.add(document);
    if (submission.hardCopies) types.add('HardCopies');
  }
  return DOWNLOAD_DOCUMENT_TYPES.filter((type) => types.has(type));
}

export function paperworkRoutes(deps: SandboxDeps) {
  const routes = new Hono<SandboxEnv>();
  const contextFor = (application: StoredApplication, dealer: DealerRecord) => {
    const full = fullRequestOf(findSubmission(deps.db, application.id, 'full'));
    const { record } = application;
    const chosen =
      record.PromotionId === null ? undefined : findCataloguePromotion(record.PromotionId);
    const context: PaperworkContext = {
      today: calendarDay(deps.now()),
      hasCoApplicant: record.CoApplicant !== null,
      applicationCreatedOn: record.CreateDateUtc.slice(0, 10),
      lastSubmissionSignatureDate: full?.Signature.SignatureDate ?? null,
      allowedTerms: allowedTermsFor(chosen ?? null),
    };
    return { full, chosen, context, dealer };
  };

  routes.post(
    '/v3/api/applications/paperwork/submit',
    requirePermission('paperwork.write'),
    async (c) => {
      const json = await readJson(c);
      if (!json.ok) return json.response;
      const fallback = paperworkRequestSchema({
        today: calendarDay(deps.now()),
        hasCoApplicant: false,
      });
      const target = submissionTarget(c, deps, json.data, fallback);
      if (!target.ok) return target.response;
      const { application, dealer } = target;
      const refused = signedAlready(c, findSubmission(deps.db, application.id, 'full'), 'full');
      if (refused) return refused;
      const { chosen, context } = contextFor(application, dealer);
      if (!chosen) {
        return issuesResponse(c, [
          {
            path: ['LoanParameters', 'PrimaryPromotionId'],
            message: `Choose a promotion for application ${application.id} first: paperwork needs a promotion from the application's promotions`,
          },
        ]);
      }
      const body = validateBody(c, paperworkRequestSchema(context), json.data);
      if (!body.ok) return body.response;
      const issues = paperworkPromotionIssues(body.data.LoanParameters, chosen);
      if (issues.length > 0) return issuesResponse(c, issues);
      return finishSubmission(
        c,
        deps,
        application,
        newFullSubmission(body.data, {
          application,
          dealer,
          callerEmail: c.get('caller').user.email,
          now: deps.now(),
        }),
      );
    },
  );

  routes.post(
    '/v3/api/applications/paperwork/submit/ach',
    requirePermission('paperwork.write'),
    async (c) => {
      const json = await readJson(c);
      if (!json.ok) return json.response;
      const fallback = achPaperworkRequestSchema({ hasCoApplicant: false });
      const target = submissionTarget(c, deps, json.data, fallback);
      if (!target.ok) return target.response;
      const { application, dealer } = target;
      const refused = signedAlready(c, findSubmission(deps.db, application.id, 'ach'), 'ach');
      if (refused) return refused;
      const full = fullRequestOf(findSubmission(deps.db, application.id, 'full'));
      const body = validateBody(
        c,
        achPaperworkRequestSchema({
          hasCoApplicant: application.record.CoApplicant !== null,
          fullPaperworkSignatureDate: full?.Signature.SignatureDate ?? null,
        }),
        json.data,
      );
      if (!body.ok) return body.response;
      return finishSubmission(
        c,
        deps,
        application,
        newAchSubmission(body.data, full, {
          application,
          dealer,
          callerEmail: c.get('caller').user.email,
          now: deps.now(),
        }),
      );
    },
  );

  routes.get(
    '/v3/api/applications/paperwork/:applicationId',
    requirePermission('paperwork.read'),
    (c) => {
      const access = applicationFromPath(c, deps, 'paperwork.read');
      if (!access.ok) return access.response;
      const { application, dealer } = access;
      const { chosen } = contextFor(application, dealer);
      return c.json(
        paperworkDataResponse(application, dealer, submissionsOf(deps.db, application.id), chosen),
      );
    },
  );

  // The DownloadUrl has no version segment (spec, point 11); both paths answer.
  for (const prefix of ['/v3/api', '/api']) {
    routes.get(
      `${prefix}/applications/paperwork/:applicationId/download`,
      requirePermission('paperwork.read'),
      async (c) => {
        const access = applicationFromPath(c, deps, 'paperwork.read');
        if (!access.ok) return access.response;
        const { application, dealer } = access;
        const documentType = c.req.query('documentType');
        if (!documentType) {
          return parameterError(c, 'documentType', 'Document type is required');
        }
        if (!(DOWNLOAD_DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
          return parameterError(
            c,
            'documentType',
            `Document type: choose one of ${DOWNLOAD_DOCUMENT_TYPES.join(', ')}`,
          );
        }
        if (!READABLE_STATUSES.has(application.status)) {
          return parameterError(
            c,
            'applicationId',
            notApprovedMessage(application, 'Downloading paperwork'),
          );
        }
        const submissions = submissionsOf(deps.db, application.id).filter(
          (submission) => submission.option === 'download',
        );
        if (submissions.length === 0) {
          return c.json(
            {
              Message: `No paperwork of application ${application.id} was submitted with the download option.`,
            },
            404,
          );
        }
        const available = downloadable(submissions);
        if (!available.includes(documentType as PaperworkPdfType)) {
          return c.json(
            {
              Message: `The downloaded paperwork of application ${application.id} has no ${documentType} document; it has ${available.join(', ')}.`,
            },
            404,
          );
        }
        try {
          const pdf = await generatePaperworkPdf(
            pdfInputFor(
              application,
              dealer,
              submissions,
              documentType as PaperworkPdfType,
              deps.now(),
            ),
          );
          return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename="paperwork-${application.id}-${documentType}.pdf"`,
          });
        } catch (error) {
          if (error instanceof PaperworkDocumentUnavailableError) {
            return c.json({ Message: error.message }, 404);
          }
          throw error;
        }
      },
    );
  }

  routes.get(
    '/v3/api/applications/paperwork/:applicationId/signed-status',
    requirePermission('paperwork.read'),
    (c) => {
      const access = applicationFromPath(c, deps, 'paperwork.read');
      if (!access.ok) return access.response;
      const { application } = access;
      const submissions = submissionsOf(deps.db, application.id);
      if (submissions.length === 0) {
        // Paperwork completed before the sandbox kept submissions (seeded) is on the record.
        if (application.record.Signatures.length > 0) return c.json(application.record.Signatures);
        return c.json(
          { Message: `No paperwork has been submitted for application ${application.id}.` },
          404,
        );
      }
      const documents = signedStatusDocuments(submissions);
      if (documents.length === 0) {
        return parameterError(
          c,
          'applicationId',
          `The paperwork of application ${application.id} was submitted for download and is not signed yet: signed status applies to paperwork that is completed or sent for electronic signing.`,
        );
      }
      return c.json(documents);
    },
  );

  routes.post(
    '/v3/api/applications/paperwork/:applicationId/esign-resend',
    requirePermission('paperwork.write'),
    async (c) => {
      const access = applicationFromPath(c, deps, 'paperwork.write');
      if (!access.ok) return access.response;
      const { application } = access;
      const electronic = submissionsOf(deps.db, application.id).filter(
        (submission) => submission.option !== 'download',
      );
      if (electronic.length === 0) {
        return parameterError(
          c,
          'applicationId',
          `Application ${application.id} has no paperwork sent for electronic signing.`,
        );
      }
      const body = await readJsonBody(c, esignResendRequestSchema);
      if (!body.ok) return body.response;
      const issues: PathIssue[] = [];
      const targets = new Map<PaperworkSubmission, PaperworkDocument[]>();
      const offered = [...new Set(electronic.flatMap((submission) => submission.documents))];
      body.data.DocumentTypes.forEach((document, index) => {
        // The latest electronic submission with the document (ACH may be in both).
        const submission = electronic
          .filter((candidate) => candidate.documents.includes(document))
          .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))[0];
        if (!submission) {
          issues.push({
            path: ['DocumentTypes', index],
            message: `Document type: ${document} is not part of the electronic paperwork of application ${application.id} (${offered.join(', ')})`,
          });
          return;
        }
        targets.set(submission, [...(targets.get(submission) ?? []), document]);
      });
      if (issues.length > 0) return issuesResponse(c, issues);
      resendSigningRequests(
        deps.db,
        application,
        [...targets].map(([submission, documents]) => ({ submission, documents })),
        deps.now(),
      );
      return c.body(null, 200);
    },
  );

  return routes;
}
