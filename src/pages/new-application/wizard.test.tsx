import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { withoutSensitive } from '../../lib/draft-storage.ts';
import { validApplicationForm } from '../../schemas/fixtures/application-form.test-support.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.test-support.tsx';
import { testDealerProducts, testDealers } from '../../test/dealers.test-support.ts';
import { requestsOf, serve } from '../../test/serve.test-support.ts';
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
function storeDraft(step: number, values = validApplicationForm()) {
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      version: 1,
      savedAt: '2026-11-21T10:00:00.000Z',
      data: withoutSensitive({ values, step, reached: 4 }),
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
    await waitFor(() =>
      expect(productOptions()).toEqual(['', 'Appliances', 'Furniture', 'Mattresses']),
    );
    expect(screen.getByRole('combobox', { name: 'Contract state' })).toHaveValue('NY');
  });

  it('keeps a draft of every change but never the SSN, ID number or date of birth', async () => {
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
  });

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

  it('sends once on a double click, then opens the application and forgets the draft', async () => {
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
  });

  it('puts a service 400 on its field and takes the user to its step', async () => {
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
  });
});

describe('NewApplicationWizard: the dealer step', () => {
  it("offers the products operation's products, one the dealer record lacks included", async () => {
    expect(testDealers[0]!.Products.map((product) => product.Name)).not.toContain(
      'Attic Insulation',
    );
    renderWizard();
    await waitFor(() =>
      expect(productOptions()).toEqual([
        '',
        'HVAC',
        'Water Heaters',
        'Windows and Doors',
        'Attic Insulation',
      ]),
    );
    await userEvent.selectOptions(productField(), 'Attic Insulation');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading('Applicant')).toHaveFocus();
    expect(requestsOf(fetchMock)).toContain('GET /v3/api/dealers/101/products');
  });

  it('says the products are loading, and does not go on meanwhile', async () => {
    service({ 'GET /v3/api/dealers/101/products': () => new Promise(() => {}) });
    renderWizard();
    expect(
      screen.getByText('Loading the products the lender offers for this dealer…'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading('Dealer and product')).toBeVisible();
    await waitFor(() => expect(productField()).toHaveFocus());
  });

  it("says the account may not see the dealer's products, and stops there", async () => {
    service({ 'GET /v3/api/dealers/101/products': () => jsonResponse(DISABLED, 403) });
    renderWizard();
    const alert = await screen.findByRole('alert', {
      name: "Your account cannot see this dealer's products",
    });
    expect(alert).toHaveTextContent(/has not given your account access to dealer products/);
    expect(alert).not.toHaveTextContent(/locked/i);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading('Dealer and product')).toBeVisible();
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('offers to try again when the products could not be loaded', async () => {
    let calls = 0;
    service({
      'GET /v3/api/dealers/101/products': () =>
        (calls += 1) === 1
          ? jsonResponse({ Message: 'Something broke.' }, 500)
          : jsonResponse([{ ProductOrService: 'HVAC' }]),
    });
    renderWizard();
    const alert = await screen.findByRole('alert', {
      name: "The dealer's products could not be loaded",
    });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(productOptions()).toEqual(['', 'HVAC']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the lender lists no products for the dealer', async () => {
    service({ 'GET /v3/api/dealers/101/products': () => jsonResponse([]) });
    renderWizard();
    expect(await screen.findByRole('alert', { name: 'No products to finance' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading('Dealer and product')).toBeVisible();
  });

  it('stops a dealer locked out for attestation, with the deadline, what to do and whom to call', async () => {
    renderWizard(testDealers[1]!);
    const alert = screen.getByRole('alert', {
      name: 'Lakeside Pools & Spas cannot start applications',
    });
    await waitFor(() => expect(alert).toHaveTextContent('10/01/2026'));
    expect(alert).toHaveTextContent(/the dealer attests with the lender/);
    expect(within(alert).getByRole('link', { name: '(916) 555-0187' })).toHaveAttribute(
      'href',
      'tel:9165550187',
    );
    expect(
      within(alert).getByRole('link', { name: 'kevin.brooks@lender.example.com' }),
    ).toHaveAttribute('href', 'mailto:kevin.brooks@lender.example.com');
    expect(alert).toHaveTextContent('Kevin Brooks, Territory Manager');
    expect(screen.queryByRole('combobox', { name: 'Product or service' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading('Dealer and product')).toBeVisible();
    await waitFor(() => expect(alert).toHaveFocus());
    expect(requestsOf(fetchMock)).not.toContain('GET /v3/api/dealers/102/products');

    // Another of the user's dealers can go on.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dealer' }), '101');
    await productsShown();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("takes the lock-out from the attestation operation, over the dealer record's dates", async () => {
    service({
      'GET /v3/api/dealers/attestation': () =>
        jsonResponse([
          {
            DealerId: 101,
            AttestationCompliant: false,
            NextAttestationDate: '2026-08-01T00:00:00',
            AttestWindowDays: 30,
          },
        ]),
    });
    renderWizard();
    expect(
      await screen.findByRole('alert', { name: 'Sunrise Home Comfort cannot start applications' }),
    ).toHaveTextContent('08/31/2026');
  });
});

describe('NewApplicationWizard: Assign to', () => {
  const assignTo = () => field('Assign to (e-mail of a portal user)');

  /** From a draft left on the loan step, with the loan filled in. */
  async function atLoanStep() {
    storeDraft(3);
    renderWizard();
    expect(stepHeading('Loan')).toBeVisible();
    // The loan step loads on its own (lazy).
    await screen.findByRole('textbox', { name: 'Assign to (e-mail of a portal user)' });
  }

  async function typeAndLeave(address: string) {
    await userEvent.clear(assignTo());
    await userEvent.type(assignTo(), address);
    await userEvent.tab();
  }

  it('refuses an address that is not a user of the dealer, on the field, keeping what was typed', async () => {
    await atLoanStep();
    await typeAndLeave('nobody@sunrise.example.com');
    expect(
      await screen.findByText(
        /nobody@sunrise.example.com is not the e-mail address of a portal user of Sunrise Home Comfort/,
      ),
    ).toBeVisible();
    expect(assignTo()).toHaveAttribute('aria-invalid', 'true');
    expect(assignTo()).toHaveValue('nobody@sunrise.example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading('Loan')).toBeVisible();
    await waitFor(() => expect(assignTo()).toHaveFocus());
    expect(assignTo()).toHaveAttribute('aria-invalid', 'true');
    expect(assignTo()).toHaveValue('nobody@sunrise.example.com');
    // Asked once for that address, however often the user moves on.
    expect(requestsOf(fetchMock).filter((request) => request === VALIDATE_EMAIL)).toHaveLength(1);

    await typeAndLeave('jorge.castillo@sunrise.example.com');
    expect(
      await screen.findByText('Checked: a portal user of Sunrise Home Comfort.'),
    ).toBeVisible();
    expect(assignTo()).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading('Review and submit')).toBeVisible();
    const sent = fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/validateEmail'))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(sent).toEqual([
      { EmailAddress: 'nobody@sunrise.example.com' },
      { EmailAddress: 'jorge.castillo@sunrise.example.com' },
    ]);
  });

  it('does not block when validateEmail is disabled for the account, and says so', async () => {
    service({ [VALIDATE_EMAIL]: () => jsonResponse(DISABLED, 403) });
    await atLoanStep();
    await typeAndLeave('nobody@sunrise.example.com');
    expect(await screen.findByText(/This address could not be checked/)).toBeVisible();
    expect(assignTo()).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading('Review and submit')).toBeVisible();
  });

  it('checks before submit, and a refused address sends nothing', async () => {
    // A draft kept the address unchecked: the check comes at submit.
    storeDraft(1, { ...validApplicationForm(), AssignedUserEmailAddress: 'nobody@example.com' });
    renderWizard();
    await fillSensitiveAndReview();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(/is not the e-mail address of a portal user/)).toBeVisible();
    expect(stepHeading('Loan')).toBeVisible();
    expect(assignTo()).toHaveValue('nobody@example.com');
    await waitFor(() => expect(assignTo()).toHaveFocus());
    expect(requestsOf(fetchMock)).toContain(VALIDATE_EMAIL);
    expect(submitted()).toHaveLength(0);
  });
});

describe("the dealer's own addresses (issue 35)", () => {
  it("refuses a dealer user's e-mail as the applicant's, on its field, and stays on the step", async () => {
    const values = validApplicationForm();
    values.Applicant.EmailAddress = 'jorge.castillo@sunrise.example.com';
    storeDraft(1, values);
    renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Applicant' });
    await enterSensitive('500000001', 'D1234567', '1984-03-15');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(field('E-mail address')).toHaveAccessibleDescription(
        /This is the e-mail address of a user of the dealer/,
      ),
    );
    expect(stepHeading('Applicant')).toBeInTheDocument();
    expect(field('E-mail address')).toHaveFocus();
  });
});
