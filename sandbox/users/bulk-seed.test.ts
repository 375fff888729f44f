import { describe, expect, it } from 'vitest';
import { userListSchema } from '../../src/schemas/user-records.ts';
import { userRequestSchema } from '../../src/schemas/user-requests.ts';
import { seedUsers } from '../seed.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';
import { seedUserCountFromEnv } from '../storage.ts';

type ListItem = { Id: number; Username: string; IsActive: boolean; DealerNumber: string };

async function listAs(sandbox: ReturnType<typeof createTestSandbox>, username: string) {
  const response = await sandbox.request('/v3/api/users', {
    token: await sandbox.signIn(username),
  });
  expect(response.status).toBe(200);
  const body: unknown = await response.json();
  userListSchema.parse(body);
  return body as ListItem[];
}

describe('SANDBOX_SEED_USERS: a large users list (the users bench)', () => {
  it('lists 2,000 users to the operator, the seven demo accounts first', async () => {
    const sandbox = createTestSandbox(undefined, { seedUsers: 2_000, seedApplications: 0 });
    const users = await listAs(sandbox, 'operator');
    expect(users).toHaveLength(2_000);
    expect(users.slice(0, 7).map((user) => user.Username)).toEqual(
      seedUsers.map((user) => user.username),
    );
    expect(new Set(users.map((user) => user.Username.toLowerCase())).size).toBe(2_000);
    expect(users.filter((user) => !user.IsActive).length).toBeGreaterThan(100);
    expect(users.filter((user) => user.DealerNumber.includes(', ')).length).toBeGreaterThan(100);
  });

  it('generates users whose details the portal would send back as a valid body', async () => {
    const sandbox = createTestSandbox(undefined, { seedUsers: 60, seedApplications: 0 });
    const token = await sandbox.signIn('operator');
    const schema = userRequestSchema({ roleIds: [1, 2, 3, 4] });
    for (const id of [8, 20, 60]) {
      const response = await sandbox.request(`/v3/api/users/${id}`, { token });
      const { UserId, ...body } = (await response.json()) as { UserId: number };
      expect(UserId).toBe(id);
      expect(schema.safeParse(body).success).toBe(true);
    }
  });

  it("lists a dealer administrator only their dealer's generated users", async () => {
    const sandbox = createTestSandbox(undefined, { seedUsers: 300, seedApplications: 0 });
    const users = await listAs(sandbox, 'sunrise.admin');
    expect(users.length).toBeGreaterThan(90);
    expect(users.length).toBeLessThan(200);
    expect(users.every((user) => user.DealerNumber === '700101')).toBe(true);
  });

  it('lets a generated active user sign in with the demo password', async () => {
    const sandbox = createTestSandbox(undefined, { seedUsers: 20, seedApplications: 0 });
    const users = await listAs(sandbox, 'operator');
    const generated = users.filter((user) => user.Id > 7);
    expect(generated).toHaveLength(13);
    const active = generated.find((user) => user.IsActive)!;
    await expect(sandbox.signIn(active.Username)).resolves.toEqual(expect.any(String));
  });

  it('seeds the demo accounts only when asked for seven or fewer', async () => {
    const users = await listAs(createTestSandbox(undefined, { seedUsers: 3 }), 'operator');
    expect(users).toHaveLength(7);
  });

  it('reads SANDBOX_SEED_USERS', () => {
    expect(seedUserCountFromEnv({})).toBeUndefined();
    expect(seedUserCountFromEnv({ SANDBOX_SEED_USERS: ' ' })).toBeUndefined();
    expect(seedUserCountFromEnv({ SANDBOX_SEED_USERS: '2000' })).toBe(2_000);
    for (const bad of ['-1', '1.5', 'many', '2000000']) {
      expect(() => seedUserCountFromEnv({ SANDBOX_SEED_USERS: bad })).toThrow(/SANDBOX_SEED_USERS/);
    }
  });
});
