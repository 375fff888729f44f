import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './load-config.ts';

const valid = {
  apiBaseUrl: '',
  authMode: 'sandbox',
  roles: [{ id: 1, name: 'Operator' }],
  statusWindowDays: 90,
  idleTimeoutMinutes: 15,
};

function respond(body: string, status = 200) {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status })));
}

afterEach(() => vi.unstubAllGlobals());

describe('loadConfig', () => {
  it('accepts a valid file', async () => {
    respond(JSON.stringify(valid));
    expect(await loadConfig()).toEqual({
      ok: true,
      config: { ...valid, dealerFeeUnit: 'percent' },
    });
  });

  it('accepts an absolute https service address and token mode', async () => {
    respond(
      JSON.stringify({ ...valid, apiBaseUrl: 'https://api.lender.example', authMode: 'token' }),
    );
    expect((await loadConfig()).ok).toBe(true);
  });

  it('accepts roles with what each may do, and an older file whose roles do not say', async () => {
    const roles = [{ id: 4, name: 'Sales Representative', capabilities: ['applications.read'] }];
    respond(JSON.stringify({ ...valid, roles }));
    expect(await loadConfig()).toEqual({
      ok: true,
      config: { ...valid, roles, dealerFeeUnit: 'percent' },
    });
  });

  it('reads the dealer fee as an amount when the file says so, and refuses another unit', async () => {
    respond(JSON.stringify({ ...valid, dealerFeeUnit: 'amount' }));
    expect(await loadConfig()).toEqual({ ok: true, config: { ...valid, dealerFeeUnit: 'amount' } });
    respond(JSON.stringify({ ...valid, dealerFeeUnit: 'basis points' }));
    expect((await loadConfig()).ok).toBe(false);
  });

  it('reads the lender’s approval validity and the Due soon defaults, both optional', async () => {
    const dueSoon = { unsignedDays: 2, lookAheadDays: 14 };
    respond(JSON.stringify({ ...valid, approvalValidDays: 90, dueSoon }));
    expect(await loadConfig()).toEqual({
      ok: true,
      config: { ...valid, dealerFeeUnit: 'percent', approvalValidDays: 90, dueSoon },
    });
  });

  it('refuses an approval validity that is not a positive whole number of days, naming it', async () => {
    respond(JSON.stringify({ ...valid, approvalValidDays: 0 }));
    const result = await loadConfig();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.details.join(' ')).toMatch(/^approvalValidDays: /);
  });

  it('refuses a capability the portal does not know, naming where', async () => {
    respond(
      JSON.stringify({ ...valid, roles: [{ id: 1, name: 'Operator', capabilities: ['fly'] }] }),
    );
    const result = await loadConfig();
    expect(result).toMatchObject({ ok: false });
    expect(result.ok || result.details[0]).toMatch(/^roles\.0\.capabilities\.0: /);
  });

  it('asks the browser not to store the file', async () => {
    respond(JSON.stringify(valid));
    await loadConfig();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('reports a missing file', async () => {
    respond('Not found', 404);
    const result = await loadConfig();
    expect(result).toMatchObject({ ok: false, problem: expect.stringContaining('missing') });
  });

  it('reports a file that is not JSON', async () => {
    respond('{ apiBaseUrl: ');
    expect(await loadConfig()).toMatchObject({
      ok: false,
      problem: expect.stringContaining('not valid JSON'),
    });
  });

  it('names every invalid field', async () => {
    respond(JSON.stringify({ ...valid, authMode: 'magic', roles: [], apiBaseUrl: 'ftp://x' }));
    const result = await loadConfig();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.details.join('\n')).toMatch(/authMode/);
    expect(result.details.join('\n')).toMatch(/roles/);
    expect(result.details.join('\n')).toMatch(/apiBaseUrl/);
  });

  it('reports an unreachable server', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await loadConfig()).toMatchObject({
      ok: false,
      problem: expect.stringContaining('could not be loaded'),
    });
  });
});
