/**
 * Chromium driven over a bare DevTools connection, for timings that Playwright's own
 * instrumentation would change.
 *
 * Why: Playwright turns on DevTools' Network domain for every page it drives, and Chromium then
 * keeps a copy of every response body in the page's renderer and decodes it to text when the
 * response completes. For the dashboard's 5.7 MB of statuses that put the end of the body
 * 15–45 ms after its last chunk (0–2 ms without it), and the copies cost the page's main thread
 * time while it reads: the time from the answer's last byte to the first rows measured 180–240 ms
 * in a Playwright page against 90–140 ms in this one. A user's browser has no DevTools attached,
 * so this is what the bench measures. Here only the Runtime domain is used (and Emulation for
 * the viewport): no network, page or log events are recorded.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface BarePage {
  /** Starts loading `url` in the page (does not wait for it). */
  navigate(url: string): Promise<void>;
  /** Runs `fn(arg)` in the page and answers its (awaited) result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /**
   * A Chromium trace of `categories` while `during` runs (the Tracing domain, for the longest
   * main-thread task): its events, as a trace file's `traceEvents`.
   */
  trace<T>(categories: string, during: () => Promise<T>): Promise<{ result: T; events: unknown[] }>;
  /** Resolves once `fn()` is true in the page, checking every 50 ms. */
  waitFor(fn: () => boolean, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

interface CdpAnswer {
  id: number;
  method?: string;
  params?: { value?: unknown[] };
  result?: {
    result?: { value?: unknown };
    exceptionDetails?: { text: string; exception?: { description?: string } };
  };
  error?: { message: string };
}

async function devToolsPort(profile: string, exited: () => boolean): Promise<number> {
  for (let attempt = 0; attempt < 200 && !exited(); attempt += 1) {
    try {
      const [port] = (await readFile(join(profile, 'DevToolsActivePort'), 'utf8')).split('\n');
      if (port) return Number(port);
    } catch {
      // Not written yet.
    }
    await sleep(50);
  }
  throw new Error('Chromium did not open its DevTools port');
}

export async function openBarePage(
  executablePath: string,
  args: readonly string[],
  viewport: { width: number; height: number },
): Promise<BarePage> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  const chrome = spawn(
    executablePath,
    [
      ...args,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  let exited = false;
  chrome.once('exit', () => (exited = true));
  const close = async () => {
    if (!exited) {
      const gone = new Promise((done) => chrome.once('exit', done));
      chrome.kill();
      await gone;
    }
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const port = await devToolsPort(profile, () => exited);
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
      type: string;
      webSocketDebuggerUrl: string;
    }[];
    const target = targets.find((candidate) => candidate.type === 'page');
    if (!target) throw new Error('Chromium opened no page');
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((open, fail) => {
      socket.addEventListener('open', open, { once: true });
      socket.addEventListener('error', fail, { once: true });
    });
    let lastId = 0;
    const waiting = new Map<number, (answer: CdpAnswer) => void>();
    /** Events of a trace being recorded, and who waits for its end. */
    let traced: unknown[] = [];
    let traceComplete: (() => void) | undefined;
    socket.addEventListener('message', (message) => {
      const answer = JSON.parse(String(message.data)) as CdpAnswer;
      if (answer.method === 'Tracing.dataCollected') traced.push(...(answer.params?.value ?? []));
      if (answer.method === 'Tracing.tracingComplete') traceComplete?.();
      waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
    });
    const send = (method: string, params: object = {}) =>
      new Promise<CdpAnswer>((done) => {
        lastId += 1;
        waiting.set(lastId, done);
        socket.send(JSON.stringify({ id: lastId, method, params }));
      });
    const evaluate = async <A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> => {
      const answer = await send('Runtime.evaluate', {
        expression: `(${fn.toString()})(${JSON.stringify(arg)})`,
        awaitPromise: true,
        returnByValue: true,
      });
      const failed = answer.error?.message ?? answer.result?.exceptionDetails;
      if (failed) throw new Error(`In the page: ${JSON.stringify(failed)}`);
      return answer.result?.result?.value as R;
    };
    await send('Emulation.setDeviceMetricsOverride', {
      ...viewport,
      deviceScaleFactor: 1,
      mobile: false,
    });
    return {
      navigate: async (url) => {
        const answer = await send('Page.navigate', { url });
        if (answer.error) throw new Error(`Could not open ${url}: ${answer.error.message}`);
      },
      evaluate,
      trace: async (categories, during) => {
        traced = [];
        const complete = new Promise<void>((done) => (traceComplete = done));
        const started = await send('Tracing.start', { categories, transferMode: 'ReportEvents' });
        if (started.error) throw new Error(`Could not trace: ${started.error.message}`);
        const result = await during();
        await send('Tracing.end');
        await complete;
        return { result, events: traced };
      },
      waitFor: async (fn, timeoutMs) => {
        const until = Date.now() + timeoutMs;
        for (;;) {
          // A page being replaced answers with an error: it is asked again.
          if (await evaluate(fn, undefined).catch(() => false)) return;
          if (Date.now() > until) throw new Error(`Timed out waiting for ${fn.toString()}`);
          await sleep(50);
        }
      },
      close: async () => {
        socket.close();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
