import { Hono, type Context } from 'hono';
import {
  normaliseUserSpellings,
  userRequestSchema,
  type UserBody,
} from '../../src/schemas/user-requests.ts';
import {
  accountBeyondCaller,
  changedAccountFields,
  SHARED_ACCOUNT_RULE,
} from '../../src/schemas/user-account.ts';
import { dealerIdsPermitting, type Caller, type UserRecord } from '../access.ts';
import {
  modelStateError,
  modelStateKey,
  pathLong,
  readJson,
  requirePermission,
  validateBody,
  type BodyResult,
  type SandboxDeps,
  type SandboxEnv,
} from '../http.ts';
import { demoPassword, roleIds } from './defaults.ts';
import { transaction } from '../transaction.ts';
import {
  createUser,
  dealerAssignmentsByUser,
  dealerAssignmentsOf,
  disableUser,
  findUserById,
  findUserByUsername,
  listRoleIds,
  listUsers,
  toUserDetail,
  toUserListItem,
  updateUser,
  userIdsWithEmail,
  type DealerAssignment,
  type DealerRole,
  type UserFields,
} from './store.ts';

type UserKey = 'users.read' | 'users.write';

/**
 * "Users the caller may manipulate": operator staff manage everyone; anyone else manages the
 * non-operator users of the dealers where their role grants `key`, and sees only those
 * dealers' assignments. Undefined when the user is not one of them.
 */
function visibleUser(
  db: SandboxDeps['db'],
  caller: Caller,
  user: UserRecord,
  key: UserKey,
): { user: UserRecord; assignments: DealerAssignment[] } | undefined {
  const managed = caller.user.isOperator ? 'all' : new Set(dealerIdsPermitting(caller, key));
  return visibleThrough(managed, user, dealerAssignmentsOf(db, user.id));
}

/** The user and the assignments seen through the dealers the caller manages (`all`: operator staff). */
function visibleThrough(
  managed: ReadonlySet<number> | 'all',
  user: UserRecord,
  assignments: DealerAssignment[],
): { user: UserRecord; assignments: DealerAssignment[] } | undefined {
  if (managed === 'all') return { user, assignments };
  const visible = assignments.filter((assignment) => managed.has(assignment.dealerId));
  return !user.isOperator && visible.length > 0 ? { user, assignments: visible } : undefined;
}

function fieldsOf(body: UserBody): UserFields {
  return {
    username: body.Username,
    firstName: body.FirstName,
    lastName: body.LastName,
    middleInitial: body.MiddleInitial || null,
    displayName: body.DisplayName || null,
    title: body.Title,
    email: body.EmailAddress,
    phone: body.PhoneNumber,
    isActive: body.IsActive,
    // The Operator role is what makes a user operator staff (every dealer).
    isOperator: body.DealerRoles.some((entry) => entry.RoleId === roleIds.operator),
  };
}

function dealerRolesOf(body: UserBody): DealerRole[] {
  return body.DealerRoles.map((entry) => ({ dealerId: entry.DealerId, roleId: entry.RoleId }));
}

const notFound = (c: Context) => c.json({ Message: 'The user was not found.' }, 404);

/**
 * Whether the caller may change the user's account (name, e-mail, active state...), which
 * every dealer of theirs shares: operator staff may, and so may an administrator of each of
 * those dealers, but not an administrator of only some.
 */
function mayChangeAccount(db: SandboxDeps['db'], caller: Caller, userId: number): boolean {
  const dealers = dealerAssignmentsOf(db, userId).map((assignment) => assignment.dealerId);
  const managed = new Set(dealerIdsPermitting(caller, 'users.write'));
  const mine = dealers.filter((dealerId) => managed.has(dealerId));
  return !accountBeyondCaller(caller.user.isOperator, dealers.length, mine.length);
}

const accountRefused = (c: Context) => c.json({ Message: SHARED_ACCOUNT_RULE }, 403);

export function userRoutes(deps: SandboxDeps) {
  const routes = new Hono<SandboxEnv>();

  /** A user the caller may reach through `key`, by the path's `{Id}`. */
  const targetOf = (c: Context<SandboxEnv>, key: UserKey) => {
    const id = pathLong(c.req.param('id'));
    const user = id === undefined ? undefined : findUserById(deps.db, id);
    return user && visibleUser(deps.db, c.get('caller'), user, key);
  };

  /** The User body, checked with the portal's wire schema against the roles table. */
  const readUserBody = async (c: Context<SandboxEnv>): Promise<BodyResult<UserBody>> => {
    const json = await readJson(c);
    if (!json.ok) return json;
    const schema = userRequestSchema({ roleIds: listRoleIds(deps.db) });
    return validateBody(c, schema, normaliseUserSpellings(json.data));
  };

  /**
   * Rules that need the sandbox's data: a free username that a PUT does not change, an e-mail
   * address no other user has (case-insensitive), dealers whose users the caller manages, the
   * Operator role only from operator staff, and no switching oneself off.
   */
  const bodyProblems = (caller: Caller, body: UserBody, targetId?: number) => {
    const modelState: Record<string, string[]> = {};
    const add = (path: PropertyKey[], message: string) =>
      (modelState[modelStateKey(path)] ??= []).push(message);
    const holder = findUserByUsername(deps.db, body.Username);
    // Decision 0025: the username is what the person signs in with and what their history
    // names; like sign-in, a change of case alone leaves it the same username.
    if (targetId !== undefined && holder?.id !== targetId) {
      add(['Username'], 'Username: cannot be changed; disable this user and create another');
    } else if (holder !== undefined && holder.id !== targetId) {
      add(['Username'], 'Username: already taken by another user');
    }
    if (userIdsWithEmail(deps.db, body.EmailAddress).some((id) => id !== targetId)) {
      add(['EmailAddress'], 'Email address: already used by another user');
    }
    const manageable = new Set(dealerIdsPermitting(caller, 'users.write'));
    body.DealerRoles.forEach((entry, index) => {
      if (!manageable.has(entry.DealerId)) {
        add(['DealerRoles', index, 'DealerId'], 'Dealer: not a dealer whose users you manage');
      }
      if (entry.RoleId === roleIds.operator && !caller.user.isOperator) {
        add(['DealerRoles', index, 'RoleId'], 'Role: only operator staff assign the Operator role');
      }
    });
    if (targetId === caller.user.id && !body.IsActive) {
      add(['IsActive'], 'Active: you cannot disable your own account');
    }
    return Object.keys(modelState).length > 0 ? modelState : undefined;
  };

  routes.get('/v3/api/users', requirePermission('users.read'), (c) => {
    const caller = c.get('caller');
    const managed = caller.user.isOperator
      ? 'all'
      : new Set(dealerIdsPermitting(caller, 'users.read'));
    const assignments = dealerAssignmentsByUser(deps.db);
    return c.json(
      listUsers(deps.db).flatMap((user) => {
        const all = assignments.get(user.id) ?? [];
        const visible = visibleThrough(managed, user, all);
        return visible ? [toUserListItem(visible.user, visible.assignments, all.length)] : [];
      }),
    );
  });

  routes.get('/v3/api/users/:id', requirePermission('users.read'), (c) => {
    const target = targetOf(c, 'users.read');
    if (target === undefined) return notFound(c);
    return c.json(toUserDetail(target.user, target.assignments));
  });

  routes.post('/v3/api/users', requirePermission('users.write'), async (c) => {
    const body = await readUserBody(c);
    if (!body.ok) return body.response;
    const problems = bodyProblems(c.get('caller'), body.data);
    if (problems !== undefined) return c.json(modelStateError(problems), 400);
    const dealerRoles = dealerRolesOf(body.data);
    // Created users sign in to the sandbox with the demo password, like the seeded ones.
    const user = transaction(deps.db, () =>
      createUser(deps.db, fieldsOf(body.data), demoPassword, dealerRoles),
    );
    return c.json(toUserDetail(user, dealerRoles));
  });

  routes.put('/v3/api/users/:id', requirePermission('users.write'), async (c) => {
    const caller = c.get('caller');
    const target = targetOf(c, 'users.write');
    if (target === undefined) return notFound(c);
    const body = await readUserBody(c);
    if (!body.ok) return body.response;
    const problems = bodyProblems(caller, body.data, target.user.id);
    if (problems !== undefined) return c.json(modelStateError(problems), 400);
    const changed = changedAccountFields(toUserDetail(target.user, []), body.data);
    if (changed.length > 0 && !mayChangeAccount(deps.db, caller, target.user.id)) {
      return accountRefused(c);
    }
    const scope = caller.user.isOperator
      ? 'all'
      : new Set(dealerIdsPermitting(caller, 'users.write'));
    transaction(deps.db, () =>
      updateUser(deps.db, target.user.id, fieldsOf(body.data), dealerRolesOf(body.data), scope),
    );
    const updated = findUserById(deps.db, target.user.id);
    const visible = updated && visibleUser(deps.db, caller, updated, 'users.write');
    if (visible === undefined) return notFound(c);
    return c.json(toUserDetail(visible.user, visible.assignments));
  });

  routes.delete('/v3/api/users/:id', requirePermission('users.write'), (c) => {
    const target = targetOf(c, 'users.write');
    if (target === undefined) return notFound(c);
    if (target.user.id === c.get('caller').user.id) {
      return c.json({ Message: 'You cannot disable your own account.' }, 400);
    }
    if (!mayChangeAccount(deps.db, c.get('caller'), target.user.id)) return accountRefused(c);
    transaction(deps.db, () => disableUser(deps.db, target.user.id));
    return c.json(`User ${target.user.id} has been disabled.`);
  });

  return routes;
}
