import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { sessionStore } from '../../api/session-store.ts';
import { capabilityOf } from '../../schemas/capability-of.ts';
import { defaultRoles } from '../../schemas/permissions.ts';
import type { SessionUser } from '../../schemas/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { ApplicationView } from './application-view.tsx';
import {
  APPLICATION_ID,
  detailRecord,
  requestsOf,
  serve,
  statusRecord,
  sunriseUsers,
} from './test-support.ts';

const DETAIL = `GET /v3/api/applications/detail/${APPLICATION_ID}`;
const PROJECT_NUMBER = `POST /v3/api/applications/projectNumber/${APPLICATION_ID}`;
const disabledAnswer = () =>
  jsonResponse({ Message: 'This endpoint has been disabled for the current user.' }, 403);

const routes = {
  [DETAIL]: jsonResponse(detailRecord()),
  [`GET /v2/api/applications/detail/${APPLICATION_ID}`]: jsonResponse(detailRecord()),
  [`GET /v3/api/applications/status/${APPLICATION_ID}`]: jsonResponse(statusRecord()),
  [`GET /v3/api/applications/history/${APPLICATION_ID}`]: jsonResponse({ HistoryItems: [] }),
  ['GET /v3/api/users']: jsonResponse(sunriseUsers),
};

const person = (roleId?: number): SessionUser => ({
  id: 5,
  username: 'sunrise.rep',
  displayName: 'Hannah Lee',
  role: 'Sales Representative (read only)',
  isOperator: false,
  dealers: [{ id: 101, name: 'Sunrise Home Comfort', ...(roleId && { roleId }) }],
});

beforeEach(() =>
  configureClient({
    baseUrl: '',
    getToken: sessionStore.token,
    onDisabled: (method, path) => {
      const capability = capabilityOf(method, path);
      if (capability) sessionStore.remember(capability);
    },
  }),
);
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

function renderAs(user: SessionUser, fetchMock: ReturnType<typeof serve>) {
  sessionStore.signIn('token', user);
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <MemoryRouter>
      <ApplicationView applicationId={APPLICATION_ID} />
    </MemoryRouter>,
    { roles: [...defaultRoles] },
  );
}

const reason = (doing: string) =>
  new RegExp(`Not available for your account: this account cannot ${doing}`);

describe('the application page’s actions, by what the account may do', () => {
  it('shows a read-only role’s actions unavailable, with the reason, before any click', async () => {
    const fetchMock = serve(routes);
    renderAs(person(4), fetchMock);
    const save = await screen.findByRole('button', { name: 'Save project number' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Project number/ })).toBeDisabled();
    expect(screen.getByText(reason('set project numbers'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request stage funding' })).toBeDisabled();
    expect(screen.getByText(reason('request stage funding'))).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Reassign to/ })).not.toBeInTheDocument();
    expect(screen.getByText(reason('reassign applications'))).toBeInTheDocument();
    expect(screen.getAllByText(/dealer’s administrator or the lender’s sales representative/));
  });

  it('offers the actions to a role that may take them', async () => {
    renderAs(person(2), serve(routes));
    expect(await screen.findByRole('button', { name: 'Save project number' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Request stage funding' })).toBeEnabled();
    expect(await screen.findByRole('combobox', { name: /Reassign to/ })).toBeInTheDocument();
    expect(screen.queryByText(/Not available for your account/)).not.toBeInTheDocument();
  });

  it('remembers a "disabled" answer (role unknown, token mode) and disables the action with the reason', async () => {
    const fetchMock = serve({ ...routes, [PROJECT_NUMBER]: disabledAnswer });
    renderAs(person(), fetchMock);
    const field = await screen.findByRole('textbox', { name: /Project number/ });
    await userEvent.type(field, 'JOB-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save project number' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save project number' })).toBeDisabled(),
    );
    expect(screen.getByText(reason('set project numbers'))).toBeInTheDocument();
    expect(sessionStore.get().disabled).toEqual(['applications.projectNumber']);
    // The other actions are not affected.
    expect(screen.getByRole('button', { name: 'Request stage funding' })).toBeEnabled();
    expect(requestsOf(fetchMock).filter((request) => request === PROJECT_NUMBER)).toHaveLength(1);
  });

  it('says a disabled detail is about the account, and who can help, never that the application is locked', async () => {
    renderAs(person(), serve({ ...routes, [DETAIL]: disabledAnswer }));
    expect(
      await screen.findByText(/This account cannot view application details\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/dealer’s administrator or the lender’s sales representative/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/locked/i)).not.toBeInTheDocument();
  });

  it('keeps "locked" for other 403 answers', async () => {
    renderAs(
      person(),
      serve({
        ...routes,
        [DETAIL]: () =>
          jsonResponse(
            { Message: 'The dealer must attest before its applications can be seen.' },
            403,
          ),
      }),
    );
    expect(await screen.findByText('The lender has locked this application')).toBeInTheDocument();
  });
});
