import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { withoutSensitive } from '../../lib/draft-storage.ts';
import { validApplicationForm } from '../../schemas/fixtures/application-form.test-support.ts';
import { testDealerProducts, testDealers } from '../../test/dealers.test-support.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.test-support.tsx';
import { serve } from '../../test/serve.test-support.ts';
import { NewApplicationWizard } from './wizard.tsx';

/** Issue 24 item 2: pressing Next shows every error of the step at once. */
const DRAFT_KEY = 'portal.draft.new-application.sunrise.admin';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    serve({
      'GET /v3/api/dealers/attestation': () =>
        jsonResponse(
          testDealers.map((dealer) => ({
            DealerId: dealer.Id,
            AttestationCompliant: true,
            NextAttestationDate: '2999-01-01T00:00:00',
            AttestWindowDays: 30,
          })),
        ),
      ...Object.fromEntries(
        Object.entries(testDealerProducts).map(([id, names]) => [
          `GET /v3/api/dealers/${id}/products`,
          () => jsonResponse(names.map((name) => ({ ProductOrService: name }))),
        ]),
      ),
    }),
  );
  configureClient({ baseUrl: '', getToken: () => 'token', onUnauthorized: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A reloaded draft on `step`: its SSN, ID number and date of birth are gone. */
function reload(step: number, values = validApplicationForm()) {
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      version: 1,
      savedAt: '2026-11-21T10:00:00.000Z',
      data: withoutSensitive({ values, step, reached: step }),
    }),
  );
  renderWithProviders(
    <MemoryRouter initialEntries={['/applications/new']}>
      <NewApplicationWizard
        dealers={testDealers}
        currentDealer={testDealers[0]!}
        userKey="sunrise.admin"
        defaultAssignee=""
        today="2026-11-21"
      />
    </MemoryRouter>,
  );
}

describe('NewApplicationWizard: every error of a step at once', () => {
  it('shows the required, format and cross-field errors of the applicant step on one Next', async () => {
    const values = validApplicationForm();
    values.Applicant.FirstName = '';
    values.Applicant.IdentificationIssueDate = '2026-12-01';
    values.Applicant.EmploymentYear = 2027;
    reload(1, values);
    expect(screen.getByRole('heading', { level: 2, name: 'Applicant' })).toBeVisible();
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '2010-05-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(screen.getByText('First name is required')).toBeVisible());
    for (const message of [
      'Social Security number is required',
      'Identification number is required',
      'Date of birth: the applicant must be at least 18',
      'Issue date cannot be in the future',
      'Employment start cannot be in the future',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Applicant' })).toBeVisible();
  });

  it('flags the SSN, date of birth and ID number a reload lost together, on submit', async () => {
    reload(4);
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(screen.getByText('Social Security number is required')).toBeVisible(),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Applicant' })).toBeVisible();
    expect(screen.getByText('Date of birth is required')).toBeVisible();
    expect(screen.getByText('Identification number is required')).toBeVisible();
  });
});
