import { Hono, type Context } from 'hono';
import { findApplication } from '../applications/store.ts';
import { listAllDealers } from '../dealers.ts';
import { requireBearer, requirePermission, type SandboxDeps, type SandboxEnv } from '../http.ts';
import { applicationFromPath, parameterError } from '../promotions/route-helpers.ts';
import { generatePaperworkPdf, type PaperworkPdfType } from './documents.ts';
import { renderPage } from './html.ts';
import { fileSignedDocuments, markSigned, pdfInputFor, signAs, signingPath } from './operations.ts';
import { renderOutboxPage } from './outbox-page.ts';
import {
  SIGN_FORM_FIELDS,
  currentSignee,
  renderSigningPage,
  typedNameMatches,
} from './signing-page.ts';
import {
  allSigned,
  findSubmissionByToken,
  outboxMessages,
  submissionsOf,
  type PaperworkSubmission,
} from './store.ts';

/**
 * The sandbox's own pages for paperwork signing (docs/decisions, paperwork): the e-sign page an
 * ESignUrl or an e-mailed request opens (public: its unguessable token is the authority), the
 * outbox of e-mailed requests, and a way to say that downloaded paperwork came back signed on
 * paper. None of this is part of the lender's interface; the portal never depends on it.
 */

function invalidLink(c: Context) {
  return c.html(
    renderPage({
      title: 'Signing link not valid',
      body: '<h1>This signing link is not valid</h1>\n<p class="card">The paperwork may have been submitted again, which replaces its signing link. Ask the dealer for the new link.</p>',
    }),
    404,
  );
}

export function paperworkSandboxRoutes(deps: SandboxDeps) {
  const routes = new Hono<SandboxEnv>();

  const pageFor = (
    c: Context,
    submission: PaperworkSubmission,
    form: { error?: string; typedName?: string } = {},
    status: 200 | 400 | 409 = 200,
  ) => {
    const application = findApplication(deps.db, submission.applicationId, deps.now());
    if (!application) return invalidLink(c);
    const dealer = listAllDealers(deps.db).find((d) => d.Id === application.dealerId);
    const token = submission.token!;
    const request = submission.request as { Signature: { EsignRedirectUrl?: string | null } };
    return c.html(
      renderSigningPage({
        applicationId: application.id,
        applicationNumber: application.record.ApplicationNumber,
        dealerName: dealer?.Name ?? null,
        documents: submission.documents.map((type) => ({
          type,
          href: `${signingPath(token)}/documents/${type}`,
        })),
        signees: submission.signees.map((signee) => ({
          type: signee.type,
          name: signee.name,
          email: signee.email,
          documents: signee.documents,
          dateSent: signee.dateSent,
          dateSigned: signee.dateSigned,
        })),
        signAction: `${signingPath(token)}/sign`,
        returnUrl: request.Signature.EsignRedirectUrl ?? null,
        error: form.error ?? null,
        typedName: form.typedName ?? null,
      }),
      status,
    );
  };

  routes.get('/sandbox/esign/:token', (c) => {
    const submission = findSubmissionByToken(deps.db, c.req.param('token'));
    return submission ? pageFor(c, submission) : invalidLink(c);
  });

  routes.post('/sandbox/esign/:token/sign', async (c) => {
    const token = c.req.param('token');
    const submission = findSubmissionByToken(deps.db, token);
    if (!submission) return invalidLink(c);
    // A body that is no form (a multipart type without its boundary, say) is the signer's to
    // send again, not a server error.
    const form = await c.req.parseBody().catch(() => undefined);
    if (form === undefined) {
      return pageFor(c, submission, { error: 'The form could not be read. Sign again.' }, 400);
    }
    const field = (name: string) => {
      const value = form[name];
      return typeof value === 'string' ? value : '';
    };
    const signeeType = field(SIGN_FORM_FIELDS.signee);
    const typedName = field(SIGN_FORM_FIELDS.typedName);
    const current = submission.signees.find(
      (signee) => signee === currentSignee(submission.signees),
    );
    if (!current) return c.redirect(signingPath(token), 303);
    if (signeeType !== current.type) {
      return pageFor(
        c,
        submission,
        { error: `It is ${current.name}'s turn to sign. Ask them to sign now.` },
        409,
      );
    }
    if (!typedNameMatches(current.name, typedName)) {
      return pageFor(
        c,
        submission,
        { error: `Type the name exactly as shown: ${current.name}.`, typedName },
        400,
      );
    }
    const now = deps.now();
    const signed = signAs(deps.db, submission, current, now);
    if (allSigned(signed.submission)) {
      const application = findApplication(deps.db, submission.applicationId, now);
      const dealer = listAllDealers(deps.db).find((d) => d.Id === application?.dealerId);
      if (application && dealer) {
        await fileSignedDocuments(
          deps.db,
          application,
          dealer,
          signed.submission,
          signed.submission.documents,
          now,
        );
      }
    }
    return c.redirect(signingPath(token), 303);
  });

  /** What a signer signs, readable from the signing page (the token authorises). */
  routes.get('/sandbox/esign/:token/documents/:type', async (c) => {
    const submission = findSubmissionByToken(deps.db, c.req.param('token'));
    const type = c.req.param('type');
    if (!submission || !(submission.documents as string[]).includes(type)) {
      return invalidLink(c);
    }
    const application = findApplication(deps.db, submission.applicationId, deps.now());
    const dealer = listAllDealers(deps.db).find((d) => d.Id === application?.dealerId);
    if (!application || !dealer) return invalidLink(c);
    const pdf = await generatePaperworkPdf(
      pdfInputFor(application, dealer, [submission], type as PaperworkPdfType, deps.now()),
    );
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="paperwork-${application.id}-${type}.pdf"`,
    });
  });

  routes.get('/sandbox/outbox', (c) => c.html(renderOutboxPage(outboxMessages(deps.db))));
  routes.get('/sandbox/outbox.json', (c) => c.json(outboxMessages(deps.db)));

  /**
   * Downloaded paperwork is signed on paper: this says the signed pages came back, so every
   * signer of the application's downloaded paperwork is recorded as signed today.
   */
  routes.post(
    '/sandbox/paperwork/:applicationId/mark-signed',
    requireBearer(deps),
    requirePermission('paperwork.write'),
    async (c) => {
      const access = applicationFromPath(c, deps, 'paperwork.write');
      if (!access.ok) return access.response;
      const { application, dealer } = access;
      const downloaded = submissionsOf(deps.db, application.id).filter(
        (submission) => submission.option === 'download' && !allSigned(submission),
      );
      if (downloaded.length === 0) {
        return parameterError(
          c,
          'applicationId',
          `Application ${application.id} has no downloaded paperwork waiting for signatures.`,
        );
      }
      const now = deps.now();
      for (const submission of downloaded) {
        const signed = markSigned(deps.db, submission, now);
        await fileSignedDocuments(
          deps.db,
          application,
          dealer,
          signed.submission,
          signed.completed,
          now,
        );
      }
      return c.body(null, 200);
    },
  );

  return routes;
}
