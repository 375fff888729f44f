import { requestVoid } from './client.ts';
import { isApiError } from './errors.ts';
import { signInToSandbox } from './sandbox-session.ts';
import { sessionStore } from './session-store.ts';

/**
 * Whether the person holding the tablet is the signed-in user: the customer hands it back and the
 * dealer unlocks with their own password (issue 35). In the sandbox the password is checked by
 * signing in as the session's user and ending that second session at once; with an access token
 * (the real service has no password check) the token must be the session's own, the one that
 * signed in. Only a refusal is `false`; a failure to ask (network) is thrown, to be said as such.
 */
export async function isSignedInUser(
  authMode: 'sandbox' | 'token',
  secret: string,
): Promise<boolean> {
  const { user, token } = sessionStore.get();
  if (!user || !token) return false;
  if (authMode === 'token') return secret.trim() === token;
  try {
    const checked = await signInToSandbox({ username: user.username, password: secret });
    await requestVoid('/sandbox/session', { method: 'DELETE', token: checked.token }).catch(
      () => undefined,
    );
    return checked.user.id === user.id;
  } catch (error) {
    if (isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'validation')) {
      return false;
    }
    throw error;
  }
}
