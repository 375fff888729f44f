import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The minute's notice before an idle sign-out. */
export function IdleWarningDialog({
  signOutAt,
  onStay,
  onSignOut,
}: {
  signOutAt: number;
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
