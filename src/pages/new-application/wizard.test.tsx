import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { withoutSensitive } from '../../lib/draft-storage.ts';
import { validApplicationForm } from '../../schemas/fixtures/application-form.fixture.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { testDealerProducts, testDealers } from '../../test/dealers.ts';
import { requestsOf, serve } from '../../test/serve.ts';
import { NewApplicationWizard } from './wizard.tsx';

const DRAFT_KEY = 'portal.draft.new-application.sunrise.admin';
const SUBMIT = 'POST /v3/api/applications';
const VALIDATE_EMAIL = 'POST /v3/api/dealers/101/validateEmail';
const DISABLED = { Message: 'This endpoint has been disabled for the current user.' };

/** The test dealers' products and attestation, as the service answers them. */
const dealerAnswers = {
  'GET /v3/api/dealers/attestation': () =>
    jsonResponse([
      {
        DealerId: 101,
        AttestationCompliant: true,
        NextAttestationDate: '2999-01-01T00:00:00',
        AttestWindowDays: 30,
      },
      {
        DealerId: 102,
        AttestationCompliant: false,
        NextAttestationDate: '2026-09-01T00:00:00',
        AttestWindowDays: 30,
      },
      {
        DealerId: 103,
        AttestationCompliant: true,
        NextAttestationDate: null,
        AttestWindowDays: null,
      },
    ]),
  ...Object.fromEntries(
    Object.entries(testDealerProducts).map(([id, names]) => [
      `GET /v3/api/dealers/${id}/products`,
      () => jsonResponse(names.map((name) => ({ ProductOrService: name }))),
    ]),
  ),
};

/** A validateEmail that knows one user of Sunrise: Jorge. */
const validateEmail = (init: RequestInit | undefined) => {
  const { EmailAddress } = JSON.parse(String(init?.body)) as { EmailAddress: string };
  return EmailAddress === 'jorge.castillo@sunrise.example.com' ||
    EmailAddress === 'marcus.reyes@sunrise.example.com'
    ? jsonResponse({ EmailAddress, DealerId: 101 })
    : jsonResponse(
        {
          Message: 'The request is invalid.',
          ModelState: {
            'request.EmailAddress': ['Email address: not an active user of this dealer'],
          },
        },
        400,
      );
};

let fetchMock = serve({});
/** The service for these tests: the dealers' answers, validateEmail, and `routes` over them. */
function service(routes: Parameters<typeof serve>[0] = {}) {
  fetchMock = serve({ ...dealerAnswers, [VALIDATE_EMAIL]: validateEmail, ...routes });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  service();
  configureClient({ baseUrl: '', getToken: () => 'token', onUnauthorized: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function ApplicationShown() {
  return <h1>Application {useParams().applicationId}</h1>;
}

function renderWizard(currentDealer = testDealers[0]!) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/applications/new']}>
      <Routes>
        <Route
          path="/applications/new"
          element={
            <NewApplicationWizard
              dealers={testDealers}
              currentDealer={currentDealer}
              userKey="sunrise.admin"
              defaultAssignee="marcus.reyes@sunrise.example.com"
              today="2026-11-21"
            />
          }
        />
        <Route path="/applications/:applicationId" element={<ApplicationShown />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A draft of the whole fixture application (what a draft can hold), left on `step`. */
function storeDraft(step: number) {
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      version: 1,
      savedAt: '2026-11-21T10:00:00.000Z',
      data: withoutSensitive({ values: validApplicationForm(), step, reached: 4 }),
    }),
  );
}

const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
const productField = () => screen.getByRole('combobox', { name: 'Product or service' });
const productOptions = () =>
  [...productField().querySelectorAll('option')].map((option) => option.value);
/** Once the dealer products operation has answered. */
const productsShown = () => waitFor(() => expect(productOptions().length).toBeGreaterThan(1));
const field = (name: string) => screen.getByRole('textbox', { name });

/** The SSN, date of birth and ID number a draft never keeps, typed again for one party. */
async function enterSensitive(ssn: string, idNumber: string, dateOfBirth: string) {
  await userEvent.type(field('Social Security number'), ssn);
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: dateOfBirth } });
  await userEvent.type(field('Identification number'), idNumber);
}

async function fillSensitiveAndReview() {
  await enterSensitive('500000001', 'D1234567', '1984-03-15');
  await userEvent.click(screen.getByRole('button', { name: /Co-applicant/ }));
  await enterSensitive('500000002', 'S7654321', '1958-09-02');
  await userEvent.click(screen.getByRole('button', { name: /Review and submit/ }));
  await userEvent.click(
    screen.getByRole('checkbox', { name: /The applicant is present, or has authorised/ }),
  );
}

const submitted = () =>
  fetchMock.mock.calls.filter(
    ([input, init]) => init?.method === 'POST' && String(input) === '/v3/api/applications',
  );

describe('NewApplicationWizard', () => {
  it('validates the step it is on before the next one, and preselects the current dealer', async () => {
    renderWizard();
    await productsShown();
    expect(screen.getByRole('combobox', { name: 'Dealer' })).toHaveValue('101');
    expect(screen.getByRole('combobox', { name: 'Contract state' })).toHaveValue('CA');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Product or service is required')).toBeVisible();
    expect(stepHeading('Dealer and product')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Product or service' })).toHaveFocus();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Product or service' }),
      'HVAC',
    );
    // The error goes as soon as the value mends it.
    await waitFor(() => expect(screen.queryByText('Product or service is required')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading('Applicant')).toHaveFocus();
    expect(screen.getByRole('button', { name: /Applicant/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.queryByText(/is required/)).toBeNull();
  });

  it('offers only the products of the chosen dealer and its state as the contract state', async () => {
    renderWizard();
    await productsShown();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dealer' }), '103');
    await waitFor(() => expect(productOptions()).toEqual(['', 'Appliances', 'Furniture']));
    expect(screen.getByRole('combobox', { name: 'Contract state' })).toHaveValue('NY');
  });

  it(
    'keeps a draft of every change but never the SSN, ID number or date of birth',
    { timeout: 20_000 },
    async () => {
      const first = renderWizard();
      await productsShown();
      await userEvent.selectOptions(
        screen.getByRole('combobox', { name: 'Product or service' }),
        'HVAC',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await userEvent.type(field('First name'), 'Maria');
      await userEvent.selectOptions(
        screen.getByRole('combobox', { name: 'Identification type' }),
        'DriversLicense',
      );
      await enterSensitive('500000001', 'D1234567', '1984-03-15');
      await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('Maria'));
      await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('DriversLicense'));
      const draft = localStorage.getItem(DRAFT_KEY)!;
      for (const secret of ['500000001', 'D1234567', '1984-03-15'])
        expect(draft).not.toContain(secret);
      first.unmount();

      renderWizard();
      expect(screen.getByText('Your unfinished application is back')).toBeVisible();
      expect(stepHeading('Applicant')).toBeVisible();
      expect(field('First name')).toHaveValue('Maria');
      expect(field('Social Security number')).toHaveValue('');
      expect(field('Identification number')).toHaveValue('');
      expect(screen.getByLabelText(/Date of birth/)).toHaveValue('');

      await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Discard this application?' })).getByRole(
          'button',
          { name: 'Discard draft' },
        ),
      );
      expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
      expect(stepHeading('Dealer and product')).toBeVisible();
      expect(screen.getByRole('combobox', { name: 'Product or service' })).toHaveValue('');
    },
  );

  it('takes a submit with missing values to the first of them', async () => {
    storeDraft(4);
    renderWizard();
    expect(stepHeading('Review and submit')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(stepHeading('Applicant')).toBeVisible();
    await waitFor(() => expect(field('Social Security number')).toHaveFocus());
    expect(screen.getByText('Social Security number is required')).toBeVisible();
    expect(submitted()).toHaveLength(0);
  });

  it(
    'sends once on a double click, then opens the application and forgets the draft',
    { timeout: 20_000 },
    async () => {
      storeDraft(1);
      let answer: (response: Response) => void = () => {};
      service({ [SUBMIT]: () => new Promise((resolve) => (answer = resolve)) });
      renderWizard();
      await fillSensitiveAndReview();
      const submit = screen.getByRole('button', { name: 'Submit application' });
      await userEvent.dblClick(submit);
      fireEvent.submit(submit.closest('form')!);
      await waitFor(() => expect(submitted()).toHaveLength(1));
      expect(submit).toBeDisabled();
      answer(jsonResponse({ Id: 20001, Applicant: { Id: 1 }, Content: null }));
      expect(await screen.findByRole('heading', { name: 'Application 20001' })).toBeVisible();
      expect(submitted()).toHaveLength(1);
      expect(localStorage.getItem(DRAFT_KEY)).toBeNull();

      const [url, init] = submitted()[0]!;
      expect(url).toBe('/v3/api/applications');
      const body = JSON.parse(String(init!.body)) as Record<string, Record<string, unknown>>;
      expect(body.Applicant!.SocialSecurityNumber).toBe('500000001');
      expect(body.CoApplicant!.ApplicantRelationship).toBe('Spouse');
      expect(body.LoanParameters!.AmountFinanced).toBe(12531.25);
      expect(body).not.toHaveProperty('Authorised');
    },
  );

  it(
    'puts a service 400 on its field and takes the user to its step',
    { timeout: 20_000 },
    async () => {
      storeDraft(1);
      service({
        [SUBMIT]: () =>
          jsonResponse(
            {
              Message: 'The request is invalid.',
              ModelState: { 'request.Applicant.FirstName': ['First name was refused.'] },
            },
            400,
          ),
      });
      renderWizard();
      await fillSensitiveAndReview();
      await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
      expect(await screen.findByText('First name was refused.')).toBeVisible();
      expect(stepHeading('Applicant')).toBeVisible();
      expect(field('First name')).toHaveFocus();
      expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('The application was not submitted')).toBeVisible();
    },
  );
});
