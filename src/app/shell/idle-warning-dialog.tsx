import { Button, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { lostText } from '../../components/leave-guard.ts';
import './dialog-locales/catalog.ts';

/** The minute's notice before an idle sign-out, saying what it would lose. */
export function IdleWarningDialog({
  signOutAt,
  lost,
  onStay,
  onSignOut,
}: {
  signOutAt: number;
  /** What the page holds that this device does not keep (components/leave-guard.ts). */
  lost: readonly string[];
  onStay: () => void;
  onSignOut: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  const seconds = Math.max(0, Math.ceil((signOutAt - now) / 1000));
  const { t } = useLingui();
  const lostWords = lost.length > 0 ? lostText(lost) : '';

  return (
    <Modal
      opened
      onClose={onStay}
      title={t`Are you still there?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack>
        <Text size="sm" aria-live="polite">
          <Trans>
            For your customers&apos; privacy you will be signed out in {seconds} seconds.
          </Trans>
        </Text>
        {lostWords && (
          <Text size="sm" fw={600}>
            <Trans>Signing out loses what this device does not keep: {lostWords}.</Trans>
          </Text>
        )}
        <Button onClick={onStay} data-autofocus>
          <Trans>Stay signed in</Trans>
        </Button>
        <Button variant="default" onClick={onSignOut}>
          <Trans>Sign out now</Trans>
        </Button>
      </Stack>
    </Modal>
  );
}
