import { capabilities, type Capability } from '../src/schemas/role-capabilities.ts';

/**
 * Permission keys, one per endpoint family of the spec: the portal's capabilities
 * (src/schemas/role-capabilities.ts), with the endpoints each covers. The interface grants
 * access per endpoint ("Authentication", 1); the sandbox groups endpoints by
 * what they let a user do, so a role's grants read as a job description.
 */
export const endpointKeys: Record<Capability, string> = {
  'users.read': 'GET /v3/api/users, GET /v3/api/users/{Id}',
  'users.write': 'POST /v3/api/users, PUT and DELETE /v3/api/users/{Id}',
  'dealers.read': 'GET dealers (v1, v3), dealer products, attestation status',
  'dealers.validateEmail': 'POST /v3/api/dealers/{dealerId}/validateEmail',
  'dealers.documents': 'POST /v3/api/dealers/{dealerId}/dealerDocuments',
  'applications.submit': 'POST applications (v1, v2, v3)',
  'applications.read': 'status, statuses-since, detail (v1, v2, v3), history',
  'applications.reassign': 'POST /v3/api/applications/{applicationId}/reassign/',
  'applications.projectNumber': 'POST /v3/api/applications/projectNumber/{applicationId}',
  'applications.stageFund': 'POST /v3/api/applications/stageFund/{applicationId}',
  'promotions.read': 'GET promotions (v1, v3), including the preview by parameters',
  'promotions.write': 'POST promotions (v1, v3)',
  'paperwork.read': 'GET paperwork, download, signed-status',
  'paperwork.write': 'POST paperwork submit (full, ACH), esign-resend',
  'documents.read': 'GET /v3/api/applications/{applicationId}/supportingDocuments',
  'documents.write': 'POST /v3/api/applications/{applicationId}/supportingDocuments',
};

export type EndpointKey = Capability;

export const allEndpointKeys: readonly EndpointKey[] = capabilities;
