import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Burger, Group, Loader, Text, Title, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { useConfig } from '../../api/config.ts';
import { mayDo } from '../../api/permissions.ts';
import { useSession } from '../../api/session.ts';
import { LeaveGuardPrompt } from '../../components/leave-guard-prompt.tsx';
import { unsavedWork, useUnsavedWork } from '../../components/leave-guard.ts';
import { discardDrafts, draftKinds } from '../../lib/draft-storage.ts';
import { CurrentDealerProvider } from './current-dealer-provider.tsx';
import { HeaderActions } from './header-actions.tsx';
import { useFocusOnArrival } from './use-focus-on-arrival.ts';
import { useIdleTimeout } from './use-idle-timeout.ts';
import { useSignOut } from './use-sign-out.ts';

// Rarely shown, so loaded only when needed: the modal machinery stays off the first visit.
const SessionExpiredDialog = lazy(() =>
  import('./session-expired-dialog.tsx').then((m) => ({ default: m.SessionExpiredDialog })),
);
const SignOutDialog = lazy(() =>
  import('./sign-out-dialog.tsx').then((m) => ({ default: m.SignOutDialog })),
);
const IdleWarningDialog = lazy(() =>
  import('./idle-warning-dialog.tsx').then((m) => ({ default: m.IdleWarningDialog })),
);

/** Each entry with what the account must be allowed to use it (src/api/permissions.ts). */
const NAVIGATION = [
  { to: '/', label: msg`Dashboard`, end: true, needs: 'applications.read' },
  { to: '/applications/new', label: msg`New application`, end: true, needs: 'applications.submit' },
  { to: '/reports', label: msg`Reports`, end: false, needs: 'applications.read' },
  { to: '/dealers', label: msg`Dealers`, end: false, needs: 'dealers.read' },
  { to: '/users', label: msg`Users`, end: false, needs: 'users.read' },
] as const;

export function AppLayout() {
  const session = useSession();
  const { t, i18n } = useLingui();
  const { idleTimeoutMinutes, roles } = useConfig();
  const [navOpened, setNavOpened] = useState(false);
  const location = useLocation();
  const navigation = useNavigation();
  const signOut = useSignOut();
  const idle = useIdleTimeout(idleTimeoutMinutes * 60_000, () => {
    unsavedWork.noteSignOut();
    void signOut('idle');
  });
  const lost = useUnsavedWork().map((work) => work.lost);
  const user = session.user;
  const displayName = user?.displayName;
  const userKey = user?.username || 'token';
  const [askingToSignOut, setAskingToSignOut] = useState(false);
  useFocusOnArrival();
  // The navigation as a drawer (below 62em): opened, it takes the focus; Escape closes it and
  // gives the focus back to the menu button.
  useEffect(() => {
    if (!navOpened) return;
    document.querySelector<HTMLElement>('.shell-nav a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setNavOpened(false);
      document.querySelector<HTMLElement>('.shell-burger')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpened]);
  // The idle time-out never asks: the user is away, and their draft stays for the next sign-in.
  // Its warning says what it will clear (IdleWarningDialog), and the sign-in page what it did.
  const requestSignOut = () => {
    if (draftKinds(userKey).length > 0 || lost.length > 0) setAskingToSignOut(true);
    else void signOut('user');
  };

  return (
    <CurrentDealerProvider userKey={userKey}>
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      {/* The AppShell layout in plain CSS (app.css, "Shell"): see docs/decisions/0005. */}
      <div className="shell" data-nav-open={navOpened || undefined}>
        <header className="shell-header">
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                size="sm"
                opened={navOpened}
                aria-expanded={navOpened}
                onClick={() => setNavOpened((opened) => !opened)}
                className="shell-burger"
                aria-label={navOpened ? t`Close navigation` : t`Open navigation`}
              />
              <UnstyledButton
                component={Link}
                className="shell-brand"
                to="/"
                aria-label={t`Dealer Portal, go to dashboard`}
              >
                <Title order={2} size="h4" style={{ whiteSpace: 'nowrap' }}>
                  <Trans>Dealer Portal</Trans>
                </Title>
              </UnstyledButton>
              {navigation.state === 'loading' && (
                <Loader size="xs" role="status" aria-label={t`Loading page`} />
              )}
            </Group>
            <HeaderActions onSignOut={requestSignOut} />
          </Group>
        </header>

        <nav className="shell-nav" aria-label={t`Main`}>
          {NAVIGATION.map((item) => {
            if (!mayDo(session, roles, item.needs)) {
              return (
                <span key={item.to} className="nav-link" aria-disabled="true">
                  {i18n._(item.label)}
                  <span className="nav-reason">
                    <Trans>Not available for your account</Trans>
                  </span>
                </span>
              );
            }
            const active = item.end
              ? location.pathname === item.to
              : location.pathname.startsWith(item.to);
            return (
              // A plain link styled in app.css: Mantine's NavLink brings nested-link collapsing
              // the flat navigation never uses.
              <Link
                key={item.to}
                to={item.to}
                className="nav-link"
                aria-current={active ? 'page' : undefined}
                onClick={() => setNavOpened(false)}
              >
                {i18n._(item.label)}
              </Link>
            );
          })}
          {user && (
            <Text size="xs" c="dimmed" mt="auto" hiddenFrom="sm">
              <Trans>Signed in as {displayName}</Trans>
            </Text>
          )}
        </nav>

        <main className="shell-main" id="main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <LeaveGuardPrompt />

      <Suspense fallback={null}>
        {session.status === 'expired' && (
          <SessionExpiredDialog previousUser={user} onSignOut={() => void signOut('user')} />
        )}
        {askingToSignOut && (
          <SignOutDialog
            hasDraft={draftKinds(userKey).length > 0}
            lost={lost}
            onCancel={() => setAskingToSignOut(false)}
            onKeep={() => void signOut('user')}
            onDiscard={() => {
              discardDrafts(userKey);
              void signOut('user');
            }}
          />
        )}
        {session.status === 'active' && idle.warningUntil !== null && (
          <IdleWarningDialog
            signOutAt={idle.warningUntil}
            lost={lost}
            onStay={idle.stayActive}
            onSignOut={() => void signOut('user')}
          />
        )}
      </Suspense>
    </CurrentDealerProvider>
  );
}

/** What the main area shows while a page's module (and, on a first visit, its data) arrives. */
export function PageLoading() {
  const { t } = useLingui();
  return <Loader role="status" aria-label={t`Loading page`} />;
}
