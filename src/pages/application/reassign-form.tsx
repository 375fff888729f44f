import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useReassignApplication } from '../../api/application-mutations.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { useUsers } from '../../api/users.ts';
import { reassignRequestSchema, type ReassignBody } from '../../schemas/application-actions.ts';
import { reassignCandidates, userLabel } from './reassign-candidates.ts';
import { describeRefusal, serviceFieldError } from './service-errors.ts';

/**
 * Move the application to another active user of its dealer. The picker lists that dealer's
 * users from the user list; an account that may not list users cannot reassign either.
 */
export function ReassignForm({
  applicationId,
  dealerId,
  dealerNumber,
  assignedUserId,
}: {
  applicationId: number;
  /** The dealer's numeric Id, which the request sends (ARCHITECTURE.md point 10). */
  dealerId: number;
  dealerNumber: string | null | undefined;
  assignedUserId: number | null | undefined;
}) {
  const users = useUsers();

  if (users.isPending) return <Text size="sm">Loading this dealer&apos;s users…</Text>;
  if (users.isError) {
    if (isApiError(users.error) && users.error.kind === 'disabled') {
      return (
        <Text size="sm">
          Reassigning is not available for your account. Ask your dealer administrator to reassign
          this application.
        </Text>
      );
    }
    return (
      <Alert color="red" title="The dealer's users could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(users.error)}</Text>
          <Button variant="default" size="xs" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <ReassignPicker
      applicationId={applicationId}
      dealerId={dealerId}
      candidates={reassignCandidates(users.data, dealerNumber, assignedUserId)}
    />
  );
}

function ReassignPicker({
  applicationId,
  dealerId,
  candidates,
}: {
  applicationId: number;
  dealerId: number;
  candidates: ReturnType<typeof reassignCandidates>;
}) {
  const reassign = useReassignApplication(applicationId);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const schema = useMemo(
    () => reassignRequestSchema({ assignableUserIds: candidates.map((user) => user.Id) }),
    [candidates],
  );
  const form = useForm<ReassignBody>({
    resolver: zodResolver(schema),
    defaultValues: { DealerId: dealerId },
  });
  const { errors, isSubmitting } = form.formState;

  if (candidates.length === 0) {
    return <Text size="sm">No other active user of this dealer can take this application.</Text>;
  }

  const onSubmit = form.handleSubmit(async (body) => {
    setOutcome(null);
    const to = candidates.find((user) => user.Id === body.UserIdToAssign);
    try {
      await reassign.mutateAsync(body);
      form.reset({ DealerId: dealerId });
      setOutcome({ ok: true, text: `Reassigned to ${to ? userLabel(to) : 'the chosen user'}.` });
    } catch (error) {
      const message = serviceFieldError(error, 'UserIdToAssign');
      if (message) form.setError('UserIdToAssign', { type: 'server', message });
      else setOutcome({ ok: false, text: describeRefusal(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs" align="flex-start">
        <NativeSelect
          label="Reassign to"
          description="Active users of this dealer"
          data={[
            { value: '', label: 'Choose a user…' },
            ...candidates.map((user) => ({ value: String(user.Id), label: userLabel(user) })),
          ]}
          error={errors.UserIdToAssign?.message}
          w="100%"
          maw={420}
          {...form.register('UserIdToAssign', { valueAsNumber: true })}
        />
        <Group gap="sm">
          <Button type="submit" variant="default" loading={isSubmitting}>
            Reassign
          </Button>
          <Text size="sm" role="status">
            {outcome?.ok ? outcome.text : ''}
          </Text>
        </Group>
        {outcome && !outcome.ok && (
          <Alert color="red" title="The application was not reassigned" w="100%">
            {outcome.text}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
