import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../sandbox/storage.ts';
import { createPortalServer } from './portal-server.ts';
import { originUrl } from './server-env.ts';

/**
 * Issue 18, items 10 and 11 through the one-port server: the Host header as a browser sends it
 * decides whether the sandbox answers, and its answers are never cached.
 */

let distDir: string;
let server: Server;
let port: number;

function get(path: string, host: string) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'GET',
        headers: { Host: host, Accept: 'text/html' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'portal-host-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Dealer portal</title>');
  let listening = 0;
  server = await createPortalServer({
    distDir,
    db: openDatabase({ path: ':memory:' }),
    decisionDelayMs: 0,
    host: '127.0.0.1',
    origin: () => originUrl('127.0.0.1', listening),
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  port = (server.address() as AddressInfo).port;
  listening = port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
  rmSync(distDir, { recursive: true, force: true });
});

describe('the sandbox behind the portal server', () => {
  it.each(['127.0.0.1', 'localhost', '[::1]'])('answers Host %s (with the port)', async (name) => {
    const answer = await get('/sandbox/accounts', `${name}:${port}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses another host name with 421 (DNS rebinding)', async () => {
    const answer = await get('/sandbox/accounts', `rebind.attacker.example:${port}`);
    expect(answer.status).toBe(421);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('still serves the portal’s own files, which hold no data', async () => {
    expect((await get('/', `rebind.attacker.example:${port}`)).status).toBe(200);
  });

  it('builds the origin from HOST and the port listened on', () => {
    expect(originUrl('127.0.0.1', 4191)).toBe('http://127.0.0.1:4191');
    expect(originUrl('0.0.0.0', 4173)).toBe('http://localhost:4173');
    expect(originUrl('::1', 4173)).toBe('http://[::1]:4173');
  });
});
