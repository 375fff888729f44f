import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultRoles } from '../../schemas/role-capabilities.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';
import { requestAs } from '../../test/sandbox-steps.test-support.ts';

/** The users page against the real sandbox (src/test/render-page.tsx) and its seeded accounts. */
const LONG = { timeout: 10_000 };

const table = () => screen.findByRole('table', { name: 'Users you may manage' }, LONG);
/** The data rows, each as its cells' text. */
const rowsOf = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
const rowOf = async (name: string) => {
  const cell = await within(await table()).findByText(name, { selector: 'td > p' }, LONG);
  return cell.closest('tr')!;
};
/** The names of the rows, in order. */
const names = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td p')?.textContent);

const rolesWithout = (roleId: number, capability: string) =>
  defaultRoles.map((role) =>
    role.id === roleId
      ? { ...role, capabilities: role.capabilities?.filter((can) => can !== capability) }
      : role,
  );

describe('the users page', () => {
  it("lists the operator's users: name, title, username, contact, dealers with roles, status", async () => {
    await renderPage('/users', { as: 'operator' });
    expect(await screen.findByText('Showing 1–7 of 7 users', {}, LONG)).toBeInTheDocument();
    const marcus = await rowOf('Marcus Reyes');
    // The title comes from the user's detail record, read for the rows on the page.
    expect(await within(marcus).findByText('Office Manager', {}, LONG)).toBeInTheDocument();
    expect(within(marcus).getByText('sunrise.admin')).toBeInTheDocument();
    expect(
      within(marcus).getByRole('link', { name: 'marcus.reyes@sunrise.example.com' }),
    ).toHaveAttribute('href', 'mailto:marcus.reyes@sunrise.example.com');
    expect(within(marcus).getByText('(916) 555-0142')).toBeInTheDocument();
    expect(within(marcus).getByText('Dealer Administrator')).toBeInTheDocument();
    expect(within(marcus).getByText(/Sunrise Home Comfort/)).toBeInTheDocument();
    expect(within(marcus).getByText('Active')).toBeInTheDocument();
    const jorge = await rowOf('Jorge Castillo');
    expect(within(jorge).getAllByText('Dealer User')).toHaveLength(2);
    expect(within(await rowOf('Emily Watson')).getByText('Disabled')).toBeInTheDocument();
    // Sorted by last name.
    expect(await names()).toEqual([
      'Jorge Castillo',
      'Olivia Grant',
      'Hannah Lee',
      'Priya Natarajan',
      'Daniel Okafor',
      'Marcus Reyes',
      'Emily Watson',
    ]);
    expect(screen.getByRole('link', { name: 'New user' })).toHaveAttribute('href', '/users/new');
    expect(within(marcus).getByRole('link', { name: 'Edit Marcus Reyes' })).toHaveAttribute(
      'href',
      '/users/2/edit',
    );
  });

  it('names a role the config does not know by its number, never blank', async () => {
    await renderPage('/users', {
      as: 'operator',
      config: { roles: defaultRoles.filter((role) => role.id !== 3) },
    });
    const jorge = await rowOf('Jorge Castillo');
    await waitFor(() => expect(within(jorge).getAllByText('Role 3')).toHaveLength(2), LONG);
  });

  it('searches names, usernames and e-mail addresses, and clears an empty result', async () => {
    const user = userEvent.setup();
    await renderPage('/users', { as: 'operator' });
    const search = await screen.findByLabelText('Search users', {}, LONG);
    await user.type(search, 'castillo');
    await waitFor(async () => expect(await names()).toEqual(['Jorge Castillo']), LONG);
    expect(screen.getByText('Showing 1–1 of 1 user')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'lakeside.admin');
    await waitFor(async () => expect(await names()).toEqual(['Priya Natarajan']), LONG);
    await user.clear(search);
    await user.type(search, '@lender.example');
    await waitFor(async () => expect(await names()).toEqual(['Olivia Grant', 'Hannah Lee']), LONG);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No users match your search and filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clears[clears.length - 1]!);
    expect(await screen.findByText('Showing 1–7 of 7 users', {}, LONG)).toBeInTheDocument();
    expect(screen.getByLabelText('Search users')).toHaveValue('');
  });

  it('filters by status and by dealer', async () => {
    const user = userEvent.setup();
    await renderPage('/users', { as: 'operator' });
    await user.selectOptions(await screen.findByLabelText('Status', {}, LONG), 'Disabled');
    await waitFor(async () => expect(await names()).toEqual(['Emily Watson']));
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    // Named from the dealers operation once it has answered.
    await screen.findByRole('option', { name: 'Empire Appliance & Furniture' }, LONG);
    await user.selectOptions(screen.getByLabelText('Dealer'), '700103');
    await waitFor(async () =>
      expect(await names()).toEqual(['Jorge Castillo', 'Olivia Grant', 'Daniel Okafor']),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await rowsOf()).toHaveLength(7));
  });

  it('sorts by a column, and again the other way', async () => {
    const user = userEvent.setup();
    await renderPage('/users', { as: 'operator' });
    await table();
    await user.click(screen.getByRole('button', { name: /^Username/ }));
    expect(screen.getByRole('columnheader', { name: /^Username/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect((await names())[0]).toBe('Jorge Castillo'); // dealer.user
    await user.click(screen.getByRole('button', { name: /^Status/ }));
    await user.click(screen.getByRole('button', { name: /^Status/ }));
    expect(screen.getByRole('columnheader', { name: /^Status/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect((await names())[0]).toBe('Emily Watson');
    // The same sorts from the Sort by choice (the narrow layout has no header row).
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Username, Z to A');
    expect((await names())[0]).toBe('Hannah Lee'); // sunrise.rep
    expect(screen.getByRole('columnheader', { name: /^Username/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('pages a long list and reads the detail of the rows on the page only', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage(
      async ({ sandbox }) => {
        for (let index = 0; index < 30; index += 1) {
          await requestAs(sandbox, 'operator', '/v3/api/users', {
            method: 'POST',
            json: {
              IsActive: true,
              Username: `staff${String(index).padStart(2, '0')}`,
              FirstName: 'Staff',
              LastName: `Member${String(index).padStart(2, '0')}`,
              Title: 'Installer',
              EmailAddress: `staff${index}@sunrise.example.com`,
              PhoneNumber: '9165550100',
              DealerRoles: [{ DealerId: 101, RoleId: 3 }],
            },
          });
        }
        return '/users';
      },
      { as: 'operator' },
    );
    expect(await screen.findByText('Showing 1–25 of 37 users', {}, LONG)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls().filter((call) => /^GET \/v3\/api\/users\/\d+$/.test(call))).toHaveLength(25),
    );
    const pages = screen.getByRole('navigation', { name: 'Pages of users' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 26–37 of 37 users', {}, LONG)).toBeInTheDocument();
    expect(await rowsOf()).toHaveLength(12);
  });

  it('disables a user once the username is typed, shows the answer, keeps the user as disabled', async () => {
    const user = userEvent.setup();
    const { sent } = await renderPage('/users', { as: 'operator' });
    await user.click(
      within(await rowOf('Jorge Castillo')).getByRole('button', { name: 'Disable Jorge Castillo' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Disable Jorge Castillo?' }, LONG);
    const confirm = within(dialog).getByRole('button', { name: 'Disable user' });
    const typed = within(dialog).getByLabelText('Type the username dealer.user to confirm');
    expect(confirm).toBeDisabled();
    await user.type(typed, 'dealer.use');
    expect(confirm).toBeDisabled();
    await user.type(typed, 'x');
    expect(confirm).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, 'dealer.user');
    expect(confirm).toBeEnabled();
    await user.dblClick(confirm);
    // Named, not the service's "User 6 has been disabled.".
    const answer = await screen.findByText(
      'Jorge Castillo is disabled and can no longer sign in.',
      {},
      LONG,
    );
    // The row's Disable button is gone: the focus is on the outcome, not lost.
    await waitFor(() => expect(answer).toHaveFocus(), LONG);
    const jorge = await rowOf('Jorge Castillo');
    expect(await within(jorge).findByText('Disabled', {}, LONG)).toBeInTheDocument();
    expect(
      within(jorge).getByRole('button', { name: 'Enable again Jorge Castillo' }),
    ).toBeVisible();
    expect(sent.filter((request) => request.call === 'DELETE /v3/api/users/6')).toHaveLength(1);
  });

  it('cancelling the dialog disables no one', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage('/users', { as: 'operator' });
    await user.click(
      within(await rowOf('Marcus Reyes')).getByRole('button', { name: 'Disable Marcus Reyes' }),
    );
    const dialog = await screen.findByRole('dialog', {}, LONG);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);
  });

  it('enables a user again: a fresh GET, then a PUT of the record with IsActive true', async () => {
    const user = userEvent.setup();
    const { sent } = await renderPage('/users', { as: 'operator' });
    const emily = await rowOf('Emily Watson');
    await user.click(within(emily).getByRole('button', { name: 'Enable again Emily Watson' }));
    expect(
      await screen.findByText('Emily Watson is active again and can sign in.', {}, LONG),
    ).toBeInTheDocument();
    expect(await within(await rowOf('Emily Watson')).findByText('Active', {}, LONG)).toBeVisible();
    const calls = sent.map((request) => request.call);
    const put = calls.indexOf('PUT /v3/api/users/7');
    expect(put).toBeGreaterThan(-1);
    // The GET the body was built from came after the click, right before the PUT.
    expect(calls[put - 1]).toBe('GET /v3/api/users/7');
    // Emily has no middle initial: left out, not sent as null.
    expect(sent[put]!.body).toEqual({
      IsActive: true,
      Username: 'disabled.user',
      FirstName: 'Emily',
      LastName: 'Watson',
      DisplayName: 'Emily Watson',
      Title: 'Sales Consultant',
      EmailAddress: 'emily.watson@lakeside.example.com',
      PhoneNumber: '4805550134',
      DealerRoles: [{ DealerId: 102, RoleId: 3 }],
    });
  });

  it('sends no Enable again the request schema refuses, and says to edit the user', async () => {
    const user = userEvent.setup();
    // Emily is a Dealer User (role 3); a config without that role cannot send her record back.
    const { calls } = await renderPage('/users', {
      as: 'operator',
      config: { roles: defaultRoles.filter((role) => role.id !== 3) },
    });
    const emily = await rowOf('Emily Watson');
    await user.click(within(emily).getByRole('button', { name: 'Enable again Emily Watson' }));
    expect(
      await screen.findByText(
        /Emily Watson was not enabled: .*Edit the user to complete it\./,
        {},
        LONG,
      ),
    ).toBeVisible();
    expect(calls()).toContain('GET /v3/api/users/7');
    expect(calls().some((call) => call.startsWith('PUT'))).toBe(false);
  });

  it("shows the service's refusal in the dialog (token mode cannot tell one's own row)", async () => {
    const user = userEvent.setup();
    await renderPage('/users', { as: 'sunrise.admin', authMode: 'token' });
    const own = await rowOf('Marcus Reyes');
    await user.click(within(own).getByRole('button', { name: 'Disable Marcus Reyes' }));
    const dialog = await screen.findByRole('dialog', {}, LONG);
    await user.type(within(dialog).getByLabelText(/Type the username/), 'sunrise.admin');
    await user.click(within(dialog).getByRole('button', { name: 'Disable user' }));
    expect(
      await within(dialog).findByText('You cannot disable your own account.', {}, LONG),
    ).toBeVisible();
    expect(within(dialog).getByText('The user was not disabled')).toBeVisible();
    expect(within(await rowOf('Marcus Reyes')).getByText('Active')).toBeVisible();
  });

  it("offers no Disable on the signed-in user's own row, and says why", async () => {
    await renderPage('/users', { as: 'sunrise.admin' });
    const own = await rowOf('Marcus Reyes');
    expect(within(own).queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
    expect(within(own).getByText('Your own account: you cannot disable it.')).toBeVisible();
    expect(within(own).getByRole('link', { name: 'Edit Marcus Reyes' })).toBeVisible();
    // A dealer administrator manages the users of his dealer only.
    expect(await names()).toEqual(['Jorge Castillo', 'Hannah Lee', 'Marcus Reyes']);
    expect(
      within(await rowOf('Hannah Lee')).getByRole('button', { name: 'Disable Hannah Lee' }),
    ).toBeVisible();
  });

  it('shows a role that may read but not change users the list without New, Edit or Disable', async () => {
    await renderPage('/users', {
      as: 'sunrise.admin',
      config: { roles: rolesWithout(2, 'users.write') },
    });
    expect(await rowOf('Hannah Lee')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'New user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^(Disable|Enable again)/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/this account cannot add or change users/)).toBeVisible();
  });

  it('says so to a role that may not list users, without asking the service', async () => {
    const { calls } = await renderPage('/users', { as: 'sunrise.rep' });
    expect(
      await screen.findByText(/This account cannot see the portal’s users/, {}, LONG),
    ).toBeVisible();
    expect(calls()).not.toContain('GET /v3/api/users');
  });

  it('says so when the service answers that the users endpoint is disabled for the account', async () => {
    // Token mode: the session knows no role, so only the service's answer tells.
    const { calls } = await renderPage('/users', { as: 'sunrise.rep', authMode: 'token' });
    expect(await screen.findByText('Not available for your account', {}, LONG)).toBeVisible();
    expect(screen.getByText(/This account cannot see the portal’s users/)).toBeVisible();
    expect(calls()).toContain('GET /v3/api/users');
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('says when there are no users yet', async () => {
    // No seeded account sees an empty list (an administrator sees himself): an answer of [].
    await renderPage('/users', {
      as: 'sunrise.admin',
      answers: { 'GET /v3/api/users': () => Response.json([]) },
    });
    expect(
      await screen.findByText(
        'There are no users for your dealers yet. Add the first with New user.',
        {},
        LONG,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'New user' })).toBeVisible();
  });

  it('says the list is loading, then that it failed, and tries again', async () => {
    const user = userEvent.setup();
    let sandboxFetch: typeof fetch = fetch;
    let failures = 0;
    // A failure no seeded account can cause: the first list answers 500, the next reaches the sandbox.
    await renderPage(
      () => {
        sandboxFetch = globalThis.fetch;
        return Promise.resolve('/users');
      },
      {
        as: 'operator',
        answers: {
          'GET /v3/api/users': (request) =>
            failures++ === 0
              ? Response.json({ Message: 'An error has occurred.' }, { status: 500 })
              : sandboxFetch(request.url, { headers: request.headers }),
        },
      },
    );
    expect(screen.getByText('Loading users…')).toBeInTheDocument();
    expect(await screen.findByText('The users could not be loaded', {}, LONG)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–7 of 7 users', {}, LONG)).toBeVisible();
  });
});

describe('a user who also works for a dealer the administrator does not manage', () => {
  it('has no Disable for that administrator, and the row says who can', async () => {
    await renderPage('/users', { as: 'sunrise.admin' });
    const jorge = await rowOf('Jorge Castillo');
    expect(within(jorge).queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
    expect(
      within(jorge).getByText(/only the lender’s staff or an administrator of each/),
    ).toBeInTheDocument();
    expect(within(jorge).getByRole('link', { name: 'Edit Jorge Castillo' })).toBeVisible();
    // Hannah works for Sunrise only: hers to disable.
    const hannah = await rowOf('Hannah Lee');
    expect(within(hannah).getByRole('button', { name: 'Disable Hannah Lee' })).toBeVisible();
  });
});
