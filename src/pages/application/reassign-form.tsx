import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useReassignApplication } from '../../api/applications.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { describeRefusal } from '../../api/field-errors.ts';
import { useSession } from '../../api/session.ts';
import { useUsers } from '../../api/users.ts';
import { OutcomeAlert, OutcomeStatus, useOutcome } from '../../components/action-outcome.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { putOnFields } from '../../components/form/form-problems.tsx';
import { useSubmit } from '../../components/form/use-submit.ts';
import { reassignRequestSchema, type ReassignBody } from '../../schemas/application-actions.ts';
import type { UserListItem } from '../../schemas/user-records.ts';
import { useUnnamedAssignee } from '../../components/assignee-words.ts';
import { reassignCandidates, userLabel } from './reassign-candidates.ts';

/**
 * Who has the application now, by name where the user list or the session knows them; someone
 * the list does not hold is outside the dealer's users, never a bare id (decision 0029).
 */
function assignedNameOf(
  i18n: I18n,
  users: readonly UserListItem[],
  assignedUserId: number | null | undefined,
  me: { id: number; displayName: string } | null | undefined,
  unnamed: string,
): string {
  if (assignedUserId == null) return i18n._(msg`nobody`);
  const listed = users.find((user) => user.Id === assignedUserId);
  if (listed) return personName(listed);
  if (me?.id === assignedUserId) return me.displayName;
  return unnamed;
}

/**
 * Move the application to another active user of its dealer, after a confirmation naming both. The picker lists that dealer's
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
  const { i18n, t } = useLingui();
  const users = useUsers();
  const session = useSession();
  const unnamed = useUnnamedAssignee();

  if (users.isPending) {
    return (
      <Text size="sm">
        <Trans>Loading this dealer&apos;s users…</Trans>
      </Text>
    );
  }
  if (users.isError) {
    if (isApiError(users.error) && users.error.kind === 'disabled') {
      return (
        <Text size="sm">
          <Trans>
            Reassigning is not available for your account. Ask your dealer administrator to reassign
            this application.
          </Trans>
        </Text>
      );
    }
    return (
      <Alert color="red" title={t`The dealer's users could not be loaded`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(users.error)}</Text>
          <Button variant="default" size="xs" onClick={() => void users.refetch()}>
            <Trans>Try again</Trans>
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
      assignedName={assignedNameOf(i18n, users.data, assignedUserId, session.user, unnamed(true))}
    />
  );
}

/** "Hannah Lee": the name the confirmation uses; the username when the list has no name. */
function personName(user: Pick<UserListItem, 'FirstName' | 'LastName' | 'Username'>): string {
  return [user.FirstName, user.LastName].filter(Boolean).join(' ') || user.Username;
}

function ReassignPicker({
  applicationId,
  dealerId,
  candidates,
  assignedName,
}: {
  applicationId: number;
  dealerId: number;
  candidates: ReturnType<typeof reassignCandidates>;
  /** Who has the application now, for the confirmation. */
  assignedName: string;
}) {
  const { t } = useLingui();
  const reassign = useReassignApplication(applicationId);
  const { outcome, succeeded, failed, clear } = useOutcome();
  const [confirming, setConfirming] = useState<ReassignBody | null>(null);
  const schema = useMemo(
    () => reassignRequestSchema({ assignableUserIds: candidates.map((user) => user.Id) }),
    [candidates],
  );
  const form = useForm<ReassignBody>({
    resolver: zodResolver(schema),
    defaultValues: { DealerId: dealerId },
  });
  // Controlled, so the picker shows exactly what would be sent: after a reassignment the list
  // changes (the new assignee leaves it, the old one joins), and a browser left to itself would
  // show whoever now sits where the chosen person was, and send them on the next click.
  // The parts one by one: the React Compiler's lint reads an object carrying `ref` as a ref.
  const { field } = useController({ control: form.control, name: 'UserIdToAssign' });
  const { ref, name, value, onChange, onBlur } = field;
  const chosen = candidates.find((user) => user.Id === value);
  const { errors } = form.formState;
  const { submit } = useSubmit(form);

  if (candidates.length === 0) {
    return (
      <Text size="sm">
        <Trans>No other active user of this dealer can take this application.</Trans>
      </Text>
    );
  }

  const onValid = (body: ReassignBody) => {
    clear();
    setConfirming(body);
  };

  const confirm = async () => {
    if (!confirming) return;
    const to = candidates.find((user) => user.Id === confirming.UserIdToAssign);
    try {
      await reassign.mutateAsync(confirming);
      form.reset({ DealerId: dealerId });
      const person = to ? userLabel(to) : t`the chosen user`;
      succeeded(t`Reassigned to ${person}.`);
    } catch (error) {
      const placed = putOnFields(form, error, { isField: (path) => path === 'UserIdToAssign' });
      if (placed.fields.length === 0) failed(describeRefusal(error));
    } finally {
      setConfirming(null);
    }
  };

  const target = confirming && candidates.find((user) => user.Id === confirming.UserIdToAssign);
  const targetName = target ? personName(target) : t`the chosen user`;
  const targetLabel = target ? userLabel(target) : null;

  return (
    <form onSubmit={(event) => void submit(event, onValid)} noValidate>
      <Stack gap="xs" align="flex-start">
        <NativeSelect
          ref={ref}
          name={name}
          label={t`Reassign to`}
          description={t`Active users of this dealer`}
          data={[
            { value: '', label: t`Choose a person…` },
            ...candidates.map((user) => ({ value: String(user.Id), label: userLabel(user) })),
          ]}
          value={chosen ? String(chosen.Id) : ''}
          onChange={(event) => {
            const picked = event.currentTarget.value;
            onChange(picked === '' ? undefined : Number(picked));
            if (errors.UserIdToAssign) void form.trigger('UserIdToAssign');
          }}
          onBlur={onBlur}
          error={errors.UserIdToAssign?.message}
          w="100%"
          maw={420}
        />
        <Group gap="sm">
          <Button type="submit" variant="default">
            <Trans>Reassign</Trans>
          </Button>
          <OutcomeStatus outcome={outcome} />
        </Group>
        <OutcomeAlert outcome={outcome} title={t`The application was not reassigned`} />
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={t`Reassign from ${assignedName} to ${targetName}?`}
        confirmLabel={t`Reassign`}
        pending={reassign.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        <Text size="sm">
          {target ? (
            <Trans>
              {targetLabel} will be responsible for this application instead of {assignedName}.
            </Trans>
          ) : (
            <Trans>
              The chosen user will be responsible for this application instead of {assignedName}.
            </Trans>
          )}
        </Text>
      </ConfirmDialog>
    </form>
  );
}
