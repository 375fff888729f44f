import { isApiError } from './errors.ts';
import { sessionStore } from './session-store.ts';

/**
 * Reads every application's detail in the background, because status records carry no names
 * (issue 24 item 1, decision 0031): the rows on screen first, then the rest in the board's order,
 * at most MAX_IN_FLIGHT at a time, each request started in a task of its own. Only the summary
 * a page needs (`T`: the dashboard's names, the reports' facts) is kept, in memory (never
 * storage).
 */
export const MAX_IN_FLIGHT = 6;
/** A failed detail waits this long, doubled per failure up to MAX_BACKOFF_MS, before it is asked again. */
export const FIRST_BACKOFF_MS = 2_000;
export const MAX_BACKOFF_MS = 60_000;
/** Arrivals are told in batches, not one by one (each redraw goes over every row). */
export const BATCH_MS = 500;

/** Why the loader stopped for good, or null while it may go on. */
export type Halt = null | 'signed-out' | 'disabled';

export interface NamesProgress<T> {
  /** Summaries of every application loaded, by id (the window's and any earlier). */
  summaries: ReadonlyMap<number, T>;
  /** Of the window's applications: how many are loaded, failed (waiting to be asked again), and all. */
  loaded: number;
  failed: number;
  total: number;
  /** Every application of the window is loaded (a search over names is then complete). */
  done: boolean;
  halt: Halt;
}

export interface NamesLoaderOptions<T> {
  /** Reads one detail's summary; `onScreen` says the row is shown (it may use the query cache). */
  load: (id: number, onScreen: boolean, signal: AbortSignal) => Promise<T | null>;
  /** What an application the service does not show this user (404) is summarised as. */
  missing: T;
  /** Called with the progress at most every BATCH_MS (and at once when loading ends or halts). */
  onProgress: (progress: NamesProgress<T>) => void;
  now?: () => number;
}

interface Failure {
  attempts: number;
  retryAt: number;
}

export interface NamesLoader<T> {
  /** The window's applications, in the order the rest is read. */
  setIds(ids: readonly number[]): void;
  /** The rows on screen (settled): read before any other. */
  setOnScreen(ids: readonly number[]): void;
  /** These changed (a status poll): their summaries are read again. */
  invalidate(ids: Iterable<number>): void;
  /** Read these first (the CSV's rows), and ask the failed among them again at once. */
  prioritise(ids: readonly number[]): void;
  /** While the page is hidden no request starts; those in flight finish. */
  setPaused(paused: boolean): void;
  /** After a 401 the loader waits for sign-in: `resume` carries on from where it was. */
  resume(): void;
  progress(): NamesProgress<T>;
  /** Called with each batch's progress, as onProgress is. */
  subscribe(listener: (progress: NamesProgress<T>) => void): () => void;
  /** How many times reading this application's detail has failed (0 once read). */
  attempts(id: number): number;
  /** Ends: aborts what is in flight and starts nothing until `start` (a page shown again). */
  stop(): void;
  start(): void;
}

export function createNamesLoader<T>({
  load,
  missing,
  onProgress,
  now = Date.now,
}: NamesLoaderOptions<T>): NamesLoader<T> {
  const summaries = new Map<number, T>();
  /** Read again: a changed application keeps its old summary until the new one comes. */
  const stale = new Set<number>();
  const failures = new Map<number, Failure>();
  const inFlight = new Set<number>();
  let controller = new AbortController();
  const listeners = new Set<(progress: NamesProgress<T>) => void>();
  let ids: readonly number[] = [];
  let idSet = new Set<number>();
  let urgent: number[] = [];
  let onScreen = new Set<number>();
  /** Where the walk through `ids` has got to: everything before it is loaded or in hand. */
  let cursor = 0;
  let paused = false;
  let halt: Halt = null;
  let stopped = false;
  /** Bumped by `stop`: answers to requests of an earlier run are ignored. */
  let run = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let batchTimer: ReturnType<typeof setTimeout> | undefined;

  const wanted = (id: number) =>
    (!summaries.has(id) || stale.has(id)) && !inFlight.has(id) && ready(id);
  const ready = (id: number) => {
    const failure = failures.get(id);
    return !failure || failure.retryAt <= now();
  };

  function progress(): NamesProgress<T> {
    let loaded = 0;
    let failed = 0;
    for (const id of ids) {
      if (summaries.has(id)) loaded += 1;
      else if (failures.has(id)) failed += 1;
    }
    return {
      summaries,
      loaded,
      failed,
      total: ids.length,
      done: loaded === ids.length && !ids.some((id) => stale.has(id)),
      halt,
    };
  }

  /** Tells the progress: at once (`urgent`), or with the batch, at most every BATCH_MS. */
  function tell(urgent: boolean) {
    if (stopped || (!urgent && batchTimer !== undefined)) return;
    clearTimeout(batchTimer);
    const send = () => {
      batchTimer = undefined;
      // A copy: the map is handed to React, which must see a new one to redraw.
      const told = { ...progress(), summaries: new Map(summaries) };
      onProgress(told);
      for (const listener of listeners) listener(told);
    };
    if (urgent) send();
    else batchTimer = setTimeout(send, BATCH_MS);
  }

  function next(): number | undefined {
    while (urgent.length > 0) {
      const id = urgent.shift()!;
      if (wanted(id)) return id;
    }
    for (const id of onScreen) if (wanted(id)) return id;
    for (; cursor < ids.length; cursor += 1) {
      const id = ids[cursor]!;
      if (wanted(id)) return id;
    }
    // Past the end: failed ones whose time has come, or changed ones behind the cursor.
    for (const id of ids) if (wanted(id)) return id;
    return undefined;
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    let soonest = Infinity;
    for (const [id, failure] of failures)
      if (idSet.has(id) && !inFlight.has(id)) soonest = Math.min(soonest, failure.retryAt);
    if (soonest === Infinity) return;
    retryTimer = setTimeout(pump, Math.max(0, soonest - now()));
  }

  function pump() {
    if (stopped || paused || halt) return;
    while (inFlight.size < MAX_IN_FLIGHT) {
      const id = next();
      if (id === undefined) break;
      inFlight.add(id);
      // Each request is built in a task of its own: six in one task were a long task on a phone,
      // and the dashboard at 10,000 rows allows no task of 50 ms while scrolling.
      const current = run;
      setTimeout(() => {
        if (current !== run) return;
        if (halt) {
          inFlight.delete(id);
          return;
        }
        load(id, onScreen.has(id), controller.signal).then(
          (summary) => {
            if (current !== run) return;
            inFlight.delete(id);
            failures.delete(id);
            stale.delete(id);
            // null: the service knows no such application for this user (404); nothing to name.
            summaries.set(id, summary ?? missing);
            finish();
          },
          (error: unknown) => {
            if (current !== run) return;
            inFlight.delete(id);
            if (isApiError(error) && error.kind === 'unauthorized') {
              halt = 'signed-out';
              // Asked again first once signed in.
              urgent.unshift(id);
            } else if (
              isApiError(error) &&
              (error.kind === 'disabled' || (error.kind === 'http' && error.status === 403))
            )
              halt = 'disabled';
            else {
              const attempts = (failures.get(id)?.attempts ?? 0) + 1;
              const wait = Math.min(FIRST_BACKOFF_MS * 2 ** (attempts - 1), MAX_BACKOFF_MS);
              failures.set(id, { attempts, retryAt: now() + wait });
            }
            finish();
          },
        );
      }, 0);
    }
    scheduleRetry();
  }

  /** After an answer: the next request, and the progress (at once when nothing is left in flight). */
  function finish() {
    pump();
    tell(inFlight.size === 0 || halt !== null);
  }

  return {
    setIds(next) {
      // A new order of the same applications (a re-sort as names arrive) changes no progress:
      // telling it would redraw the page, which re-sorts, and so on.
      const same = next.length === ids.length && next.every((id) => idSet.has(id));
      ids = next;
      cursor = 0;
      if (!same) {
        idSet = new Set(next);
        tell(false);
      }
      pump();
    },
    setOnScreen(next) {
      onScreen = new Set(next);
      pump();
    },
    invalidate(changed) {
      for (const id of changed) {
        if (summaries.has(id)) stale.add(id);
        failures.delete(id);
        // A changed application is read again before the rest: its status moved.
        urgent.push(id);
      }
      tell(false);
      pump();
    },
    prioritise(first) {
      for (const id of first) {
        const failure = failures.get(id);
        if (failure) failure.retryAt = now();
      }
      urgent = [...first, ...urgent];
      pump();
    },
    setPaused(next) {
      paused = next;
      pump();
    },
    resume() {
      if (halt !== 'signed-out') return;
      halt = null;
      tell(true);
      pump();
    },
    progress,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attempts: (id) => failures.get(id)?.attempts ?? 0,
    stop() {
      stopped = true;
      run += 1;
      clearTimeout(retryTimer);
      clearTimeout(batchTimer);
      batchTimer = undefined;
      controller.abort();
      // What was in flight is asked again after a start.
      inFlight.clear();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      controller = new AbortController();
      pump();
    },
  };
}

/**
 * Runs a loader while its page is shown: no request starts while the tab is hidden, and after a
 * 401 nothing is sent until the user signs in again (src/api/client.ts). Returns the stop.
 */
export function runWhileShown<T>(loader: NamesLoader<T>): () => void {
  // Set before anything can start.
  const visibility = () => loader.setPaused(document.visibilityState === 'hidden');
  visibility();
  document.addEventListener('visibilitychange', visibility);
  loader.start();
  const unsubscribe = sessionStore.subscribe(() => {
    if (sessionStore.get().status === 'active') loader.resume();
  });
  return () => {
    document.removeEventListener('visibilitychange', visibility);
    unsubscribe();
    loader.stop();
  };
}

export type ExportEnd<T> =
  | { kind: 'named'; summaries: ReadonlyMap<number, T>; unnamed: number }
  | { kind: 'cancelled' }
  | { kind: 'halted'; halt: Exclude<Halt, null> };

/**
 * The CSV export's wait: its rows are read first (and the failed among them asked again at
 * once); it ends when each is named, or was asked again and failed again (`unnamed`: the file
 * then says how many have no name rather than leave them silently blank). Answers the cancel.
 */
export function exportWhenNamed<T>(
  loader: NamesLoader<T>,
  rows: readonly { id: number }[],
  {
    onProgress,
    onEnd,
  }: { onProgress: (named: number) => void; onEnd: (end: ExportEnd<T>) => void },
): () => void {
  const ids = rows.map((row) => row.id);
  const before = new Map(ids.map((id) => [id, loader.attempts(id)]));
  let ended = false;
  const end = (result: ExportEnd<T>) => {
    ended = true;
    unsubscribe();
    onEnd(result);
  };
  const check = (progress: NamesProgress<T>) => {
    if (ended) return;
    if (progress.halt) return end({ kind: 'halted', halt: progress.halt });
    let named = 0;
    let unnamed = 0;
    for (const id of ids) {
      if (progress.summaries.has(id)) named += 1;
      else if (loader.attempts(id) > before.get(id)!) unnamed += 1;
    }
    if (named + unnamed === ids.length)
      return end({ kind: 'named', summaries: progress.summaries, unnamed });
    onProgress(named);
  };
  const unsubscribe = loader.subscribe(check);
  loader.prioritise(ids);
  check(loader.progress());
  return () => {
    if (!ended) end({ kind: 'cancelled' });
  };
}
