import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalConfigSchema } from '../src/schemas/runtime-config.ts';
import { attestationState } from '../src/schemas/attestation.ts';
import { defaultRoles } from '../src/schemas/role-capabilities.ts';
import { isDealerLockedOut } from './dealers/store.ts';
import { allEndpointKeys } from './endpoint-keys.ts';
import { roleIds } from './users/defaults.ts';
import { rolePermissions, seedDealers, seedRoles, seedUsers } from './seed.ts';

const today = '2025-06-15';

describe('seed', () => {
  it('has exactly the roles of public/config.json, capabilities included (one source)', () => {
    const config = portalConfigSchema.parse(
      JSON.parse(readFileSync(resolve(import.meta.dirname, '../public/config.json'), 'utf8')),
    );
    expect(config.roles).toEqual(defaultRoles);
    expect(seedRoles).toBe(defaultRoles);
    for (const role of defaultRoles) expect(rolePermissions[role.id]).toEqual(role.capabilities);
  });

  it('gives every role some permissions and every endpoint key to some role', () => {
    for (const role of seedRoles) expect(rolePermissions[role.id]?.length).toBeGreaterThan(0);
    const granted = new Set(Object.values(rolePermissions).flat());
    expect([...granted].sort()).toEqual([...allEndpointKeys].sort());
  });

  it('lets the read-only sales representative only read', () => {
    const keys = rolePermissions[roleIds.salesRepresentative] ?? [];
    expect(keys.every((key) => key.endsWith('.read'))).toBe(true);
    expect(keys.some((key) => key.startsWith('users.'))).toBe(false);
  });

  it('seeds dealer numbers that can never be read as another dealer Id', () => {
    const dealers = seedDealers(today);
    const ids = new Set(dealers.map((dealer) => String(dealer.Id)));
    expect(dealers.length).toBeGreaterThanOrEqual(3);
    for (const dealer of dealers) expect(ids.has(dealer.DealerNumber)).toBe(false);
    expect(new Set(dealers.map((dealer) => dealer.DealerNumber)).size).toBe(dealers.length);
  });

  it('covers the attestation cases: due soon, window missed, not applicable', () => {
    const [sunrise, lakeside, empire] = seedDealers(today);
    expect(sunrise).toMatchObject({
      IncludeLcc: true,
      NextAttestationDate: '2025-06-05',
      AttestWindowDays: 30,
      Address: { State: 'CA' },
    });
    expect(sunrise?.Products.find((product) => product.IsMajorProduct)?.IsHomeImprovement).toBe(
      true,
    );
    expect(sunrise && isDealerLockedOut(sunrise, today)).toBe(false);
    // Due soon, as the README says: within the portal's warning period (issue 32 item 15).
    expect(sunrise && attestationState(sunrise, today)).toEqual({
      kind: 'due',
      deadline: '2025-07-05',
      daysLeft: 20,
    });
    expect(lakeside && isDealerLockedOut(lakeside, today)).toBe(true);
    expect(empire).toMatchObject({
      IsRetailDealer: true,
      NextAttestationDate: null,
      AttestWindowDays: null,
    });
    expect(empire && isDealerLockedOut(empire, today)).toBe(false);
  });

  it('gives every dealer exactly one major product and its name as MajorProductLine', () => {
    for (const dealer of seedDealers(today)) {
      const major = dealer.Products.filter((product) => product.IsMajorProduct);
      expect(major.map((product) => product.Name)).toEqual([dealer.MajorProductLine]);
    }
  });

  it('seeds the accounts the demos need', () => {
    const dealerIdList = seedDealers(today).map((dealer) => dealer.Id);
    const roleOn = (roleId: number) =>
      seedUsers.filter((user) => user.dealerRoles.some((r) => r.roleId === roleId));
    expect(seedUsers.filter((user) => user.isOperator)).toHaveLength(1);
    for (const dealerId of dealerIdList) {
      expect(
        roleOn(roleIds.dealerAdministrator).some((user) =>
          user.dealerRoles.some((r) => r.dealerId === dealerId),
        ),
      ).toBe(true);
    }
    expect(roleOn(roleIds.salesRepresentative)).toHaveLength(1);
    expect(seedUsers.some((user) => user.dealerRoles.length === 2 && !user.isOperator)).toBe(true);
    expect(seedUsers.filter((user) => !user.isActive)).toHaveLength(1);
  });

  it('uses well-formed usernames, e-mails and 10-digit phone numbers', () => {
    for (const user of seedUsers) {
      expect(user.username).toMatch(/^[A-Za-z0-9.]+$/);
      expect(user.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(user.phone).toMatch(/^[2-9]\d{9}$/);
    }
  });
});
