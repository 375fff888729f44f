import { utcInstant } from '../../src/lib/dates.ts';
import { formatDateTime } from '../../src/lib/format.ts';
import { documentTitle, escapeHtml, renderPage, safeHref, signeeTitle } from './html.ts';

/**
 * The sandbox outbox: with the e-mail signing option the paperwork answer carries an empty
 * ESignUrl and the service e-mails each signer instead. The sandbox sends nothing; the
 * messages it would have sent are listed here, each with its link to the signing page.
 */

export interface OutboxMessage {
  to: string;
  subject: string;
  /** When it was "sent": an ISO DateTime; without a zone it is UTC (spec, Data formats). */
  sentAt: string;
  applicationId: number;
  applicationNumber?: number | null;
  /** The signing page: a path on this site or an http(s) address. */
  link: string;
  /** SigneeType of the recipient, when known. */
  signeeType?: string | null;
  /** PaperworkDocumentEnum values the message asks to sign. */
  documents?: readonly string[] | null;
}

/**
 * `2026-05-02T14:03:00Z` → `05/02/2026, 7:03 AM PDT`: local time with its zone named, as the
 * portal writes a moment. The sandbox runs on the dealer's own machine, so its zone is theirs;
 * `timeZone` is for tests. Text that is no timestamp is shown as is.
 */
export function formatSentAt(sentAt: string, timeZone?: string): string {
  const instant = utcInstant(sentAt);
  return instant ? formatDateTime(instant, timeZone) : sentAt;
}

function sortKey(message: OutboxMessage): number {
  const instant = utcInstant(message.sentAt);
  return instant ? Date.parse(instant) : Number.NEGATIVE_INFINITY;
}

function renderRow(message: OutboxMessage): string {
  const instant = utcInstant(message.sentAt);
  const sent = instant
    ? `<time datetime="${escapeHtml(instant)}">${escapeHtml(formatSentAt(message.sentAt))}</time>`
    : escapeHtml(message.sentAt);
  // The portal's number first; the lender's, labelled, under it (issue 32 item 10).
  const application =
    message.applicationNumber !== null && message.applicationNumber !== undefined
      ? `${escapeHtml(message.applicationId)}<br><span class="role">Lender’s number ${escapeHtml(message.applicationNumber)}</span>`
      : escapeHtml(message.applicationId);
  const who = message.signeeType
    ? `<br><span class="role">${escapeHtml(signeeTitle(message.signeeType))}</span>`
    : '';
  const documents = message.documents?.length
    ? `<br><span class="role">${message.documents.map((type) => escapeHtml(documentTitle(type))).join(', ')}</span>`
    : '';
  const href = safeHref(message.link);
  const link = href
    ? `<a href="${escapeHtml(href)}">Open signing page<span class="visually-hidden"> for ${escapeHtml(message.to)}</span></a>`
    : '<span class="role">No valid link</span>';
  return `<tr><td>${sent}</td><td>${escapeHtml(message.to)}${who}</td><td>${escapeHtml(message.subject)}${documents}</td><td>${application}</td><td>${link}</td></tr>`;
}

/** Where the outbox page's forms post (same-site paths: the CSP allows `form-action 'self'`). */
export const OUTBOX_PATHS = {
  page: '/sandbox/outbox',
  signIn: '/sandbox/outbox/session',
  signOut: '/sandbox/outbox/sign-out',
} as const;

/** Who is looking: the outbox shows the messages of their dealers only. */
export interface OutboxViewer {
  displayName: string;
  /** "all dealers" for operator staff, else the dealers' names. */
  scope: string;
}

function renderViewer(viewer: OutboxViewer): string {
  return `<div class="card signed-in"><p>Signed in as <strong>${escapeHtml(viewer.displayName)}</strong>: messages for ${escapeHtml(viewer.scope)}.</p>
<form method="post" action="${OUTBOX_PATHS.signOut}"><button type="submit">Sign out</button></form></div>`;
}

/**
 * The outbox's sign-in: a plain form (no script runs on sandbox pages), whose session is
 * kept in a cookie for the outbox's own paths. The error, if any, is shown above the fields
 * and the username is kept.
 */
export function renderOutboxSignInPage(
  form: { error?: string | null; username?: string | null } = {},
): string {
  const error = form.error?.trim();
  const body = `<h1>Sandbox outbox</h1>
<p class="lead">Signing requests the service would have e-mailed. Sign in with a sandbox account to see those for your dealers.</p>
<section class="card" aria-labelledby="sign-in-heading">
<h2 id="sign-in-heading">Sign in</h2>
${error ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(error)}</p>\n` : ''}<form method="post" action="${OUTBOX_PATHS.signIn}"${error ? ' aria-describedby="sign-in-error"' : ''}>
<label for="username">Username</label>
<input type="text" id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="100" value="${escapeHtml(form.username)}">
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password" required maxlength="200">
<div><button type="submit">Sign in</button></div>
</form>
</section>`;
  return renderPage({ title: 'Sign in – sandbox outbox', body });
}

/** The outbox page, newest message first. */
export function renderOutboxPage(
  messages: readonly OutboxMessage[],
  viewer?: OutboxViewer,
): string {
  const sorted = [...messages].sort((a, b) => sortKey(b) - sortKey(a));
  const content =
    sorted.length === 0
      ? '<p class="card">No signing requests have been e-mailed yet. Choose the e-mail signing option when submitting paperwork, and the messages appear here.</p>'
      : `<div class="table-wrap"><table>
<caption>${sorted.length === 1 ? '1 message' : `${sorted.length} messages`}, newest first</caption>
<thead><tr><th scope="col">Sent at</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Application</th><th scope="col">Signing page</th></tr></thead>
<tbody>
${sorted.map(renderRow).join('\n')}
</tbody>
</table></div>`;
  const body = `<h1>Sandbox outbox</h1>
<p class="lead">Signing requests the service would have e-mailed. Open a link to sign as that person.</p>
${viewer ? `${renderViewer(viewer)}\n` : ''}${content}`;
  return renderPage({ title: 'Sandbox outbox – e-mailed signing requests', body, wide: true });
}
