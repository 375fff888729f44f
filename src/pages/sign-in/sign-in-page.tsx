import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
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

  if (session.status === 'active') return <Navigate to={next} replace />;

  return (
    <Container component="main" size={authMode === 'sandbox' ? 'md' : 'xs'} py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Dealer Portal</Title>
          <Text c="dimmed">
            Sign in to submit credit applications, follow decisions and fund your projects.
          </Text>
        </Stack>
        {params.get('reason') === 'idle' && (
          <Alert color="blue" title="You were signed out">
            After {idleTimeoutMinutes} minutes without activity you were signed out to protect your
            customers&apos; information.{' '}
            {lostAtSignOut.length > 0
              ? `This cleared what this device does not keep: ${lostText(lostAtSignOut)}. Sign in to go back to the page and enter it again.`
              : 'Sign in to go back to the page you were on.'}
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
