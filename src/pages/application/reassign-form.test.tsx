import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  renderInSandbox,
  renderPage,
  type PageSetup,
  type RenderPageOptions,
} from '../../test/render-page.test-support.tsx';
import { requestAs, submitApplicationOf } from '../../test/sandbox-steps.test-support.ts';
import { dealerNumbersOf, reassignCandidates, userLabel } from './reassign-candidates.ts';
import { ReassignForm } from './reassign-form.tsx';

const reassignOf = (id: number) => `POST /v3/api/applications/${id}/reassign/`;

/**
 * The application page of a new Sunrise application assigned to Marcus Reyes (sunrise.admin),
 * after `prepare` has changed the sandbox through its requests; its Id and what the page sent.
 */
async function openPage(
  options: RenderPageOptions = {},
  prepare: (setup: PageSetup) => Promise<unknown> = async () => undefined,
) {
  let id = 0;
  const page = await renderPage(async (setup) => {
    id = await submitApplicationOf(setup.sandbox);
    await prepare(setup);
    return `/applications/${id}`;
  }, options);
  const posts = () => page.calls().filter((call) => call.startsWith('POST '));
  return { ...page, id, posts };
}

const findPicker = () =>
  screen.findByRole('combobox', { name: /Reassign to/ }, { timeout: 10_000 });

const optionsOf = (picker: HTMLElement) =>
  within(picker)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('reassignCandidates', () => {
  // Function inputs, not the service's answers: the cases the list can hold (another dealer,
  // several dealers in one DealerNumber, an inactive user) in a few lines.
  const users = [
    {
      Id: 2,
      Username: 'sunrise.admin',
      FirstName: 'Marcus',
      LastName: 'Reyes',
      IsActive: true,
      DealerNumber: '700101',
    },
    {
      Id: 5,
      Username: 'sunrise.rep',
      FirstName: 'Hannah',
      LastName: 'Lee',
      IsActive: true,
      DealerNumber: '700101',
    },
    {
      Id: 6,
      Username: 'dealer.user',
      FirstName: 'Jorge',
      LastName: 'Castillo',
      IsActive: true,
      DealerNumber: '700101, 700103',
    },
    {
      Id: 8,
      Username: 'former.staff',
      FirstName: 'Amy',
      LastName: 'Ng',
      IsActive: false,
      DealerNumber: '700101',
    },
    {
      Id: 3,
      Username: 'lakeside.admin',
      FirstName: 'Priya',
      LastName: 'Natarajan',
      IsActive: true,
      DealerNumber: '700102',
    },
  ];

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
    await openPage();
    expect(optionsOf(await findPicker())).toEqual([
      'Choose a person…',
      'Hannah Lee (sunrise.rep)',
      'Jorge Castillo (dealer.user)',
    ]);
  });

  it('asks for a choice before sending', async () => {
    const { posts } = await openPage();
    await findPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('User to assign is required')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('asks to confirm, naming both people, then sends the user id and the dealer’s numeric Id', async () => {
    const { posts, sent, sandbox, id } = await openPage();
    await userEvent.selectOptions(await findPicker(), 'Hannah Lee (sunrise.rep)');
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reassign from Marcus Reyes to Hannah Lee?',
    });
    expect(posts()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Reassigned to Hannah Lee (sunrise.rep).')).toBeInTheDocument();
    const call = sent.find((request) => request.call === reassignOf(id));
    expect(call?.body).toEqual({ UserIdToAssign: 5, DealerId: 101 });
    const status = await requestAs(sandbox, 'sunrise.admin', `/v3/api/applications/status/${id}`);
    expect(status).toMatchObject({ AssignedToUserId: 5 });
  });

  it('shows the service’s refusal with its reason', async () => {
    // The form alone, told the wrong dealer: the sandbox refuses the reassignment, naming it.
    await renderInSandbox(async ({ sandbox }) => {
      const id = await submitApplicationOf(sandbox);
      return (
        <ReassignForm applicationId={id} dealerId={102} dealerNumber="700101" assignedUserId={2} />
      );
    });
    await userEvent.selectOptions(await findPicker(), 'Jorge Castillo (dealer.user)');
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reassign' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request is invalid. Dealer: the application belongs to dealer 101',
    );
  });

  it('sends nothing when the confirmation is cancelled, and keeps the choice', async () => {
    const { posts } = await openPage();
    const picker = await findPicker();
    await userEvent.selectOptions(picker, 'Jorge Castillo (dealer.user)');
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reassign from Marcus Reyes to Jorge Castillo?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(picker).toHaveValue('6');
    expect(posts()).toEqual([]);
  });

  it('after a reassignment shows "Choose a person", never someone else, and a second click sends nothing', async () => {
    const { calls, id } = await openPage();
    await userEvent.selectOptions(await findPicker(), 'Hannah Lee (sunrise.rep)');
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reassign' }),
    );
    expect(await screen.findByText('Reassigned to Hannah Lee (sunrise.rep).')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await findPicker()).toHaveValue('');
    // The page reloads the detail: Hannah has it now, Marcus joins the list where she was, and
    // is not shown as chosen.
    await waitFor(
      async () =>
        expect(optionsOf(await findPicker())).toEqual([
          'Choose a person…',
          'Jorge Castillo (dealer.user)',
          'Marcus Reyes (sunrise.admin)',
        ]),
      { timeout: 10_000 },
    );
    const picker = await findPicker();
    expect(picker).toHaveValue('');
    expect(within(picker).getByRole('option', { name: 'Choose a person…' })).toHaveProperty(
      'selected',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('User to assign is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls().filter((call) => call === reassignOf(id))).toHaveLength(1);
  });

  it('says reassigning is not available when the account may not list users', async () => {
    // Jorge is a Dealer User, who may not list users; token mode knows no role, so the page
    // offers the form and the sandbox answers the user list with "disabled".
    await openPage({ as: 'dealer.user', authMode: 'token' });
    expect(
      await screen.findByText(/Reassigning is not available for your account/, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says so when nobody else can take the application', async () => {
    // Operator staff disable Hannah's and Jorge's accounts (Jorge also works for Empire, so
    // Sunrise's administrator may not): Marcus is the only active user.
    await openPage({}, async ({ sandbox }) => {
      for (const userId of [5, 6]) {
        await requestAs(sandbox, 'operator', `/v3/api/users/${userId}`, { method: 'DELETE' });
      }
    });
    expect(
      await screen.findByText(
        'No other active user of this dealer can take this application.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
