import { beforeEach, describe, expect, it } from 'vitest';
import { withPaperwork } from '../endpoint-scenarios.test-support.ts';
import { demoPassword } from '../users/defaults.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';
import { signingLinkLifetimeMs } from './store.ts';
import {
  call,
  currentSigner,
  readyForPaperwork,
  requestFromPaperworkData,
  type TestSandbox,
} from './paperwork.test-support.ts';

/**
 * Issue 18, items 11 and 12: the outbox needs a signed-in user and shows only their dealers'
 * messages; signing links expire and an e-mailed one serves its own signee only; ESignUrl is
 * built from the configured origin.
 */

type Message = { applicationId: number; link: string; signeeType: string; to: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

let sandbox: TestSandbox;
let token: string;
/** A Sunrise application whose paperwork went out by e-mail to applicant, co-applicant, dealer. */
let sunriseId: number;

beforeEach(async () => {
  sandbox = createTestSandbox();
  token = await sandbox.signIn('dealer.user');
  sunriseId = (await withPaperwork(sandbox, token, 'email')).id;
});

const outbox = async (as: string) =>
  (await call(sandbox, '/sandbox/outbox.json', { token: await sandbox.signIn(as) })).body as
    Message[] | { Message: string };

describe('the outbox JSON', () => {
  it('needs a bearer token (401)', async () => {
    const response = await call(sandbox, '/sandbox/outbox.json');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ Message: 'Authorization has been denied for this request.' });
  });

  it('shows each user the messages of their own dealers only; operator staff all', async () => {
    const sunrise = (await outbox('sunrise.admin')) as Message[];
    expect(sunrise.length).toBeGreaterThan(0);
    expect(sunrise.every((message) => message.applicationId === sunriseId)).toBe(true);
    expect(await outbox('dealer.user')).toEqual(sunrise);
    expect(await outbox('operator')).toEqual(sunrise);
    expect(await outbox('empire.admin')).toEqual([]);
    expect(await outbox('lakeside.admin')).toEqual([]);
  });
});

describe('the outbox page', () => {
  it('without a session is a sign-in form (401), with labelled fields', async () => {
    const page = await sandbox.request('/sandbox/outbox');
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/sandbox/outbox/session">');
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).not.toContain('/sandbox/esign/');
  });

  it('signs in with the form, keeps the session in an HttpOnly cookie, and signs out', async () => {
    const signedIn = await sandbox.request(
      '/sandbox/outbox/session',
      form({ username: 'empire.admin', password: demoPassword }),
    );
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('Location')).toBe('/sandbox/outbox');
    const cookie = signedIn.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(
      /^sandbox_outbox=[\w-]+; Path=\/sandbox\/outbox; HttpOnly; SameSite=Strict$/,
    );
    const session = cookie.split(';')[0]!;

    const empire = await sandbox.request('/sandbox/outbox', { headers: { Cookie: session } });
    expect(empire.status).toBe(200);
    const empireHtml = await empire.text();
    expect(empireHtml).toContain('Signed in as <strong>Daniel Okafor</strong>');
    expect(empireHtml).not.toContain('/sandbox/esign/');

    // The same page for Sunrise's user, by bearer token, lists Sunrise's messages.
    const sunrise = await sandbox.request('/sandbox/outbox', { token });
    expect(await sunrise.text()).toContain('/sandbox/esign/');

    const signedOut = await sandbox.request('/sandbox/outbox/sign-out', {
      method: 'POST',
      headers: { Cookie: session },
    });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('Set-Cookie')).toMatch(/^sandbox_outbox=; Max-Age=0/);
    const after = await sandbox.request('/sandbox/outbox', { headers: { Cookie: session } });
    expect(after.status).toBe(401);
  });

  it('says what is wrong next to the form and keeps the username', async () => {
    const wrong = await sandbox.request(
      '/sandbox/outbox/session',
      form({ username: 'sunrise.admin', password: 'nope' }),
    );
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('role="alert">The username or password is incorrect.</p>');
    expect(html).toContain('value="sunrise.admin"');
    expect(wrong.headers.get('Set-Cookie')).toBeNull();
  });

  it('counts toward the sign-in rate limit', async () => {
    for (let i = 0; i < 10; i++) {
      await sandbox.request(
        '/sandbox/outbox/session',
        form({ username: 'operator', password: 'x' }),
      );
    }
    const limited = await sandbox.request(
      '/sandbox/outbox/session',
      form({ username: 'operator', password: demoPassword }),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Too many failed sign-ins for this username.');
  });
});

describe('e-mailed signing links', () => {
  const links = async () => {
    const messages = (await outbox('operator')) as Message[];
    return Object.fromEntries(messages.map((message) => [message.signeeType, message.link]));
  };

  it('are one per signee, and show that signee only', async () => {
    const { Applicant, Dealer } = await links();
    expect(Applicant).not.toBe(Dealer);
    const applicantPage = await (await sandbox.request(Applicant!)).text();
    expect(currentSigner(applicantPage)).toEqual({
      signee: 'Applicant',
      name: 'Maria L Hernandez',
    });
    expect(applicantPage).not.toContain('paperwork@sunrise.example.com');
    // The dealer's link, before the applicant signed: no form, and nobody else named.
    const dealerPage = await (await sandbox.request(Dealer!)).text();
    expect(currentSigner(dealerPage)).toBeNull();
    expect(dealerPage).toContain('Not your turn yet');
    expect(dealerPage).not.toContain('Maria');
    expect(dealerPage).not.toContain('maria.hernandez@example.com');
  });

  it('refuse signing for another signee (403), and early signing (409)', async () => {
    const { Applicant, Dealer } = await links();
    const asDealer = await sandbox.request(
      `${Applicant}/sign`,
      form({ signee: 'Dealer', typedName: 'Sunrise Home Comfort' }),
    );
    expect(asDealer.status).toBe(403);
    expect(await asDealer.text()).toContain('This link is for Maria L Hernandez only.');
    const early = await sandbox.request(
      `${Dealer}/sign`,
      form({ signee: 'Dealer', typedName: 'Sunrise Home Comfort' }),
    );
    expect(early.status).toBe(409);
    expect(await early.text()).not.toContain('Maria');
    // The applicant signs with their own link; then the dealer's link has the form.
    const signed = await sandbox.request(
      `${Applicant}/sign`,
      form({ signee: 'Applicant', typedName: 'Maria L Hernandez' }),
    );
    expect(signed.status).toBe(303);
    expect(await (await sandbox.request(Applicant!)).text()).toContain('You have signed');
    expect(currentSigner(await (await sandbox.request(Dealer!)).text())?.signee).toBe('Dealer');
  });

  it('serve only their own signee’s documents', async () => {
    const { Applicant } = await links();
    expect((await sandbox.request(`${Applicant}/documents/FULL`)).status).toBe(200);
    expect((await sandbox.request(`${Applicant}/documents/ACH`)).status).toBe(404);
  });

  it('expire 14 days after they were sent (410); a resend issues new ones', async () => {
    expect(signingLinkLifetimeMs).toBe(14 * DAY_MS);
    const { Applicant } = await links();
    sandbox.advance(14 * DAY_MS - 1000);
    expect((await sandbox.request(Applicant!)).status).toBe(200);
    sandbox.advance(1000);
    const expired = await sandbox.request(Applicant!);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This signing link has expired');
    expect((await sandbox.request(`${Applicant}/documents/FULL`)).status).toBe(410);
    const signing = await sandbox.request(
      `${Applicant}/sign`,
      form({ signee: 'Applicant', typedName: 'Maria L Hernandez' }),
    );
    expect(signing.status).toBe(410);

    const resent = await call(sandbox, `/v3/api/applications/paperwork/${sunriseId}/esign-resend`, {
      token: await sandbox.signIn('dealer.user'),
      method: 'POST',
      json: { DocumentTypes: ['FULL'] },
    });
    expect(resent.status).toBe(200);
    const renewed = (await links()).Applicant!;
    expect(renewed).not.toBe(Applicant);
    expect((await sandbox.request(renewed)).status).toBe(200);
    expect((await sandbox.request(Applicant!)).status).toBe(404);
  });

  it('stop working when a resend issues new ones, before they expire', async () => {
    const { Applicant, Dealer } = await links();
    const resent = await call(sandbox, `/v3/api/applications/paperwork/${sunriseId}/esign-resend`, {
      token: await sandbox.signIn('dealer.user'),
      method: 'POST',
      json: { DocumentTypes: ['FULL'] },
    });
    expect(resent.status).toBe(200);
    const renewed = await links();
    expect(renewed.Applicant).not.toBe(Applicant);
    expect(renewed.Dealer).not.toBe(Dealer);
    expect((await sandbox.request(Applicant!)).status).toBe(404);
    expect((await sandbox.request(`${Applicant}/documents/FULL`)).status).toBe(404);
    const signing = await sandbox.request(
      `${Applicant}/sign`,
      form({ signee: 'Applicant', typedName: 'Maria L Hernandez' }),
    );
    expect(signing.status).toBe(404);
    expect((await sandbox.request(renewed.Applicant!)).status).toBe(200);
  });
});

describe('the e-sign link (ESignUrl)', () => {
  it('expires 14 days after submission', async () => {
    const { signingPath } = await withPaperwork(sandbox, token, 'esign');
    sandbox.advance(14 * DAY_MS - 1000);
    expect((await sandbox.request(signingPath!)).status).toBe(200);
    sandbox.advance(1000);
    expect((await sandbox.request(signingPath!)).status).toBe(410);
  });

  it('is not revived by a resend', async () => {
    const { id, signingPath } = await withPaperwork(sandbox, token, 'esign');
    sandbox.advance(14 * DAY_MS);
    const resent = await call(sandbox, `/v3/api/applications/paperwork/${id}/esign-resend`, {
      token: await sandbox.signIn('dealer.user'),
      method: 'POST',
      json: { DocumentTypes: ['FULL'] },
    });
    expect(resent.status).toBe(200);
    expect((await sandbox.request(signingPath!)).status).toBe(410);
  });

  it('is built from the configured origin, never from Host', async () => {
    const configured = createTestSandbox(undefined, { origin: 'http://127.0.0.1:4191' });
    const own = await configured.signIn('dealer.user');
    const { id, data } = await readyForPaperwork(configured, own);
    const response = await configured.request('/v3/api/applications/paperwork/submit', {
      method: 'POST',
      token: own,
      json: requestFromPaperworkData(id, data, { option: 'esign' }),
      headers: { Host: 'localhost:9999' },
    });
    expect(response.status).toBe(200);
    const { ESignUrl } = (await response.json()) as { ESignUrl: string };
    expect(ESignUrl).toMatch(/^http:\/\/127\.0\.0\.1:4191\/sandbox\/esign\/[\w-]+$/);
  });
});
