import { beforeEach, describe, expect, it } from 'vitest';
import {
  listAttestationStatuses,
  listDealerProducts,
  listDealerProductsV1,
  listDealers,
  listDealersV1,
  uploadDealerDocument,
  validateDealerEmail,
} from '../src/api/dealers.ts';
import { connectToSandbox } from './harness.test-support.ts';

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

  it("accepts the address of a user of the dealer or a new one, and refuses anyone else's", async () => {
    await api.signInAs('sunrise.admin');
    expect(
      await validateDealerEmail(101, { EmailAddress: 'jorge.castillo@sunrise.example.com' }),
    ).toEqual({
      EmailAddress: 'jorge.castillo@sunrise.example.com',
      DealerId: 101,
    });
    // No user has it yet: a new user of the dealer may take it (docs/decisions/0027).
    expect(await validateDealerEmail(101, { EmailAddress: 'nobody@sunrise.example.com' })).toEqual({
      EmailAddress: 'nobody@sunrise.example.com',
      DealerId: 101,
    });
    await expect(
      validateDealerEmail(101, { EmailAddress: 'priya.natarajan@lakeside.example.com' }),
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

  it('refuses a malformed address with a 400 naming EmailAddress', async () => {
    await api.signInAs('sunrise.admin');
    const response = await fetch('http://sandbox.test/v3/api/dealers/101/validateEmail', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await api.sandbox.signIn('sunrise.admin')}`,
      },
      body: JSON.stringify({ EmailAddress: 'not-an-address' }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/EmailAddress/);
  });

  it('accepts operator staff for any dealer, and refuses an inactive user of the dealer', async () => {
    await api.signInAs('operator');
    await expect(
      validateDealerEmail(102, { EmailAddress: 'olivia.grant@lender.example.com' }),
    ).resolves.toEqual({ EmailAddress: 'olivia.grant@lender.example.com', DealerId: 102 });
    // Emily Watson is Lakeside's, but not active.
    await expect(
      validateDealerEmail(102, { EmailAddress: 'emily.watson@lakeside.example.com' }),
    ).rejects.toMatchObject({ kind: 'validation' });
    // Another dealer's user is no user of this one.
    await expect(
      validateDealerEmail(102, { EmailAddress: 'marcus.reyes@sunrise.example.com' }),
    ).rejects.toMatchObject({ kind: 'validation' });
  });

  it("answers not found for validateEmail and products of a dealer that is not the caller's", async () => {
    await api.signInAs('sunrise.admin');
    await expect(
      validateDealerEmail(102, { EmailAddress: 'priya.natarajan@lakeside.example.com' }),
    ).rejects.toMatchObject({ kind: 'not-found' });
    await expect(listDealerProducts(102)).rejects.toMatchObject({ kind: 'not-found' });
  });

  it("gives a locked-out dealer's attestation dates, and only the caller's dealers", async () => {
    await api.signInAs('lakeside.admin');
    const statuses = await listAttestationStatuses();
    expect(statuses).toEqual([
      {
        DealerId: 102,
        AttestationCompliant: false,
        NextAttestationDate: expect.stringMatching(/^2025-05-01/),
        AttestWindowDays: 30,
      },
    ]);
  });

  it('refuses a dealer document of another type or extension, naming the field', async () => {
    await api.signInAs('sunrise.admin');
    await expect(
      uploadDealerDocument(101, {
        DocumentName: 'Scan',
        Description: 'Scanned form',
        ViewDocumentType: 'dealerDocument',
        Document: { FileName: 'scan.tif', Content: btoa('II*') },
      }),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { 'Document.FileName': [expect.any(String)] },
    });
  });

  it('says dealer documents are disabled for the read-only sales representative', async () => {
    await api.signInAs('sunrise.rep');
    await expect(
      uploadDealerDocument(101, {
        DocumentName: 'W-9',
        Description: 'Tax form',
        ViewDocumentType: 'dealerDocument',
        Document: { FileName: 'w9.pdf', Content: btoa('%PDF-1.4 test') },
      }),
    ).rejects.toMatchObject({ kind: 'disabled' });
  });

  it('an expired session is an unauthorized error', async () => {
    await api.signInAs('operator');
    api.sandbox.advance(9 * 60 * 60 * 1000);
    await expect(listDealers()).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
