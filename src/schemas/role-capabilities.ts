/**
 * What a role may do: one capability per endpoint family of the spec (its "Authentication" 1
 * grants access per endpoint). The portal's runtime config and the sandbox's roles both come
 * from here, so the buttons the portal offers and the answers the sandbox gives agree.
 */
export const capabilities = [
  'users.read',
  'users.write',
  'dealers.read',
  'dealers.validateEmail',
  'dealers.documents',
  'applications.submit',
  'applications.read',
  'applications.reassign',
  'applications.projectNumber',
  'applications.stageFund',
  'promotions.read',
  'promotions.write',
  'paperwork.read',
  'paperwork.write',
  'documents.read',
  'documents.write',
] as const;

export type Capability = (typeof capabilities)[number];

/**
 * The lender's roles as the sandbox seeds them and public/config.json lists them (the interface
 * has no roles endpoint). Administrators may do everything on their dealers; dealer users run
 * applications end to end but neither manage users, reassign nor file dealer documents; the
 * sales representative only looks.
 */
export const defaultRoles: readonly Role[] = rolesOf([
  'dealers.read',
  'applications.read',
  'promotions.read',
  'paperwork.read',
  'documents.read',
]);

interface Role {
  id: number;
  name: string;
  capabilities: Capability[];
}

function rolesOf(readOnly: Capability[]): Role[] {
  return [
    { id: 1, name: 'Operator', capabilities: [...capabilities] },
    { id: 2, name: 'Dealer Administrator', capabilities: [...capabilities] },
    {
      id: 3,
      name: 'Dealer User',
      capabilities: [
        ...readOnly,
        'dealers.validateEmail',
        'applications.submit',
        'applications.projectNumber',
        'applications.stageFund',
        'promotions.write',
        'paperwork.write',
        'documents.write',
      ],
    },
    { id: 4, name: 'Sales Representative (read only)', capabilities: readOnly },
  ];
}

/**
 * The capability an API call needs, from its method and path (every version's): what the portal
 * remembers when the service answers that the endpoint is disabled for the current user. The
 * first word found in the path decides; null for paths outside the interface (the sandbox's own).
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
