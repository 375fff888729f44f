import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userKeys } from '../../api/users.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';

/**
 * The user form's pages (`/users/new`, `/users/:userId/edit`) against the real sandbox
 * (src/test/render-page.tsx), as the Sunrise administrator unless said otherwise.
 */
const LONG = { timeout: 10_000 };

const field = (label: string | RegExp) => screen.getByRole('textbox', { name: label });
const row = (n: number) => screen.getByRole('group', { name: `Dealer ${n}` });

/** A new Sunrise dealer user, typed as a person would. */
async function fillNewUser(user: UserEvent, overrides: { username?: string; email?: string } = {}) {
  await screen.findByRole('textbox', { name: /Username/ }, LONG);
  await user.type(field(/Username/), overrides.username ?? 'ana.ruiz');
  await user.type(field(/First name/), 'Ana');
  await user.type(field(/Last name/), 'Ruiz');
  await user.type(field(/Job title/), 'Sales Consultant');
  await user.type(field(/E-mail address/), overrides.email ?? 'ana.ruiz@sunrise.example.com');
  await user.type(field(/Phone number/), '9165550199');
  await user.selectOptions(within(row(1)).getByRole('combobox', { name: /Role/ }), 'Dealer User');
}

const submit = (user: UserEvent, name: string) => user.click(screen.getByRole('button', { name }));

describe('creating a user (/users/new)', () => {
  it('sends exactly the form in the POST, then opens the new user, saying it was created', async () => {
    const user = userEvent.setup();
    const { sent, calls, sandbox } = await renderPage('/users/new');
    await screen.findByRole('heading', { level: 1, name: 'New user' }, LONG);
    await fillNewUser(user);
    // The display name follows the name until it is edited.
    expect(field(/Display name/)).toHaveValue('Ana Ruiz');
    // One dealer to choose from: it is chosen.
    expect(within(row(1)).getByRole('combobox', { name: /Dealer/ })).toHaveValue('101');
    await user.type(field(/Middle initial/), ' ');
    await submit(user, 'Create user');

    const edit = await screen.findByRole('heading', { level: 1, name: 'Edit user' }, LONG);
    await waitFor(() => expect(edit).toHaveFocus());
    // It says how the person gets a password, since the portal sets none.
    expect(
      await screen.findByText(
        'ana.ruiz was created. In the sandbox they sign in as ana.ruiz with the demo accounts’ password, shown on the sign-in page.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    expect(calls()).toContain('POST /v3/api/dealers/101/validateEmail');
    const post = sent.find((request) => request.call === 'POST /v3/api/users');
    // Trimmed, and the blank middle initial left out (never null).
    expect(post?.body).toEqual({
      IsActive: true,
      Username: 'ana.ruiz',
      FirstName: 'Ana',
      LastName: 'Ruiz',
      DisplayName: 'Ana Ruiz',
      Title: 'Sales Consultant',
      EmailAddress: 'ana.ruiz@sunrise.example.com',
      PhoneNumber: '9165550199',
      DealerRoles: [{ DealerId: 101, RoleId: 3 }],
    });
    // The sandbox has it, and the edit page read it afresh.
    const created = await sandbox.request('/v3/api/users', {
      token: await sandbox.signIn('sunrise.admin'),
    });
    const list = (await created.json()) as { Id: number; Username: string }[];
    const id = list.find((item) => item.Username === 'ana.ruiz')?.Id;
    expect(calls()).toContain(`GET /v3/api/users/${id}`);
    expect(field(/Username/)).toHaveAttribute('readonly');
  });

  it('keeps a display name of their own when the name changes', async () => {
    const user = userEvent.setup();
    await renderPage('/users/new');
    await screen.findByRole('textbox', { name: /First name/ }, LONG);
    await user.type(field(/First name/), 'Ana');
    expect(field(/Display name/)).toHaveValue('Ana');
    await user.clear(field(/Display name/));
    await user.type(field(/Display name/), 'Annie R.');
    await user.type(field(/Last name/), 'Ruiz');
    expect(field(/Display name/)).toHaveValue('Annie R.');
  });

  it('refuses a username with other characters than letters, digits and periods', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage('/users/new');
    await fillNewUser(user, { username: 'ana-ruiz' });
    await submit(user, 'Create user');
    expect(
      await screen.findByText('Username: letters, digits and periods only'),
    ).toBeInTheDocument();
    expect(calls()).not.toContain('POST /v3/api/users');
  });

  it('refuses the same dealer on two rows, and no rows at all', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage('/users/new', { as: 'operator' });
    await fillNewUser(user);
    await user.selectOptions(
      within(row(1)).getByRole('combobox', { name: /Dealer/ }),
      'Sunrise Home Comfort',
    );
    await user.click(screen.getByRole('button', { name: 'Add a dealer' }));
    await user.selectOptions(
      within(row(2)).getByRole('combobox', { name: /Dealer/ }),
      'Sunrise Home Comfort',
    );
    await user.selectOptions(within(row(2)).getByRole('combobox', { name: /Role/ }), 'Dealer User');
    await submit(user, 'Create user');
    expect(
      await within(row(2)).findByText('Dealer: each dealer may appear only once'),
    ).toBeInTheDocument();
    expect(within(row(1)).queryByText(/each dealer/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove dealer 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove dealer 1' }));
    await submit(user, 'Create user');
    expect(
      await screen.findByText('Dealer roles: assign the user to at least one dealer'),
    ).toBeInTheDocument();
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('shows a refused e-mail address on its field, naming the dealer, and saves nothing', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage('/users/new');
    // The address of Lakeside's administrator: taken by another dealer's user.
    await fillNewUser(user, { email: 'priya.natarajan@lakeside.example.com' });
    await submit(user, 'Create user');
    const email = field(/E-mail address/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Sunrise Home Comfort/), LONG);
    expect(email).toHaveAccessibleDescription(
      /^Not valid for a user of Sunrise Home Comfort: .*not an active user of this dealer/,
    );
    expect(email).toHaveFocus();
    expect(calls()).toContain('POST /v3/api/dealers/101/validateEmail');
    expect(calls()).not.toContain('POST /v3/api/users');
    // Nothing typed is lost.
    expect(field(/Username/)).toHaveValue('ana.ruiz');
    expect(email).toHaveValue('priya.natarajan@lakeside.example.com');
  });

  it("puts the service's refusal on its field (a username taken), keeping what was typed", async () => {
    const user = userEvent.setup();
    await renderPage('/users/new');
    await fillNewUser(user, { username: 'dealer.user' });
    await submit(user, 'Create user');
    const username = field(/Username/);
    await waitFor(
      () => expect(username).toHaveAccessibleDescription(/already taken by another user/),
      LONG,
    );
    expect(username).toHaveFocus();
    expect(screen.getByText(/The fields concerned say what to change/)).toBeInTheDocument();
    expect(username).toHaveValue('dealer.user');
    expect(field(/First name/)).toHaveValue('Ana');
    expect(field(/Phone number/)).toHaveValue('9165550199');
  });
});

describe('editing a user (/users/:userId/edit)', () => {
  it('fills the form from a fresh GET and sends the changes in a PUT', async () => {
    const user = userEvent.setup();
    const { sent, calls } = await renderPage('/users/5/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit user' }, LONG);
    await screen.findByRole('textbox', { name: /First name/ }, LONG);
    expect(calls()).toContain('GET /v3/api/users/5');
    expect(field(/Username/)).toHaveValue('sunrise.rep');
    expect(field(/Username/)).toHaveAttribute('readonly');
    expect(field(/First name/)).toHaveValue('Hannah');
    expect(field(/Middle initial/)).toHaveValue('');
    expect(field(/E-mail address/)).toHaveValue('hannah.lee@lender.example.com');
    expect(within(row(1)).getByRole('combobox', { name: /Dealer/ })).toHaveValue('101');
    expect(within(row(1)).getByRole('combobox', { name: /Role/ })).toHaveValue('4');

    await user.clear(field(/Job title/));
    await user.type(field(/Job title/), 'Senior Representative');
    await submit(user, 'Save changes');
    expect(
      await screen.findByText('Saved the changes to sunrise.rep.', {}, LONG),
    ).toBeInTheDocument();
    // The person's own address, unchanged, is not checked again (decision 0025).
    expect(calls()).not.toContain('POST /v3/api/dealers/101/validateEmail');
    expect(sent.find((request) => request.call === 'PUT /v3/api/users/5')?.body).toEqual({
      IsActive: true,
      Username: 'sunrise.rep',
      FirstName: 'Hannah',
      LastName: 'Lee',
      DisplayName: 'Hannah Lee',
      Title: 'Senior Representative',
      EmailAddress: 'hannah.lee@lender.example.com',
      PhoneNumber: '9165550163',
      DealerRoles: [{ DealerId: 101, RoleId: 4 }],
    });
  });

  it('shows a user who also works for another dealer with only their roles to change', async () => {
    const user = userEvent.setup();
    const { sent } = await renderPage('/users/6/edit');
    await screen.findByRole('textbox', { name: /First name/ }, LONG);
    expect(
      screen.getByText(/also works for a dealer whose users you do not manage/),
    ).toBeInTheDocument();
    for (const name of [/First name/, /Last name/, /Job title/, /E-mail address/, /Phone/]) {
      expect(field(name)).toBeDisabled();
    }
    expect(screen.getByRole('checkbox', { name: /Active/ })).toBeDisabled();
    // Only the Sunrise assignment: the one dealer whose users Marcus manages.
    expect(within(row(1)).getByRole('combobox', { name: /Dealer/ })).toHaveValue('101');
    expect(screen.queryByRole('group', { name: 'Dealer 2' })).not.toBeInTheDocument();
    const role = within(row(1)).getByRole('combobox', { name: /Role/ });
    expect(role).toBeEnabled();
    await user.selectOptions(role, 'Sales Representative (read only)');
    await submit(user, 'Save changes');
    expect(
      await screen.findByText('Saved the changes to dealer.user.', {}, LONG),
    ).toBeInTheDocument();
    expect(sent.find((request) => request.call === 'PUT /v3/api/users/6')?.body).toMatchObject({
      FirstName: 'Jorge',
      EmailAddress: 'jorge.castillo@sunrise.example.com',
      IsActive: true,
      DealerRoles: [{ DealerId: 101, RoleId: 4 }],
    });
  });

  it('checks a changed address before the PUT, and a refusal saves nothing', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage('/users/5/edit');
    await screen.findByRole('textbox', { name: /First name/ }, LONG);
    await user.clear(field(/E-mail address/));
    await user.type(field(/E-mail address/), 'priya.natarajan@lakeside.example.com');
    await submit(user, 'Save changes');
    const email = field(/E-mail address/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Sunrise Home Comfort/), LONG);
    expect(calls()).toContain('POST /v3/api/dealers/101/validateEmail');
    expect(calls()).not.toContain('PUT /v3/api/users/5');
    expect(email).toHaveValue('priya.natarajan@lakeside.example.com');
  });

  it("puts the service's refusal of a role on that row's Role field, keeping what was typed", async () => {
    const user = userEvent.setup();
    await renderPage('/users/5/edit');
    await screen.findByRole('textbox', { name: /Job title/ }, LONG);
    await user.clear(field(/Job title/));
    await user.type(field(/Job title/), 'Senior Consultant');
    const role = within(row(1)).getByRole('combobox', { name: /Role/ });
    await user.selectOptions(role, 'Operator');
    await submit(user, 'Save changes');
    await waitFor(
      () =>
        expect(role).toHaveAccessibleDescription(
          'Role: only operator staff assign the Operator role',
        ),
      LONG,
    );
    expect(role).toHaveFocus();
    expect(field(/Job title/)).toHaveValue('Senior Consultant');
    expect(role).toHaveValue('1');
  });

  it('says a user no longer accessible (404) is so, offers the list, and refreshes it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(userKeys.list(), []);
    // Priya Natarajan administers Lakeside: not a user Marcus (Sunrise) may manage.
    await renderPage('/users/3/edit', { queryClient });
    expect(
      await screen.findByText('This user is no longer accessible', {}, LONG),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the users list' })).toHaveAttribute(
      'href',
      '/users',
    );
    expect(screen.queryByRole('form', { name: 'User' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryState(userKeys.list())?.isInvalidated).toBe(true),
    );
  });
});
