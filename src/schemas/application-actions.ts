import * as z from 'zod/mini';
import { id, textChecks } from './request-fields.ts';
import { refineAt, strictRequestObject } from './refine-at.ts';

/**
 * Bodies of the application actions (spec, "Applications, status and detail"). Stage funding
 * (`POST /v3/api/applications/stageFund/{applicationId}`) sends no body, so it has no schema.
 */

/** `POST /v3/api/applications/{applicationId}/reassign/`. */
export const reassignBaseSchema = strictRequestObject('Reassignment', {
  UserIdToAssign: id('User to assign'),
  DealerId: id('Dealer'),
});
export type ReassignBody = z.infer<typeof reassignBaseSchema>;

export interface ReassignContext {
  /** The users of the application's dealer ("a different user within the same dealer"). */
  assignableUserIds: readonly number[];
}

export function refineAssignableUser(context: ReassignContext) {
  const assignable = new Set(context.assignableUserIds);
  return refineAt(
    (body: ReassignBody) => body,
    (body) =>
      assignable.has(body.UserIdToAssign)
        ? []
        : [{ path: ['UserIdToAssign'], message: 'User to assign: choose a user of this dealer' }],
  );
}

export function reassignRequestSchema(context: ReassignContext) {
  return reassignBaseSchema.check(refineAssignableUser(context));
}

/** `POST /v3/api/applications/projectNumber/{applicationId}`: required, but may be null. */
export const projectNumberBaseSchema = strictRequestObject('Project number', {
  ProjectNumber: z.nullable(
    z
      .string({ error: 'Project number is required (text or null)' })
      .check(z.trim(), ...textChecks('Project number', 30)),
  ),
});
export type ProjectNumberBody = z.infer<typeof projectNumberBaseSchema>;
export const projectNumberRequestSchema = projectNumberBaseSchema;
