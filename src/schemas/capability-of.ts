import type { Capability } from './permissions.ts';

/**
 * The capability an API call needs, from its method and path (every version's): what the portal
 * remembers when the service answers that the endpoint is disabled for the current user. The
 * first word found in the path decides; null for paths outside the interface (the sandbox's own).
 * A module of its own: the portal loads it only when the service first says so.
 */
const byPathWord: readonly [word: string, read: Capability, write?: Capability][] = [
  ['validateEmail', 'dealers.validateEmail'],
  ['dealerDocuments', 'dealers.documents'],
  ['reassign', 'applications.reassign'],
  ['projectNumber', 'applications.projectNumber'],
  ['stageFund', 'applications.stageFund'],
  ['supportingDocuments', 'documents.read', 'documents.write'],
  ['promotions', 'promotions.read', 'promotions.write'],
  ['paperwork', 'paperwork.read', 'paperwork.write'],
  ['users', 'users.read', 'users.write'],
  ['dealers', 'dealers.read'],
  ['applications', 'applications.read', 'applications.submit'],
];

export function capabilityOf(method: string, path: string): Capability | null {
  if (!/^\/v\d\/api\//.test(path)) return null;
  const words = path.split(/[/?]/);
  for (const [word, read, write] of byPathWord) {
    if (words.includes(word)) return method === 'GET' ? read : (write ?? read);
  }
  return null;
}
