import * as z from 'zod/mini';
import { flag, listOf, text } from './record-fields.ts';
import { withAliases } from './tolerant.ts';
import { userAliases } from './user-records.ts';

/**
 * One user's detail, and the answer to disabling one: what the users pages read. Apart from the
 * list (user-records.ts), which the first visit prefetches, so that visit does not carry them.
 */
export const dealerRoleRecordSchema = z.object({ DealerId: z.int(), RoleId: z.int() });
export type DealerRoleRecord = z.infer<typeof dealerRoleRecordSchema>;

/** User detail record: answer of GET, POST and PUT of a user. */
export const userRecordSchema = withAliases(
  userAliases,
  z.object({
    UserId: z.int(),
    IsActive: flag,
    FirstName: text,
    MiddleInitial: text,
    LastName: text,
    DisplayName: text,
    Username: z.string(),
    Title: text,
    EmailAddress: text,
    PhoneNumber: text,
    DealerRoles: listOf(dealerRoleRecordSchema),
  }),
);
export type UserRecord = z.infer<typeof userRecordSchema>;

/** `DELETE /v3/api/users/{Id}`: a bare JSON string saying the user was disabled. */
export const userDisabledResponseSchema = z.string();
