// Styles of the components this page adds to the shell's, in @mantine/core/styles.css order.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import './user-form.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useConfig } from '../../api/config.ts';
import { useDealers } from '../../api/dealers.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { invalidate } from '../../api/invalidate.ts';
import { mayDo, useMay } from '../../api/permissions.ts';
import { useSession } from '../../api/session.ts';
import { useCreateUser, userKeys, userQuery, useUpdateUser, usersQuery } from '../../api/users.ts';
import { OutcomeStatus, useOutcome } from '../../components/action-outcome.tsx';
import { NotAvailable } from '../../components/not-available.tsx';
import { formatName } from '../../lib/format.ts';
import { parseUserId } from '../../lib/path-ids.ts';
import { userFormDefaults, userFormValuesOf } from '../../schemas/user-form.ts';
import type { UserBody } from '../../schemas/user-requests.ts';
import type { DealerName } from './email-refusals.ts';
import { accountShared, useManagedDealerNumbers } from './shared-account.ts';
import { UserForm } from './user-form.tsx';
import './editor-locales/catalog.ts';

/** What the create page hands the edit page it goes to: the sentence saying it was saved. */
interface SavedState {
  saved?: string;
}

/** The page's frame: the way back to the list, and its heading (which the shell focuses on arrival). */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={960}>
      <Stack gap={4}>
        <Anchor component={Link} to="/users" size="sm" w="fit-content">
          <Trans>Back to users</Trans>
        </Anchor>
        <Title order={1}>{title}</Title>
      </Stack>
      {children}
    </Stack>
  );
}

/** The dealers whose users the signed-in user manages: theirs, where their role may write users. */
function useManagedDealers() {
  const dealers = useDealers();
  const session = useSession();
  const { roles } = useConfig();
  const managed: DealerName[] | undefined = dealers.data
    ?.filter((dealer) => mayDo(session, roles, 'users.write', dealer.Id))
    .map((dealer) => ({ Id: dealer.Id, Name: dealer.Name }));
  return { dealers, managed };
}

/** Why the form cannot be shown yet (loading, refused), or null once it can. */
function DealersState({ dealers }: { dealers: ReturnType<typeof useDealers> }) {
  const { t } = useLingui();
  if (isApiError(dealers.error) && dealers.error.kind === 'disabled') {
    return <NotAvailable capability="dealers.read" banner />;
  }
  if (dealers.isError) {
    return (
      <Alert color="red" title={t`Your dealers could not be loaded`}>
        <Text size="sm" mb="xs">
          {describeError(dealers.error)}
        </Text>
        <Button size="xs" variant="default" onClick={() => void dealers.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  return <Loader role="status" aria-label={t`Loading your dealers`} />;
}

/** `/users/new`: POST, then the new user's edit page, which says it was created. */
function CreateUser() {
  const { t } = useLingui();
  const { roles, authMode } = useConfig();
  const { dealers, managed } = useManagedDealers();
  const create = useCreateUser();
  const navigate = useNavigate();

  if (!managed) return <DealersState dealers={dealers} />;
  if (managed.length === 0) {
    return (
      <Text>
        <Trans>You do not manage the users of any dealer, so you cannot add a user.</Trans>
      </Text>
    );
  }
  const save = async (body: UserBody) => {
    const record = await create.mutateAsync(body);
    // The portal sets no password (the service's user body has none): say how the person signs in.
    const username = record.Username;
    const saved =
      authMode === 'sandbox'
        ? t`${username} was created. In the sandbox they sign in as ${username} with the demo accounts’ password, shown on the sign-in page.`
        : t`${username} was created. The portal sets no password: the lender gives them their sign-in details for the username ${username}.`;
    const state: SavedState = { saved };
    await navigate(`/users/${record.UserId}/edit`, { state });
  };
  return (
    <UserForm
      mode="create"
      defaultValues={userFormDefaults(managed.map((dealer) => dealer.Id))}
      dealers={managed}
      roles={roles}
      save={save}
      submitLabel={t`Create user`}
    />
  );
}

/** The user is no longer among those the signed-in user may manage (404). */
function NoLongerAccessible() {
  const { t } = useLingui();
  return (
    <Alert color="yellow" title={t`This user is no longer accessible`}>
      <Text size="sm" mb="xs">
        <Trans>
          The user may have been moved to a dealer whose users you do not manage. The users list has
          been refreshed.
        </Trans>
      </Text>
      <Button component={Link} to="/users" size="xs" variant="default">
        <Trans>Back to the users list</Trans>
      </Button>
    </Alert>
  );
}

/**
 * `/users/:userId/edit`: a fresh GET of the user (never a cached record, which may be stale),
 * then PUT. A 404 says the user is no longer accessible and refreshes the list.
 */
function EditUser({ userId }: { userId: number }) {
  const { t } = useLingui();
  const { roles } = useConfig();
  const { dealers, managed } = useManagedDealers();
  const queryClient = useQueryClient();
  const [openedAt] = useState(Date.now);
  const user = useQuery({ ...userQuery(userId), refetchOnMount: 'always' });
  const update = useUpdateUser(userId);
  const location = useLocation();
  const { outcome, succeeded, clear } = useOutcome();
  const [createdText] = useState(() => (location.state as SavedState | null)?.saved ?? null);
  const gone = isApiError(user.error) && user.error.kind === 'not-found';
  // The list counts all the user's dealers, which the detail (the caller's dealers only) cannot;
  // a user gone leaves the list invalidated for the page that shows it, not read again here.
  const users = useQuery({ ...usersQuery(), enabled: !gone });
  const managedNumbers = useManagedDealerNumbers();
  const listed = users.data?.find((item) => item.Id === userId);
  const fresh = user.data !== undefined && user.dataUpdatedAt >= openedAt;

  useEffect(() => {
    if (gone) void invalidate(queryClient, [userKeys.list()]);
  }, [gone, queryClient]);

  if (gone) return <NoLongerAccessible />;
  if (user.isError) {
    return (
      <Alert color="red" title={t`The user could not be loaded`}>
        <Text size="sm" mb="xs">
          {describeError(user.error)}
        </Text>
        <Button size="xs" variant="default" onClick={() => void user.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  if (!fresh || users.isLoading) return <Loader role="status" aria-label={t`Loading the user`} />;
  if (!managed) return <DealersState dealers={dealers} />;

  const save = async (body: UserBody) => {
    clear();
    try {
      const record = await update.mutateAsync(body);
      const username = record.Username;
      succeeded(t`Saved the changes to ${username}.`);
    } catch (error) {
      if (isApiError(error) && error.kind === 'not-found') {
        void invalidate(queryClient, [userKeys.list()]);
        throw new Error(
          t`This user is no longer accessible: they may have been moved to a dealer whose users you do not manage. Go back to the users list.`,
          { cause: error },
        );
      }
      throw error;
    }
  };
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        {formatName(user.data.FirstName, user.data.LastName)} · {user.data.Username}
      </Text>
      <OutcomeStatus outcome={outcome ?? (createdText ? { ok: true, text: createdText } : null)} />
      <UserForm
        mode="edit"
        defaultValues={userFormValuesOf(user.data)}
        dealers={managed}
        roles={roles}
        save={save}
        submitLabel={t`Save changes`}
        accountLocked={listed !== undefined && accountShared(listed, managedNumbers)}
      />
    </Stack>
  );
}

/**
 * `/users/new` and `/users/:userId/edit`: one form for creating and editing a user (issue 23),
 * for those whose role may change users. Keyed by the address, so arriving at another user (or
 * at the user just created) starts a fresh form (and the shell focuses the heading again).
 */
export default function UserEditorPage() {
  const { userId } = useParams();
  const { pathname } = useLocation();
  const { t } = useLingui();
  const mayWrite = useMay('users.write');
  const creating = userId === undefined;
  const id = parseUserId(userId);
  const title = creating ? t`New user` : t`Edit user`;
  return (
    <Frame title={title} key={pathname}>
      {!mayWrite ? (
        <NotAvailable capability="users.write" banner />
      ) : creating ? (
        <CreateUser />
      ) : id === null ? (
        <NoLongerAccessible />
      ) : (
        <EditUser userId={id} />
      )}
    </Frame>
  );
}
