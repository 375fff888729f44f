import { chromium, type Page } from 'playwright';
import { validApplicationV3 } from '../../src/schemas/fixtures/application-v3.test-support.ts';
import { CHROME_FLAGS } from './lighthouse.ts';
import type { Figure } from './results.ts';
import { signInTab } from './session.ts';
import type { BenchSession } from './typing-latency.ts';

/**
 * Issue 22: a generated 30 MB PDF uploaded from a pending application's page through the shared
 * uploader. The figures: the longest main-thread task while the file is encoded and sent (the
 * base64 work belongs in a Web Worker), how many progress steps the progress bar showed, and the
 * time from the drop to the service's 2xx. The browser runs at full speed, as for typing.
 */

/** "at most 30MB" (spec, Limits): the largest file a dealer may send. */
const FILE_BYTES = 30 * 1024 * 1024;
const FILE_NAME = 'bench-30mb.pdf';
/** The sandbox's SSN that leaves an application Pending on proof of income. */
const PEND_ON_INCOME = '500000010';

/**
 * Issue 22's budgets. The time from drop to answer is reported; its only bound is the upload's
 * own time-out in the client (src/api/documents.ts, 120 s), past which the portal gives up.
 */
/**
 * A dealer's uplink, emulated by the browser: over loopback 40 MB of JSON leaves in one step and
 * the browser reports two progress events, which says nothing of what a dealer on a tablet sees.
 */
const UPLINK_BYTES_PER_SECOND = (50 * 1000 * 1000) / 8;

const BUDGET = { longestTaskMs: 50, progressSteps: 20, dropToAnswerMs: 120_000 };

declare global {
  interface Window {
    __uploadBench?: {
      longTasks: number[];
      progressValues: string[];
      xhrProgressEvents: number;
      counting: boolean;
    };
  }
}

async function call(url: string, token: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`);
  return text === '' ? null : JSON.parse(text);
}

/** Submits an application the sandbox leaves Pending, and waits for its decision. */
async function pendingApplication(baseUrl: string, session: BenchSession): Promise<number> {
  const record = (await call(
    new URL('/v3/api/applications', baseUrl).href,
    session.token,
    validApplicationV3({ Applicant: { SocialSecurityNumber: PEND_ON_INCOME } }),
  )) as { Id: number };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const status = (await call(
      new URL(`/v3/api/applications/status/${record.Id}`, baseUrl).href,
      session.token,
    )) as { LoanApplicationStatus?: string };
    if (status.LoanApplicationStatus === 'Pending') return record.Id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Application ${record.Id} did not become Pending`);
}

/** Long tasks and the progress bar's values, recorded from before the app boots. */
function observe() {
  window.__uploadBench = {
    longTasks: [],
    progressValues: [],
    xhrProgressEvents: 0,
    counting: false,
  };
  const bench = window.__uploadBench;
  // What the browser reported, beside what the page showed: tells a slow page from a fast send.
  const listen = XMLHttpRequestUpload.prototype.addEventListener;
  XMLHttpRequestUpload.prototype.addEventListener = function (
    this: XMLHttpRequestUpload,
    ...args: Parameters<XMLHttpRequestUpload['addEventListener']>
  ) {
    if (args[0] === 'progress') {
      listen.call(this, 'progress', () => {
        if (bench.counting) bench.xhrProgressEvents += 1;
      });
    }
    return listen.apply(this, args);
  } as XMLHttpRequestUpload['addEventListener'];
  new PerformanceObserver((list) => {
    if (!bench.counting) return;
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  new MutationObserver((records) => {
    if (!bench.counting) return;
    for (const record of records) {
      const target = record.target as Element;
      if (target.getAttribute('role') !== 'progressbar') continue;
      const value = target.getAttribute('aria-valuenow');
      if (value !== null && value !== bench.progressValues.at(-1)) bench.progressValues.push(value);
    }
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-valuenow'],
  });
}

async function openUploader(page: Page, baseUrl: string, applicationId: number): Promise<void> {
  await page.goto(new URL(`/applications/${applicationId}`, baseUrl).href, { waitUntil: 'load' });
  const action = page.getByRole('button', { name: /^Upload for this condition/ }).first();
  await action.waitFor({ timeout: 30_000 }).catch(async () => {
    const shown = await page.evaluate(() => ({
      path: location.pathname,
      heading: document.querySelector('h1')?.textContent ?? null,
    }));
    throw new Error(
      `The pending application's condition was not shown signed in (page ${JSON.stringify(shown)}).`,
    );
  });
  await action.click();
  await page
    .getByRole('button', { name: 'Choose files', exact: true })
    .waitFor({ timeout: 30_000 });
}

export async function measureUpload(
  baseUrl: string,
  session: BenchSession,
  chromePath: string,
): Promise<Record<string, Figure>> {
  const applicationId = await pendingApplication(baseUrl, session);
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: CHROME_FLAGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInTab(page, baseUrl, session);
    await page.addInitScript(observe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: UPLINK_BYTES_PER_SECOND,
    });
    await openUploader(page, baseUrl, applicationId);

    const file = Buffer.alloc(FILE_BYTES, 0x20);
    file.write('%PDF-1.4\n', 0, 'latin1');
    file.write('\n%%EOF\n', FILE_BYTES - 7, 'latin1');
    const uploaded = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/v3/api/applications/${applicationId}/supportingDocuments`),
      { timeout: 300_000 },
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files', exact: true }).click();
    const dropped = Date.now();
    await (await chooser).setFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: file });
    const upload = page
      .getByRole('listitem', { name: FILE_NAME })
      .getByRole('button', { name: 'Upload', exact: true });
    await upload.waitFor({ timeout: 60_000 });
    // Counted from the click on Upload: handing a 30 MB file to the page (the test's setFiles)
    // is the browser's work, not the page's.
    await page.evaluate(() => (window.__uploadBench!.counting = true));
    await upload.click();
    const response = await uploaded;
    const answeredMs = Date.now() - dropped;
    if (!response.ok()) {
      throw new Error(`The upload answered ${response.status()}: ${await response.text()}`);
    }
    // The last progress steps and long tasks are reported after the answer: let them arrive.
    await page.waitForTimeout(1_000);
    const seen = await page.evaluate(() => window.__uploadBench!);
    const longest = Math.round(Math.max(0, ...seen.longTasks));
    console.log(
      `Uploading a 30 MB PDF over a 50 Mbit/s uplink: ${seen.longTasks.length} long tasks (longest ${longest} ms), ` +
        `${seen.progressValues.length} progress steps shown (${seen.xhrProgressEvents} upload progress events), ` +
        `${(answeredMs / 1000).toFixed(1)} s from the drop to ${response.status()}.`,
    );
    return {
      'upload.longest-task': {
        value: longest,
        unit: 'ms',
        budget: BUDGET.longestTaskMs,
        higherIsBetter: false,
      },
      'upload.progress-steps': {
        value: seen.progressValues.length,
        unit: 'count',
        budget: BUDGET.progressSteps,
        higherIsBetter: true,
      },
      'upload.drop-to-answer': {
        value: answeredMs,
        unit: 'ms',
        budget: BUDGET.dropToAnswerMs,
        higherIsBetter: false,
      },
    };
  } finally {
    await browser.close();
  }
}
