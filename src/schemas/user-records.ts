import * as z from 'zod/mini';
import { decimal, flag, text, listOf } from './record-fields.ts';
import { withAliases } from './tolerant.ts';

/** One sample spells Username `UserName` (spec, User). */
export const userAliases = { UserName: 'Username' };

/** `GET /v3/api/users` item. Its identifier is `Id`; the detail record's is `UserId`. */
export const userListItemSchema = withAliases(
  userAliases,
  z.object({
    Id: z.int(),
    Username: z.string(),
    FirstName: text,
    LastName: text,
    NumberOfAssignedDealers: decimal,
    HasPermissions: flag,
    IsActive: flag,
    /** Comma-and-space separated dealer numbers, one per dealer. */
    DealerNumber: text,
    /** Comma-and-space separated role names, one per dealer. */
    RoleAssigned: text,
    EmailAddress: text,
    PhoneNumber: text,
    IsOperatorUser: flag,
  }),
);
export const userListSchema = z.array(userListItemSchema);
export type UserListItem = z.infer<typeof userListItemSchema>;

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
