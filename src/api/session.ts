import { useSyncExternalStore } from 'react';
import type { SessionUser, SandboxSignIn } from '../schemas/sign-in.ts';
import { requestJson } from './client.ts';
import { isApiError } from './errors.ts';
import { word } from './words.ts';
import { dealersSchema } from '../schemas/dealer-records.ts';
import { signInToSandbox, signOutOfSandbox } from './sandbox-session.ts';
import { sessionStore, type Session } from './session-store.ts';

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** Sandbox mode: username and password against `POST /sandbox/session`. */
export async function signInWithPassword(values: SandboxSignIn): Promise<SessionUser> {
  const session = await signInToSandbox(values);
  sessionStore.signIn(session.token, session.user);
  return session.user;
}

/**
 * Token mode: the real service has no "who am I" operation, so a token is checked by
 * listing the caller's dealers with it; the dealers are all the portal knows of the user.
 * Only a 401 refuses the token: an account whose dealer list is disabled is still signed in,
 * knowing no dealer, and the pages say what is not available to it.
 */
export async function signInWithToken(token: string): Promise<SessionUser> {
  const dealers = await requestJson('/v3/api/dealers', dealersSchema, { token }).catch(
    (error: unknown) => {
      if (isApiError(error) && error.kind === 'disabled') return null;
      throw error;
    },
  );
  const user: SessionUser = {
    id: 0,
    username: '',
    displayName: word(/*i18n*/ { id: 'api.access-token-user', message: 'Access token' }),
    role: '',
    isOperator: false,
    dealers: (dealers ?? []).map((dealer) => ({ id: dealer.Id, name: dealer.Name })),
  };
  sessionStore.signIn(token, user);
  if (!dealers) sessionStore.remember('dealers.read');
  return user;
}

/** End the session on the server when there is one to end; never blocks signing out. */
export async function endServerSession(authMode: 'sandbox' | 'token'): Promise<void> {
  if (authMode !== 'sandbox' || !sessionStore.token()) return;
  await signOutOfSandbox().catch(() => undefined);
}
