import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Caller } from '../access.ts';
import { sessionUserOf } from '../session/accounts.ts';
import { findApplication } from '../applications/store.ts';
import { listAllDealers } from '../dealers/store.ts';
import {
  bearerToken,
  callerOfToken,
  requireBearer,
  requirePermission,
  type SandboxEnv,
  parameterError,
} from '../http.ts';
import { applicationFromPath } from '../applications/from-path.ts';
import { clientAddress, signIn, type SessionDeps } from '../session/routes.ts';
import { displayNameOf } from '../users/store.ts';
import { generatePaperworkPdf, type PaperworkPdfType } from './pdfs.ts';
import { renderPage } from './html.ts';
import { fileSignedDocuments, markSigned, pdfInputFor, signAs, signingPath } from './operations.ts';
import { OUTBOX_PATHS, renderOutboxPage, renderOutboxSignInPage } from './outbox-page.ts';
import {
  SIGN_FORM_FIELDS,
  currentSignee,
  renderSigningPage,
  typedNameMatches,
} from './signing-page.ts';
import {
  allSigned,
  findSigningLink,
  outboxMessages,
  submissionsOf,
  type SigningLink,
} from './store.ts';

/**
 * The sandbox's own pages for paperwork signing (docs/decisions, paperwork): the e-sign page an
 * ESignUrl or an e-mailed request opens (its unguessable token is the authority, for 14 days;
 * an e-mailed link serves its own signee only), the outbox of e-mailed requests (sign-in,
 * scoped to the caller's dealers), and a way to say that downloaded paperwork came back signed on
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

function expiredLink(c: Context) {
  return c.html(
    renderPage({
      title: 'Signing link expired',
      body: '<h1>This signing link has expired</h1>\n<p class="card">Signing links work for 14 days after the request was sent. Ask the dealer to send the signing request again.</p>',
    }),
    410,
  );
}

/** The outbox's session cookie: HttpOnly, for the outbox's own paths, never sent cross-site. */
const OUTBOX_COOKIE = 'sandbox_outbox';
const outboxCookieOptions = {
  path: OUTBOX_PATHS.page,
  httpOnly: true,
  sameSite: 'Strict',
} as const;

/** The dealers whose outbox messages a caller sees: those they hold a role on; staff all. */
function outboxScope(caller: Caller): number[] | 'all' {
  return caller.user.isOperator ? 'all' : [...caller.grants.keys()];
}

export function paperworkSandboxRoutes(deps: SessionDeps) {
  const routes = new Hono<SandboxEnv>();

  /** A live signing link of the path, or the page to answer instead. */
  const linkOf = (c: Context): { ok: true; link: SigningLink } | { ok: false; page: Response } => {
    const link = findSigningLink(deps.db, c.req.param('token') ?? '');
    if (!link) return { ok: false, page: invalidLink(c) };
    if (deps.now() >= link.expiresAt) return { ok: false, page: expiredLink(c) };
    return { ok: true, link };
  };

  const pageFor = (
    c: Context,
    link: SigningLink,
    form: { error?: string; typedName?: string } = {},
    status: 200 | 400 | 403 | 409 = 200,
  ) => {
    const { submission, token } = link;
    const application = findApplication(deps.db, submission.applicationId, deps.now());
    if (!application) return invalidLink(c);
    const dealer = listAllDealers(deps.db).find((d) => d.Id === application.dealerId);
    const request = submission.request as { Signature: { EsignRedirectUrl?: string | null } };
    // A signee's own link shows that signee and their documents only.
    const own = link.signee;
    const signees = own ? [own] : submission.signees;
    const documents = own
      ? submission.documents.filter((type) => own.documents.includes(type))
      : submission.documents;
    return c.html(
      renderSigningPage({
        applicationId: application.id,
        applicationNumber: application.record.ApplicationNumber,
        dealerName: dealer?.Name ?? null,
        documents: documents.map((type) => ({
          type,
          href: `${signingPath(token)}/documents/${type}`,
        })),
        signees: signees.map((signee) => ({
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
        ownLink: own
          ? {
              waiting:
                own.dateSigned === null && currentSignee(submission.signees)?.type !== own.type,
            }
          : null,
      }),
      status,
    );
  };

  routes.get('/sandbox/esign/:token', (c) => {
    const found = linkOf(c);
    return found.ok ? pageFor(c, found.link) : found.page;
  });

  routes.post('/sandbox/esign/:token/sign', async (c) => {
    const found = linkOf(c);
    if (!found.ok) return found.page;
    const { link } = found;
    const { submission, token } = link;
    // A body that is no form (a multipart type without its boundary, say) is the signer's to
    // send again, not a server error.
    const form = await c.req.parseBody().catch(() => undefined);
    if (form === undefined) {
      return pageFor(c, link, { error: 'The form could not be read. Sign again.' }, 400);
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
    if (link.signee && signeeType !== link.signee.type) {
      return pageFor(
        c,
        link,
        {
          error: `This link is for ${link.signee.name} only. Each signer signs from their own link.`,
        },
        403,
      );
    }
    if (!current || link.signee?.dateSigned) return c.redirect(signingPath(token), 303);
    if (signeeType !== current.type) {
      return pageFor(
        c,
        link,
        {
          error: link.signee
            ? 'Someone signs before you. Open this link again once they have.'
            : `It is ${current.name}'s turn to sign. Ask them to sign now.`,
        },
        409,
      );
    }
    if (!typedNameMatches(current.name, typedName)) {
      return pageFor(
        c,
        link,
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
    const found = linkOf(c);
    if (!found.ok) return found.page;
    const { submission, signee } = found.link;
    const type = c.req.param('type');
    const documents: string[] = signee ? signee.documents : submission.documents;
    if (!documents.includes(type) || !(submission.documents as string[]).includes(type)) {
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

  // The outbox (docs/decisions/0007): its JSON takes a bearer token like the API; its page is
  // for people, so it signs in with a form and keeps the session in a cookie of its own paths.
  routes.get('/sandbox/outbox.json', requireBearer(deps), (c) =>
    c.json(outboxMessages(deps.db, outboxScope(c.get('caller')))),
  );

  routes.get(OUTBOX_PATHS.page, (c) => {
    const caller = callerOfToken(deps, bearerToken(c) ?? getCookie(c, OUTBOX_COOKIE));
    if (!caller) return c.html(renderOutboxSignInPage(), 401);
    const scope = outboxScope(caller);
    const dealers = sessionUserOf(deps.db, caller.user).dealers.map((dealer) => dealer.name);
    return c.html(
      renderOutboxPage(outboxMessages(deps.db, scope), {
        displayName: displayNameOf(caller.user),
        scope: scope === 'all' ? 'all dealers' : dealers.join(', ') || 'no dealer',
      }),
    );
  });

  routes.post(OUTBOX_PATHS.signIn, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const text = (name: string) => {
      const value = form[name];
      return typeof value === 'string' ? value : '';
    };
    const username = text('username').trim();
    const password = text('password');
    if (username === '' || password === '') {
      return c.html(
        renderOutboxSignInPage({ error: 'Enter your username and password.', username }),
        400,
      );
    }
    const result = signIn(deps, username, password, clientAddress(c));
    if (!result.ok) {
      return c.html(
        renderOutboxSignInPage({ error: result.message, username }),
        result.status,
        result.retryAfterSeconds === undefined
          ? {}
          : { 'Retry-After': String(result.retryAfterSeconds) },
      );
    }
    setCookie(c, OUTBOX_COOKIE, result.token, outboxCookieOptions);
    return c.redirect(OUTBOX_PATHS.page, 303);
  });

  routes.post(OUTBOX_PATHS.signOut, (c) => {
    const token = getCookie(c, OUTBOX_COOKIE);
    if (token !== undefined) {
      deps.db.prepare('UPDATE sessions SET revoked = 1 WHERE token = ?').run(token);
    }
    deleteCookie(c, OUTBOX_COOKIE, outboxCookieOptions);
    return c.redirect(OUTBOX_PATHS.page, 303);
  });

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
