import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { dealerNumbersOf, reassignCandidates, userLabel } from './reassign-candidates.ts';
import { ReassignForm } from './reassign-form.tsx';
import { APPLICATION_ID, requestsOf, serve, sunriseUsers } from './test-support.ts';

const USERS = 'GET /v3/api/users';
const REASSIGN = `POST /v3/api/applications/${APPLICATION_ID}/reassign/`;

beforeEach(() => configureClient({ baseUrl: '', getToken: () => 'token' }));
afterEach(() => vi.unstubAllGlobals());

function renderForm(fetchMock: ReturnType<typeof serve>, assignedUserId = 2) {
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <ReassignForm
      applicationId={APPLICATION_ID}
      dealerId={101}
      dealerNumber="700101"
      assignedUserId={assignedUserId}
    />,
  );
}

describe('reassignCandidates', () => {
  const users = sunriseUsers.map((user) => ({ ...user }));

  it('keeps active users of the dealer, without the one assigned now, by name', () => {
    expect(reassignCandidates(users, '700101', 2).map((user) => user.Username)).toEqual([
      'sunrise.rep', // Hannah Lee
      'dealer.user', // Jorge Castillo
    ]);
  });

  it('matches whole dealer numbers in a multi-dealer list, never a part of one', () => {
    expect(dealerNumbersOf({ DealerNumber: '700101, 700103' })).toEqual(['700101', '700103']);
    expect(reassignCandidates(users, '70010', null)).toEqual([]);
    expect(reassignCandidates(users, '700103', null).map((user) => user.Id)).toEqual([6]);
  });

  it('has nobody to offer without a dealer number', () => {
    expect(reassignCandidates(users, null, 2)).toEqual([]);
  });

  it('names users by name and username', () => {
    expect(userLabel({ FirstName: 'Hannah', LastName: 'Lee', Username: 'sunrise.rep' })).toBe(
      'Hannah Lee (sunrise.rep)',
    );
    expect(userLabel({ FirstName: null, LastName: null, Username: 'svc' })).toBe('svc');
  });
});

describe('ReassignForm', () => {
  it('offers only the other active users of the application’s dealer', async () => {
    renderForm(serve({ [USERS]: jsonResponse(sunriseUsers) }));
    const picker = await screen.findByRole('combobox', { name: /Reassign to/ });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a person…', 'Hannah Lee (sunrise.rep)', 'Jorge Castillo (dealer.user)']);
  });

  it('asks for a choice before sending', async () => {
    const fetchMock = serve({ [USERS]: jsonResponse(sunriseUsers) });
    renderForm(fetchMock);
    await userEvent.click(await screen.findByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('User to assign is required')).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toEqual([USERS]);
  });

  it('asks to confirm, naming both people, then sends the user id and the dealer’s numeric Id', async () => {
    const fetchMock = serve({
      [USERS]: jsonResponse(sunriseUsers),
      [REASSIGN]: jsonResponse('The application has been reassigned.'),
    });
    renderForm(fetchMock);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: /Reassign to/ }),
      'Hannah Lee (sunrise.rep)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reassign from Marcus Reyes to Hannah Lee?',
    });
    expect(requestsOf(fetchMock)).toEqual([USERS]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Reassigned to Hannah Lee (sunrise.rep).')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/reassign/'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ UserIdToAssign: 5, DealerId: 101 });
  });

  it('shows the service’s refusal with its reason', async () => {
    renderForm(
      serve({
        [USERS]: jsonResponse(sunriseUsers),
        [REASSIGN]: jsonResponse(
          {
            Message: 'The request is invalid.',
            ModelState: { 'request.DealerId': ['Dealer: the application belongs to dealer 101'] },
          },
          400,
        ),
      }),
    );
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: /Reassign to/ }),
      'Jorge Castillo (dealer.user)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reassign' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request is invalid. Dealer: the application belongs to dealer 101',
    );
  });

  it('sends nothing when the confirmation is cancelled, and keeps the choice', async () => {
    const fetchMock = serve({ [USERS]: jsonResponse(sunriseUsers) });
    renderForm(fetchMock);
    const picker = await screen.findByRole('combobox', { name: /Reassign to/ });
    await userEvent.selectOptions(picker, 'Jorge Castillo (dealer.user)');
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reassign from Marcus Reyes to Jorge Castillo?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(picker).toHaveValue('6');
    expect(requestsOf(fetchMock)).toEqual([USERS]);
  });

  it('after a reassignment shows "Choose a person", never someone else, and a second click sends nothing', async () => {
    const fetchMock = serve({
      [USERS]: jsonResponse(sunriseUsers),
      [REASSIGN]: jsonResponse('The application has been reassigned.'),
    });
    vi.stubGlobal('fetch', fetchMock);
    // The application page: its detail names the new assignee once the reassignment is done.
    function Page() {
      const [assigned, setAssigned] = useState(2);
      return (
        <>
          <button type="button" onClick={() => setAssigned(5)}>
            Detail reloaded
          </button>
          <ReassignForm
            applicationId={APPLICATION_ID}
            dealerId={101}
            dealerNumber="700101"
            assignedUserId={assigned}
          />
        </>
      );
    }
    renderWithProviders(<Page />);
    const picker = await screen.findByRole('combobox', { name: /Reassign to/ });
    await userEvent.selectOptions(picker, 'Hannah Lee (sunrise.rep)');
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reassign' }),
    );
    expect(await screen.findByText('Reassigned to Hannah Lee (sunrise.rep).')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(picker).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Detail reloaded' }));
    // Hannah has it now: Marcus joins the list where she was, and is not shown as chosen.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a person…', 'Jorge Castillo (dealer.user)', 'Marcus Reyes (sunrise.admin)']);
    expect(picker).toHaveValue('');
    expect(within(picker).getByRole('option', { name: 'Choose a person…' })).toHaveProperty(
      'selected',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('User to assign is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsOf(fetchMock).filter((request) => request === REASSIGN)).toHaveLength(1);
  });

  it('says reassigning is not available when the account may not list users', async () => {
    renderForm(
      serve({
        [USERS]: jsonResponse(
          { Message: 'This endpoint has been disabled for the current user.' },
          403,
        ),
      }),
    );
    expect(
      await screen.findByText(/Reassigning is not available for your account/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says so when nobody else can take the application', async () => {
    renderForm(serve({ [USERS]: jsonResponse([sunriseUsers[0]]) }));
    expect(
      await screen.findByText('No other active user of this dealer can take this application.'),
    ).toBeInTheDocument();
  });
});
