import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { renderWithProviders as render } from '../../test/render.test-support.tsx';
import { FormProblems } from './form-problems.tsx';
import { refuseOnFields } from './form-problems.tsx';
import { useSubmit } from './use-submit.ts';

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** What the service answers a refused request with: messages keyed by wire path. */
function refusedWith(fieldErrors: Record<string, string[]>) {
  return new ApiError('validation', 'The request is invalid.', { status: 400, fieldErrors });
}

function Probe({
  onSend,
  refuse,
  fail,
}: {
  onSend: () => Promise<void>;
  refuse?: string;
  /** The service's refusal, thrown by the send. */
  fail?: unknown;
}) {
  const form = useForm<{ name: string; city: string }>({ defaultValues: { name: '', city: '' } });
  const { setRefusal, refusal, invalid, submit } = useSubmit(form);
  const onValid = async () => {
    try {
      await onSend();
      if (fail) throw fail;
      if (refuse) setRefusal(refuse);
    } catch (error) {
      setRefusal(refuseOnFields(form, error, { isField: (path) => path === 'city' }, 'Not saved'));
    }
  };
  return (
    <form aria-label="Probe" noValidate onSubmit={(event) => void submit(event, onValid)}>
      <input aria-label="Name" {...form.register('name', { required: 'Give a name.' })} />
      <input aria-label="City" {...form.register('city', { required: 'Give a city.' })} />
      {form.formState.errors.city && <p>{form.formState.errors.city.message}</p>}
      <FormProblems invalid={invalid} refusal={refusal} notDone="Not saved" title="Refused" />
      <button type="submit">Save</button>
    </form>
  );
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('useSubmit on a form', () => {
  it('says the fields need attention when the rules refuse, and sends nothing', async () => {
    let sent = 0;
    render(<Probe onSend={async () => void (sent += 1)} />);
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Probe' })));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not saved: some fields need attention; each says what to change.',
    );
    expect(sent).toBe(0);
  });

  it('moves the focus to the first field in error', async () => {
    render(<Probe onSend={async () => {}} />);
    type('City', 'Austin');
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Probe' })));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
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
    type('Name', 'Ann');
    type('City', 'Austin');
    await act(async () => fireEvent.submit(form));
    await act(async () => fireEvent.submit(form));
    expect(sent).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => pending.resolve());
    expect(screen.getByText('The service said no.')).toBeInTheDocument();
  });

  it("puts the service's errors on their fields, focuses the first, and keeps what was typed", async () => {
    render(
      <Probe
        onSend={async () => {}}
        fail={refusedWith({ 'request.city': ['The city is not served.'] })}
      />,
    );
    type('Name', 'Ann');
    type('City', 'Gotham');
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Probe' })));
    expect(screen.getByText('The city is not served.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Gotham');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann');
    expect(screen.getByText(/^Not saved: /)).toHaveTextContent(
      'The fields concerned say what to change.',
    );
  });

  it('says a refusal about no field in the alert', async () => {
    render(<Probe onSend={async () => {}} fail={refusedWith({ '': ['Try again later.'] })} />);
    type('Name', 'Ann');
    type('City', 'Austin');
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Probe' })));
    expect(screen.getByText(/^Not saved: /)).toHaveTextContent('Try again later.');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
  });
});

describe('useSubmit send (sending once)', () => {
  it('drops a second send while the first is under way, and sends again after it', async () => {
    const { result } = renderHook(() => useSubmit());
    const first = deferred();
    let calls = 0;
    const action = () => {
      calls += 1;
      return first.promise;
    };
    let one!: Promise<void>;
    act(() => {
      one = result.current.send(action);
      void result.current.send(action);
    });
    expect(calls).toBe(1);
    expect(result.current.sending).toBe(true);
    await act(async () => {
      first.resolve();
      await one;
    });
    expect(result.current.sending).toBe(false);
    await act(() => result.current.send(() => Promise.resolve()));
    await act(() => result.current.send(action));
    expect(calls).toBe(2);
  });

  it('opens again after a failure', async () => {
    const { result } = renderHook(() => useSubmit());
    await act(async () => {
      await expect(result.current.send(() => Promise.reject(new Error('no')))).rejects.toThrow();
    });
    let sent = false;
    await act(() => result.current.send(async () => void (sent = true)));
    expect(sent).toBe(true);
  });

  it('stays shut after keepLocked (a success that leaves the page)', async () => {
    const { result } = renderHook(() => useSubmit());
    await act(() => result.current.send(async () => result.current.keepLocked()));
    let sent = false;
    await act(() => result.current.send(async () => void (sent = true)));
    expect(sent).toBe(false);
    expect(result.current.sending).toBe(true);
  });
});

describe('useSubmit busy', () => {
  it('says a send is under way, for a check before sending', async () => {
    const { result } = renderHook(() => useSubmit());
    expect(result.current.busy()).toBe(false);
    const pending = deferred();
    let one!: Promise<void>;
    act(() => {
      one = result.current.send(() => pending.promise);
    });
    expect(result.current.busy()).toBe(true);
    await act(async () => {
      pending.resolve();
      await one;
    });
    expect(result.current.busy()).toBe(false);
  });
});
