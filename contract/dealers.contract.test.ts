import { beforeEach, describe, expect, it } from 'vitest';
import {
  listAttestationStatuses,
  listDealerProducts,
  listDealerProductsV1,
  validateDealerEmail,
} from '../src/api/dealer-checks.ts';
import { listDealers, listDealersV1, uploadDealerDocument } from '../src/api/dealers.ts';
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

  it('lists dealers in the v1 shape', async () => {
    await api.signInAs('operator');
    const dealers = await listDealersV1();
    expect(dealers).toHaveLength(3);
    expect(dealers[0]?.SalesRepresentatives ?? []).toEqual([]);
  });

  it('lists products by dealer Id and by dealer number, v3 and v1', async () => {
    await api.signInAs('sunrise.admin');
    const byId = await listDealerProducts(101);
    expect(byId.map((p) => p.ProductOrService)).toContain('HVAC');
    expect(await listDealerProducts('700101')).toEqual(byId);
    expect(await listDealerProductsV1(101)).toEqual(byId);
  });

  it("lists a product the dealer record's Products lacks (the operation is the source)", async () => {
    await api.signInAs('sunrise.admin');
    const [sunrise] = (await listDealers()).filter((dealer) => dealer.Id === 101);
    const products = (await listDealerProducts(101)).map((p) => p.ProductOrService);
    expect(products).toContain('Attic Insulation');
    expect(sunrise?.Products.map((p) => p.Name)).not.toContain('Attic Insulation');
  });

  it('lists attestation statuses', async () => {
    await api.signInAs('operator');
    const statuses = await listAttestationStatuses();
    expect(statuses.find((status) => status.DealerId === 102)?.AttestationCompliant).toBe(false);
  });

  it("accepts the address of a user of the dealer, and refuses anyone else's", async () => {
    await api.signInAs('sunrise.admin');
    expect(
      await validateDealerEmail(101, { EmailAddress: 'jorge.castillo@sunrise.example.com' }),
    ).toEqual({
      EmailAddress: 'jorge.castillo@sunrise.example.com',
      DealerId: 101,
    });
    await expect(
      validateDealerEmail(101, { EmailAddress: 'nobody@sunrise.example.com' }),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { EmailAddress: [expect.any(String)] },
    });
  });

  it('says validateEmail is disabled for the read-only sales representative', async () => {
    await api.signInAs('sunrise.rep');
    await expect(
      validateDealerEmail(101, { EmailAddress: 'marcus.reyes@sunrise.example.com' }),
    ).rejects.toMatchObject({ kind: 'disabled' });
  });

  it('uploads a dealer document', async () => {
    await api.signInAs('sunrise.admin');
    await expect(
      uploadDealerDocument(101, {
        DocumentName: 'W-9',
        Description: 'Tax form',
        ViewDocumentType: 'dealerDocument',
        Document: { FileName: 'w9.pdf', Content: btoa('%PDF-1.4 test') },
      }),
    ).resolves.toBeUndefined();
  });

  it('an expired session is an unauthorized error', async () => {
    await api.signInAs('operator');
    api.sandbox.advance(9 * 60 * 60 * 1000);
    await expect(listDealers()).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
