import { act, fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders as render } from '../test/render.test-support.tsx';
import { FormProblems } from './form-problems.tsx';
import { useGuardedSubmit } from './use-guarded-submit.ts';

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((yes) => (resolve = yes));
  return { promise, resolve };
}

function Probe({ onSend, refuse }: { onSend: () => Promise<void>; refuse?: string }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const { send, refusal, setRefusal, invalid, submit } = useGuardedSubmit(form);
  const onValid = () =>
    send(async () => {
      await onSend();
      if (refuse) setRefusal(refuse);
    });
  return (
    <form aria-label="Probe" noValidate onSubmit={(event) => submit(event, onValid)}>
      <input aria-label="Name" {...form.register('name', { required: 'Give a name.' })} />
      <FormProblems invalid={invalid} refusal={refusal} notDone="Not saved" title="Refused" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useGuardedSubmit', () => {
  it('says the fields need attention when the rules refuse, and sends nothing', async () => {
    let sent = 0;
    render(<Probe onSend={async () => void (sent += 1)} />);
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Probe' })));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not saved: some fields need attention; each says what to change.',
    );
    expect(sent).toBe(0);
  });

  it('sends valid values once however often the form is submitted, and clears the notice', async () => {
    const pending = deferred();
    let sent = 0;
    render(
      <Probe
        onSend={() => {
          sent += 1;
          return pending.promise;
        }}
        refuse="The service said no."
      />,
    );
    const form = screen.getByRole('form', { name: 'Probe' });
    await act(async () => fireEvent.submit(form));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ann' } });
    await act(async () => fireEvent.submit(form));
    await act(async () => fireEvent.submit(form));
    expect(sent).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => pending.resolve());
    expect(screen.getByText('The service said no.')).toBeInTheDocument();
  });
});
