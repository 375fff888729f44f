import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectNumberBody, ReassignBody } from '../schemas/application-actions.ts';
import {
  applicationKeys,
  reassignApplication,
  requestStageFunding,
  setProjectNumber,
  submitApplication,
} from './applications.ts';
import { invalidate } from './invalidate.ts';

/**
 * The hooks that change applications. They live apart from applications.ts because the dashboard,
 * on every first visit, reads applications but never changes one: from applications.ts these
 * hooks would bring TanStack Query's MutationObserver into its download (0.95 KB gzip,
 * docs/decisions/0004 item 10).
 *
 * Why only applications has a `<resource>-mutations.ts`: every other resource (dealers, users,
 * documents, paperwork, promotions) keeps reads and changes in one module, because no first-visit
 * chunk calls one of its mutation hooks, so the bundler drops them there. Split another resource
 * the same way only when a first-visit chunk starts to carry its mutations (docs/decisions/0017).
 */

/** What each application mutation changes. */
export const applicationMutationKeys = {
  submit: () => [applicationKeys.statuses()],
  reassign: (applicationId: number) => [
    applicationKeys.one(applicationId),
    applicationKeys.statuses(),
  ],
  projectNumber: (applicationId: number) => [
    applicationKeys.one(applicationId),
    applicationKeys.statuses(),
  ],
  stageFund: (applicationId: number) => [
    applicationKeys.one(applicationId),
    applicationKeys.statuses(),
  ],
};

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => invalidate(queryClient, applicationMutationKeys.submit()),
  });
}

export function useReassignApplication(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReassignBody) => reassignApplication(applicationId, body),
    onSuccess: () => invalidate(queryClient, applicationMutationKeys.reassign(applicationId)),
  });
}

export function useSetProjectNumber(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectNumberBody) => setProjectNumber(applicationId, body),
    onSuccess: () => invalidate(queryClient, applicationMutationKeys.projectNumber(applicationId)),
  });
}

export function useRequestStageFunding(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestStageFunding(applicationId),
    onSuccess: () => invalidate(queryClient, applicationMutationKeys.stageFund(applicationId)),
  });
}
