import { describe, expect, it } from 'vitest';
import { blockingFromTrace } from './cpu-blocking.ts';

const main = { pid: 1, tid: 7 };
const task = (ts: number, dur: number, tdur: number) => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ...main,
  ts,
  dur,
  tdur,
});

describe('blockingFromTrace', () => {
  const events = [
    { name: 'thread_name', ph: 'M', ...main, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'firstContentfulPaint', ph: 'I', ...main, ts: 1_000 },
    // Before the first paint: not counted, however long.
    task(0, 900, 900_000),
    // 30 ms of CPU (120 ms on the mobile CPU) stretched to 200 ms by other processes: counts 70.
    task(2_000, 200_000, 30_000),
    // The inner RunTask of the same task is not counted again.
    { ...task(2_100, 100_000, 20_000), name: 'RunTask' },
    { name: 'v8.evaluateModule', ph: 'X', ...main, ts: 2_200, dur: 150_000 },
    // 10 ms of CPU (40 ms on the mobile CPU): not a long task.
    task(300_000, 10_000, 10_000),
    // Another thread's work is not the page's.
    { ...task(400_000, 90_000, 90_000), tid: 8 },
  ];

  it('counts 4 × thread time − 50 ms of each top-level main-thread task after the first paint', () => {
    const { tbt, long } = blockingFromTrace(events);
    expect(tbt).toBe(70);
    expect(long).toEqual(['120 ms (v8.evaluateModule)']);
  });

  it('refuses a trace without a first paint', () => {
    expect(() =>
      blockingFromTrace(events.filter((event) => event.name !== 'firstContentfulPaint')),
    ).toThrow(/first contentful paint/);
  });
});
