import { describe, expect, it } from 'vitest';
import { defaultRoles } from '../schemas/role-capabilities.ts';
import type { SessionUser } from '../schemas/sign-in.ts';
import { mayDo } from './permissions.ts';
import type { Session } from './session-store.ts';

const roles = [...defaultRoles];
const session = (user: Partial<SessionUser>, disabled?: Session['disabled']): Session => ({
  status: 'active',
  token: 't',
  user: {
    id: 6,
    username: 'dealer.user',
    displayName: 'Jorge Castillo',
    role: '',
    isOperator: false,
    dealers: [],
    ...user,
  },
  ...(disabled && { disabled }),
});
const rep = session({ dealers: [{ id: 101, name: 'Sunrise', roleId: 4 }] });
const mixed = session({
  dealers: [
    { id: 101, name: 'Sunrise', roleId: 4 },
    { id: 103, name: 'Empire', roleId: 2 },
  ],
});

describe('mayDo', () => {
  it('follows the role the user holds on the dealer (sandbox mode)', () => {
    expect(mayDo(rep, roles, 'applications.read')).toBe(true);
    expect(mayDo(rep, roles, 'applications.submit')).toBe(false);
    expect(mayDo(rep, roles, 'users.read', 101)).toBe(false);
  });

  it('asks any of the user’s dealers without a dealer, that dealer with one', () => {
    expect(mayDo(mixed, roles, 'applications.reassign')).toBe(true);
    expect(mayDo(mixed, roles, 'applications.reassign', 101)).toBe(false);
    expect(mayDo(mixed, roles, 'applications.reassign', 103)).toBe(true);
  });

  it('lets the service decide where nothing is known', () => {
    const tokenMode = session({ dealers: [{ id: 101, name: 'Sunrise' }] });
    expect(mayDo(tokenMode, roles, 'applications.submit')).toBe(true);
    const olderConfig = roles.map(({ id, name }) => ({ id, name }));
    expect(mayDo(rep, olderConfig, 'applications.submit')).toBe(true);
    expect(mayDo(session({ isOperator: true }), roles, 'users.write')).toBe(true);
    expect(mayDo({ status: 'signed-out', token: null, user: null }, roles, 'users.read')).toBe(
      true,
    );
  });

  it('says no to what the service answered "disabled" for, whatever the role', () => {
    const admin = session({ dealers: [{ id: 101, name: 'Sunrise', roleId: 2 }] }, ['users.read']);
    expect(mayDo(admin, roles, 'users.read')).toBe(false);
    expect(mayDo(admin, roles, 'users.write')).toBe(true);
    expect(
      mayDo({ ...admin, user: { ...admin.user!, isOperator: true } }, roles, 'users.read'),
    ).toBe(false);
  });
});
