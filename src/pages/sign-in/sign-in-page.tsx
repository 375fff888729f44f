import { Stack, Text } from '@mantine/core';
import { lazy, Suspense, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useConfig } from '../../api/config.ts';
import { useSession } from '../../api/session.ts';
import { PlainAlert, PlainMain, PlainPaper, PlainTitle } from '../../components/plain-controls.tsx';
import { SignInForm, type SignInFormHandle } from '../../components/sign-in-form.tsx';
import { safeNextPath } from '../../lib/safe-redirect.ts';

// Only the sandbox has demo accounts: the real service's sign-in never loads them, and the
// sandbox's list (below the form) arrives with its own small chunk (docs/decisions/0004).
const DemoAccounts = lazy(() =>
  import('./demo-accounts.tsx').then((module) => ({ default: module.DemoAccounts })),
);

export default function SignInPage() {
  const { authMode, idleTimeoutMinutes } = useConfig();
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const formRef = useRef<SignInFormHandle>(null);
  const next = safeNextPath(params.get('next'));

  if (session.status === 'active') return <Navigate to={next} replace />;

  return (
    <PlainMain
      size={authMode === 'sandbox' ? 'md' : 'xs'}
      style={{ paddingBlock: 'var(--mantine-spacing-xl)' }}
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <PlainTitle order={1}>Dealer Portal</PlainTitle>
          <Text c="dimmed">
            Sign in to submit credit applications, follow decisions and fund your projects.
          </Text>
        </Stack>
        {params.get('reason') === 'idle' && (
          <PlainAlert color="blue" title="You were signed out">
            After {idleTimeoutMinutes} minutes without activity you were signed out to protect your
            customers&apos; information. Sign in to carry on where you were.
          </PlainAlert>
        )}
        <PlainPaper style={{ padding: 'var(--mantine-spacing-lg)', maxWidth: 440 }}>
          <SignInForm
            ref={formRef}
            authMode={authMode}
            onSignedIn={() => void navigate(next, { replace: true })}
          />
        </PlainPaper>
        {authMode === 'sandbox' && (
          <Suspense fallback={null}>
            <DemoAccounts onPick={(account) => formRef.current?.signInAs(account)} />
          </Suspense>
        )}
      </Stack>
    </PlainMain>
  );
}
