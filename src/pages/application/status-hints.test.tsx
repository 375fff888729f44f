import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submitApplication } from '../../api/applications.ts';
import { validApplicationV3 } from '../../schemas/fixtures/application-v3.test-support.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';

/**
 * Issue 24 item 6: the next steps, the lender's hints and stage funding follow the status,
 * against the real sandbox. Seeded Sunrise applications (sandbox/applications/seed.ts): 20002
 * approved without a plan, 20140 still Processing, 20011 signed with funding requested. New
 * applications pend (SSN 500000010) or are declined (500000005).
 */
const APPROVED = 20002;
const PROCESSING = 20140;
const FUNDING_REQUESTED = 20011;
const TIMEOUT = { timeout: 10_000 };

const region = (name: string) => screen.findByRole('region', { name }, TIMEOUT);
const stepTitles = async () =>
  within(await region('Funding checklist'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent)
    // The lender's conditions, met or not, are steps of their own (documents-section.test.tsx).
    .filter((title) => !title?.startsWith('Condition:'));
const stageFunding = () => document.getElementById('stage-funding')!;

async function newApplication(ssn: string) {
  return (await submitApplication(validApplicationV3({ Applicant: { SocialSecurityNumber: ssn } })))
    .Id;
}

describe('a Funding requested application', () => {
  it('asks for no step that no longer applies: no promotion, paperwork or funding to do', async () => {
    await renderPage(`/applications/${FUNDING_REQUESTED}`);
    const next = await region('Funding checklist');
    const titles = await stepTitles();
    expect(titles.slice(0, 3)).toEqual(['The lender’s decision', 'Promotion', 'Paperwork']);
    expect(titles.at(-1)).toBe('Funding requested');
    expect(next).not.toHaveTextContent(/choose a promotion|prepare the paperwork|request funding/i);
    expect(next).toHaveTextContent('The lender reviews the signed paperwork before funding.');
    expect(
      within(next).queryByRole('link', { name: /promotion|paperwork|stage funding/i }),
    ).toBeNull();
  });

  it('shows the lender’s hint for now, not the approval’s "choose a promotion"', async () => {
    await renderPage(`/applications/${FUNDING_REQUESTED}`);
    const messages = await region('Messages from the lender');
    expect(messages).toHaveTextContent(
      'None for now: the lender reviews the signed paperwork before funding.',
    );
    expect(messages).not.toHaveTextContent(/choose a promotion/i);
  });

  it('says stage funding is requested, with no button and no "can be requested while approved"', async () => {
    await renderPage(`/applications/${FUNDING_REQUESTED}`);
    await region('Manage this application');
    expect(stageFunding()).toHaveTextContent('Stage funding has been requested for this job.');
    expect(stageFunding()).not.toHaveTextContent(/can be requested|Ask the lender to fund/);
    expect(screen.queryByRole('button', { name: 'Request stage funding' })).toBeNull();
  });

  it('tells an account that may not send paperwork that it is signed, not that it may not', async () => {
    await renderPage(`/applications/${FUNDING_REQUESTED}`, { as: 'sunrise.rep' });
    const next = await region('Funding checklist');
    const paperwork = within(next).getByText('Paperwork', { selector: 'p' }).closest('li')!;
    expect(paperwork).toHaveTextContent(
      'A document is signed, so the paperwork can no longer change.',
    );
    expect(paperwork).not.toHaveTextContent(/not available for your account/i);
  });
});

describe('hints before funding is requested', () => {
  it('asks an approved application without a plan to choose one, and offers stage funding', async () => {
    await renderPage(`/applications/${APPROVED}`);
    const next = await region('Funding checklist');
    const titles = await stepTitles();
    expect(titles.slice(0, 4)).toEqual([
      'The lender’s decision',
      'Choose a promotion',
      'Prepare the paperwork',
      'The customer signs the full paperwork',
    ]);
    expect(titles.slice(-3)).toEqual([
      'The customer’s right to cancel',
      'The dealer’s attestation',
      'Request funding',
    ]);
    expect(within(next).getByRole('link', { name: 'Choose a promotion' })).toBeVisible();
    expect(await region('Messages from the lender')).toHaveTextContent(
      'Choose a promotion, then submit the paperwork.',
    );
    expect(screen.getByRole('button', { name: 'Request stage funding' })).toBeVisible();
  });

  it('says stage funding comes once approved while Processing', async () => {
    await renderPage(`/applications/${PROCESSING}`);
    await region('Manage this application');
    expect(stageFunding()).toHaveTextContent(
      'Stage funding can be requested once the application is approved.',
    );
    expect(stageFunding()).not.toHaveTextContent('Its status now');
    expect(screen.queryByRole('button', { name: 'Request stage funding' })).toBeNull();
    expect((await stepTitles()).slice(0, 2)).toEqual([
      'The lender’s decision',
      'Choose a promotion',
    ]);
  });

  it('says stage funding comes once approved while Pending', async () => {
    await renderPage(async () => `/applications/${await newApplication('500000010')}`);
    expect(await screen.findByText('Pending: conditions to meet', {}, TIMEOUT)).toBeVisible();
    // The sections under the next steps come once the top has painted (decision 0004).
    await region('Manage this application');
    expect(stageFunding()).toHaveTextContent(
      'Stage funding can be requested once the application is approved.',
    );
  });

  it('says a declined application has no steps to funding and cannot be funded', async () => {
    await renderPage(async () => `/applications/${await newApplication('500000005')}`);
    const checklist = await region('Funding checklist');
    expect(checklist).toHaveTextContent('Stage: Declined');
    expect(checklist).toHaveTextContent('BlockedThe lender’s decisionOwed by the lender');
    expect(await stepTitles()).toEqual(['The lender’s decision']);
    await region('Manage this application');
    expect(stageFunding()).toHaveTextContent('A declined application cannot be funded.');
    expect(screen.queryByRole('button', { name: 'Request stage funding' })).toBeNull();
  });
});
