import { Hono } from 'hono';
import { dealerIdsPermitting } from '../access.ts';
import { requirePermission, type SandboxDeps, type SandboxEnv } from '../http.ts';
import { dealerAssignmentsOf, listUsers, toUserListItem } from '../users.ts';

export function userRoutes(deps: SandboxDeps) {
  const routes = new Hono<SandboxEnv>();

  // "Users the caller may manipulate": operator staff manage everyone; anyone
  // else manages the non-operator users of the dealers where their role grants
  // user management, and sees only those dealers' assignments.
  routes.get('/v3/api/users', requirePermission('users.read'), (c) => {
    const caller = c.get('caller');
    const managed = new Set(dealerIdsPermitting(caller, 'users.read'));
    const items = listUsers(deps.db).flatMap((user) => {
      const assignments = dealerAssignmentsOf(deps.db, user.id);
      if (caller.user.isOperator) return [toUserListItem(user, assignments)];
      const visible = assignments.filter((assignment) => managed.has(assignment.dealerId));
      return !user.isOperator && visible.length > 0 ? [toUserListItem(user, visible)] : [];
    });
    return c.json(items);
  });

  return routes;
}
