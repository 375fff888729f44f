import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { lostText } from '../../components/leave-guard.ts';

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

  return (
    <Modal
      opened
      onClose={onStay}
      title="Are you still there?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm" aria-live="polite">
          For your customers&apos; privacy you will be signed out in {seconds} seconds.
        </Text>
        {lost.length > 0 && (
          <Text size="sm" fw={600}>
            Signing out loses what this device does not keep: {lostText(lost)}.
          </Text>
        )}
        <Button onClick={onStay} data-autofocus>
          Stay signed in
        </Button>
        <Button variant="default" onClick={onSignOut}>
          Sign out now
        </Button>
      </Stack>
    </Modal>
  );
}
