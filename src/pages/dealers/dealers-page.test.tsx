import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  renderPage,
  serviceAnswers,
  type TestSandbox,
} from '../../test/render-page.test-support.tsx';

/**
 * The dealers page against the real sandbox (src/test/render-page.tsx), its clock at today so
 * that the seeded attestation dates (relative to the sandbox's today) read as the page reads them.
 */
const LONG = { timeout: 10_000 };
const today = () => ({ start: new Date() });

const section = (name: string) => screen.findByRole('region', { name }, LONG);

describe('the dealers page', () => {
  it("shows a single dealer's record: address, phone, LCC and its sales representatives", async () => {
    await renderPage('/dealers', { as: 'sunrise.admin', ...today() });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sunrise Home Comfort' }, LONG),
    ).toBeInTheDocument();
    // One dealer: no picker.
    expect(screen.queryByRole('navigation', { name: 'Dealers' })).not.toBeInTheDocument();
    const details = await section('Details');
    expect(within(details).getByText('LCC')).toBeInTheDocument();
    expect(within(details).getByText('Included')).toBeInTheDocument();
    expect(within(details).getByText(/Sacramento/)).toBeInTheDocument();
    const representatives = await section('Sales representatives');
    expect(within(representatives).getByText(/Kevin Brooks/)).toBeInTheDocument();
    expect(
      within(representatives).getByRole('link', { name: 'kevin.brooks@lender.example.com' }),
    ).toHaveAttribute('href', 'mailto:kevin.brooks@lender.example.com');
  });

  it('lists the products from the products operation, not the dealer record', async () => {
    const { calls } = await renderPage('/dealers', { as: 'sunrise.admin', ...today() });
    const products = await section('Products');
    expect(await within(products).findByText('Attic Insulation', {}, LONG)).toBeInTheDocument();
    expect(calls()).toContain('GET /v3/api/dealers/101/products');
  });

  it('says LCC is not included for a dealer without it', async () => {
    await renderPage('/dealers', { as: 'lakeside.admin', ...today() });
    const details = await section('Details');
    expect(within(details).getByText('Not included')).toBeInTheDocument();
  });

  it('shows the attestation deadline and what missing it means', async () => {
    const { calls } = await renderPage('/dealers', { as: 'sunrise.admin', ...today() });
    const attestation = await section('Attestation');
    // Seeded: NextAttestationDate today - 10, window 30 days: due in 20 days, so warned.
    expect(await within(attestation).findByText('Due in 20 days', {}, LONG)).toBeInTheDocument();
    expect(within(attestation).getByText('Deadline')).toBeInTheDocument();
    expect(within(attestation).getByText(/If the deadline is missed/)).toBeInTheDocument();
    expect(calls()).toContain('GET /v3/api/dealers/attestation');
  });

  it('shows a dealer that missed its deadline as locked out (lakeside, dealer 102)', async () => {
    await renderPage('/dealers', { as: 'lakeside.admin', ...today() });
    const attestation = await section('Attestation');
    expect(await within(attestation).findByText('Deadline missed', {}, LONG)).toBeInTheDocument();
    expect(
      within(attestation).getByText('Lakeside Pools & Spas cannot start applications'),
    ).toBeInTheDocument();
    expect(within(attestation).getByText(/until it attests again/)).toBeInTheDocument();
  });

  describe('Check an e-mail address', () => {
    it("says an active Sunrise user's address is valid, naming the dealer, sent once", async () => {
      const user = userEvent.setup();
      const { calls } = await renderPage('/dealers', { as: 'sunrise.admin', ...today() });
      const check = await section('Check an e-mail address');
      await user.type(
        within(check).getByLabelText('E-mail address'),
        'jorge.castillo@sunrise.example.com',
      );
      await user.dblClick(within(check).getByRole('button', { name: 'Check' }));
      expect(
        await within(check).findByText(
          'jorge.castillo@sunrise.example.com is valid for a user of Sunrise Home Comfort.',
          {},
          LONG,
        ),
      ).toBeInTheDocument();
      expect(calls().filter((call) => call.endsWith('/validateEmail'))).toEqual([
        'POST /v3/api/dealers/101/validateEmail',
      ]);
    });

    it('says another address is not valid, on the field', async () => {
      const user = userEvent.setup();
      await renderPage('/dealers', { as: 'sunrise.admin', ...today() });
      const check = await section('Check an e-mail address');
      const field = within(check).getByLabelText('E-mail address');
      await user.type(field, 'priya.natarajan@lakeside.example.com{Enter}');
      expect(
        await within(check).findByText(
          /priya.natarajan@lakeside.example.com is not valid for Sunrise Home Comfort/,
          {},
          LONG,
        ),
      ).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
    });

    it('refuses a malformed address next to the field without asking the service', async () => {
      const user = userEvent.setup();
      const { calls } = await renderPage('/dealers', { as: 'sunrise.admin', ...today() });
      const check = await section('Check an e-mail address');
      await user.type(within(check).getByLabelText('E-mail address'), 'not-an-address{Enter}');
      expect(
        await within(check).findByText('Email address: enter a valid e-mail address'),
      ).toBeInTheDocument();
      expect(calls().some((call) => call.endsWith('/validateEmail'))).toBe(false);
    });
  });

  describe('an operator with every dealer', () => {
    it('searches by name or number, picks a dealer, and keeps the choice in the address', async () => {
      const user = userEvent.setup();
      await renderPage('/dealers', { as: 'operator', ...today() });
      const nav = await screen.findByRole('navigation', { name: 'Dealers' }, LONG);
      expect(within(nav).getAllByRole('link')).toHaveLength(3);
      expect(screen.getByText(/You have 3 dealers/)).toBeInTheDocument();

      await user.type(screen.getByRole('searchbox', { name: /Find a dealer/ }), 'lake');
      expect(within(nav).getAllByRole('link')).toHaveLength(1);
      await user.click(within(nav).getByRole('link', { name: 'Lakeside Pools & Spas' }));
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Lakeside Pools & Spas' }, LONG),
      ).toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: 'Lakeside Pools & Spas' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await user.clear(screen.getByRole('searchbox', { name: /Find a dealer/ }));
      await user.type(screen.getByRole('searchbox', { name: /Find a dealer/ }), 'nothing here');
      expect(await screen.findByText('No dealer matches “nothing here”.')).toBeInTheDocument();
    });

    it('opens the dealer named in the address', async () => {
      await renderPage('/dealers?dealer=103', { as: 'operator', ...today() });
      expect(
        await screen.findByRole(
          'heading',
          { level: 2, name: 'Empire Appliance & Furniture' },
          LONG,
        ),
      ).toBeInTheDocument();
      const attestation = await section('Attestation');
      expect(
        await within(attestation).findByText(
          'Attestation does not apply to this dealer.',
          {},
          LONG,
        ),
      ).toBeInTheDocument();
    });
  });

  describe('Dealer documents', () => {
    it('offers the uploader for the dealer, and says sent documents are not listed', async () => {
      await renderPage('/dealers', { as: 'sunrise.admin', ...today() });
      const documents = await section('Dealer documents');
      expect(
        within(documents).getByRole('group', { name: 'Documents for Sunrise Home Comfort' }),
      ).toBeInTheDocument();
      expect(within(documents).getByRole('button', { name: /Choose files/ })).toBeInTheDocument();
      expect(within(documents).getByText(/not shown on this page once sent/)).toBeInTheDocument();
    });

    it('gives the read-only rep the reason instead of an upload button', async () => {
      await renderPage('/dealers', { as: 'sunrise.rep', ...today() });
      const documents = await section('Dealer documents');
      expect(within(documents).queryByRole('button')).not.toBeInTheDocument();
      expect(within(documents).getByText(/cannot send dealer documents/)).toBeInTheDocument();
    });
  });

  describe('states', () => {
    it('the read-only rep sees the dealer but no e-mail check, with the reason', async () => {
      const { calls } = await renderPage('/dealers', { as: 'sunrise.rep', ...today() });
      const check = await section('Check an e-mail address');
      expect(within(check).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(check).getByText(/Not available for your account/)).toBeInTheDocument();
      expect(await within(await section('Products')).findByText('HVAC', {}, LONG)).toBeVisible();
      expect(calls().some((call) => call.endsWith('/validateEmail'))).toBe(false);
    });

    it('shows each operation disabled for the account in its own block', async () => {
      await renderPage('/dealers', {
        as: 'sunrise.admin',
        ...today(),
        answers: {
          'GET /v3/api/dealers/:id/products': () => serviceAnswers.disabled(),
          'GET /v3/api/dealers/attestation': () => serviceAnswers.disabled(),
        },
      });
      for (const name of ['Products', 'Attestation']) {
        expect(
          await within(await section(name)).findByText(/Not available for your account/, {}, LONG),
        ).toBeInTheDocument();
      }
      // The rest of the dealer still shows.
      expect(within(await section('Details')).getByText('Included')).toBeInTheDocument();
    });

    it('shows the e-mail check disabled once the service says so (token sign-in knows no role)', async () => {
      const user = userEvent.setup();
      await renderPage('/dealers', {
        as: 'sunrise.admin',
        authMode: 'token',
        ...today(),
        answers: { 'POST /v3/api/dealers/:id/validateEmail': () => serviceAnswers.disabled() },
      });
      const check = await section('Check an e-mail address');
      await user.type(
        within(check).getByLabelText('E-mail address'),
        'marcus.reyes@sunrise.example.com{Enter}',
      );
      expect(
        await within(check).findByText(/Not available for your account/, {}, LONG),
      ).toBeInTheDocument();
      expect(within(check).queryByRole('textbox')).not.toBeInTheDocument();
    });

    it('a block that failed offers to try again, alone', async () => {
      const user = userEvent.setup();
      let failures = 1;
      // Set once the page is open; the first request (the failure) needs none.
      const world: { sandbox?: TestSandbox } = {};
      const opened = await renderPage('/dealers', {
        as: 'sunrise.admin',
        ...today(),
        answers: {
          'GET /v3/api/dealers/:id/products': async (request) => {
            if (failures-- > 0) return new Response('busy', { status: 503 });
            return world.sandbox!.app.fetch(request);
          },
        },
      });
      world.sandbox = opened.sandbox;
      const products = await section('Products');
      await user.click(await within(products).findByRole('button', { name: 'Try again' }, LONG));
      expect(await within(products).findByText('Attic Insulation', {}, LONG)).toBeInTheDocument();
    });
  });
});
