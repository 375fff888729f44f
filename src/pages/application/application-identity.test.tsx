import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page.test-support.tsx';

/**
 * Issue 24 items 4 and 5 on the application page, against the real sandbox (decision 0029).
 * Seeded Sunrise applications (sandbox/applications/seed.ts): 20002 approved, assigned to
 * Hannah Lee (sunrise.rep); 20011 funding requested, assigned to Olivia Grant (user 1, the
 * operator); 20140 still Processing.
 */
const TIMEOUT = { timeout: 10_000 };

async function assignedTo() {
  const dealer = await screen.findByRole('region', { name: 'Dealer' }, TIMEOUT);
  const term = within(dealer).getByText('Assigned to', { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('the application page names the assignee, never an id', () => {
  it('says it cannot name the assignee when the role may not list users (a dealer user)', async () => {
    await renderPage('/applications/20011', { as: 'dealer.user' });
    const assignee = await assignedTo();
    // Never "a user of Sunrise Home Comfort": the operator who has it is the lender's staff.
    expect(assignee).toHaveTextContent('someone this account cannot name');
    const manage = screen.getByRole('region', { name: 'Manage this application' });
    expect(manage).toHaveTextContent('Assigned to someone this account cannot name.');
    expect(document.body).not.toHaveTextContent(/a user of Sunrise/i);
    expect(document.body).not.toHaveTextContent(/user id \d|\buser \d/i);
  });

  it('says it cannot name the assignee to a sales representative, whose role lacks users.read', async () => {
    await renderPage('/applications/20011', { as: 'sunrise.rep' });
    expect(await assignedTo()).toHaveTextContent('someone this account cannot name');
    expect(document.body).not.toHaveTextContent(/user id \d|\buser \d/i);
  });

  it('says it cannot name the assignee when the service answers the user list "disabled"', async () => {
    // Token mode knows no role, so the page asks for the list and the sandbox refuses it.
    await renderPage('/applications/20011', { as: 'dealer.user', authMode: 'token' });
    expect(await assignedTo()).toHaveTextContent('someone this account cannot name');
    expect(document.body).not.toHaveTextContent(/user id \d|\buser \d/i);
  });

  it('names the signed-in user as themselves without the list', async () => {
    await renderPage('/applications/20002', { as: 'sunrise.rep' });
    expect(await assignedTo()).toHaveTextContent('Hannah Lee (you)');
  });

  it('names the assignee from the user list when the role may read it', async () => {
    await renderPage('/applications/20002', { as: 'sunrise.admin' });
    const assignee = await assignedTo();
    expect(
      await within(assignee).findByText('Hannah Lee (sunrise.rep)', {}, TIMEOUT),
    ).toBeVisible();
  });

  it('says someone the user list lacks is outside the dealer’s users, in the reassign confirmation too', async () => {
    await renderPage('/applications/20011', { as: 'sunrise.admin' });
    const select = await screen.findByRole('combobox', { name: 'Reassign to' }, TIMEOUT);
    // The operator (the lender's staff) is not among Sunrise's users: never "a user of Sunrise".
    expect(await assignedTo()).toHaveTextContent(
      'someone outside your dealer’s users (such as the lender’s staff)',
    );
    await userEvent.selectOptions(select, 'Hannah Lee (sunrise.rep)');
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole(
      'dialog',
      {
        name: 'Reassign from someone outside your dealer’s users (such as the lender’s staff) to Hannah Lee?',
      },
      TIMEOUT,
    );
    expect(dialog).toHaveTextContent(
      'instead of someone outside your dealer’s users (such as the lender’s staff).',
    );
    expect(document.body).not.toHaveTextContent(/user id \d|\buser \d/i);
  });
});

describe('the application page keeps one number', () => {
  it('heads a decided application with its Id, the other numbers on a secondary line', async () => {
    await renderPage('/applications/20002');
    expect(
      await screen.findByText(
        /^Lender’s number \d{7} · Submission number [A-Z]\d{9}$/,
        {},
        TIMEOUT,
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Application 20002$/);
  });

  it('heads an undecided application with its Id too, saying the lender’s number comes later', async () => {
    await renderPage('/applications/20140');
    expect(
      await screen.findByText(
        /^Lender’s number given once decided · Submission number [A-Z]\d{9}$/,
        {},
        TIMEOUT,
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Application 20140$/);
  });
});
