import {
  Button,
  Group,
  NativeSelect,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../api/session.ts';
import { useCurrentDealer } from '../../components/current-dealer.tsx';

function SunIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

/** Current user, dealer switcher, colour scheme and sign-out. */
export function HeaderActions({ onSignOut }: { onSignOut: () => void }) {
  const { user } = useSession();
  const { dealer, dealers, select } = useCurrentDealer();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const nextScheme = scheme === 'dark' ? 'light' : 'dark';
  const { t } = useLingui();

  return (
    <Group gap="sm" wrap="nowrap">
      {dealers.length > 1 ? (
        // A native select: the platform picker suits tablets. It is the dashboard's dealer filter
        // too: "All dealers" lists every dealer's applications.
        <NativeSelect
          aria-label={t`Current dealer`}
          data={[{ value: '', label: t`All dealers` }].concat(
            dealers.map((d) => ({ value: String(d.Id), label: d.Name })),
          )}
          value={dealer ? String(dealer.Id) : ''}
          onChange={(event) => select(Number(event.currentTarget.value) || null)}
          className="dealer-switcher"
        />
      ) : (
        dealer && <span className="shell-dealer">{dealer.Name}</span>
      )}
      {user && (
        // The role in full (app.css, "shell-user"): on two lines rather than cut.
        <div className="shell-user">
          <span className="shell-user-name" data-testid="current-user">
            {user.displayName}
          </span>
          {user.role && <span className="shell-user-role">{user.role}</span>}
        </div>
      )}
      <Button
        variant="default"
        px={8}
        onClick={() => setColorScheme(nextScheme)}
        aria-label={scheme === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`}
      >
        {scheme === 'dark' ? <SunIcon /> : <MoonIcon />}
      </Button>
      <Button variant="default" onClick={onSignOut}>
        <Trans>Sign out</Trans>
      </Button>
    </Group>
  );
}
