import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.test-support.ts';
import { DEALER_EMAIL } from './sandbox-api.test-support.ts';
import {
  customerScreen,
  fillApplicant,
  fillCoApplicantDetails,
  handOverToCustomer,
  signInToWizard,
  select,
  stepHeading,
  text,
} from './wizard-steps.test-support.ts';
import { inSpanish } from './spanish-labels.test-support.ts';

/**
 * Customer mode (issue 35): the dealer hands the tablet over after the dealer, product and loan;
 * each applicant enters their own details and consents in their own turn on a locked screen; the
 * dealer unlocks with their own password, sees the review with the private fields hidden and
 * submits the usual v3 request. Nothing private is left in storage, the URL or the history.
 */

const SSN = '500000001';
const CO_SSN = '500000002';
const PRIVATE = [SSN, CO_SSN, '1984-03-15', '1958-09-02', 'D1234567', 'S7654321', 'Hernandez'];

const turnHeading = (page: Page, name: string) =>
  customerScreen(page).getByRole('heading', { name, level: 3 });
const handOver = handOverToCustomer;

async function consent(page: Page, names: RegExp[], then: string) {
  await expect(turnHeading(page, 'Your consents')).toBeVisible();
  for (const name of names) await page.getByRole('checkbox', { name }).check();
  await customerScreen(page).getByRole('button', { name: then, exact: true }).click();
}

async function unlock(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'Your password' }).fill(password);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

test.describe('customer mode', () => {
  test.slow();

  test('a joint application: both turns, consents, hand-back with the password, masked review, submit', async ({
    page,
    request,
  }) => {
    const account = await signInToWizard(page, request);
    const bodies: unknown[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/v3/api/applications') {
        bodies.push(sent.postDataJSON());
      }
    });
    await handOver(page);
    await expect(
      customerScreen(page).getByText('You are applying for HVAC: $12,531.25 financed.'),
    ).toBeVisible();
    // The portal under the customer's screen is out of reach: no navigation, nothing of the dealer's.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');

    await fillApplicant(page, SSN);
    await page
      .getByRole('checkbox', { name: 'I am applying together with a co-applicant (my spouse)' })
      .check();
    await page.getByRole('button', { name: 'Next: your consents' }).click();
    // Each consent is its own choice: none ticked, each says why it is needed.
    await expect(turnHeading(page, 'Your consents')).toBeVisible();
    await customerScreen(page).getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('A joint application needs each applicant')).toBeVisible();
    await consent(
      page,
      [
        /check my credit report/,
        /intend to apply for joint credit/,
        /true and complete/,
        /my own e-mail address/,
      ],
      'Next',
    );
    await expect(turnHeading(page, 'Hand the tablet to your co-applicant')).toBeVisible();
    await page.getByRole('button', { name: 'I am the co-applicant: start' }).click();
    await expect(turnHeading(page, 'Your details, co-applicant')).toBeVisible();
    // The applicant's entries are not on the co-applicant's screen.
    await expect(text(page, 'Social Security number')).toHaveValue('');
    await fillCoApplicantDetails(page);
    await page.getByRole('button', { name: 'Next: your consents' }).click();
    await consent(
      page,
      [/check my credit report/, /joint credit with Maria/, /true and complete/],
      'Finish',
    );
    await expect(turnHeading(page, 'Thank you')).toBeVisible();
    await page.getByRole('button', { name: 'Give the tablet back to the dealer' }).click();

    await unlock(page, 'not-the-password');
    await expect(page.getByText('That is not the password of the user signed in')).toBeVisible();
    await unlock(page, account.password);
    await expect(customerScreen(page)).toBeHidden();
    await expect(stepHeading(page, 'Review and submit')).toBeVisible();

    // The review: private fields hidden, the customer's sections not editable, the dealer's are.
    await expect(page.getByText('Hidden: entered by the customer')).toHaveCount(6);
    await expect(page.getByText('•••-••-0001')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit applicant' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit loan' })).toBeVisible();
    await expect(page.getByText('Both applicants authorised the credit check')).toBeVisible();

    // Nothing private in storage, the address or the history once handed back.
    await page.waitForTimeout(600); // the draft saves 400 ms after a change
    const kept = await page.evaluate(() =>
      JSON.stringify({
        local: { ...localStorage },
        session: { ...sessionStorage },
        url: location.href,
        history: history.state as unknown,
      }),
    );
    for (const value of PRIVATE) expect(kept).not.toContain(value);

    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/\/applications\/\d+$/);
    expect(bodies).toHaveLength(1);
    const body = bodies[0] as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ['Applicant', 'AssignedUserEmailAddress', 'CoApplicant', 'LoanParameters'].sort(),
    );
    expect(JSON.stringify(body)).toContain(CO_SSN);
  });

  test("the dealer's own e-mail is refused as the applicant's", async ({ page, request }) => {
    await signInToWizard(page, request);
    await handOver(page);
    await fillApplicant(page, SSN);
    await text(page, 'E-mail address').fill(DEALER_EMAIL);
    await page.getByRole('button', { name: 'Next: your consents' }).click();
    await expect(text(page, 'E-mail address')).toBeFocused();
    await expect(text(page, 'E-mail address')).toHaveAccessibleDescription(
      /This is the e-mail address of .*, a user of the dealer/,
    );
    await expect(turnHeading(page, 'Your details')).toBeVisible();
  });

  test('the customer screen locks after 5 minutes without a touch; the dealer unlocks it', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const account = await signInToWizard(page, request);
    await handOver(page);
    await text(page, 'First name').fill('Maria');
    await page.clock.fastForward('04:00');
    await expect(turnHeading(page, 'Your details')).toBeVisible();
    await page.clock.fastForward('01:01');
    await expect(turnHeading(page, 'This screen is locked')).toBeVisible();
    await expect(text(page, 'First name')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await unlock(page, account.password);
    await expect(turnHeading(page, 'Your details')).toBeVisible();
    await expect(text(page, 'First name')).toHaveValue('Maria');
  });

  test('the customer screens pass an axe scan', async ({ page, request }) => {
    await signInToWizard(page, request);
    await handOver(page);
    await expectNoAxeViolations(page);
    await fillApplicant(page, SSN);
    await page.getByRole('button', { name: 'Next: your consents' }).click();
    await expect(turnHeading(page, 'Your consents')).toBeVisible();
    await customerScreen(page).getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(
      page.getByText('The lender cannot decide without checking your credit'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await consent(
      page,
      [/check my credit report/, /true and complete/, /my own e-mail address/],
      'Finish',
    );
    await expect(turnHeading(page, 'Thank you')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Give the tablet back to the dealer' }).click();
    await expect(page.getByRole('textbox', { name: 'Your password' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the same joint application in Spanish: one tap, lang="es", Spanish consents and money', async ({
    page,
    request,
  }) => {
    const account = await signInToWizard(page, request);
    await handOver(page);
    await customerScreen(page).getByText('Español').click();
    await expect(turnHeading(page, 'Sus datos')).toBeVisible();
    await expect(customerScreen(page).locator('[lang="es"]').first()).toBeVisible();
    await expect(
      customerScreen(page).getByText(/monto financiado de \$12,531\.25\./),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The fields and the rules' messages are Spanish too, each message at its field.
    await expect(select(page, 'Tipo de empleo')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Ingresos' })).toBeVisible();
    await text(page, 'Inicial del segundo nombre').fill('7');
    await customerScreen(page)
      .getByRole('button', { name: 'Siguiente: sus autorizaciones' })
      .click();
    await expect(text(page, 'Nombre')).toHaveAccessibleDescription(
      'Nombre: este dato es obligatorio',
    );
    await expect(text(page, 'Inicial del segundo nombre')).toHaveAccessibleDescription(
      'Inicial del segundo nombre: una sola letra',
    );
    await text(page, 'Inicial del segundo nombre').fill('');

    await fillApplicant(page, SSN, inSpanish);
    await page
      .getByRole('checkbox', {
        name: 'Presento la solicitud junto con un cosolicitante (mi cónyuge)',
      })
      .check();
    await customerScreen(page)
      .getByRole('button', { name: 'Siguiente: sus autorizaciones' })
      .click();
    await expect(turnHeading(page, 'Sus autorizaciones')).toBeVisible();
    await customerScreen(page).getByRole('button', { name: 'Siguiente', exact: true }).click();
    await expect(
      page.getByText('Una solicitud conjunta necesita que cada solicitante diga'),
    ).toBeVisible();
    for (const name of [
      /revisar mi informe de crédito/,
      /crédito en conjunto/,
      /verdadera y completa/,
      /mi propio correo/,
    ]) {
      await page.getByRole('checkbox', { name }).check();
    }
    await customerScreen(page).getByRole('button', { name: 'Siguiente', exact: true }).click();
    await expect(turnHeading(page, 'Pase la tableta a su cosolicitante')).toBeVisible();
    await customerScreen(page)
      .getByRole('button', { name: 'Soy el cosolicitante: empezar' })
      .click();
    await expect(turnHeading(page, 'Sus datos, cosolicitante')).toBeVisible();
    await fillCoApplicantDetails(page, inSpanish);
    await customerScreen(page)
      .getByRole('button', { name: 'Siguiente: sus autorizaciones' })
      .click();
    for (const name of [
      /revisar mi informe de crédito/,
      /en conjunto con Maria/,
      /verdadera y completa/,
    ]) {
      await page.getByRole('checkbox', { name }).check();
    }
    await customerScreen(page).getByRole('button', { name: 'Terminar', exact: true }).click();
    await expect(turnHeading(page, 'Gracias')).toBeVisible();
    await customerScreen(page)
      .getByRole('button', { name: 'Devuelva la tableta al contratista' })
      .click();
    // The dealer's unlock is the dealer's own screen, in English.
    await unlock(page, account.password);
    await expect(stepHeading(page, 'Review and submit')).toBeVisible();
    await expect(page.getByText('Hidden: entered by the customer')).toHaveCount(6);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/\/applications\/\d+$/);
  });
  for (const scheme of ['light', 'dark'] as const) {
    test(`every Spanish customer screen passes an axe scan, ${scheme}`, async ({
      page,
      request,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.clock.install();
      await signInToWizard(page, request);
      await handOver(page);
      await customerScreen(page).getByText('Español').click();
      await expect(turnHeading(page, 'Sus datos')).toBeVisible();
      const nextToConsents = () =>
        customerScreen(page).getByRole('button', { name: 'Siguiente: sus autorizaciones' }).click();
      // The details with the rules' messages showing.
      await nextToConsents();
      await expect(text(page, 'Nombre')).toHaveAccessibleDescription(
        'Nombre: este dato es obligatorio',
      );
      await expectNoAxeViolations(page);

      await fillApplicant(page, SSN, inSpanish);
      await page.getByRole('checkbox', { name: /junto con un cosolicitante/ }).check();
      await nextToConsents();
      await expect(turnHeading(page, 'Sus autorizaciones')).toBeVisible();
      await customerScreen(page).getByRole('button', { name: 'Siguiente', exact: true }).click();
      await expect(page.getByRole('checkbox').first()).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      for (const box of await customerScreen(page).getByRole('checkbox').all()) await box.check();
      await customerScreen(page).getByRole('button', { name: 'Siguiente', exact: true }).click();

      await expect(turnHeading(page, 'Pase la tableta a su cosolicitante')).toBeVisible();
      await expectNoAxeViolations(page);
      await customerScreen(page)
        .getByRole('button', { name: 'Soy el cosolicitante: empezar' })
        .click();
      await expect(turnHeading(page, 'Sus datos, cosolicitante')).toBeVisible();
      await expectNoAxeViolations(page);
      await fillCoApplicantDetails(page, inSpanish);
      await nextToConsents();
      for (const box of await customerScreen(page).getByRole('checkbox').all()) await box.check();
      await customerScreen(page).getByRole('button', { name: 'Terminar', exact: true }).click();
      await expect(turnHeading(page, 'Gracias')).toBeVisible();
      await expectNoAxeViolations(page);

      // Left untouched, the screen locks itself; its words are the customer's language too.
      await page.clock.fastForward('05:01');
      await expect(turnHeading(page, 'Esta pantalla está bloqueada')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
