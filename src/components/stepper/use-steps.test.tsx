import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.test-support.tsx';
import { useSteps, type StepRules } from './use-steps.ts';

type Id = 'name' | 'check' | 'done';
const STEPS = [
  { id: 'name', label: 'Your name' },
  { id: 'check', label: 'A check' },
  { id: 'done', label: 'Done' },
] as const;

interface Values {
  name: string;
  code: string;
}

/** Each field is required: a plain resolver, so the controller is tested without a schema. */
const resolver: Resolver<Values> = (values) => {
  const errors = Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value === '')
      .map(([field]) => [field, { type: 'required', message: `${field} is required` }]),
  );
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
const fieldsOf = (id: Id) => ({ name: ['name'], check: ['code'], done: [] })[id];
const stepOfPath = (path: string): Id => (path === 'name' ? 'name' : 'check');

type Rules = Partial<Record<Id, StepRules<Id>>>;

function Wizard({ rules, start }: { rules?: Rules; start?: { step: number; reached: number } }) {
  const form = useForm<Values>({ defaultValues: { name: '', code: '' }, resolver });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const steps = useSteps({
    steps: STEPS,
    form,
    fieldsOf,
    stepOfPath,
    rules,
    start,
    headingRef,
    formRef,
  });
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        void (steps.isLast ? form.handleSubmit(() => {}, steps.goToFormErrors)() : steps.next());
      }}
    >
      <h2 ref={headingRef} tabIndex={-1}>
        {steps.current.label}
      </h2>
      <p>Reached {steps.reached}</p>
      {steps.current.id === 'name' && <input aria-label="Name" {...form.register('name')} />}
      {steps.current.id === 'check' && <input aria-label="Code" {...form.register('code')} />}
      <button type="button" onClick={steps.back} disabled={steps.step === 0}>
        Back
      </button>
      <button type="submit">Next</button>
    </form>
  );
}

function renderSteps(rules?: Rules, at = '/form', start?: { step: number; reached: number }) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Wizard rules={rules} start={start} /> },
      { path: '/', element: <p>Before</p> },
    ],
    { initialEntries: ['/', at], initialIndex: 1 },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('useSteps', () => {
  it('shows the steps in order, each in the address, its heading focused', async () => {
    const router = renderSteps();
    expect(await heading('Your name')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=name'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await next();
    expect(await heading('A check')).toHaveFocus();
    expect(router.state.location.search).toBe('?step=check');
  });

  it("does not go on while the step's fields are refused, focusing the first", async () => {
    renderSteps();
    await next();
    expect(await heading('Your name')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it("holds the user back by the step's rules, before and after its fields", async () => {
    let refuse = true;
    renderSteps({
      name: { before: () => (refuse ? { step: 'name', focus: [] } : null) },
      check: { after: () => Promise.resolve({ step: 'check', focus: ['code'] }) },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await next();
    expect(await heading('Your name')).toHaveFocus();
    refuse = false;
    await next();
    expect(await heading('A check')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '7');
    await next();
    expect(await heading('A check')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus());
  });

  it('goes Back with the button, and Back and Forward with the browser', async () => {
    const router = renderSteps();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ana');
    await next();
    await heading('A check');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Your name')).toHaveFocus();
    // The button's Back is a step of its own in the history, as Next is.
    await act(() => router.navigate(-1));
    expect(await heading('A check')).toHaveFocus();
    await act(() => router.navigate(-1));
    expect(await heading('Your name')).toHaveFocus();
    await act(() => router.navigate(1));
    expect(await heading('A check')).toBeInTheDocument();
    // Before the first step, the page the form was opened from.
    await act(() => router.navigate(-3));
    expect(await screen.findByText('Before')).toBeInTheDocument();
  });

  it('shows the furthest step reached for an address naming one not reached yet', async () => {
    const router = renderSteps(undefined, '/form?step=done');
    expect(await heading('Your name')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=name'));
  });

  it("takes a submit's errors to the earliest step holding one, its first field focused", async () => {
    renderSteps(undefined, '/form?step=done', { step: 2, reached: 2 });
    expect(await heading('Done')).toBeInTheDocument();
    await next();
    expect(await heading('Your name')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(screen.getByText('Reached 2')).toBeInTheDocument();
  });
});
