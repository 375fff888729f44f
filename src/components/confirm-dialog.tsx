import { lazy, Suspense, useState } from 'react';
// Type-only: erased at build, so the modal's code still loads only when a dialog first opens.
import type { ConfirmDialogProps } from './confirm-dialog-modal.tsx';

// The modal (Mantine's Modal, its scroll area and focus trap: about 20 KiB gzip) loads when a
// dialog first opens, so a page that may ask never pays for it on its first visit.
const ConfirmDialogModal = lazy(() => import('./confirm-dialog-modal.tsx'));

/**
 * Asks before an action the user cannot take back. The confirm button has the focus, Escape and
 * Cancel close it (not while the action runs), and a double click confirms once.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
