import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { lostText, screenLock, unsavedWork, useUnsavedWork } from './leave-guard.ts';

/**
 * The one question before leaving a page that holds what this device does not keep
 * (leave-guard.ts): the portal's own dialog for a link or the browser's Back, the browser's for a
 * reload or a closed tab. A change of search params only (a wizard step, a filter) is no leaving.
 */
export function LeaveGuardPrompt() {
  const work = useUnsavedWork();
  const { t } = useLingui();
  const holding = work.length > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      screenLock.isLocked() ||
      (unsavedWork.get().length > 0 && currentLocation.pathname !== nextLocation.pathname),
  );
  const silenced = blocker.state === 'blocked' && screenLock.isLocked();
  useEffect(() => {
    if (silenced) blocker.reset?.();
  }, [silenced, blocker]);
  useEffect(() => {
    if (!holding) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [holding]);

  const asking = blocker.state === 'blocked';
  const leavingLoses = (lost: string) => t`Leaving loses what this device does not keep: ${lost}.`;
  return (
    <ConfirmDialog
      opened={asking && !silenced}
      title={t`Leave this page?`}
      confirmLabel={t`Leave this page`}
      pending={false}
      onConfirm={async () => {
        for (const item of unsavedWork.get()) item.onLeave?.();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    >
      {/* Only while asking: the list's formatter starts ICU, which the shell's first paint need not pay for. */}
      {asking && leavingLoses(lostText(work.map((item) => item.lost)))}
    </ConfirmDialog>
  );
}
