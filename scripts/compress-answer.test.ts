import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswer, MIN_COMPRESSED_BYTES } from './compress-answer.ts';

const big = JSON.stringify(
  Array.from({ length: 200 }, (_, index) => ({ LoanApplicationId: index, Status: 'Approved' })),
);
const json = (body: string, status = 200, type = 'application/json; charset=UTF-8') =>
  new Response(body, { status, headers: { 'Content-Type': type } });

describe('compressAnswer', () => {
  it('gzips a JSON answer worth it for a client that accepts gzip', async () => {
    const answer = await compressAnswer(json(big), 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Encoding')).toBe('gzip');
    expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.length).toBeLessThan(big.length / 5);
    expect(gunzipSync(bytes).toString()).toBe(big);
  });

  it('keeps the status and compresses problem details too', async () => {
    const problem = JSON.stringify({ title: 'Bad request', errors: { x: [big] } });
    const answer = await compressAnswer(json(problem, 400, 'application/problem+json'), 'gzip');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('sends a small answer as it is', async () => {
    const small = JSON.stringify({ ok: true });
    expect(small.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    const answer = await compressAnswer(json(small), 'gzip');
    expect(answer.headers.get('Content-Encoding')).toBeNull();
    expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await answer.text()).toBe(small);
  });

  it('sends it as it is to a client that does not accept gzip, or refuses it', async () => {
    for (const accept of [undefined, 'br', 'gzip;q=0, br']) {
      const answer = await compressAnswer(json(big), accept);
      expect(answer.headers.get('Content-Encoding')).toBeNull();
      expect(await answer.text()).toBe(big);
    }
  });

  it('leaves what is not JSON alone (a PDF, an empty answer)', async () => {
    const pdf = new Response(new Uint8Array(4096), {
      headers: { 'Content-Type': 'application/pdf' },
    });
    expect(await compressAnswer(pdf, 'gzip')).toBe(pdf);
    const empty = new Response(null, { status: 204 });
    expect(await compressAnswer(empty, 'gzip')).toBe(empty);
  });
});
