import { queryOptions } from '@tanstack/react-query';
import {
  demoAccountsSchema,
  sandboxSessionSchema,
  type SandboxSession,
  type SandboxSignIn,
} from '../schemas/sign-in.ts';
import { requestJson, requestVoid } from './client.ts';

/** Sandbox-only sign-in (ARCHITECTURE.md point 9): never used against the real service. */
export const sandboxKeys = {
  all: ['sandbox'] as const,
  accounts: () => [...sandboxKeys.all, 'accounts'] as const,
};

export function signInToSandbox(values: SandboxSignIn): Promise<SandboxSession> {
  return requestJson('/sandbox/session', sandboxSessionSchema, {
    method: 'POST',
    body: values,
    anonymous: true,
  });
}

export function signOutOfSandbox(): Promise<void> {
  return requestVoid('/sandbox/session', { method: 'DELETE' });
}

export function listDemoAccounts() {
  return requestJson('/sandbox/accounts', demoAccountsSchema, { anonymous: true });
}

export const demoAccountsQuery = () =>
  queryOptions({
    queryKey: sandboxKeys.accounts(),
    queryFn: listDemoAccounts,
    staleTime: Infinity,
  });
