import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../api/session-store.ts';
import {
  renderPage,
  serviceAnswers,
  type PageSetup,
} from '../../test/render-page.test-support.tsx';
import { seededApplicationOf, submitApplicationOf } from '../../test/sandbox-steps.test-support.ts';

/** The fixture application, submitted by the Sunrise administrator: its page. */
const sunriseApplication = async ({ sandbox }: PageSetup) =>
  `/applications/${await submitApplicationOf(sandbox)}`;

const reason = (doing: string) =>
  new RegExp(`Not available for your account: this account cannot ${doing}`);

describe('the application page’s actions, by what the account may do', () => {
  it('shows a read-only role’s actions unavailable, with the reason, before any click', async () => {
    // Hannah Lee is Sunrise's read-only Sales Representative (role 4).
    const { calls } = await renderPage(sunriseApplication, { as: 'sunrise.rep' });
    const save = await screen.findByRole(
      'button',
      { name: 'Save project number' },
      { timeout: 10_000 },
    );
    expect(save).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Project number/ })).toBeDisabled();
    expect(screen.getByText(reason('set project numbers'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request stage funding' })).toBeDisabled();
    expect(screen.getByText(reason('request stage funding'))).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Reassign to/ })).not.toBeInTheDocument();
    expect(screen.getByText(reason('reassign applications'))).toBeInTheDocument();
    expect(screen.getAllByText(/dealer’s administrator or the lender’s sales representative/));
    // Known before any click: nothing was sent that the role may not do.
    expect(calls().filter((call) => call.startsWith('POST '))).toEqual([]);
  });

  it('offers the actions to a role that may take them', async () => {
    await renderPage(sunriseApplication, { as: 'sunrise.admin' });
    expect(
      await screen.findByRole('button', { name: 'Save project number' }, { timeout: 10_000 }),
    ).toBeEnabled();
    // Stage funding waits for signed paperwork (issue 32 item 7), not for the account.
    expect(screen.queryByText(reason('request stage funding'))).not.toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /Reassign to/ })).toBeInTheDocument();
    expect(screen.queryByText(/Not available for your account/)).not.toBeInTheDocument();
  });

  it('remembers a "disabled" answer (role unknown, token mode) and disables the action with the reason', async () => {
    // Token mode knows no role: the read-only representative is offered the actions, and the
    // sandbox answers her project number with "disabled".
    let id = 0;
    const { calls } = await renderPage(
      async (setup) => {
        const path = await sunriseApplication(setup);
        id = Number(path.split('/').pop());
        return path;
      },
      { as: 'sunrise.rep', authMode: 'token' },
    );
    const field = await screen.findByRole(
      'textbox',
      { name: /Project number/ },
      { timeout: 10_000 },
    );
    await userEvent.type(field, 'JOB-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save project number' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save project number' })).toBeDisabled(),
    );
    expect(screen.getByText(reason('set project numbers'))).toBeInTheDocument();
    // Remembered: her project number, and the user list the reassign form asked for. The
    // other actions are not affected.
    expect(sessionStore.get().disabled).toEqual(['users.read', 'applications.projectNumber']);
    expect(screen.queryByText(reason('request stage funding'))).not.toBeInTheDocument();
    expect(
      calls().filter((call) => call === `POST /v3/api/applications/projectNumber/${id}`),
    ).toHaveLength(1);
  });

  it('says a disabled detail is about the account, and who can help, never that the application is locked', async () => {
    // Every seeded role may read details: the one answer no account gives, made explicit.
    await renderPage(sunriseApplication, {
      authMode: 'token',
      answers: { 'GET /v3/api/applications/detail/:id': serviceAnswers.disabled },
    });
    expect(
      await screen.findByText(/This account cannot view application details\./, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/dealer’s administrator or the lender’s sales representative/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/locked/i)).not.toBeInTheDocument();
  });

  it('keeps "locked" for other 403 answers', async () => {
    // Lakeside missed its attestation deadline: the sandbox answers its applications with 403.
    await renderPage(async ({ sandbox }) => `/applications/${seededApplicationOf(sandbox, 102)}`, {
      as: 'lakeside.admin',
    });
    expect(
      await screen.findByText('The lender has locked this application', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  });
});
