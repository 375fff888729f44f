import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import {
  BATCH_MS,
  createNamesLoader,
  exportWhenNamed,
  FIRST_BACKOFF_MS,
  MAX_IN_FLIGHT,
  type ExportEnd,
  type NamesProgress,
} from './names-loader.ts';
interface Summary {
  name: string;
}

const summary = (name: string): Summary => ({ name });

/** A load whose answers the test gives, one request at a time. */
function service() {
  const pending = new Map<
    number,
    { resolve: (s: Summary | null) => void; reject: (e: unknown) => void }
  >();
  const asked: number[] = [];
  const load = vi.fn((id: number) => {
    asked.push(id);
    return new Promise<Summary | null>((resolve, reject) => {
      pending.set(id, { resolve, reject });
    });
  });
  const answer = async (id: number, name = `Applicant ${id}`) => {
    const request = pending.get(id);
    if (!request) throw new Error(`${id} was not asked for`);
    pending.delete(id);
    request.resolve(summary(name));
    await vi.advanceTimersByTimeAsync(0);
  };
  const fail = async (id: number, error: unknown) => {
    const request = pending.get(id)!;
    pending.delete(id);
    request.reject(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { load, asked, pending, answer, fail };
}

function loaderWith(sandbox: ReturnType<typeof service>) {
  const told: NamesProgress<Summary>[] = [];
  const loader = createNamesLoader({
    load: sandbox.load,
    missing: summary(''),
    onProgress: (p) => told.push(p),
  });
  return { loader, told };
}

const ids = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the background names loader', () => {
  it('reads the rows on screen first, then the rest in order', async () => {
    const sandbox = service();
    const { loader } = loaderWith(sandbox);
    loader.setOnScreen([15, 16]);
    loader.setIds(ids(1, 20));
    await vi.advanceTimersByTimeAsync(0);
    expect(sandbox.asked).toEqual([15, 16, 1, 2, 3, 4]);
    // Rows coming on screen later go before the rest.
    loader.setOnScreen([18]);
    await sandbox.answer(1);
    expect(sandbox.asked.at(-1)).toBe(18);
    await sandbox.answer(2);
    expect(sandbox.asked.at(-1)).toBe(5);
  });

  it('has at most six requests in flight, each started in a task of its own', async () => {
    const sandbox = service();
    const { loader } = loaderWith(sandbox);
    loader.setIds(ids(1, 50));
    // Nothing is sent in the task that asked.
    expect(sandbox.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sandbox.pending.size).toBe(MAX_IN_FLIGHT);
    await sandbox.answer(3);
    expect(sandbox.pending.size).toBe(MAX_IN_FLIGHT);
    expect(sandbox.asked).toHaveLength(7);
    for (const id of ids(1, 50)) if (sandbox.pending.has(id)) await sandbox.answer(id);
    while (sandbox.pending.size > 0) {
      expect(sandbox.pending.size).toBeLessThanOrEqual(MAX_IN_FLIGHT);
      await sandbox.answer([...sandbox.pending.keys()][0]!);
    }
    expect(loader.progress()).toMatchObject({ loaded: 50, total: 50, done: true });
  });

  it('starts nothing while the page is hidden and carries on when it is shown', async () => {
    const sandbox = service();
    const { loader } = loaderWith(sandbox);
    loader.setIds(ids(1, 10));
    await vi.advanceTimersByTimeAsync(0);
    loader.setPaused(true);
    await sandbox.answer(1);
    await sandbox.answer(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sandbox.asked).toHaveLength(6);
    loader.setPaused(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(sandbox.asked).toEqual(ids(1, 8));
  });

  it('stops everything after a 401 and carries on only once signed in again', async () => {
    const sandbox = service();
    const { loader, told } = loaderWith(sandbox);
    loader.setIds(ids(1, 10));
    await vi.advanceTimersByTimeAsync(0);
    await sandbox.fail(1, new ApiError('unauthorized', 'Your session has expired.'));
    await sandbox.answer(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sandbox.asked).toHaveLength(6);
    expect(loader.progress().halt).toBe('signed-out');
    expect(told.at(-1)?.halt).toBe('signed-out');
    loader.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(sandbox.asked.slice(6)).toEqual([1, 7]);
  });

  it('stops with a reason when the detail operation is disabled for the user', async () => {
    const sandbox = service();
    const { loader, told } = loaderWith(sandbox);
    loader.setIds(ids(1, 10));
    await vi.advanceTimersByTimeAsync(0);
    await sandbox.fail(
      2,
      new ApiError('disabled', 'This is not available for your account.', { status: 403 }),
    );
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sandbox.asked).toHaveLength(6);
    expect(told.at(-1)).toMatchObject({ halt: 'disabled', done: false });
    loader.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(sandbox.asked).toHaveLength(6);
  });

  it('asks a failed detail again later, waiting longer after each failure', async () => {
    const sandbox = service();
    const { loader } = loaderWith(sandbox);
    loader.setIds([1]);
    await vi.advanceTimersByTimeAsync(0);
    await sandbox.fail(1, new ApiError('server', 'The service had a problem.', { status: 500 }));
    expect(loader.progress()).toMatchObject({ loaded: 0, failed: 1, done: false });
    await vi.advanceTimersByTimeAsync(FIRST_BACKOFF_MS - 10);
    expect(sandbox.asked).toEqual([1]);
    await vi.advanceTimersByTimeAsync(20);
    expect(sandbox.asked).toEqual([1, 1]);
    await sandbox.fail(1, new ApiError('network', 'The service could not be reached.'));
    await vi.advanceTimersByTimeAsync(FIRST_BACKOFF_MS + 10);
    expect(sandbox.asked).toEqual([1, 1]);
    await vi.advanceTimersByTimeAsync(FIRST_BACKOFF_MS);
    expect(sandbox.asked).toEqual([1, 1, 1]);
    await sandbox.answer(1, 'Ada Lovelace');
    expect(loader.progress()).toMatchObject({ loaded: 1, failed: 0, done: true });
    expect(loader.attempts(1)).toBe(0);
  });

  it('reads a changed application again and is not done until it has', async () => {
    const sandbox = service();
    const { loader, told } = loaderWith(sandbox);
    loader.setIds(ids(1, 3));
    await vi.advanceTimersByTimeAsync(0);
    for (const id of ids(1, 3)) await sandbox.answer(id);
    expect(told.at(-1)).toMatchObject({ loaded: 3, done: true });
    loader.invalidate([2]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sandbox.asked).toEqual([1, 2, 3, 2]);
    expect(loader.progress().done).toBe(false);
    // The old name stays shown meanwhile.
    expect(loader.progress().summaries.get(2)?.name).toBe('Applicant 2');
    await sandbox.answer(2, 'Grace Hopper');
    expect(told.at(-1)?.summaries.get(2)?.name).toBe('Grace Hopper');
    expect(told.at(-1)?.done).toBe(true);
  });

  it('tells its progress in batches, not on every arrival', async () => {
    const sandbox = service();
    const { loader, told } = loaderWith(sandbox);
    loader.setIds(ids(1, 40));
    await vi.advanceTimersByTimeAsync(0);
    const before = told.length;
    for (let index = 0; index < 20; index += 1)
      await sandbox.answer([...sandbox.pending.keys()][0]!);
    expect(told.length - before).toBeLessThanOrEqual(1);
    await vi.advanceTimersByTimeAsync(BATCH_MS);
    expect(told.at(-1)).toMatchObject({ loaded: 20, total: 40, done: false });
  });

  it('counts an application the service does not show (404) as read, with no name', async () => {
    const sandbox = service();
    const { loader } = loaderWith(sandbox);
    loader.setIds([1]);
    await vi.advanceTimersByTimeAsync(0);
    sandbox.pending.get(1)!.resolve(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.progress()).toMatchObject({ loaded: 1, done: true });
    expect(loader.progress().summaries.get(1)?.name).toBe('');
  });
});

describe('the export waiting for its names', () => {
  it('reads its missing rows first and ends once every one is named', async () => {
    const sandbox = service();
    const { loader } = loaderWith(sandbox);
    loader.setIds(ids(1, 30));
    await vi.advanceTimersByTimeAsync(0);
    for (const id of ids(1, 6)) await sandbox.answer(id);
    const ends: ExportEnd<Summary>[] = [];
    const named: number[] = [];
    exportWhenNamed(loader, [{ id: 2 }, { id: 25 }, { id: 29 }], {
      onProgress: (count) => named.push(count),
      onEnd: (end) => ends.push(end),
    });
    expect(named).toEqual([1]);
    // Whatever was in flight finishes; the export's rows are asked for next.
    await vi.advanceTimersByTimeAsync(0);
    await sandbox.answer([...sandbox.pending.keys()][0]!);
    expect(sandbox.asked.slice(-1)).toEqual([25]);
    await sandbox.answer([...sandbox.pending.keys()][0]!);
    expect(sandbox.asked.slice(-2)).toEqual([25, 29]);
    await sandbox.answer(25);
    await sandbox.answer(29);
    await vi.advanceTimersByTimeAsync(BATCH_MS);
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({ kind: 'named', unnamed: 0 });
    const end = ends[0] as Extract<ExportEnd<Summary>, { kind: 'named' }>;
    expect([2, 25, 29].map((id) => end.summaries.get(id)?.name)).toEqual([
      'Applicant 2',
      'Applicant 25',
      'Applicant 29',
    ]);
  });

  it('asks a failed row again at once, and counts it unnamed only when that fails too', async () => {
    const sandbox = service();
    const { loader } = loaderWith(sandbox);
    loader.setIds([1, 2]);
    await vi.advanceTimersByTimeAsync(0);
    await sandbox.answer(1);
    await sandbox.fail(2, new ApiError('server', 'The service had a problem.', { status: 500 }));
    const ends: ExportEnd<Summary>[] = [];
    exportWhenNamed(loader, [{ id: 1 }, { id: 2 }], {
      onProgress: () => {},
      onEnd: (end) => ends.push(end),
    });
    await vi.advanceTimersByTimeAsync(0);
    // Asked again without waiting for its back-off.
    expect(sandbox.asked).toEqual([1, 2, 2]);
    expect(ends).toEqual([]);
    await sandbox.fail(2, new ApiError('server', 'The service had a problem.', { status: 500 }));
    await vi.advanceTimersByTimeAsync(BATCH_MS);
    expect(ends).toMatchObject([{ kind: 'named', unnamed: 1 }]);
  });

  it('stops waiting when cancelled', async () => {
    const sandbox = service();
    const { loader } = loaderWith(sandbox);
    loader.setIds([1, 2]);
    await vi.advanceTimersByTimeAsync(0);
    const ends: ExportEnd<Summary>[] = [];
    const cancel = exportWhenNamed(loader, [{ id: 1 }, { id: 2 }], {
      onProgress: () => {},
      onEnd: (end) => ends.push(end),
    });
    cancel();
    await sandbox.answer(1);
    await sandbox.answer(2);
    await vi.advanceTimersByTimeAsync(BATCH_MS);
    expect(ends).toEqual([{ kind: 'cancelled' }]);
  });
});

describe('a new order of the same applications', () => {
  it('is read in that order and tells no progress (the page re-sorts as names arrive)', async () => {
    const sandbox = service();
    const { loader, told } = loaderWith(sandbox);
    loader.setIds(ids(1, 3));
    await vi.advanceTimersByTimeAsync(0);
    for (const id of ids(1, 3)) await sandbox.answer(id);
    await vi.advanceTimersByTimeAsync(BATCH_MS);
    const before = told.length;
    loader.setIds([3, 2, 1]);
    await vi.advanceTimersByTimeAsync(BATCH_MS * 4);
    expect(told.length).toBe(before);
    expect(sandbox.asked).toEqual([1, 2, 3]);
  });
});
