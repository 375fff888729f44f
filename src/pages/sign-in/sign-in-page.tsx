import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useConfig } from '../../api/config.ts';
import { useSession } from '../../api/session.ts';
import { lostText, unsavedWork } from '../../components/leave-guard.ts';
import { SignInForm, type SignInFormHandle } from '../../components/sign-in-form.tsx';
import { safeNextPath } from '../../lib/safe-redirect.ts';
import { DemoAccounts } from './demo-accounts.tsx';
import './locales/catalog.ts';

export default function SignInPage() {
  const { authMode, idleTimeoutMinutes } = useConfig();
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const formRef = useRef<SignInFormHandle>(null);
  const next = safeNextPath(params.get('next'));
  const lostAtSignOut = unsavedWork.lostAtSignOut();
  const { t } = useLingui();

  if (session.status === 'active') return <Navigate to={next} replace />;
  const minutes = idleTimeoutMinutes;
  const lostWords = lostAtSignOut.length > 0 ? lostText(lostAtSignOut) : '';

  return (
    <Container component="main" size={authMode === 'sandbox' ? 'md' : 'xs'} py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Dealer Portal</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              Sign in to submit credit applications, follow decisions and fund your projects.
            </Trans>
          </Text>
        </Stack>
        {params.get('reason') === 'idle' && (
          <Alert color="blue" title={t`You were signed out`}>
            {lostAtSignOut.length > 0 ? (
              <Trans>
                After {minutes} minutes without activity you were signed out to protect your
                customers&apos; information. This cleared what this device does not keep:{' '}
                {lostWords}. Sign in to go back to the page and enter it again.
              </Trans>
            ) : (
              <Trans>
                After {minutes} minutes without activity you were signed out to protect your
                customers&apos; information. Sign in to go back to the page you were on.
              </Trans>
            )}
          </Alert>
        )}
        <Paper withBorder p="lg" maw={440}>
          <SignInForm
            ref={formRef}
            authMode={authMode}
            onSignedIn={() => void navigate(next, { replace: true })}
          />
        </Paper>
        {authMode === 'sandbox' && (
          <DemoAccounts onPick={(account) => formRef.current?.signInAs(account)} />
        )}
      </Stack>
    </Container>
  );
}
