import { describe, expect, it } from 'vitest';
import { capabilityOf, capabilities, defaultRoles } from './role-capabilities.ts';

describe('capabilityOf', () => {
  it.each([
    ['GET', '/v3/api/users', 'users.read'],
    ['GET', '/v3/api/users/12', 'users.read'],
    ['POST', '/v3/api/users', 'users.write'],
    ['PUT', '/v3/api/users/12', 'users.write'],
    ['DELETE', '/v3/api/users/12', 'users.write'],
    ['GET', '/v3/api/dealers', 'dealers.read'],
    ['GET', '/v1/api/dealers/101/products', 'dealers.read'],
    ['GET', '/v3/api/dealers/attestation', 'dealers.read'],
    ['POST', '/v3/api/dealers/101/validateEmail', 'dealers.validateEmail'],
    ['POST', '/v3/api/dealers/101/dealerDocuments', 'dealers.documents'],
    ['POST', '/v3/api/applications', 'applications.submit'],
    ['POST', '/v2/api/applications', 'applications.submit'],
    ['POST', '/v1/api/applications/700101', 'applications.submit'],
    ['GET', '/v3/api/applications/status/7', 'applications.read'],
    ['GET', '/v3/api/applications/statuses-since/2026-01-01T00%3A00%3A00Z', 'applications.read'],
    ['GET', '/v2/api/applications/detail/7', 'applications.read'],
    ['GET', '/v3/api/applications/history/7', 'applications.read'],
    ['POST', '/v3/api/applications/7/reassign/', 'applications.reassign'],
    ['POST', '/v3/api/applications/projectNumber/7', 'applications.projectNumber'],
    ['POST', '/v3/api/applications/stageFund/7', 'applications.stageFund'],
    ['GET', '/v3/api/applications/promotions/7', 'promotions.read'],
    ['GET', '/v3/api/applications/promotions', 'promotions.read'],
    ['POST', '/v1/api/applications/promotions/7', 'promotions.write'],
    ['GET', '/v3/api/applications/paperwork/7', 'paperwork.read'],
    ['GET', '/v3/api/applications/paperwork/7/download', 'paperwork.read'],
    ['GET', '/v3/api/applications/paperwork/7/signed-status', 'paperwork.read'],
    ['POST', '/v3/api/applications/paperwork/submit/ach', 'paperwork.write'],
    ['POST', '/v3/api/applications/paperwork/7/esign-resend', 'paperwork.write'],
    ['GET', '/v3/api/applications/7/supportingDocuments', 'documents.read'],
    ['POST', '/v3/api/applications/7/supportingDocuments', 'documents.write'],
  ])('%s %s needs %s', (method, path, capability) => {
    expect(capabilityOf(method, path)).toBe(capability);
  });

  it('names no capability for paths outside the interface', () => {
    expect(capabilityOf('POST', '/sandbox/session')).toBeNull();
    expect(capabilityOf('GET', '/config.json')).toBeNull();
  });
});

describe('defaultRoles', () => {
  it('grants only known capabilities, and every capability to some role', () => {
    const granted = new Set(defaultRoles.flatMap((role) => role.capabilities));
    expect([...granted].sort()).toEqual([...capabilities].sort());
  });

  it('lets the read-only sales representative only read', () => {
    const rep = defaultRoles.find((role) => role.id === 4)!;
    expect(rep.capabilities.every((capability) => capability.endsWith('.read'))).toBe(true);
    expect(rep.capabilities).not.toContain('applications.submit');
  });
});
