import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getPaperwork } from '../../api/paperwork.ts';
import { signOnSigningPage, withPaperwork } from '../../test/paperwork-world.test-support.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';

/**
 * "Change the amount" on the application page against the real sandbox (issue 33 item 8):
 * withPaperwork makes an approved Sunrise application ($12,531.25 financed, $13,000 approved)
 * with plan 302 chosen and its paperwork submitted.
 */
const LONG = { timeout: 10_000 };
let applicationId = 0;

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Change the amount' }, LONG));
  return screen.findByRole('dialog', { name: 'Change the amount financed' });
}

describe('change the amount before signing', () => {
  it('refuses an amount above the approved one, then previews the plans for the new amount with the current one first, and chooses', async () => {
    const { calls } = await renderPage(async () => {
      ({ id: applicationId } = await withPaperwork('email'));
      return `/applications/${applicationId}`;
    });
    const dialog = await openDialog();
    const amount = within(dialog).getByRole('textbox', { name: /^New amount financed/ });
    await userEvent.type(amount, '13500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview the plans' }));
    expect(
      await within(dialog).findByText(
        'Amount financed must not be above the approved amount of $13,000.00',
      ),
    ).toBeVisible();
    expect(amount).toHaveValue('13,500.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview the plans' }));
    expect(
      await within(dialog).findByText('Plans for $12,000.00 financed.', {}, LONG),
    ).toBeVisible();
    const table = within(dialog).getByRole('region', { name: 'Plans side by side' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings[1]).toHaveTextContent('Current plan');
    expect(headings.length).toBeGreaterThan(2);
    const choices = within(table).getAllByRole('button', { name: /^Choose .* for \$12,000\.00$/ });
    await userEvent.click(choices[1]!);
    // The paperwork page opens for the new amount, and the plan chosen is the one the lender keeps.
    expect(
      await screen.findByText('The amount financed changes to $12,000.00', {}, LONG),
    ).toBeVisible();
    expect(calls()).toContain(`POST /v3/api/applications/promotions/${applicationId}`);
    const chosen = (await getPaperwork(applicationId)).LoanParameters.PrimaryPromotionId;
    expect(chosen).not.toBe(302);
  });

  it('once anything is signed, says the change needs the lender and names the representative', async () => {
    await renderPage(async () => {
      const submitted = await withPaperwork('esign');
      applicationId = submitted.id;
      await signOnSigningPage(submitted.ESignUrl!, 1);
      return `/applications/${applicationId}`;
    });
    const dialog = await openDialog();
    // The dialog may still be fading in: the text is there, visibility is the journey's to check.
    expect(
      await within(dialog).findByText('The change needs the lender', {}, LONG),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Your lender representative:/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});
