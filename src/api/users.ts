import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserBody } from '../schemas/user-requests.ts';
import {
  userDisabledResponseSchema,
  userListSchema,
  userRecordSchema,
} from '../schemas/user-records.ts';
import { requestJson } from './client.ts';
import { invalidate } from './invalidate.ts';

/**
 * Portal users (v3): the list (which the dashboard and the application page read for names), one
 * user's detail, create, update and disable.
 */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  detail: (userId: number) => [...userKeys.all, 'detail', userId] as const,
};

export function listUsers(signal?: AbortSignal) {
  return requestJson('/v3/api/users', userListSchema, { signal });
}

export const usersQuery = () =>
  queryOptions({
    queryKey: userKeys.list(),
    queryFn: ({ signal }) => listUsers(signal),
    // Fresh for a minute: the dashboard's route asks for the list before its page mounts, and
    // the page must find it, not ask again. This portal's own changes invalidate it at once.
    staleTime: 60_000,
  });

export const useUsers = () => useQuery(usersQuery());

export function getUser(userId: number, signal?: AbortSignal) {
  return requestJson(`/v3/api/users/${userId}`, userRecordSchema, { signal });
}

export function createUser(body: UserBody) {
  return requestJson('/v3/api/users', userRecordSchema, { method: 'POST', body });
}

export function updateUser(userId: number, body: UserBody) {
  return requestJson(`/v3/api/users/${userId}`, userRecordSchema, { method: 'PUT', body });
}

/** Disables (never removes) the user; the service answers a sentence saying so. */
export function disableUser(userId: number) {
  return requestJson(`/v3/api/users/${userId}`, userDisabledResponseSchema, { method: 'DELETE' });
}

export const userQuery = (userId: number) =>
  queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
  });

/** What each user mutation changes. */
export const userMutationKeys = {
  create: () => [userKeys.list()],
  update: (userId: number) => [userKeys.list(), userKeys.detail(userId)],
  disable: (userId: number) => [userKeys.list(), userKeys.detail(userId)],
};

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => invalidate(queryClient, userMutationKeys.create()),
  });
}

export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserBody) => updateUser(userId, body),
    onSuccess: () => invalidate(queryClient, userMutationKeys.update(userId)),
  });
}

export function useDisableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableUser,
    onSuccess: (_answer, userId) => invalidate(queryClient, userMutationKeys.disable(userId)),
  });
}
