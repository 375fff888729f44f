import type { Role } from '../schemas/runtime-config.ts';
import type { Capability } from '../schemas/role-capabilities.ts';
import { useConfig } from './config.ts';
import { useSession } from './session.ts';
import type { Session } from './session-store.ts';

/**
 * Whether the signed-in user may do something, known before they try (the spec has no
 * permissions operation): not when the service has answered "disabled for the current user"
 * for it in this session; otherwise as the runtime config's role says, where the session knows
 * the user's role on the dealer (sandbox mode). Where nothing is known (token mode, a role
 * without capabilities in the config, operator staff) the answer is yes and the service decides.
 * Without a dealer, any of the user's dealers will do.
 */
export function mayDo(
  session: Session,
  roles: readonly Role[],
  capability: Capability,
  dealerId?: number,
): boolean {
  if (session.disabled?.includes(capability)) return false;
  const user = session.user;
  if (!user || user.isOperator) return true;
  const known = user.dealers.filter(
    (dealer) => dealer.roleId !== undefined && (dealerId === undefined || dealer.id === dealerId),
  );
  return (
    known.length === 0 ||
    known.some((dealer) => {
      const granted = roles.find((role) => role.id === dealer.roleId)?.capabilities;
      return !granted || granted.includes(capability);
    })
  );
}

export function useMay(capability: Capability, dealerId?: number): boolean {
  return mayDo(useSession(), useConfig().roles, capability, dealerId);
}
