import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The portal and its sandbox as a child process, exactly as `npm start` runs
 * them (`node scripts/start.ts`), so the bench measures what users get: the
 * same static-file server, compression and headers. It runs on a free port
 * with a throw-away sandbox database, so a bench never touches a developer's
 * sandbox data nor collides with a running `npm start`.
 */
export interface RunningPortal {
  /** The origin with a trailing slash, e.g. http://127.0.0.1:41234/ */
  url: string;
  /** Idempotent; waits for the process to exit (SIGKILL after a grace period). */
  stop(): Promise<void>;
  /** For diagnosing a failed measurement: is the server still up, and what did it print? */
  isRunning(): boolean;
  output(): string;
}

const HOST = '127.0.0.1';

/** A port the OS says is free right now (bound to port 0, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() =>
        port > 0 ? resolve(port) : reject(new Error('Could not find a free port')),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const forced = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, graceMs);
  });
  await Promise.race([exited(child), forced]);
  clearTimeout(timer);
  await exited(child);
}

/**
 * Spawns `node <startScript>` and resolves once GET /config.json answers 200
 * (the last thing the portal needs before it can render). Rejects, with the
 * child's output, if it exits early or is not ready within `timeoutMs`
 * (start.ts may build dist/ first when it is stale, hence the generous default).
 */
export async function startPortal(options: {
  root: string;
  startScript: string;
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}): Promise<RunningPortal> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const url = `http://${HOST}:${port}/`;
  const child = spawn(process.execPath, [options.startScript], {
    cwd: options.root,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(port),
      HOST,
      SANDBOX_DB: join(dataDir, 'sandbox.db'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  // Last resort if the bench itself dies without reaching stop(): never leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= stopChild(child, 5000).finally(() => {
      process.removeListener('exit', killOnExit);
      rmSync(dataDir, { recursive: true, force: true });
    });
    return stopped;
  };

  try {
    await waitUntilReady(`${url}config.json`, child, options.timeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    const detail = output.trim() === '' ? '(no output)' : output.trim();
    throw new Error(
      `${(error as Error).message}\n--- output of ${options.startScript} ---\n${detail}`,
      {
        cause: error,
      },
    );
  }
  return {
    url,
    stop,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
  };
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The portal exited before it was ready (${child.exitCode ?? child.signalCode})`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The portal did not answer ${url} with 200 within ${timeoutMs} ms (${lastProblem})`,
  );
}
