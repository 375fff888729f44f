import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  renderPage,
  serviceAnswers,
  type PageSetup,
  type RenderPageOptions,
  type TestSandbox,
} from '../../test/render-page.test-support.tsx';
import { requestAs, submitApplicationOf } from '../../test/sandbox-steps.test-support.ts';
import { toProjectNumberBody } from './project-number-mapper.ts';

const saveOf = (id: number) => `POST /v3/api/applications/projectNumber/${id}`;

/**
 * The application page of a new Sunrise application, its project number set first through the
 * sandbox when `current` is given; the form's box and what the page sent.
 */
async function openForm(current: string | null = null, options: RenderPageOptions = {}) {
  let id = 0;
  const page = await renderPage(async ({ sandbox }: PageSetup) => {
    id = await submitApplicationOf(sandbox);
    if (current !== null) {
      await requestAs(sandbox, 'sunrise.admin', `/v3/api/applications/projectNumber/${id}`, {
        method: 'POST',
        json: { ProjectNumber: current },
      });
    }
    return `/applications/${id}`;
  }, options);
  const field = await screen.findByRole('textbox', { name: 'Project number' }, { timeout: 10_000 });
  /** The bodies of the project number requests the page sent. */
  const sentBodies = () =>
    page.sent.filter((request) => request.call === saveOf(id)).map((request) => request.body);
  return { ...page, id, field, sentBodies };
}

/** The project number the sandbox holds now. */
async function storedNumber(sandbox: TestSandbox, id: number) {
  const detail = await requestAs(sandbox, 'sunrise.admin', `/v3/api/applications/detail/${id}`);
  return (detail as { ProjectNumber: string | null }).ProjectNumber;
}

describe('ProjectNumberForm', () => {
  it('shows the current number', async () => {
    const { field } = await openForm('JOB-1042');
    expect(field).toHaveValue('JOB-1042');
  });

  it('refuses 31 characters without sending anything, and says why at the field', async () => {
    const { field, sentBodies } = await openForm();
    await userEvent.type(field, 'X'.repeat(31));
    await userEvent.click(screen.getByRole('button', { name: 'Save project number' }));
    expect(await screen.findByText('Project number: at most 30 characters')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/at most 30 characters/);
    expect(sentBodies()).toEqual([]);
  });

  it('saves 30 characters, trimmed, and confirms', async () => {
    const { field, sentBodies, sandbox, id } = await openForm();
    await userEvent.type(field, ` ${'X'.repeat(30)} `);
    await userEvent.click(screen.getByRole('button', { name: 'Save project number' }));
    expect(await screen.findByText('Project number saved.')).toBeInTheDocument();
    expect(sentBodies()).toEqual([{ ProjectNumber: 'X'.repeat(30) }]);
    expect(await storedNumber(sandbox, id)).toBe('X'.repeat(30));
  });

  it('an emptied box clears the number (null)', async () => {
    const { field, sentBodies, sandbox, id } = await openForm('JOB-1042');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save project number' }));
    expect(await screen.findByText('Project number cleared.')).toBeInTheDocument();
    expect(sentBodies()).toEqual([{ ProjectNumber: null }]);
    expect(await storedNumber(sandbox, id)).toBeNull();
  });

  it('puts the service’s 400 for the field on the field', async () => {
    // The sandbox refuses only what the form refuses first (one rule, src/schemas): a refusal
    // the form cannot foresee, such as the lender's own check, is an explicit answer.
    const { field } = await openForm(null, {
      answers: {
        'POST /v3/api/applications/projectNumber/:id': () =>
          serviceAnswers.invalid({
            'request.ProjectNumber': ['Project number is already used by 20007'],
          }),
      },
    });
    await userEvent.type(field, 'JOB-1042');
    await userEvent.click(screen.getByRole('button', { name: 'Save project number' }));
    expect(await screen.findByText('Project number is already used by 20007')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other refusal as sent, and keeps what was typed', async () => {
    // Token mode knows no role, so the read-only representative is offered the form; the
    // sandbox answers that the endpoint is disabled for her.
    const { field } = await openForm(null, { as: 'sunrise.rep', authMode: 'token' });
    await userEvent.type(field, 'JOB-1042');
    await userEvent.click(screen.getByRole('button', { name: 'Save project number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is not available for your account.',
    );
    expect(field).toHaveValue('JOB-1042');
  });
});

describe('toProjectNumberBody', () => {
  it.each([
    ['JOB-1042', 'JOB-1042'],
    ['  JOB-1042 ', 'JOB-1042'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j → %j', (typed, sent) =>
    expect(toProjectNumberBody({ ProjectNumber: typed })).toEqual({ ProjectNumber: sent }),
  );
});
