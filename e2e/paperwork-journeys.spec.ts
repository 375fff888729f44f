import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, signIn, startSignedIn, test } from './fixtures.test-support.ts';
import { picture, screenshotsOf } from './shots.test-support.ts';
import {
  applicationWithPlan,
  APPROVE,
  DEALER_EMAIL,
  fillElectronic,
  outboxRows,
  send,
  sunriseAdmin,
} from './sandbox-api.test-support.ts';

/**
 * Issue 21's journeys, from a new application to funding, against the sandbox (decision delay
 * 0): e-sign at the table, e-mail through the sandbox outbox, download and read the PDFs,
 * resend, and a changed amount that leads to a fresh choice. Sunrise (dealer 101) is a
 * California dealer whose paperwork includes the completion certificate (IncludeLcc).
 */

const LONG = { timeout: 30_000 };
/** What the e-sign journey types that must never be kept by the browser. */
export const TYPED = {
  ssn: APPROVE,
  birthDate: '1984-03-15',
  idNumber: 'D1234567',
  routing: '121000358',
  account: '004417382950',
};

async function openPaperwork(page: Page, request: APIRequestContext, id: number) {
  await startSignedIn(page, await sunriseAdmin(request));
  await page.goto(`/applications/${id}/paperwork`);
  await expectPaperworkLoaded(page);
}

async function expectPaperworkLoaded(page: Page) {
  await expect(page.getByRole('heading', { name: 'Prepare the paperwork', level: 1 })).toBeVisible(
    LONG,
  );
  await expect(page.getByRole('region', { name: 'Parties' })).toBeVisible(LONG);
}

// ---- The wizard, as a dealer fills it (after e2e/new-application.spec.ts) ----

const text = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const answer = (scope: Page | Locator, question: string, choice: 'Yes' | 'No') =>
  scope.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice }).check();

async function next(page: Page, heading: string) {
  await page.getByRole('button', { name: /^(Next|Skip co-applicant)$/ }).click();
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

/** Signs in through the form, applies through the wizard, and waits for the approval. */
async function applyThroughWizard(page: Page, request: APIRequestContext): Promise<number> {
  await page.goto('/sign-in');
  await signIn(page, await sunriseAdmin(request));
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'New application' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dealer and product', level: 2 })).toBeVisible();
  await expect(select(page, 'Dealer')).toHaveValue('101');
  await select(page, 'Product or service').selectOption('HVAC');
  await next(page, 'Applicant');
  await text(page, 'First name').fill('Maria');
  await text(page, 'Last name').fill('Hernandez');
  await text(page, 'E-mail address').fill('maria.hernandez@example.com');
  await text(page, 'Primary phone').fill('9165550123');
  await select(page, 'Primary phone type').selectOption('Cell');
  await text(page, 'Address line 1').fill('1234 Elm Street');
  await text(page, 'City').fill('Sacramento');
  await select(page, 'State').selectOption('CA');
  await text(page, 'ZIP code').fill('95825');
  await text(page, 'Social Security number').fill(TYPED.ssn);
  await text(page, 'Date of birth').fill(TYPED.birthDate);
  await select(page, 'Identification type').selectOption('DriversLicense');
  await text(page, 'Identification number').fill(TYPED.idNumber);
  await answer(page, 'Does the card show an issue date?', 'Yes');
  await text(page, 'Issue date').fill('2021-03-15');
  await answer(page, 'Does the card show the issuing state?', 'Yes');
  await select(page, 'Issuing state').selectOption('CA');
  await text(page, 'Expiration date').fill('2029-03-15');
  await select(page, 'Employment type').selectOption('Employed');
  await text(page, 'Occupation').fill('Nurse');
  await text(page, 'Employer').fill('Valley Medical Group');
  await text(page, "Employer's phone number").fill('9165550142');
  await select(page, 'Started in month').selectOption('June');
  await text(page, 'Started in year').fill('2015');
  await text(page, 'Gross monthly income').fill('6250');
  await select(page, 'Residence').selectOption('Own');
  await text(page, 'Monthly mortgage payment').fill('1850');
  await text(page, 'Years at this address').fill('7');
  await text(page, 'Months at this address').fill('4');
  await text(page, 'Home value').fill('425000');
  await next(page, 'Co-applicant');
  await next(page, 'Loan');
  await text(page, 'Selling price').fill('12500');
  await text(page, 'Down payment').fill('1000');
  await page.getByRole('checkbox', { name: 'Include sales tax' }).check();
  await text(page, 'Sales tax').fill('1031.25');
  await expect(page.getByRole('status', { name: 'Amount financed' })).toHaveText('$12,531.25');
  await next(page, 'Review and submit');
  await page
    .getByRole('checkbox', { name: 'The applicant is present, or has authorised this application' })
    .check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/applications\/\d+$/, LONG);
  await expect(page.getByRole('status', { name: /\S/ })).toHaveAccessibleName('Approved', LONG);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** From the application page: the picker, the first plan, back, and on to the paperwork. */
async function choosePlanOnPicker(page: Page, id: number) {
  const checklist = page.getByRole('region', { name: 'Funding checklist' });
  await checklist.getByRole('link', { name: 'Choose a promotion' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a promotion', level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: /^Choose this plan: / }).first();
  await expect(button).toBeVisible(LONG);
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Choose this plan: /, '');
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Choose “${name}”?` });
  await dialog.getByRole('button', { name: 'Choose this plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Plan chosen' })).toBeVisible(LONG);
  await page.goto(`/applications/${id}`);
  await checklist.getByRole('link', { name: 'Prepare the paperwork' }).click();
  await expectPaperworkLoaded(page);
}

// ---- The paperwork page ----

async function fillAutopay(page: Page) {
  await page.getByRole('checkbox', { name: /Set up autopay/ }).check();
  await text(page, 'Withdrawal day').fill('5');
  await page.getByRole('combobox', { name: /^First withdrawal month/ }).selectOption({
    label: 'March',
  });
  await text(page, 'Bank name').fill('Golden State Credit Union');
  await page.getByRole('textbox', { name: /^Routing number/ }).fill(TYPED.routing);
  await page.getByRole('textbox', { name: /^Account number/ }).fill(TYPED.account);
}

async function fillFullCertificate(page: Page) {
  await page
    .getByRole('radio', { name: 'The project is complete: include the completion certificate' })
    .check();
  await page.getByRole('textbox', { name: /^Completion date/ }).fill('2026-11-20');
  await expect(page.getByRole('combobox', { name: /^Installer/ })).toHaveValue('NotRequired');
  await answer(page, "Was the product installed at the applicant's address?", 'Yes');
}

/** On the sandbox signing page: each signee in turn types the name shown. */
async function signInTurn(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/esign\//, LONG);
  const turn = page.getByRole('heading', {
    name: /^Sign as |^All documents are signed$|^You have signed$/,
  });
  for (let signer = 0; signer < 6; signer++) {
    const heading = (await turn.textContent(LONG)) ?? '';
    if (!heading.startsWith('Sign as ')) break;
    await page.getByLabel('Type your full name to sign').fill(heading.slice('Sign as '.length));
    await page.getByLabel('Type your full name to sign').press('Enter');
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeHidden(LONG);
  }
}

const signatures = (page: Page) => page.getByRole('region', { name: 'Signatures' });

async function expectAllSigned(page: Page) {
  await expect(signatures(page).getByText('The full paperwork is signed')).toBeVisible(LONG);
  await expect(signatures(page).getByText('Waiting for signatures')).toHaveCount(0, LONG);
}

/** The text a PDF draws, from its (Flate) content streams: hex and literal strings shown. */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const data = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(data).toString('latin1');
    } catch {
      content = match[1]!;
    }
    const shown = /<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
    for (let text = shown.exec(content); text; text = shown.exec(content)) {
      parts.push(
        text[1] !== undefined
          ? Buffer.from(text[1].replace(/\s/g, ''), 'hex').toString('latin1')
          : text[2]!.replace(/\\(.)/g, '$1'),
      );
    }
  }
  return parts.join('\n');
}

/**
 * Applies through the wizard, chooses a plan on the picker, prepares the paperwork with autopay
 * and the full completion certificate, e-signs it on this device as each signee in turn, and
 * comes back to the application page with every document signed.
 */
async function eSignedThroughTheWizard(page: Page, request: APIRequestContext): Promise<number> {
  const id = await applyThroughWizard(page, request);
  await choosePlanOnPicker(page, id);
  await expect(
    page.getByRole('radio', {
      name: 'The project is complete: include the completion certificate',
    }),
  ).toBeVisible();
  await fillAutopay(page);
  await fillFullCertificate(page);
  await fillElectronic(page, 'esign');
  await send(page);
  const sign = page.getByRole('link', { name: 'Sign now on this device' });
  await expect(sign).toBeVisible(LONG);
  await sign.click();
  await signInTurn(page);
  await expect(page.getByRole('heading', { name: 'All documents are signed' })).toBeVisible();
  await page.getByRole('link', { name: "Return to the dealer's site" }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${id}$`), LONG);
  await expectAllSigned(page);
  for (const name of [
    'Full paperwork (FULL)',
    'Completion certificate (LCC)',
    'Automatic payments (ACH)',
  ]) {
    await expect(signatures(page).getByRole('heading', { name })).toBeVisible();
  }
  return id;
}

test.describe('paperwork journeys, to funding', () => {
  test.slow();

  test('e-sign: from a new application to funding requested on the dashboard', async ({
    page,
    request,
  }) => {
    await eSignedThroughTheWizard(page, request);
    // The number dealers know it by, as the dashboard lists it.
    const title = await page
      .getByRole('heading', { level: 1, name: /^Application \d+$/ })
      .textContent();
    const number = title!.replace('Application ', '');
    await page.getByRole('button', { name: 'Request stage funding' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request stage funding?' });
    await dialog.getByRole('button', { name: 'Request stage funding' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Stage funding requested.' }),
    ).toBeVisible(LONG);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByLabel('Search').fill(number);
    const row = page
      .getByRole('table', { name: /^Applications, sorted by/ })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: number, exact: true }) });
    // Its status and its stage both say so.
    await expect(row.getByRole('cell', { name: 'Funding requested' })).toHaveCount(2, LONG);
  });
});

const APPLICANT_EMAIL = 'maria.hernandez@example.com';

/** Counts the paperwork submissions (POST paperwork/submit) the page sends. */
function countPaperworkPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (
      sent.method() === 'POST' &&
      new URL(sent.url()).pathname.startsWith('/v3/api/applications/paperwork/submit')
    ) {
      posts.push(sent.url());
    }
  });
  return posts;
}

async function sendByEmail(page: Page, request: APIRequestContext): Promise<number> {
  const id = await applicationWithPlan(request);
  await openPaperwork(page, request, id);
  await fillElectronic(page, 'email');
  await send(page);
  const sent = page.getByRole('alert').filter({ hasText: 'The paperwork was e-mailed' });
  await expect(sent).toBeVisible(LONG);
  await expect(sent.getByRole('listitem')).toHaveText([APPLICANT_EMAIL, DEALER_EMAIL]);
  return id;
}

test.describe('paperwork journeys, by e-mail and on paper', () => {
  test.slow();

  test('e-mail: the links arrive in the sandbox outbox; each signer signs from theirs', async ({
    page,
    request,
  }) => {
    const id = await sendByEmail(page, request);
    const rows = await outboxRows(page, request, id);
    await expect(rows).toHaveCount(2);
    const links = await rows.getByRole('link', { name: /^Open signing page for / }).all();
    const hrefs = await Promise.all(links.map((link) => link.getAttribute('href')));
    // Newest first in the outbox; signees sign in turn, so go round until each has signed.
    const signed = new Set<string>();
    for (let round = 0; round < 3 && signed.size < hrefs.length; round++) {
      for (const href of hrefs) {
        if (signed.has(href!)) continue;
        await page.goto(href!);
        const turn = page.getByRole('heading', { name: /^Sign as |^You have signed$|^Waiting/ });
        const heading = (await turn.first().textContent(LONG)) ?? '';
        if (!heading.startsWith('Sign as ')) continue;
        await page.getByLabel('Type your full name to sign').fill(heading.slice(8));
        await page.getByLabel('Type your full name to sign').press('Enter');
        await expect(
          page.getByRole('heading', { name: /^You have signed$|^All documents are signed$/ }),
        ).toBeVisible(LONG);
        signed.add(href!);
      }
    }
    expect(signed.size).toBe(2);
    await page.goto(`/applications/${id}`);
    await expectAllSigned(page);
  });

  test('after sending, the top of the page says who was e-mailed; Send again says what it replaces (issue 32 item 6)', async ({
    page,
    request,
  }) => {
    await sendByEmail(page, request);
    const sent = page.getByRole('alert').filter({ hasText: 'The paperwork was e-mailed' });
    // The result leads the page: in view, nothing about a download, the long form put away.
    await expect(sent).toBeInViewport();
    await expect(page.getByText('Paperwork was sent before')).toHaveCount(0);
    await expect(page.getByText(/download and sign on paper/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Send the paperwork/ })).toBeHidden();
    const again = page.getByRole('button', { name: 'Send again' });
    await expect(again).toHaveAccessibleDescription(
      'Sending the paperwork again replaces the e-mailed links: the ones sent stop working.',
    );
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(1500);
    await screenshotsOf(page, 'paperwork-sent-by-email');

    // Sending again brings the form back, as typed, and names the method last used.
    await again.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Paperwork was sent before' }),
    ).toContainText(': e-mail each signer a link to sign.');
    await expect(page.getByRole('textbox', { name: /^Dealer signer e-mail address/ })).toHaveValue(
      DEALER_EMAIL,
    );
    await expect(page.getByRole('button', { name: 'Send the paperwork again' })).toBeVisible();
  });

  test('resend: an unsigned document is sent again, and the outbox has the new message', async ({
    page,
    request,
  }) => {
    const id = await sendByEmail(page, request);
    await expect(await outboxRows(page, request, id)).toHaveCount(2);
    await page.goto(`/applications/${id}`);
    await expect(signatures(page).getByText('Waiting for signatures')).toBeVisible(LONG);
    await signatures(page)
      .getByRole('button', { name: 'Resend the Full paperwork (FULL)' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Send the signing request again?' });
    await dialog.getByRole('button', { name: 'Send again' }).click();
    await expect(dialog).toBeHidden(LONG);
    await expect(
      signatures(page)
        .getByRole('status')
        .filter({ hasText: /^Signing request sent again on / }),
    ).toBeVisible(LONG);
    const rows = await outboxRows(page, request, id);
    await expect(rows).toHaveCount(4);
  });

  test('download: the answer names the hard copies, the packet of every document, which names the applicant and the amount', async ({
    page,
    request,
  }) => {
    const id = await applicationWithPlan(request);
    await openPaperwork(page, request, id);
    await fillAutopay(page);
    await fillFullCertificate(page);
    await page
      .getByRole('checkbox', { name: 'Also download the hard copies for the customer' })
      .check();
    const amount = (await page.getByRole('status', { name: 'Amount financed' }).textContent())!;
    expect(amount).toMatch(/^\$[\d,]+\.\d\d$/);
    // The page filled in, at a desk and on a tablet, light and dark (looked at by people).
    for (const width of [1280, 768]) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        // From the top: the shell's fixed header would otherwise sit where the page was scrolled.
        await page.evaluate(() => window.scrollTo(0, 0));
        await picture(page, {
          path: `test-results/screenshots/paperwork-filled-${width}-${scheme}.png`,
          fullPage: true,
        });
        for (const region of ['Money', 'Autopay', 'Completion']) {
          await picture(page.getByRole('region', { name: region }), {
            path: `test-results/screenshots/paperwork-filled-${region.toLowerCase()}-${width}-${scheme}.png`,
          });
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await send(page);
    await expect(page.getByText('The paperwork is ready to download')).toBeVisible(LONG);
    // Exactly what the submission's answer named (issue 31 item 3): the packet, nothing else.
    const offered = page.getByRole('button', { name: /^Download / });
    await expect(offered).toHaveCount(1);
    const download = page.waitForEvent('download', LONG);
    await page.getByRole('button', { name: 'Download hard copies for the customer' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`Paperwork-${id}-HardCopies.pdf`);
    const bytes = await readFile((await saved.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const words = pdfText(bytes);
    const missing = [
      ...(/Maria (L )?Hernandez/.test(words) ? [] : ["the applicant's name"]),
      ...(words.includes(amount) ? [] : [`the amount financed, ${amount}`]),
      ...['Completion Certificate', 'Automatic Payment Authorization (ACH)'].filter(
        (title) => !words.includes(title),
      ),
    ];
    expect(missing).toEqual([]);
  });

  test('changed amount: the plan was for another amount, sending waits for a fresh choice', async ({
    page,
    request,
  }) => {
    const id = await applicationWithPlan(request);
    await openPaperwork(page, request, id);
    const posts = countPaperworkPosts(page);
    const price = page.getByRole('textbox', { name: /^Price/ }).first();
    const before = Number((await price.inputValue()).replace(/[$,]/g, ''));
    // Still within the $13,000.00 the lender approved (issue 33 item 6).
    await price.fill(String(before + 250));
    await price.blur();
    const stale = page
      .getByRole('alert')
      .filter({ hasText: "The plan's payment was for another amount" });
    await expect(stale).toBeVisible(LONG);
    await send(page);
    await expect(stale).toBeFocused(LONG);
    expect(posts).toEqual([]);
    await stale.getByRole('button', { name: /^Preview the plan for / }).click();
    await stale.getByRole('button', { name: 'The customer agrees: use this payment' }).click();
    await expect(stale).toBeHidden(LONG);
    await send(page);
    await expect(page.getByText('The paperwork is ready to download')).toBeVisible(LONG);
    expect(posts).toHaveLength(1);
  });
});

/** Each typed value, as typed and as the portal or the service may format it. */
const SECRETS: Record<string, string[]> = {
  'the SSN': [TYPED.ssn, '500-00-0001'],
  'the date of birth': [TYPED.birthDate, '03/15/1984'],
  'the ID number': [TYPED.idNumber],
  'the routing number': [TYPED.routing],
  'the account number': [TYPED.account],
};

/** Which secrets `text` holds, by name. */
function secretsIn(text: string): string[] {
  return Object.entries(SECRETS)
    .filter(([, forms]) => forms.some((form) => text.includes(form)))
    .map(([name]) => name);
}

test.describe('privacy after the e-sign journey', () => {
  test.slow();

  test('no SSN, ID number, birth date or bank number is kept by the browser', async ({
    page,
    request,
  }) => {
    const consoleMessages: string[] = [];
    page.on('console', (message) => consoleMessages.push(message.text()));
    page.on('pageerror', (error) => consoleMessages.push(error.message));
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    page.on('request', (sent) => addresses.push(sent.url()));
    // Every response whose body holds a secret must forbid the disk cache (the request's
    // `cache: 'no-store'` is not observable from here, so the response header is the proof).
    const carrying: Promise<{ url: string; found: string[]; cacheControl: string } | null>[] = [];
    page.on('response', (response) => {
      carrying.push(
        response.body().then(
          (body) => {
            const found = secretsIn(body.toString('latin1'));
            const cacheControl = response.headers()['cache-control'] ?? '';
            return found.length > 0 ? { url: response.url(), found, cacheControl } : null;
          },
          () => null, // a redirect has no body to read
        ),
      );
    });

    await eSignedThroughTheWizard(page, request);
    const kept = await page.evaluate(async () => {
      const entries = (storage: Storage) =>
        Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`);
      const databases = (await indexedDB.databases()).map((database) => database.name ?? '');
      return {
        localStorage: entries(localStorage).join('\n'),
        sessionStorage: entries(sessionStorage).join('\n'),
        indexedDB: databases,
        cacheStorage: await caches.keys(),
      };
    });
    expect(secretsIn(kept.localStorage), 'localStorage').toEqual([]);
    expect(secretsIn(kept.sessionStorage), 'sessionStorage').toEqual([]);
    expect(kept.indexedDB, 'IndexedDB databases').toEqual([]);
    expect(kept.cacheStorage, 'Cache Storage').toEqual([]);
    expect(secretsIn(addresses.join('\n')), 'addresses visited or requested').toEqual([]);
    expect(secretsIn(consoleMessages.join('\n')), 'console messages').toEqual([]);
    const responses = (await Promise.all(carrying)).filter((seen) => seen !== null);
    // The sweep saw them: the paperwork GET carries the ID number, for one.
    expect(responses.flatMap((seen) => seen.found)).toEqual(
      expect.arrayContaining(['the ID number']),
    );
    const cacheable = responses.filter((seen) => !/no-store/.test(seen.cacheControl));
    expect(
      cacheable.map((seen) => `${seen.url} holds ${seen.found.join(', ')}: "${seen.cacheControl}"`),
      'responses that may be cached on disk',
    ).toEqual([]);
  });
});
