import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, disableUser, getUser, listUsers, updateUser } from '../src/api/users.ts';
import type { UserBody } from '../src/schemas/user-requests.ts';
import { connectToSandbox } from './harness.ts';

const newUser = (overrides: Partial<UserBody> = {}): UserBody => ({
  IsActive: true,
  Username: 'casey.nguyen',
  FirstName: 'Casey',
  LastName: 'Nguyen',
  MiddleInitial: null,
  DisplayName: 'Casey Nguyen',
  Title: 'Sales Consultant',
  EmailAddress: 'casey.nguyen@sunrise.example.com',
  PhoneNumber: '9165550177',
  DealerRoles: [{ DealerId: 101, RoleId: 3 }],
  ...overrides,
});

describe('users API against the sandbox', () => {
  let api: ReturnType<typeof connectToSandbox>;
  beforeEach(async () => {
    api = connectToSandbox();
    await api.signInAs('sunrise.admin');
  });

  it('lists the users the caller may manipulate', async () => {
    const users = await listUsers();
    expect(users.map((user) => user.Username)).toContain('sunrise.rep');
    expect(users.map((user) => user.Username)).not.toContain('empire.admin');
  });

  it('creates, reads, updates and disables a user', async () => {
    const created = await createUser(newUser());
    expect(created).toMatchObject({ Username: 'casey.nguyen', IsActive: true });
    const read = await getUser(created.UserId);
    expect(read.DealerRoles).toEqual([{ DealerId: 101, RoleId: 3 }]);
    const updated = await updateUser(created.UserId, newUser({ Title: 'Sales Manager' }));
    expect(updated.Title).toBe('Sales Manager');
    const answer = await disableUser(created.UserId);
    expect(answer).toMatch(/disabled/i);
    expect((await getUser(created.UserId)).IsActive).toBe(false);
  });

  it('a refused body maps onto the field', async () => {
    await expect(createUser(newUser({ Username: 'not valid!' }))).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { Username: [expect.any(String)] },
    });
  });

  it('the read-only sales rep meets the disabled-endpoint answer', async () => {
    await api.signInAs('sunrise.rep');
    await expect(listUsers()).rejects.toMatchObject({ kind: 'disabled' });
  });
});
