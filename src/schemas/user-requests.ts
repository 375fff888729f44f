import * as z from 'zod/mini';
import { email, id, optionalText, requiredText, EMAIL_MAX, renameField } from './request-fields.ts';
import { refineAt, strictRequestObject, type PathIssue } from './refine-at.ts';
import { CHOSEN_LIMITS } from './limits.ts';

/**
 * The User body of `POST /v3/api/users` and `PUT /v3/api/users/{Id}` (spec, "Users (v3)").
 * The spec sets no lengths for these fields: the portal's own are in limits.ts.
 */

const USERNAME = { re: /^[A-Za-z0-9.]*$/, says: 'letters, digits and periods only' };

export const dealerRoleSchema = strictRequestObject('Dealer role', {
  DealerId: id('Dealer'),
  RoleId: id('Role'),
});
export type DealerRole = z.infer<typeof dealerRoleSchema>;

/** "One entry per dealer": the second entry for a dealer is the one named. */
function oneEntryPerDealer(dealerRoles: readonly DealerRole[]) {
  const seen = new Set<number>();
  return dealerRoles.flatMap((entry, index) => {
    if (!seen.has(entry.DealerId)) {
      seen.add(entry.DealerId);
      return [];
    }
    return [{ index, message: 'Dealer: each dealer may appear only once' }];
  });
}

export const userBaseSchema = strictRequestObject('User', {
  /** "false or unspecified means the user cannot use the service": absent reads as false. */
  IsActive: z.pipe(
    z.nullish(z.boolean({ error: 'Active must be true or false' })),
    z.transform((active: boolean | null | undefined) => active ?? false),
  ),
  Username: requiredText('Username', CHOSEN_LIMITS.name, USERNAME),
  FirstName: requiredText('First name', CHOSEN_LIMITS.name),
  LastName: requiredText('Last name', CHOSEN_LIMITS.name),
  MiddleInitial: optionalText('Middle initial', CHOSEN_LIMITS.userMiddleInitial),
  /** Usually "<FirstName> <LastName>". */
  DisplayName: optionalText('Display name', CHOSEN_LIMITS.name),
  /** Job title. */
  Title: requiredText('Title', CHOSEN_LIMITS.name),
  EmailAddress: email('Email address', EMAIL_MAX),
  PhoneNumber: requiredText('Phone number', CHOSEN_LIMITS.phone),
  DealerRoles: z.array(dealerRoleSchema, { error: 'Dealer roles are required' }).check(
    z.minLength(1, 'Dealer roles: assign the user to at least one dealer'),
    z.superRefine((dealerRoles, ctx) => {
      for (const { index, message } of oneEntryPerDealer(dealerRoles)) {
        ctx.addIssue({ code: 'custom', message, path: [index, 'DealerId'], input: dealerRoles });
      }
    }),
  ),
});
export type UserBody = z.infer<typeof userBaseSchema>;

export interface UserRequestContext {
  /** The user-role identifiers (runtime config in the portal, the roles table in the sandbox). */
  roleIds: readonly number[];
}

/** "RoleId must be a valid user-role identifier": each unknown role, by its position. */
export function unknownRoleIssues(
  dealerRoles: readonly DealerRole[],
  context: UserRequestContext,
): PathIssue[] {
  const known = new Set(context.roleIds);
  return dealerRoles.flatMap((entry, index) =>
    known.has(entry.RoleId)
      ? []
      : [{ path: [index, 'RoleId'], message: 'Role: choose one of the roles' }],
  );
}

export function refineUserRoles(context: UserRequestContext) {
  return refineAt(
    (body: { DealerRoles: DealerRole[] }) => body.DealerRoles,
    (dealerRoles) => unknownRoleIssues(dealerRoles, context),
    ['DealerRoles'],
  );
}

export function userRequestSchema(context: UserRequestContext) {
  return userBaseSchema.check(refineUserRoles(context));
}

/** Accepts the sample request's spelling `UserName` (ARCHITECTURE.md point 5). */
export function normaliseUserSpellings(body: unknown): unknown {
  return renameField(body, [], 'UserName', 'Username');
}
