import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.test-support.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** A caller as the pages are: it closes the dialog when the action ends. */
function Caller({ action }: { action: () => Promise<void> }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Ask
      </button>
      <ConfirmDialog
        opened={opened}
        title="Do it?"
        confirmLabel="Do it"
        pending={false}
        onConfirm={async () => {
          await action();
          setOpened(false);
        }}
        onCancel={() => setOpened(false)}
      >
        It cannot be undone.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('renders nothing until asked, then the dialog with the focus on its confirm button', async () => {
    renderWithProviders(<Caller action={() => Promise.resolve()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('dialog', { name: 'Do it?' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Do it' })).toHaveFocus());
  });

  it('confirms once per opening, even when the action ends before the dialog closes', async () => {
    const action = vi.fn(() => Promise.resolve());
    renderWithProviders(<Caller action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const confirm = await screen.findByRole('button', { name: 'Do it' });
    await userEvent.dblClick(confirm);
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Do it' }));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('gives the focus back to what opened it, the first time too', async () => {
    renderWithProviders(<Caller action={() => Promise.resolve()} />);
    const ask = screen.getByRole('button', { name: 'Ask' });
    ask.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Do it' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(ask).toHaveFocus());
  });

  it('sends nothing when cancelled', async () => {
    const action = vi.fn(() => Promise.resolve());
    renderWithProviders(<Caller action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
  });
});
