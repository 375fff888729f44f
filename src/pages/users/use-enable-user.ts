import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { safeParse } from 'zod/mini';
import { useConfig } from '../../api/config.ts';
import { invalidate } from '../../api/invalidate.ts';
import { updateUser, userMutationKeys, userQuery } from '../../api/users.ts';
import { enableUserBody } from '../../schemas/user-enable.ts';
import { userRequestSchema } from '../../schemas/user-requests.ts';

/**
 * "Enable again": PUT replaces the whole user, so the body is built from a fresh GET of the
 * user (never the cached copy, which a colleague may have changed since) with IsActive true.
 * A record the request schema refuses (a field the service left empty, a role the config does
 * not know) is not sent: its message says what to complete in the user's form.
 */
export function useEnableUser() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const roleIds = useConfig().roles.map((role) => role.id);
  return useMutation({
    mutationFn: async (userId: number) => {
      const record = await queryClient.fetchQuery({ ...userQuery(userId), staleTime: 0 });
      const body = safeParse(userRequestSchema({ roleIds }), enableUserBody(record));
      if (!body.success) {
        const first = body.error.issues[0]?.message ?? t`the record is incomplete`;
        throw new Error(
          t`Its record cannot be sent back as it is (${first}). Edit the user to complete it.`,
        );
      }
      return updateUser(userId, body.data);
    },
    onSuccess: (_record, userId) => invalidate(queryClient, userMutationKeys.update(userId)),
  });
}
