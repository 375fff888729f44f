import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDetail, submitApplication } from '../../api/applications.ts';
import { validApplicationV3 } from '../../schemas/fixtures/application-v3.test-support.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';

/** A new application of the Sunrise dealer, submitted through the portal's API; its page. */
async function newApplicationPage() {
  const submitted = await submitApplication(validApplicationV3());
  return `/applications/${submitted.Id}`;
}

describe('the application page against the sandbox', () => {
  it('shows a decided application as the sandbox stores it, with no hand-written record', async () => {
    await renderPage(newApplicationPage, { as: 'sunrise.admin' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /^Application \d+$/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Approved' })).toBeInTheDocument();
    // The sections under the next steps come once the top has painted (decision 0004).
    expect(await screen.findByRole('region', { name: 'Applicants' })).toBeVisible();
    // The next steps name the dealer's lender representative as the shared LenderContact does.
    const next = screen.getByRole('region', { name: 'Funding checklist' });
    expect(next).toHaveTextContent('Your lender representative: Kevin Brooks, Territory Manager');
    expect(
      within(next).getByRole('link', { name: 'kevin.brooks@lender.example.com' }),
    ).toHaveAttribute('href', 'mailto:kevin.brooks@lender.example.com');
  });

  it('saves a project number through the real service, which then holds it', async () => {
    let id = 0;
    await renderPage(async () => {
      const path = await newApplicationPage();
      id = Number(path.split('/').pop());
      return path;
    });
    const box = await screen.findByRole('textbox', { name: 'Project number' }, { timeout: 10_000 });
    await userEvent.type(box, 'JOB-2025-0042');
    await userEvent.click(screen.getByRole('button', { name: 'Save project number' }));
    expect(
      await screen.findByText('Project number saved.', {}, { timeout: 10_000 }),
    ).toHaveAttribute('role', 'status');
    expect((await getDetail(id)).ProjectNumber).toBe('JOB-2025-0042');
  });

  it('says an application of another dealer is not found', async () => {
    await renderPage('/applications/999999999', { as: 'lakeside.admin' });
    expect(
      await screen.findByRole('heading', { name: 'Application not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
