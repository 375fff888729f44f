import * as z from 'zod/mini';
import { atMost, CHOSEN_LIMITS } from './limits.ts';

/**
 * Sign-in. The lender's interface does not show how credentials are obtained
 * (ARCHITECTURE.md point 9): the sandbox has its own username/password session,
 * the real service is reached with an access token the user pastes in.
 */
export const sandboxSignInSchema = z.object({
  username: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter your username'), atMost('Username', CHOSEN_LIMITS.name)),
  password: z
    .string()
    .check(z.minLength(1, 'Enter your password'), atMost('Password', CHOSEN_LIMITS.password)),
});
export type SandboxSignIn = z.infer<typeof sandboxSignInSchema>;

export const tokenSignInSchema = z.object({
  token: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Paste the access token you were given'),
      atMost('Access token', CHOSEN_LIMITS.accessToken),
      z.regex(/^\S*$/, 'An access token has no spaces'),
    ),
});

export const sessionDealerSchema = z.object({
  id: z.int(),
  name: z.string(),
  /**
   * The user's role on this dealer (a role id of the runtime config), so the portal can show
   * what the role may not do before it is tried. Unknown in token mode: the service decides.
   */
  roleId: z.optional(z.int()),
});

export const sessionUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  displayName: z.string(),
  role: z.string(),
  isOperator: z.boolean(),
  dealers: z.array(sessionDealerSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `POST /sandbox/session` answer. */
export const sandboxSessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: sessionUserSchema,
});
export type SandboxSession = z.infer<typeof sandboxSessionSchema>;

/** `GET /sandbox/accounts`: the demo accounts the sign-in page offers. */
export const demoAccountSchema = z.object({
  username: z.string(),
  password: z.string(),
  displayName: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  dealers: z.array(sessionDealerSchema),
});
export const demoAccountsSchema = z.array(demoAccountSchema);
export type DemoAccount = z.infer<typeof demoAccountSchema>;
