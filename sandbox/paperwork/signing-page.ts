import { applicationReference } from './reference.ts';
import {
  displayDate,
  documentTitle,
  escapeHtml,
  renderPage,
  safeHref,
  signeeTitle,
} from './html.ts';

export { escapeHtml } from './html.ts';

/**
 * The sandbox's e-sign page, opened from the paperwork ESignUrl (or from an outbox e-mail).
 * Signees sign in turn: the first signee without a signed date is the current one and gets a
 * form; the others see where things stand. Sandbox-only: the real service has its own signing
 * provider, so the portal never depends on this page.
 */

/** The form's field names, for the route that receives the POST. */
export const SIGN_FORM_FIELDS = { signee: 'signee', typedName: 'typedName' } as const;

export interface SigningPageDocument {
  /** PaperworkDocumentEnum: FULL, LCC or ACH (another value is shown as it came). */
  type: string;
  /** Where to read the document: a path on this site or an http(s) address; no link when absent. */
  href?: string | null;
}

export interface SigningPageSignee {
  /** SigneeType: Applicant, CoApplicant or Dealer (another value is shown humanised). */
  type: string;
  name: string;
  email?: string | null;
  /** The documents this signee signs (e.g. a co-applicant who does not sign the ACH); all when absent. */
  documents?: readonly string[] | null;
  /** Service Dates (ISO, `YYYY-MM-DD` or `MM/DD/YYYY`); shown as MM/DD/YYYY, never shifted. */
  dateSent?: string | null;
  dateSigned?: string | null;
}

export interface SigningPageModel {
  applicationId: number;
  applicationNumber: number | null;
  dealerName?: string | null;
  documents: readonly SigningPageDocument[];
  /** In signing order. */
  signees: readonly SigningPageSignee[];
  /**
   * Where the current signee's form posts (fields SIGN_FORM_FIELDS): a path on this site, since
   * the Content-Security-Policy has `form-action 'self'`.
   */
  signAction: string;
  /** The paperwork's EsignRedirectUrl, offered once everything is signed. */
  returnUrl?: string | null;
  /** Why the last attempt failed (e.g. the typed name did not match), shown at the field. */
  error?: string | null;
  /** What the signee typed last time, kept after an error. */
  typedName?: string | null;
  /**
   * A signee's own (e-mailed) link: `signees` holds only them, and `waiting` says another
   * signer comes first, whom the page does not name.
   */
  ownLink?: { waiting: boolean } | null;
}

/** The signee whose turn it is: the first in order without a signed date; null when all signed. */
export function currentSignee(signees: readonly SigningPageSignee[]): SigningPageSignee | null {
  return signees.find((signee) => !signee.dateSigned) ?? null;
}

function nameTokens(name: string): string[] {
  return name.normalize('NFKC').toLowerCase().replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
}

/**
 * Whether a typed signature is the signee's name: case, extra spaces, periods and commas do not
 * matter, and a middle initial may be left out ("Maria Garcia-Lopez" signs for "Maria L.
 * Garcia-Lopez").
 */
export function typedNameMatches(expected: string, typed: string): boolean {
  const want = nameTokens(expected);
  const got = nameTokens(typed);
  if (want.length === 0) return false;
  if (want.join(' ') === got.join(' ')) return true;
  const withoutInitials = want.filter(
    (token, index) => index === 0 || index === want.length - 1 || token.length > 1,
  );
  return withoutInitials.join(' ') === got.join(' ');
}

function applicationLabel(model: Pick<SigningPageModel, 'applicationId' | 'applicationNumber'>) {
  return applicationReference(model.applicationId, model.applicationNumber);
}

function renderDocuments(documents: readonly SigningPageDocument[]): string {
  if (documents.length === 0) return '<p>No documents are waiting for signatures.</p>';
  const items = documents.map((document) => {
    const title = `${escapeHtml(documentTitle(document.type))} <span class="role">(${escapeHtml(document.type)})</span>`;
    const href = safeHref(document.href);
    return href ? `<li><a href="${escapeHtml(href)}">${title}</a></li>` : `<li>${title}</li>`;
  });
  return `<ul class="plain card">${items.join('')}</ul>`;
}

function signeeStatus(
  signee: SigningPageSignee,
  state: 'signed' | 'current' | 'waiting',
  previous: SigningPageSignee | undefined,
): string {
  const sent = displayDate(signee.dateSent);
  if (state === 'signed') {
    const signed = displayDate(signee.dateSigned);
    return `<span class="status status-signed">Signed${signed ? ` ${escapeHtml(signed)}` : ''}</span>`;
  }
  if (state === 'current') {
    return `<span class="status status-current">Signing now${sent ? ` · sent ${escapeHtml(sent)}` : ''}</span>`;
  }
  const waitingFor = previous ? ` · after ${escapeHtml(previous.name)}` : '';
  return `<span class="status status-waiting">${sent ? `Sent ${escapeHtml(sent)}` : 'Not sent yet'}${waitingFor}</span>`;
}

function renderSignees(
  signees: readonly SigningPageSignee[],
  current: SigningPageSignee | null,
): string {
  if (signees.length === 0) return '<p>No signers are set up for this paperwork.</p>';
  const currentIndex = current ? signees.indexOf(current) : -1;
  const items = signees.map((signee, index) => {
    // Out-of-order data (a later signee signed first) still shows the signature.
    const state = index === currentIndex ? 'current' : signee.dateSigned ? 'signed' : 'waiting';
    const documents = signee.documents?.length
      ? `<br><span class="role">Signs: ${signee.documents.map((type) => escapeHtml(documentTitle(type))).join(', ')}</span>`
      : '';
    const email = signee.email ? ` · ${escapeHtml(signee.email)}` : '';
    return `<li${state === 'current' ? ' aria-current="step"' : ''}><span class="who">${escapeHtml(signee.name)}</span> <span class="role">${escapeHtml(signeeTitle(signee.type))}${email}</span>${documents}<br>${signeeStatus(signee, state, signees[index - 1])}</li>`;
  });
  return `<ol class="signees card">${items.join('')}</ol>`;
}

function renderForm(model: SigningPageModel, signee: SigningPageSignee, action: string): string {
  const error = model.error?.trim();
  const describedBy = error ? 'typedName-hint typedName-error' : 'typedName-hint';
  return `<section class="card" aria-labelledby="sign-heading">
<h2 id="sign-heading">Sign as ${escapeHtml(signee.name)}</h2>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="${SIGN_FORM_FIELDS.signee}" value="${escapeHtml(signee.type)}">
<label for="typedName">Type your full name to sign</label>
<p class="hint" id="typedName-hint">Type it as shown: ${escapeHtml(signee.name)}. By selecting Sign you agree that your typed name is your electronic signature on the documents listed above.</p>
${error ? `<p class="error" id="typedName-error" role="alert">${escapeHtml(error)}</p>\n` : ''}<input type="text" id="typedName" name="${SIGN_FORM_FIELDS.typedName}" autocomplete="name" required maxlength="200" aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''} value="${escapeHtml(model.typedName)}">
<div><button type="submit">Sign</button></div>
</form>
</section>`;
}

function renderDone(model: SigningPageModel): string {
  const back = safeHref(model.returnUrl);
  return `<section class="card done" role="status" aria-labelledby="done-heading">
<h2 id="done-heading">All documents are signed</h2>
<p>Every signer has signed. The dealer can see the signed status in the portal.</p>
${back ? `<p><a href="${escapeHtml(back)}">Return to the dealer's site</a></p>` : ''}
</section>`;
}

/**
 * The whole signing page. Throws a RangeError when `signAction` is not a link this site may
 * post to: that is a wiring mistake, not something to show a signer.
 */
function renderWaiting(): string {
  return `<section class="card" role="status" aria-labelledby="waiting-heading">
<h2 id="waiting-heading">Not your turn yet</h2>
<p>Signers sign in order, and someone signs before you. Open this link again once they have.</p>
</section>`;
}

function renderOwnDone(): string {
  return `<section class="card done" role="status" aria-labelledby="done-heading">
<h2 id="done-heading">You have signed</h2>
<p>Thank you. The dealer can see the signed status in the portal.</p>
</section>`;
}

export function renderSigningPage(model: SigningPageModel): string {
  const current = model.ownLink?.waiting ? null : currentSignee(model.signees);
  const action = safeHref(model.signAction);
  if (current && !action) {
    throw new RangeError('The signing form needs a path on this site to post to');
  }
  const label = applicationLabel(model);
  const dealer = model.dealerName ? ` · ${escapeHtml(model.dealerName)}` : '';
  const body = `<h1>Sign your paperwork</h1>
<p class="lead">${escapeHtml(label)}${dealer}</p>
<h2 id="documents-heading">Documents to sign</h2>
${renderDocuments(model.documents)}
<h2 id="signees-heading">Signers, in order</h2>
${renderSignees(model.signees, current)}
${
  current
    ? renderForm(model, current, action!)
    : model.ownLink
      ? model.ownLink.waiting
        ? renderWaiting()
        : renderOwnDone()
      : model.signees.length > 0
        ? renderDone(model)
        : ''
}`;
  return renderPage({ title: `Sign paperwork – ${label}`, body });
}
