import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useConfig } from '../../api/config.ts';
import { endServerSession } from '../../api/session.ts';
import { sessionStore } from '../../api/session-store.ts';

/**
 * Sign-out and idle time-out: end the session and forget every cached answer.
 * The session guard then takes the user to the sign-in page.
 */
export function useSignOut() {
  const { authMode } = useConfig();
  const queryClient = useQueryClient();

  return useCallback(
    async (endedBy: 'user' | 'idle' = 'user') => {
      await endServerSession(authMode);
      sessionStore.signOut(endedBy);
      queryClient.clear();
    },
    [authMode, queryClient],
  );
}
