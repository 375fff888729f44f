import * as z from 'zod/mini';
import type { UserRecord } from './user-records.ts';
import {
  unknownRoleIssues,
  userBaseSchema,
  userRequestSchema,
  type UserBody,
  type UserRequestContext,
} from './user-requests.ts';
import type { PathIssue } from './refine-at.ts';

/**
 * The user form (create and edit): the User body's own shape, so a form path is the wire path
 * (`DealerRoles.0.DealerId`) and a service 400 lands on its field unchanged. It holds what inputs
 * hold: text as typed ('' when blank), a dealer or role not chosen yet as null. Every rule is the
 * request schema's (user-requests.ts), run on the mapped body; the form adds only what the portal
 * knows and the wire schema cannot: which dealers the signed-in user may assign.
 */
export interface DealerRoleRow {
  DealerId: number | null;
  RoleId: number | null;
}

export interface UserFormValues {
  IsActive: boolean;
  Username: string;
  FirstName: string;
  MiddleInitial: string;
  LastName: string;
  DisplayName: string;
  Title: string;
  EmailAddress: string;
  PhoneNumber: string;
  DealerRoles: DealerRoleRow[];
}

export interface UserFormContext extends UserRequestContext {
  /** The dealers whose users the signed-in user manages (GET /v3/api/dealers, by role). */
  dealerIds: readonly number[];
}

/** A row with nothing chosen; with only one dealer to choose from, that dealer. */
export function emptyDealerRole(dealerIds: readonly number[] = []): DealerRoleRow {
  return { DealerId: dealerIds.length === 1 ? (dealerIds[0] ?? null) : null, RoleId: null };
}

/** A new user: active, one dealer row (at least one is required), nothing else filled in. */
export function userFormDefaults(dealerIds: readonly number[] = []): UserFormValues {
  return {
    IsActive: true,
    Username: '',
    FirstName: '',
    MiddleInitial: '',
    LastName: '',
    DisplayName: '',
    Title: '',
    EmailAddress: '',
    PhoneNumber: '',
    DealerRoles: [emptyDealerRole(dealerIds)],
  };
}

/**
 * The user detail record (a fresh GET) as the form's values; null text becomes ''. A missing
 * IsActive reads as inactive, as the spec says of the body ("false or unspecified").
 */
export function userFormValuesOf(record: UserRecord): UserFormValues {
  return {
    IsActive: record.IsActive ?? false,
    Username: record.Username,
    FirstName: record.FirstName ?? '',
    MiddleInitial: record.MiddleInitial ?? '',
    LastName: record.LastName ?? '',
    DisplayName: record.DisplayName ?? '',
    Title: record.Title ?? '',
    EmailAddress: record.EmailAddress ?? '',
    PhoneNumber: record.PhoneNumber ?? '',
    DealerRoles: record.DealerRoles.map(({ DealerId, RoleId }) => ({ DealerId, RoleId })),
  };
}

/** The display name the form suggests: "First Last" (spec: usually `<FirstName> <LastName>`). */
export function suggestedDisplayName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/** Whether the display name is still the suggestion (or empty), so a name change may update it. */
export function followsSuggestion(
  values: Pick<UserFormValues, 'FirstName' | 'LastName' | 'DisplayName'>,
): boolean {
  const shown = values.DisplayName.trim();
  return shown === '' || shown === suggestedDisplayName(values.FirstName, values.LastName);
}

/* ------------------------------------------------------------------------------------------ */
/* Form → request                                                                              */
/* ------------------------------------------------------------------------------------------ */

/** The body the form maps to: the wire shape, a dealer or role possibly still unchosen (null). */
export type UserRequestDraft = Omit<UserBody, 'DealerRoles'> & { DealerRoles: DealerRoleRow[] };

/** Blank text of an optional field is left out of the body (the spec shows no null for it). */
function omitted(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The one mapping from the form's values to the User body of POST and PUT: text trimmed, blank
 * optional fields (MiddleInitial, DisplayName) left out, never null; exactly the spec's fields.
 * It decides representation only; the rules are the request schema's.
 */
export function toUserRequest(values: UserFormValues): UserRequestDraft {
  const middleInitial = omitted(values.MiddleInitial);
  const displayName = omitted(values.DisplayName);
  return {
    IsActive: values.IsActive,
    Username: values.Username.trim(),
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    ...(middleInitial === undefined ? {} : { MiddleInitial: middleInitial }),
    ...(displayName === undefined ? {} : { DisplayName: displayName }),
    Title: values.Title.trim(),
    EmailAddress: values.EmailAddress.trim(),
    PhoneNumber: values.PhoneNumber.trim(),
    DealerRoles: values.DealerRoles.map(({ DealerId, RoleId }) => ({ DealerId, RoleId })),
  };
}

/** The body to send, from values the form schema accepted: the request schema's own output. */
export function userBody(values: UserFormValues, context: UserRequestContext): UserBody {
  return z.parse(userRequestSchema(context), toUserRequest(values));
}

/* ------------------------------------------------------------------------------------------ */
/* The dealer-role rules and the form schema                                                  */
/* ------------------------------------------------------------------------------------------ */

/** "DealerId a valid dealer the user is to be associated with": one the signed-in user manages. */
export function unknownDealerIssues(
  dealerRoles: readonly DealerRoleRow[],
  dealerIds: readonly number[],
): PathIssue[] {
  const known = new Set(dealerIds);
  return dealerRoles.flatMap((row, index) =>
    row.DealerId === null || known.has(row.DealerId)
      ? []
      : [{ path: [index, 'DealerId'], message: 'Dealer: choose one of your dealers' }],
  );
}

/**
 * The dealer-role rules on their own, with their wire paths under `DealerRoles`: each row's
 * dealer and role chosen (the wire schema's), at least one row and no dealer twice (the wire
 * schema's), a role from the config's roles (the wire schema's) and a dealer of the signed-in
 * user's (the form's). Run apart from the rest of the body, because Zod runs an object's
 * refinements only once all of its fields are valid, and the rows must not wait for the name.
 */
export function dealerRoleIssues(
  dealerRoles: readonly DealerRoleRow[],
  context: UserFormContext,
): PathIssue[] {
  const issues: PathIssue[] = [];
  const parsed = z.safeParse(userBaseSchema.shape.DealerRoles, dealerRoles);
  if (!parsed.success) {
    issues.push(...parsed.error.issues.map(({ path, message }) => ({ path, message })));
  }
  const chosen = dealerRoles.filter(
    (row): row is { DealerId: number; RoleId: number } =>
      row.DealerId !== null && row.RoleId !== null,
  );
  if (chosen.length === dealerRoles.length) {
    issues.push(...unknownRoleIssues(chosen, context));
  }
  issues.push(...unknownDealerIssues(dealerRoles, context.dealerIds));
  return issues.map(({ path, message }) => ({ path: ['DealerRoles', ...path], message }));
}

/**
 * The form's schema: the mapped body checked by the request schema (every field rule), plus the
 * dealer-role rules on their own. Each message once, at its wire path.
 */
export function userFormSchema(context: UserFormContext) {
  const request = userRequestSchema(context);
  return z
    .custom<UserFormValues>((value) => typeof value === 'object' && value !== null)
    .check(
      z.superRefine((values, ctx) => {
        const body = toUserRequest(values);
        const issues: PathIssue[] = [];
        const parsed = z.safeParse(request, body);
        if (!parsed.success) {
          issues.push(...parsed.error.issues.map(({ path, message }) => ({ path, message })));
        }
        issues.push(...dealerRoleIssues(body.DealerRoles, context));
        const seen = new Set<string>();
        for (const { path, message } of issues) {
          const key = `${path.map(String).join('.')}\n${message}`;
          if (seen.has(key)) continue;
          seen.add(key);
          ctx.addIssue({ code: 'custom', message, path, input: values });
        }
      }),
    );
}
