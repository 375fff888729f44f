import { resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, DEFAULT_CHROME_PATH } from './lighthouse.ts';
import { choosePlanForPaperwork } from './paperwork-latency.ts';
import { startPortal } from './server.ts';
import { SESSION_STORAGE_KEY, signInToSandbox } from './session.ts';
import { median } from './statistics.ts';

/**
 * Total Blocking Time estimated from the main thread's CPU time, for comparing two builds on a
 * busy machine (docs/perf-log.md, 2026-11-27). Lighthouse's TBT comes from wall-clock task
 * durations, which other processes on a shared machine stretch at random (±0.15 on the score
 * between identical runs); a task's thread time (the trace's `tdur`) is what the page itself
 * spent. Each top-level task after the first contentful paint counts `4 × thread time − 50 ms`
 * when positive (Lighthouse's mobile CPU is 4× slower).
 *
 * `node scripts/bench/cpu-blocking.ts [runs] path…` on a built `dist/`, signed in, cold cache.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** What a long task was doing, when one of these takes most of it. */
const WORK = new Set([
  'FunctionCall',
  'v8.evaluateModule',
  'Layout',
  'UpdateLayoutTree',
  'TimerFire',
]);

/** The estimate and the long tasks (estimated ms and what they were doing) of one trace. */
export function blockingFromTrace(events: TraceEvent[]): { tbt: number; long: string[] } {
  const fcp = events
    .filter((event) => event.name === 'firstContentfulPaint')
    .sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) throw new Error('The trace has no first contentful paint');
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === fcp.pid &&
      event.args?.name === 'CrRendererMain',
  );
  const onMain = events
    .filter((event) => event.pid === fcp.pid && event.tid === main?.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let tbt = 0;
  let coveredUntil = 0;
  const long: string[] = [];
  for (const task of onMain) {
    // Only outermost tasks: the two task event names nest.
    if (!TASKS.has(task.name) || task.ts < coveredUntil) continue;
    const duration = task.dur ?? 0;
    coveredUntil = task.ts + duration;
    if (task.ts < fcp.ts) continue;
    const estimated = ((task.tdur ?? duration) / 1000) * 4;
    if (estimated <= 50) continue;
    tbt += estimated - 50;
    const doing = onMain.find(
      (event) =>
        WORK.has(event.name) &&
        event.ts >= task.ts &&
        event.ts < task.ts + duration &&
        (event.dur ?? 0) > duration * 0.3,
    );
    const url = doing?.args?.data?.url?.replace(/^.*\//, '');
    long.push(`${Math.round(estimated)} ms (${doing?.name ?? 'other'}${url ? ` ${url}` : ''})`);
  }
  return { tbt, long };
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..', '..');
  const runs = Number(process.argv[2] ?? 3);
  const paths = process.argv.slice(3);
  const chromePath = process.env.CHROME_PATH?.trim() || DEFAULT_CHROME_PATH;
  const portal = await startPortal({ root, startScript: resolve(root, 'scripts', 'start.ts') });
  try {
    const session = await signInToSandbox(portal.url);
    if (paths.some((path) => path.endsWith('/paperwork'))) {
      await choosePlanForPaperwork(portal.url, session);
    }
    for (const path of paths) {
      const estimates: number[] = [];
      for (let run = 1; run <= runs; run++) {
        const browser = await puppeteer.launch({ executablePath: chromePath, args: CHROME_FLAGS });
        try {
          const page = await browser.newPage();
          await page.setViewport({ width: 412, height: 823, isMobile: true });
          await page.goto(new URL('/sign-in', portal.url).href);
          await page.evaluate(
            (key, value) => sessionStorage.setItem(key, value),
            SESSION_STORAGE_KEY,
            JSON.stringify(session),
          );
          const cdp = await page.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await page.goto('about:blank');
          await page.tracing.start({
            categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
          });
          await page.goto(new URL(path, portal.url).href, { waitUntil: 'networkidle0' });
          await new Promise((settled) => setTimeout(settled, 1000));
          const trace = await page.tracing.stop();
          const { traceEvents } = JSON.parse(Buffer.from(trace ?? []).toString()) as {
            traceEvents: TraceEvent[];
          };
          const { tbt, long } = blockingFromTrace(traceEvents);
          estimates.push(tbt);
          console.log(`${path} run ${run}: ~${Math.round(tbt)} ms; long tasks ${long.join(', ')}`);
        } finally {
          await browser.close();
        }
      }
      console.log(`${path}: median ~${Math.round(median(estimates))} ms`);
    }
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  } finally {
    await portal.stop();
  }
}
