import { Button, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useConfig } from '../../api/config.ts';
import type { SessionUser } from '../../schemas/sign-in.ts';
import { SignInForm } from '../../components/sign-in-form.tsx';
import './dialog-locales/catalog.ts';

/**
 * Shown over the current page when the service answers 401. Meanwhile nothing is asked of the
 * service (src/api/query-client.ts); signing in resumes what was paused, with the new token.
 * Signing in again as the same user also reloads what failed and leaves the page as it was;
 * a different user starts afresh.
 */
export function SessionExpiredDialog({
  previousUser,
  onSignOut,
}: {
  previousUser: SessionUser | null;
  onSignOut: () => void;
}) {
  const { authMode } = useConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useLingui();

  const signedIn = (user: SessionUser) => {
    if (previousUser && user.username === previousUser.username && user.id === previousUser.id) {
      // What resumed by itself is not cancelled and asked again.
      void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
    } else {
      queryClient.clear();
      void navigate('/', { replace: true });
    }
  };

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t`Your session has expired`}
      centered
    >
      <Stack>
        <Text size="sm">
          <Trans>Sign in again to carry on. This page stays as you left it.</Trans>
        </Text>
        <SignInForm
          authMode={authMode}
          onSignedIn={signedIn}
          {...(previousUser?.username ? { defaultUsername: previousUser.username } : {})}
        />
        <Button variant="subtle" onClick={onSignOut}>
          <Trans>Sign out instead</Trans>
        </Button>
      </Stack>
    </Modal>
  );
}
