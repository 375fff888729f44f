import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { ProjectNumberForm } from './project-number-form.tsx';
import { toProjectNumberBody } from './project-number-mapper.ts';
import { APPLICATION_ID, requestsOf, serve } from './test-support.ts';

const SAVE = `POST /v3/api/applications/projectNumber/${APPLICATION_ID}`;

beforeEach(() => configureClient({ baseUrl: '', getToken: () => 'token' }));
afterEach(() => vi.unstubAllGlobals());

function renderForm(fetchMock: ReturnType<typeof serve>, current: string | null = null) {
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ProjectNumberForm applicationId={APPLICATION_ID} current={current} />);
  return screen.getByRole('textbox', { name: 'Project number' });
}

function sentBodies(fetchMock: ReturnType<typeof serve>) {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

describe('ProjectNumberForm', () => {
  it('shows the current number', () => {
    const field = renderForm(serve({}), 'JOB-1042');
    expect(field).toHaveValue('JOB-1042');
  });

  it('refuses 31 characters without sending anything, and says why at the field', async () => {
    const fetchMock = serve({ [SAVE]: jsonResponse('The project number has been saved.') });
    const field = renderForm(fetchMock);
    await userEvent.type(field, 'X'.repeat(31));
    await userEvent.click(screen.getByRole('button', { name: 'Save project number' }));
    expect(await screen.findByText('Project number: at most 30 characters')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/at most 30 characters/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves 30 characters, trimmed, and confirms', async () => {
    const fetchMock = serve({ [SAVE]: jsonResponse('The project number has been saved.') });
    const field = renderForm(fetchMock);
    await userEvent.type(field, ` ${'X'.repeat(30)} `);
    await userEvent.click(screen.getByRole('button', { name: 'Save project number' }));
    expect(await screen.findByText('Project number saved.')).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toEqual([SAVE]);
    expect(sentBodies(fetchMock)).toEqual([{ ProjectNumber: 'X'.repeat(30) }]);
  });

  it('an emptied box clears the number (null)', async () => {
    const fetchMock = serve({ [SAVE]: jsonResponse('The project number has been saved.') });
    const field = renderForm(fetchMock, 'JOB-1042');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save project number' }));
    expect(await screen.findByText('Project number cleared.')).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([{ ProjectNumber: null }]);
  });

  it('puts the service’s 400 for the field on the field', async () => {
    const fetchMock = serve({
      [SAVE]: jsonResponse(
        {
          Message: 'The request is invalid.',
          ModelState: { 'request.ProjectNumber': ['Project number is already used by 20007'] },
        },
        400,
      ),
    });
    const field = renderForm(fetchMock);
    await userEvent.type(field, 'JOB-1042');
    await userEvent.click(screen.getByRole('button', { name: 'Save project number' }));
    expect(await screen.findByText('Project number is already used by 20007')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other refusal as sent, and keeps what was typed', async () => {
    const fetchMock = serve({
      [SAVE]: jsonResponse(
        { Message: 'This endpoint has been disabled for the current user.' },
        403,
      ),
    });
    const field = renderForm(fetchMock);
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
