import { beforeEach, describe, expect, it } from 'vitest';
import { listAttestationStatuses, listDealers } from '../src/api/dealers.ts';
import { connectToSandbox } from './harness.ts';

describe('dealers API against the sandbox', () => {
  let api: ReturnType<typeof connectToSandbox>;
  beforeEach(() => {
    api = connectToSandbox();
  });

  it('lists the caller’s dealers (v3)', async () => {
    await api.signInAs('dealer.user');
    const dealers = await listDealers();
    expect(dealers.map((dealer) => dealer.Id).sort()).toEqual([101, 103]);
    expect(dealers[0]).toMatchObject({
      DealerNumber: expect.any(String),
      Products: expect.any(Array),
    });
  });

  it('lists attestation statuses', async () => {
    await api.signInAs('operator');
    const statuses = await listAttestationStatuses();
    expect(statuses.find((status) => status.DealerId === 102)?.AttestationCompliant).toBe(false);
  });

  it('an expired session is an unauthorized error', async () => {
    await api.signInAs('operator');
    api.sandbox.advance(9 * 60 * 60 * 1000);
    await expect(listDealers()).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
