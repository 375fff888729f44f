import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  attestationStatusesSchema,
  validateEmailResponseSchema,
  dealersSchema,
} from '../../src/schemas/dealer-records.ts';
import { isDealerLockedOut, resolveDealerSegment } from './store.ts';
import { storedState } from '../endpoint-scenarios.test-support.ts';
import { messages } from '../http.ts';
import { call, modelStateKeys } from '../paperwork/paperwork.test-support.ts';
import { seedDealers } from '../seed.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';

/** The spec's Dealer record, field by field, with nothing extra (v3 shape). */
const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const specDealerV3 = z.strictObject({
  Id: z.number().int(),
  Name: z.string(),
  DealerId: z.string(),
  DealerNumber: z.string(),
  EntityId: z.string(),
  IsOpenOnSaturday: z.boolean(),
  IsRetailDealer: z.boolean(),
  Address: z.strictObject({
    SerializationVersion: z.number().int(),
    Address1: z.string(),
    Address2: z.string(),
    City: z.string(),
    State: z.string().regex(/^[A-Z]{2}$/),
    PostalCode: z.string(),
  }),
  PhoneNumber: z
    .strictObject({
      SerializationVersion: z.number().int(),
      PhoneNumberType: z.enum(['Cell', 'Home', 'Work']),
      AreaCode: z.string().regex(/^\d{3}$/),
      CentralOfficeCode: z.string().regex(/^\d{3}$/),
      StationNumber: z.string().regex(/^\d{4}$/),
      IsPrimary: z.boolean(),
    })
    .nullable(),
  MajorProductLine: z.string(),
  Nickname: z.string().nullable(),
  AffiliateName: z.string().nullable(),
  NextAttestationDate: wireDate.nullable(),
  AttestWindowDays: z.number().int().nullable(),
  IncludeLcc: z.boolean(),
  Products: z.array(
    z.strictObject({
      Name: z.string(),
      Code: z.string(),
      IsHomeImprovement: z.boolean(),
      IsMajorProduct: z.boolean(),
    }),
  ),
  Options: z.array(z.strictObject({ Code: z.string(), Description: z.string() })),
  Verticals: z.array(z.strictObject({ Value: z.string() })),
  SalesRepresentatives: z.array(
    z.strictObject({
      Initials: z.string(),
      FirstName: z.string(),
      LastName: z.string(),
      Title: z.string().nullable(),
      PhoneNumber: z.string().nullable(),
      Email: z.string(),
      PhotoUrl: z.string().nullable(),
      SalesRepresentativeType: z.enum(['SR', 'DSR']),
      IsInternalTeam: z.boolean(),
    }),
  ),
});
const specDealerV1 = specDealerV3.omit({
  AttestWindowDays: true,
  IncludeLcc: true,
  Verticals: true,
  SalesRepresentatives: true,
});

async function getJson(
  sandbox: ReturnType<typeof createTestSandbox>,
  path: string,
  username: string,
) {
  const response = await sandbox.request(path, { token: await sandbox.signIn(username) });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET /v3/api/dealers', () => {
  it('answers the spec Dealer shape, which the portal schema reads', async () => {
    const { status, body } = await getJson(createTestSandbox(), '/v3/api/dealers', 'operator');
    expect(status).toBe(200);
    z.array(specDealerV3).parse(body);
    const dealers = dealersSchema.parse(body);
    expect(dealers.map((dealer) => [dealer.Id, dealer.DealerNumber])).toEqual([
      [101, '700101'],
      [102, '700102'],
      [103, '700103'],
    ]);
    expect(dealers[0]).toMatchObject({
      NextAttestationDate: '2025-06-05',
      IncludeLcc: true,
      AttestWindowDays: 30,
    });
  });

  it.each([
    ['dealer.user', [101, 103]],
    ['sunrise.rep', [101]],
    ['lakeside.admin', [102]],
    ['operator', [101, 102, 103]],
  ])('lists only the dealers %s may access', async (username, ids) => {
    const { body } = await getJson(createTestSandbox(), '/v3/api/dealers', username);
    expect(dealersSchema.parse(body).map((dealer) => dealer.Id)).toEqual(ids);
  });

  it('still lists a dealer whose attestation window has passed', async () => {
    const { body } = await getJson(createTestSandbox(), '/v3/api/dealers', 'lakeside.admin');
    expect(dealersSchema.parse(body)[0]).toMatchObject({
      Id: 102,
      NextAttestationDate: '2025-05-01',
    });
  });
});

describe('GET /v1/api/dealers', () => {
  it('omits AttestWindowDays, IncludeLcc, Verticals and SalesRepresentatives', async () => {
    const { status, body } = await getJson(createTestSandbox(), '/v1/api/dealers', 'dealer.user');
    expect(status).toBe(200);
    const dealers = z.array(specDealerV1).parse(body);
    expect(dealers.map((dealer) => dealer.Id)).toEqual([101, 103]);
    for (const dealer of body as Record<string, unknown>[]) {
      for (const v3Only of [
        'AttestWindowDays',
        'IncludeLcc',
        'Verticals',
        'SalesRepresentatives',
      ]) {
        expect(dealer).not.toHaveProperty(v3Only);
      }
    }
  });
});

describe('GET /v3/api/dealers/attestation', () => {
  it('reports each accessible dealer: compliant, locked out, or not applicable', async () => {
    const { status, body } = await getJson(
      createTestSandbox(),
      '/v3/api/dealers/attestation',
      'operator',
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        DealerId: 101,
        AttestationCompliant: true,
        NextAttestationDate: '2025-06-05T00:00:00',
        AttestWindowDays: 30,
      },
      {
        DealerId: 102,
        AttestationCompliant: false,
        NextAttestationDate: '2025-05-01T00:00:00',
        AttestWindowDays: 30,
      },
      {
        DealerId: 103,
        AttestationCompliant: true,
        NextAttestationDate: null,
        AttestWindowDays: null,
      },
    ]);
    expect(attestationStatusesSchema.parse(body)[0]?.NextAttestationDate).toBe('2025-06-05');
  });
});

describe('dealer products', () => {
  const sunriseProducts = [
    { ProductOrService: 'HVAC' },
    { ProductOrService: 'Water Heaters' },
    { ProductOrService: 'Windows and Doors' },
    { ProductOrService: 'Attic Insulation' },
  ];

  it("lists a product the dealer record's Products does not (v3 and v1 dealer lists)", async () => {
    const sandbox = createTestSandbox();
    for (const version of ['v3', 'v1']) {
      const { body } = await getJson(sandbox, `/${version}/api/dealers`, 'sunrise.rep');
      const sunrise = (body as { Id: number; Products: { Name: string }[] }[]).find(
        (dealer) => dealer.Id === 101,
      );
      expect(sunrise?.Products.map((product) => product.Name)).toEqual([
        'HVAC',
        'Water Heaters',
        'Windows and Doors',
      ]);
    }
  });

  it.each([
    '/v3/api/dealers/101/products',
    '/v3/api/dealers/700101/products',
    '/v1/api/dealers/101/products',
    '/v1/api/dealers/700101/products',
  ])('answers %s by Id or by DealerNumber', async (path) => {
    const { status, body } = await getJson(createTestSandbox(), path, 'sunrise.rep');
    expect(status).toBe(200);
    expect(body).toEqual(sunriseProducts);
  });

  it.each([
    '/v3/api/dealers/102/products',
    '/v3/api/dealers/700102/products',
    '/v3/api/dealers/999/products',
    '/v3/api/dealers/SUN-CA-0101/products',
  ])('answers 404 for a dealer that is not accessible or does not exist: %s', async (path) => {
    const { status, body } = await getJson(createTestSandbox(), path, 'sunrise.rep');
    expect(status).toBe(404);
    expect(body).toEqual({ Message: expect.any(String) });
  });
});

describe('attestation lock-out', () => {
  const [sunrise] = seedDealers('2025-06-15');

  it.each([
    ['2025-07-04', false],
    ['2025-07-05', false],
    ['2025-07-06', true],
  ])(
    'counts the 30-day window from NextAttestationDate 2025-06-05: on %s locked out is %s',
    (today, locked) => {
      expect(sunrise && isDealerLockedOut(sunrise, today)).toBe(locked);
    },
  );

  it('binds a numeric segment as a Long Id before trying it as a DealerNumber', () => {
    const dealers = seedDealers('2025-06-15');
    const clash = dealers.map((dealer, index) =>
      index === 1 ? { ...dealer, DealerNumber: '101' } : dealer,
    );
    expect(resolveDealerSegment(clash, '101')?.Id).toBe(101);
    expect(resolveDealerSegment(dealers, '700102')?.Id).toBe(102);
    expect(resolveDealerSegment(dealers, '0101')?.Id).toBe(101);
    expect(resolveDealerSegment(dealers, '101.0')).toBeUndefined();
  });
});

describe('POST /v3/api/dealers/{dealerId}/validateEmail', () => {
  const specValidateEmailResponse = z.strictObject({
    EmailAddress: z.string(),
    DealerId: z.number().int(),
  });

  async function validate(username: string, path: string, json: unknown) {
    const sandbox = createTestSandbox();
    const response = await sandbox.request(path, {
      method: 'POST',
      token: await sandbox.signIn(username),
      json,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it.each([
    ['a user of the dealer', 'jorge.castillo@sunrise.example.com', 'dealer.user'],
    ['a user of the dealer, any letter case', 'Marcus.Reyes@Sunrise.example.com', 'dealer.user'],
    ['operator staff (they work for every dealer)', 'olivia.grant@lender.example.com', 'operator'],
    ['an address with spaces around it', '  jorge.castillo@sunrise.example.com ', 'dealer.user'],
    [
      'an address no user has yet (a new user may take it)',
      'maria.lopez@sunrise.example.com',
      'sunrise.admin',
    ],
  ])('echoes the address of %s with the dealer Id', async (_, address, as) => {
    const { status, body } = await validate(as, '/v3/api/dealers/101/validateEmail', {
      EmailAddress: address,
    });
    const echoed = address.trim();
    expect(status).toBe(200);
    expect(specValidateEmailResponse.parse(body)).toEqual({ EmailAddress: echoed, DealerId: 101 });
    expect(validateEmailResponseSchema.parse(body)).toEqual({
      EmailAddress: echoed,
      DealerId: 101,
    });
  });

  it.each<[string, unknown]>([
    ["another dealer's user", { EmailAddress: 'priya.natarajan@lakeside.example.com' }],
    [
      "another dealer's user, any letter case",
      { EmailAddress: 'Priya.Natarajan@LAKESIDE.example.com' },
    ],
    ["another dealer's disabled user", { EmailAddress: 'emily.watson@lakeside.example.com' }],
    ['a malformed address', { EmailAddress: 'maria.sunrise.example.com' }],
    ['an address over 254 characters', { EmailAddress: `${'m'.repeat(240)}@sunrise.example.com` }],
    ['a missing address', {}],
    ['a blank address', { EmailAddress: '' }],
  ])('refuses %s with a 400 naming EmailAddress', async (_, json) => {
    const { status, body } = await validate(
      'sunrise.admin',
      '/v3/api/dealers/101/validateEmail',
      json,
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      Message: expect.any(String),
      ModelState: { 'request.EmailAddress': [expect.any(String)] },
    });
  });

  it('refuses the address of a user of the dealer once disabled, and accepts it enabled again', async () => {
    const sandbox = createTestSandbox();
    const admin = await sandbox.signIn('sunrise.admin');
    const check = async () =>
      (
        await sandbox.request('/v3/api/dealers/101/validateEmail', {
          method: 'POST',
          token: admin,
          json: { EmailAddress: 'jorge.castillo@sunrise.example.com' },
        })
      ).status;
    expect(await check()).toBe(200);
    await sandbox.request('/v3/api/users/6', {
      method: 'DELETE',
      token: await sandbox.signIn('operator'),
    });
    expect(await check()).toBe(400);
  });

  it("accepts a new address once its user is created, for that user's dealer only", async () => {
    const sandbox = createTestSandbox();
    const admin = await sandbox.signIn('operator');
    const check = async (dealerId: number) =>
      (
        await sandbox.request(`/v3/api/dealers/${dealerId}/validateEmail`, {
          method: 'POST',
          token: admin,
          json: { EmailAddress: 'maria.lopez@sunrise.example.com' },
        })
      ).status;
    expect([await check(101), await check(102)]).toEqual([200, 200]);
    const created = await sandbox.request('/v3/api/users', {
      method: 'POST',
      token: admin,
      json: {
        IsActive: true,
        Username: 'maria.lopez',
        FirstName: 'Maria',
        LastName: 'Lopez',
        Title: 'Sales Consultant',
        EmailAddress: 'maria.lopez@sunrise.example.com',
        PhoneNumber: '9165550199',
        DealerRoles: [{ DealerId: 101, RoleId: 3 }],
      },
    });
    expect(created.status).toBe(200);
    expect([await check(101), await check(102)]).toEqual([200, 400]);
  });

  it("refuses Lakeside's inactive user on Lakeside's own dealer too", async () => {
    const { status } = await validate('operator', '/v3/api/dealers/102/validateEmail', {
      EmailAddress: 'emily.watson@lakeside.example.com',
    });
    expect(status).toBe(400);
  });

  it('refuses an unknown field', async () => {
    const { status, body } = await validate('sunrise.admin', '/v3/api/dealers/101/validateEmail', {
      EmailAddress: 'maria@sunrise.example.com',
      DealerId: 101,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ ModelState: { request: [expect.stringContaining('DealerId')] } });
  });

  it.each([
    ['a dealer the caller may not access', '/v3/api/dealers/102/validateEmail'],
    ['a dealer that does not exist', '/v3/api/dealers/999/validateEmail'],
    ['a dealer number instead of the Id', '/v3/api/dealers/700101/validateEmail'],
    ['a non-numeric dealer id', '/v3/api/dealers/SUN-CA-0101/validateEmail'],
  ])('answers 404 for %s', async (_, path) => {
    const { status } = await validate('dealer.user', path, {
      EmailAddress: 'maria@sunrise.example.com',
    });
    expect(status).toBe(404);
  });

  it('is disabled for the read-only sales representative', async () => {
    const { status, body } = await validate('sunrise.rep', '/v3/api/dealers/101/validateEmail', {
      EmailAddress: 'maria@sunrise.example.com',
    });
    expect(status).toBe(403);
    expect(body).toEqual({ Message: 'This endpoint has been disabled for the current user.' });
  });
});

describe('POST /sandbox/dealers/{id}/attest', () => {
  const day = 24 * 60 * 60 * 1000;
  const specAttestationStatus = z.strictObject({
    DealerId: z.number().int(),
    AttestationCompliant: z.boolean(),
    NextAttestationDate: wireDate.nullable(),
    AttestWindowDays: z.number().int().nullable(),
  });

  /** The oldest seeded application of Lakeside (102), which missed its attestation window. */
  function lakesideApplicationId(sandbox: ReturnType<typeof createTestSandbox>): number {
    const row = sandbox.db
      .prepare('SELECT id FROM applications WHERE dealer_id = 102 ORDER BY id LIMIT 1')
      .get() as { id: number };
    return row.id;
  }

  const applicationPaths = (id: number) => [
    `/v3/api/applications/status/${id}`,
    `/v3/api/applications/detail/${id}`,
    `/v1/api/applications/detail/${id}`,
    `/v3/api/applications/history/${id}`,
  ];

  const statusesOf = async (sandbox: ReturnType<typeof createTestSandbox>, token: string) =>
    (
      (await call(sandbox, '/v3/api/applications/statuses-since/2025-01-01', { token })).body as {
        LoanApplicationId: number;
      }[]
    ).map((item) => item.LoanApplicationId);

  const attest = (
    sandbox: ReturnType<typeof createTestSandbox>,
    id: string | number,
    token?: string,
  ) => call(sandbox, `/sandbox/dealers/${id}/attest`, { method: 'POST', token });

  it("gives a locked-out dealer's user its applications back", async () => {
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn('lakeside.admin');
    const id = lakesideApplicationId(sandbox);

    for (const path of applicationPaths(id)) {
      const before = await call(sandbox, path, { token });
      expect(before.status, path).toBe(403);
      expect((before.body as { Message: string }).Message).toMatch(/must attest/);
    }
    expect(await statusesOf(sandbox, token)).not.toContain(id);

    const attested = await attest(sandbox, 102, token);
    expect(attested.status).toBe(200);
    // The attestation status record of GET /v3/api/dealers/attestation, as it now stands: the
    // next attestation is AttestWindowDays (30) after today, 2025-06-15.
    expect(specAttestationStatus.parse(attested.body)).toEqual({
      DealerId: 102,
      AttestationCompliant: true,
      NextAttestationDate: '2025-07-15T00:00:00',
      AttestWindowDays: 30,
    });

    for (const path of applicationPaths(id)) {
      expect((await call(sandbox, path, { token })).status, path).toBe(200);
    }
    expect(await statusesOf(sandbox, token)).toContain(id);
    const listed = await call(sandbox, '/v3/api/dealers/attestation', { token });
    expect(attestationStatusesSchema.parse(listed.body)).toEqual([
      {
        DealerId: 102,
        AttestationCompliant: true,
        NextAttestationDate: '2025-07-15',
        AttestWindowDays: 30,
      },
    ]);
  });

  it('locks the dealer out again once the new window has passed', async () => {
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn('lakeside.admin');
    const id = lakesideApplicationId(sandbox);
    expect((await attest(sandbox, 102, token)).status).toBe(200);

    // Deadline: NextAttestationDate 2025-07-15 + 30 days = 2025-08-14. A session lives 8 hours.
    const statusOn = async () =>
      (
        await call(sandbox, `/v3/api/applications/status/${id}`, {
          token: await sandbox.signIn('lakeside.admin'),
        })
      ).status;
    sandbox.advance(60 * day);
    expect(await statusOn()).toBe(200);
    sandbox.advance(day);
    expect(await statusOn()).toBe(403);
  });

  it.each([
    ['operator staff, for any dealer', 'operator', 102, '2025-07-15T00:00:00'],
    ['a read-only user of the dealer, early', 'sunrise.rep', 101, '2025-07-15T00:00:00'],
    ['a user of two dealers, for one of them', 'dealer.user', 101, '2025-07-15T00:00:00'],
  ])('may be called by %s', async (_, username, dealerId, next) => {
    const sandbox = createTestSandbox();
    const answer = await attest(sandbox, dealerId, await sandbox.signIn(username));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      DealerId: dealerId,
      AttestationCompliant: true,
      NextAttestationDate: next,
    });
  });

  it.each([
    ["another dealer's id", 'dealer.user', '102'],
    ["another dealer's id, by a locked-out dealer's user", 'lakeside.admin', '101'],
    ['an unknown id', 'operator', '999'],
    ['an id of 0', 'operator', '0'],
    ['a dealer number instead of the Id', 'lakeside.admin', '700102'],
  ])('answers 404 for %s and changes nothing', async (_, username, id) => {
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn(username);
    const before = storedState(sandbox);
    const answer = await attest(sandbox, id, token);
    expect(answer).toMatchObject({ status: 404, body: { Message: 'The dealer was not found.' } });
    expect(storedState(sandbox)).toEqual(before);
  });

  it.each([
    ['no bearer token', undefined],
    ['a token of no session', 'not-a-session'],
  ])('answers 401 with %s', async (_, token) => {
    const sandbox = createTestSandbox();
    const before = storedState(sandbox);
    const answer = await attest(sandbox, 102, token);
    expect(answer).toMatchObject({ status: 401, body: { Message: messages.unauthorized } });
    expect(storedState(sandbox)).toEqual(before);
  });

  it('answers 401 once the session has expired', async () => {
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn('lakeside.admin');
    sandbox.advance(9 * 60 * 60 * 1000);
    expect((await attest(sandbox, 102, token)).status).toBe(401);
  });

  it.each(['abc', '102a', '-102', '102.0', '99999999999999999999'])(
    'answers a non-numeric id %s with a 400 naming id',
    async (id) => {
      const sandbox = createTestSandbox();
      const token = await sandbox.signIn('operator');
      const before = storedState(sandbox);
      const answer = await attest(sandbox, id, token);
      expect(answer.status).toBe(400);
      expect(modelStateKeys(answer.body)).toEqual(['id']);
      expect(storedState(sandbox)).toEqual(before);
    },
  );

  it('answers 400 naming id for a dealer to which attestation does not apply', async () => {
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn('empire.admin');
    const before = storedState(sandbox);
    const answer = await attest(sandbox, 103, token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      Message: messages.invalidRequest,
      ModelState: {
        id: ['Attestation does not apply to Empire Appliance & Furniture (dealer 700103).'],
      },
    });
    expect(storedState(sandbox)).toEqual(before);
  });
});
