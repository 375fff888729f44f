import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../src/schemas/document-requests.ts';
import { documentBodyLimitBytes } from '../sandbox/app.ts';
import { demoPassword } from '../sandbox/users/defaults.ts';
import { openDatabase } from '../sandbox/storage.ts';
import { createPortalServer } from './portal-server.ts';

/**
 * The one-port server hands document uploads to the sandbox whole: a 30 MB file is about
 * 40 MB of base64 inside JSON, and nothing on the way may refuse it; a much larger body is a
 * 413 from the sandbox. (The dev server mounts the same sandbox app with no limit of its own.)
 */

let distDir: string;
let server: Server;
let baseUrl: string;

function send(
  path: string,
  options: { method: string; headers?: Record<string, string>; body?: string | Buffer },
) {
  return new Promise<{ status: number; body: string }>((resolvePromise, reject) => {
    const req = httpRequest(
      `${baseUrl}${path}`,
      { method: options.method, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolvePromise({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    // The server may answer 413 and close before a large body is fully written.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(options.body);
  });
}

async function signIn(): Promise<string> {
  const { body } = await send('/sandbox/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'sunrise.admin', password: demoPassword }),
  });
  return (JSON.parse(body) as { token: string }).token;
}

function documentBody(decodedBytes: number): string {
  return JSON.stringify({
    DocumentName: 'Dealer agreement',
    Description: 'Signed agreement, scanned',
    ViewDocumentType: 'dealerDocument',
    // A PDF's header (`%PDF-1`, base64 `JVBERi0x`), then zero bytes: the file is what its name says.
    Document: {
      FileName: 'agreement.pdf',
      Content: `JVBERi0x${'A'.repeat((decodedBytes / 3) * 4 - 8)}`,
    },
  });
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'portal-body-limit-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Dealer portal</title>');
  server = await createPortalServer({
    distDir,
    db: openDatabase({ path: ':memory:' }),
    decisionDelayMs: 0,
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
  rmSync(distDir, { recursive: true, force: true });
});

describe('request body limits through the portal server', () => {
  it('accepts a 30 MB document, a JSON body of about 41 MB', async () => {
    const body = documentBody(MAX_DOCUMENT_BYTES);
    expect(body.length).toBeGreaterThan(41_900_000);
    const response = await send('/v3/api/dealers/101/dealerDocuments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await signIn()}` },
      body,
    });
    expect(response.status).toBe(200);
  });

  it('refuses a much larger body with a JSON 413', async () => {
    const body = Buffer.alloc(documentBodyLimitBytes + 5 * 1024 * 1024, 'A');
    const response = await send('/v3/api/dealers/101/dealerDocuments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await signIn()}` },
      body,
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ Message: expect.any(String) });
  });

  it('refuses a body sent in chunks without a length once it passes the limit', async () => {
    const token = await signIn();
    const response = await new Promise<number>((resolvePromise, reject) => {
      const req = httpRequest(
        `${baseUrl}/v3/api/dealers/101/dealerDocuments`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        },
        (res) => {
          res.resume();
          resolvePromise(res.statusCode ?? 0);
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      const chunk = Buffer.alloc(1024 * 1024, 'A');
      let sent = 0;
      const pump = () => {
        while (sent < 60) {
          sent += 1;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(response).toBe(413);
  });
});
