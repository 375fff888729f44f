import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDetail, submitApplication } from '../../api/applications.ts';
import { chosenPlanOf, getPaperwork } from '../../api/paperwork.ts';
import { signInWithPassword } from '../../api/session.ts';
import {
  validApplicationV3,
  type ApplicationV3Overrides,
} from '../../schemas/fixtures/application-v3.test-support.ts';
import { defaultRoles } from '../../schemas/role-capabilities.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';

/**
 * The promotion picker against the real sandbox (src/test/render-page.tsx). The fixture
 * application (Sunrise, CA, $12,531.25, closed-end; SSN 500000001 approves at once) gets the
 * sandbox's four closed-end plans: 24 months at 0 %, 84 at 9.99 %, 84 at 17.99 % with a
 * 12-month add-on, and 60 at 7.99 % (a term the paperwork cannot name).
 */
const LONG = { timeout: 10_000 };

interface Seen {
  method: string;
  url: URL;
  body: unknown;
  signal: AbortSignal | undefined;
}

/**
 * Every request the page makes from now on; `answer` may stand in for the sandbox's reply
 * (`sandbox()` is the sandbox's own).
 */
function watchRequests(
  answer?: (
    request: Seen,
    sandbox: () => Promise<Response>,
  ) => Response | Promise<Response | undefined> | undefined,
) {
  const seen: Seen[] = [];
  const sandbox = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request = {
      method: init?.method ?? 'GET',
      url,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      signal: init?.signal ?? undefined,
    };
    seen.push(request);
    return (await answer?.(request, () => sandbox(input, init))) ?? sandbox(input, init);
  };
  return seen;
}

let applicationId = 0;

/** A new approved application (or as `overrides` make it), submitted through the portal's API. */
function promotionsOf(overrides: ApplicationV3Overrides = {}) {
  return async () => {
    const submitted = await submitApplication(validApplicationV3(overrides));
    applicationId = submitted.Id;
    return `/applications/${submitted.Id}/promotions`;
  };
}

const plan = (name: string) => screen.getByRole('article', { name });
const planNames = () =>
  screen
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

async function plansShown() {
  await screen.findByText(/^4 plans for \$12,531\.25 financed\.$/, {}, LONG);
}

describe('the promotion picker', () => {
  it('lists every plan with its figures, under its heading and a way back', async () => {
    await renderPage(promotionsOf());
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a promotion' })).toBeVisible();
    await plansShown();
    const detail = await getDetail(applicationId);
    expect(screen.getByText(`Maria Hernandez · Application ${detail.Id}`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the application' })).toHaveAttribute(
      'href',
      `/applications/${applicationId}`,
    );

    const addOn = plan('84 months at 17.99% APR, first 12 months interest only');
    expect(addOn).toHaveTextContent('CE84-1799-IO12');
    expect(addOn).toHaveTextContent('APR17.99%');
    expect(addOn).toHaveTextContent('Term84 months; the first 12 an add-on promotion term');
    expect(addOn).toHaveTextContent('$263.31 a month (estimated)');
    expect(addOn).toHaveTextContent('Dealer fee$0.00 (0% of the amount financed)');
    expect(addOn).toHaveTextContent('Your net funding$12,531.25');

    const zero = plan('24 months at 0% APR');
    expect(zero).toHaveTextContent('APR0%');
    expect(zero).toHaveTextContent('$522.14 a month');
    // 8.5 % of $12,531.25 is $1,065.15625: to the cent, $1,065.16.
    expect(zero).toHaveTextContent('Dealer fee$1,065.16 (8.5% of the amount financed)');
    expect(zero).toHaveTextContent('Your net funding$11,466.09');
  });

  it('reads a dealer fee sent as an amount when the runtime config says so', async () => {
    await renderPage(promotionsOf(), { config: { dealerFeeUnit: 'amount' } });
    await plansShown();
    expect(plan('24 months at 0% APR')).toHaveTextContent('Dealer fee$8.50');
    expect(plan('24 months at 0% APR')).toHaveTextContent('Your net funding$12,522.75');
  });

  it('sorts by monthly payment, APR, term and dealer fee, and filters by term', async () => {
    await renderPage(promotionsOf());
    await plansShown();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(planNames()).toEqual([
      '84 months at 9.99% APR',
      '60 months at 7.99% APR',
      '84 months at 17.99% APR, first 12 months interest only',
      '24 months at 0% APR',
    ]);
    await userEvent.selectOptions(sort, 'APR, lowest first');
    expect(planNames()).toEqual([
      '24 months at 0% APR',
      '60 months at 7.99% APR',
      '84 months at 9.99% APR',
      '84 months at 17.99% APR, first 12 months interest only',
    ]);
    await userEvent.selectOptions(sort, 'Term, shortest first');
    expect(planNames().slice(0, 2)).toEqual(['24 months at 0% APR', '60 months at 7.99% APR']);
    await userEvent.selectOptions(sort, 'Dealer fee, lowest first');
    expect(planNames()).toEqual([
      '84 months at 17.99% APR, first 12 months interest only',
      '84 months at 9.99% APR',
      '60 months at 7.99% APR',
      '24 months at 0% APR',
    ]);

    const term = screen.getByRole('combobox', { name: 'Term' });
    expect(
      within(term)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All terms', '24 months', '60 months', '84 months']);
    await userEvent.selectOptions(term, '84 months');
    expect(planNames()).toEqual([
      '84 months at 17.99% APR, first 12 months interest only',
      '84 months at 9.99% APR',
    ]);
    expect(screen.getByText('2 plans for $12,531.25 financed.')).toBeVisible();
  });

  it('compares up to three plans side by side and refuses a fourth', async () => {
    await renderPage(promotionsOf());
    await plansShown();
    const compare = screen.getByRole('region', { name: 'Compare plans' });
    for (const name of [
      '24 months at 0% APR',
      '84 months at 9.99% APR',
      '60 months at 7.99% APR',
    ]) {
      await userEvent.click(screen.getByRole('checkbox', { name: `Compare ${name}` }));
    }
    // The table loads apart from the page (plans-side-by-side.tsx).
    const table = await within(compare).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Figure',
      '24 months at 0% APR',
      '84 months at 9.99% APR',
      '60 months at 7.99% APR',
    ]);
    const totals = within(table).getByRole('row', { name: /^Total of payments/ });
    // The sums of the schedules in cents; at 0 % exactly the amount financed.
    expect(totals).toHaveTextContent('Total of payments$12,531.25$17,469.34$15,241.70');
    expect(within(table).getByRole('row', { name: /^Payments/ })).toHaveTextContent(
      'Payments23 monthly payments of $522.14 and a final payment of $522.03' +
        '83 monthly payments of $207.97 and a final payment of $207.83' +
        '59 monthly payments of $254.03 and a final payment of $253.93',
    );

    const fourth = screen.getByRole('checkbox', {
      name: 'Compare 84 months at 17.99% APR, first 12 months interest only',
    });
    await userEvent.click(fourth);
    expect(fourth).not.toBeChecked();
    expect(within(compare).getByRole('alert')).toHaveTextContent(
      'You can compare up to three plans. Take one out of the comparison to add another.',
    );
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare 24 months at 0% APR' }));
    await userEvent.click(fourth);
    expect(fourth).toBeChecked();
    expect(within(compare).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('previews another amount with the query variant, and goes back to the application’s', async () => {
    let requests: Seen[] = [];
    await renderPage(async () => {
      const path = await promotionsOf()();
      requests = watchRequests();
      return path;
    });
    await plansShown();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Preview another amount financed' }),
      '6000',
    );
    expect(
      await screen.findByText(
        'Preview for $6,000.00: 4 plans for this amount, not the application’s $12,531.25.',
        {},
        LONG,
      ),
    ).toBeVisible();
    const previews = requests.filter(
      (request) => request.url.pathname === '/v3/api/applications/promotions',
    );
    expect(previews.at(-1)?.url.search).toBe(
      `?applicationId=${applicationId}&amountFinanced=6000&creditType=ClosedEnd&stateCode=CA`,
    );
    // Typing is debounced: no request for the amount half typed ($6, $60, $600).
    expect(
      previews.every((request) => request.url.searchParams.get('amountFinanced') === '6000'),
    ).toBe(true);
    // $6,000 at 0 % over 24 months; 8.5 % of $6,000.
    expect(plan('24 months at 0% APR')).toHaveTextContent('$250.00 a month');
    expect(plan('24 months at 0% APR')).toHaveTextContent('Dealer fee$510.00');

    await userEvent.click(
      screen.getByRole('button', { name: 'Choose this plan: 84 months at 9.99% APR' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose “84 months at 9.99% APR”?' });
    expect(dialog).toHaveTextContent(
      'The paperwork must carry an amount financed of $6,000.00, the amount this plan was previewed for.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Back to the application’s amount' }));
    await plansShown();
    expect(screen.getByRole('textbox', { name: 'Preview another amount financed' })).toHaveValue(
      '',
    );
  });

  it('cancels the request for an amount typed over before its answer came', async () => {
    let requests: Seen[] = [];
    await renderPage(async () => {
      const path = await promotionsOf()();
      // The answer for $6,000 never comes unless its request is cancelled.
      requests = watchRequests((request) =>
        request.url.searchParams.get('amountFinanced') === '6000'
          ? new Promise((_resolve, reject) =>
              request.signal?.addEventListener('abort', () =>
                reject(new DOMException('Aborted', 'AbortError')),
              ),
            )
          : undefined,
      );
      return path;
    });
    await plansShown();
    const field = screen.getByRole('textbox', { name: 'Preview another amount financed' });
    await userEvent.type(field, '6000');
    expect(await screen.findByText('Loading the plans for $6,000.00…', {}, LONG)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '7000');
    expect(await screen.findByText(/^Preview for \$7,000\.00: 4 plans/, {}, LONG)).toBeVisible();
    const stale = requests.find(
      (request) => request.url.searchParams.get('amountFinanced') === '6000',
    );
    expect(stale?.signal?.aborted).toBe(true);
  });

  it('says the amount must be more than zero, and there are no plans for a small amount', async () => {
    await renderPage(promotionsOf());
    await plansShown();
    const field = screen.getByRole('textbox', { name: 'Preview another amount financed' });
    await userEvent.type(field, '0');
    expect(await screen.findByText('Amount financed must be greater than 0')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '500');
    expect(
      await screen.findByText(
        'The lender offers no plans for $500.00. Try another amount.',
        {},
        LONG,
      ),
    ).toBeVisible();
  });

  it('refuses a preview above the approved amount, naming it, without asking for it (issue 33 item 6)', async () => {
    const seen = watchRequests();
    await renderPage(promotionsOf());
    await plansShown();
    const field = screen.getByRole('textbox', { name: 'Preview another amount financed' });
    // The sandbox approves the amount rounded up to the next $500: $13,000.00.
    await userEvent.type(field, '13000.01');
    expect(
      await screen.findByText(
        'Amount financed must not be above the approved amount of $13,000.00',
      ),
    ).toBeVisible();
    expect(field).toHaveValue('13000.01');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(seen.some((request) => request.url.searchParams.has('amountFinanced'))).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, '13000');
    expect(await screen.findByText(/^Preview for \$13,000\.00: /, {}, LONG)).toBeVisible();
  });

  it('turns to the customer: the APR and every payment of the plan’s schedule beside each payment', async () => {
    await renderPage(promotionsOf());
    await plansShown();
    await userEvent.click(screen.getByRole('switch', { name: /^Customer view/ }));
    expect(plan('84 months at 9.99% APR')).toHaveTextContent(
      '$207.97 a month (estimated)9.99% APR · 83 monthly payments of $207.97 and a final payment of $207.83 · $17,469.34 total of payments',
    );
    // At 0 % the last payment absorbs the rounding: the total is the amount financed.
    expect(plan('24 months at 0% APR')).toHaveTextContent(
      '0% APR · 23 monthly payments of $522.14 and a final payment of $522.03 · $12,531.25 total of payments',
    );
    // The interest-only months and the later payment, as groups; the lender's $263.31 does not
    // repay the amount in the 72 months left, so no total is stated, and the contract will.
    const interestOnly = plan('84 months at 17.99% APR, first 12 months interest only');
    expect(interestOnly).toHaveTextContent(
      '17.99% APR · 12 monthly payments of $187.86 (interest only), then 72 of $263.31 · The exact payments and their total will be in the contract',
    );
    expect(interestOnly).not.toHaveTextContent('84 monthly payments');
    expect(interestOnly).not.toHaveTextContent('total of payments');
  });

  it('shows the customer nothing meant for the dealer, and the dealer all of it', async () => {
    await renderPage(promotionsOf());
    await plansShown();
    for (const name of ['24 months at 0% APR', '60 months at 7.99% APR']) {
      await userEvent.click(screen.getByRole('checkbox', { name: `Compare ${name}` }));
    }
    const compare = screen.getByRole('region', { name: 'Compare plans' });
    await within(compare).findByRole('table');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(sort, 'Dealer fee, lowest first');
    const dealerOnly = [
      /Dealer fee/,
      /net funding/,
      /of the amount financed\)/,
      /paperwork has no 60-month term/,
      /cannot be used for a contract/,
      /For paperwork/,
      /Can be chosen/,
    ];
    const page = document.body;
    for (const text of dealerOnly) expect(page).toHaveTextContent(text);

    await userEvent.click(screen.getByRole('switch', { name: /^Customer view/ }));
    for (const text of dealerOnly) expect(page).not.toHaveTextContent(text);
    // Nor sorted by the dealer's fee, which the order would tell.
    expect(sort).toHaveValue('payment');
    expect(within(sort).queryByRole('option', { name: /Dealer fee/ })).not.toBeInTheDocument();
    expect(within(compare).getAllByRole('columnheader')).toHaveLength(3);
  });

  it('puts a deferred-interest plan’s condition beside its offer, as large and as bold', async () => {
    // Empire sells on revolving credit; in California the sandbox offers its "no interest if
    // paid in full" plan.
    await renderPage(
      promotionsOf({
        LoanParameters: { DealerId: 103, ProductOrService: 'Appliances', ContractState: 'CA' },
      }),
      { as: 'empire.admin' },
    );
    await screen.findByText('2 plans for $12,531.25 financed.', {}, LONG);
    await userEvent.click(screen.getByRole('switch', { name: /^Customer view/ }));
    const deferred = plan('Revolving, 2% monthly payment, 12 months no interest if paid in full');
    const offer = within(deferred).getByRole('heading', { level: 3 });
    const condition = within(deferred).getByText(
      'If the balance is not paid in full within 12 months, interest is charged from the purchase date on the whole amount financed.',
    );
    expect(offer.nextElementSibling).toBe(condition);
    expect(offer).toHaveClass('plan-offer');
    expect(condition).toHaveClass('plan-condition');
    expect(deferred).toHaveTextContent('Payment factor2%');
    expect(deferred).toHaveTextContent(
      '$251.00 a month (estimated)APR as set by the account agreement · No fixed number of payments · No fixed total of payments (revolving credit)',
    );
    expect(plan('Everyday revolving, 1.75% monthly payment')).not.toHaveTextContent('paid in full');
  });

  it('shows the rate a revolving plan’s promotion carries, the agreement’s only when none', async () => {
    // The lender's record of the deferred-interest plan with the rate charged when it is not
    // paid in full; the sandbox's records carry none (Apr "0").
    await renderPage(
      async () => {
        const path = await promotionsOf({
          LoanParameters: { DealerId: 103, ProductOrService: 'Appliances', ContractState: 'CA' },
        })();
        watchRequests(async (request, sandbox) => {
          if (request.url.pathname !== `/v3/api/applications/promotions/${applicationId}`) return;
          const records = (await (await sandbox()).json()) as { Id: number }[];
          return Response.json(
            records.map((record) => (record.Id === 202 ? { ...record, Apr: '0.2599' } : record)),
          );
        });
        return path;
      },
      { as: 'empire.admin' },
    );
    await screen.findByText('2 plans for $12,531.25 financed.', {}, LONG);
    const deferred = plan('Revolving, 2% monthly payment, 12 months no interest if paid in full');
    expect(deferred).toHaveTextContent('APR25.99%');
    await userEvent.click(screen.getByRole('switch', { name: /^Customer view/ }));
    expect(deferred).toHaveTextContent('$251.00 a month (estimated)25.99% APR · ');
    expect(deferred).not.toHaveTextContent('account agreement');
    expect(plan('Everyday revolving, 1.75% monthly payment')).toHaveTextContent(
      'APR as set by the account agreement',
    );
  });

  it('chooses a plan with exactly its values, once, after asking, and marks it chosen', async () => {
    let requests: Seen[] = [];
    await renderPage(async () => {
      const path = await promotionsOf()();
      requests = watchRequests();
      return path;
    });
    await plansShown();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Choose this plan: 84 months at 17.99% APR, first 12 months interest only',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Choose “84 months at 17.99% APR, first 12 months interest only”?',
    });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Choose this plan' }));
    expect(
      await screen.findByText(
        'Plan chosen: 84 months at 17.99% APR, first 12 months interest only.',
        {},
        LONG,
      ),
    ).toHaveAttribute('role', 'status');
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url.pathname).toBe(`/v3/api/applications/promotions/${applicationId}`);
    // The record's values as received: Apr the text, Terms the add-on term of the path variant.
    expect(posts[0]?.body).toEqual({
      PromotionId: 303,
      ClosedEndPaymentRateId: 5303,
      Apr: '0.1799',
      PaymentFactor: 0,
      Terms: 12,
      AddOnId: 9303,
    });
    const chosen = plan('84 months at 17.99% APR, first 12 months interest only');
    expect(await within(chosen).findByText('Chosen', {}, LONG)).toBeVisible();
    expect(chosenPlanOf(await getPaperwork(applicationId)).promotionId).toBe(303);
  });

  it('lets the 60-month plan be compared but not chosen, and says why', async () => {
    await renderPage(promotionsOf());
    await plansShown();
    const sixty = plan('60 months at 7.99% APR');
    expect(sixty).toHaveTextContent(
      'The lender’s paperwork has no 60-month term, so this plan cannot be used for a contract.',
    );
    expect(within(sixty).queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument();
    await userEvent.click(
      within(sixty).getByRole('checkbox', { name: 'Compare 60 months at 7.99% APR' }),
    );
    expect(
      await within(screen.getByRole('region', { name: 'Compare plans' })).findByRole(
        'columnheader',
        { name: '60 months at 7.99% APR' },
      ),
    ).toBeVisible();
  });
});

describe('the promotion picker’s states', () => {
  it('says plans come once approved, without asking for them', async () => {
    let requests: Seen[] = [];
    await renderPage(async () => {
      // 500000010 is a pending decision.
      const path = await promotionsOf({ Applicant: { SocialSecurityNumber: '500000010' } })();
      requests = watchRequests();
      return path;
    });
    expect(await screen.findByText('Not approved yet', {}, LONG)).toBeVisible();
    expect(
      screen.getByText(
        /The lender offers plans once it approves the application.*Its status now: Pending\./,
      ),
    ).toBeVisible();
    expect(requests.some((request) => request.url.pathname.includes('/promotions'))).toBe(false);
  });

  it('says when the lender offers no plans', async () => {
    await renderPage(async () => {
      const path = await promotionsOf()();
      watchRequests((request) =>
        request.url.pathname === `/v3/api/applications/promotions/${applicationId}`
          ? Response.json([])
          : undefined,
      );
      return path;
    });
    expect(
      await screen.findByText(
        'The lender offers no plans for this application. Preview another amount, or ask your lender representative.',
        {},
        LONG,
      ),
    ).toBeVisible();
  });

  it('says the promotions are not available for the account when the service disables them', async () => {
    await renderPage(async () => {
      const path = await promotionsOf()();
      watchRequests((request) =>
        request.url.pathname.startsWith('/v3/api/applications/promotions')
          ? Response.json(
              { Message: 'This endpoint has been disabled for the current user.' },
              { status: 403 },
            )
          : undefined,
      );
      return path;
    });
    expect(await screen.findByText('Not available for your account', {}, LONG)).toBeVisible();
    expect(screen.getByText(/This account cannot see promotions\./)).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('lets a read-only representative view and compare, not choose, and says why before any click', async () => {
    await renderPage(
      async () => {
        // The representative cannot submit: the dealer's administrator does, then hands over.
        await signInWithPassword({ username: 'sunrise.admin', password: 'demo1234' });
        const path = await promotionsOf()();
        await signInWithPassword({ username: 'sunrise.rep', password: 'demo1234' });
        return path;
      },
      // The roles as the runtime config describes them, so the page knows before any click.
      { as: 'sunrise.rep', config: { roles: [...defaultRoles] } },
    );
    await plansShown();
    expect(
      screen.getByText(/Not available for your account: this account cannot choose promotions\./),
    ).toBeVisible();
    for (const button of screen.getAllByRole('button', { name: /^Choose this plan/ })) {
      expect(button).toBeDisabled();
    }
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare 24 months at 0% APR' }));
    expect(
      await within(screen.getByRole('region', { name: 'Compare plans' })).findByRole('table'),
    ).toBeVisible();
  });

  it('keeps what was typed when the plans cannot be loaded, and tries again', async () => {
    let failNext = false;
    await renderPage(async () => {
      const path = await promotionsOf()();
      watchRequests((request) => {
        if (request.url.pathname !== '/v3/api/applications/promotions' || !failNext) return;
        failNext = false;
        throw new TypeError('Failed to fetch');
      });
      return path;
    });
    await plansShown();
    failNext = true;
    const field = screen.getByRole('textbox', { name: 'Preview another amount financed' });
    await userEvent.type(field, '6000');
    expect(await screen.findByText('The plans could not be loaded', {}, LONG)).toBeVisible();
    expect(
      screen.getByText('The service could not be reached. Check your connection and try again.'),
    ).toBeVisible();
    expect(field).toHaveValue('6000');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Preview for \$6,000\.00: 4 plans/, {}, LONG)).toBeVisible();
    expect(field).toHaveValue('6,000.00');
  });

  it('explains that a signed application’s plan cannot change', async () => {
    // The detail as the sandbox stores it, with the applicant's signature on the full paperwork.
    await renderPage(async () => {
      const path = await promotionsOf()();
      watchRequests(async (request, sandbox) => {
        if (request.url.pathname !== `/v3/api/applications/detail/${applicationId}`) return;
        const detail = (await (await sandbox()).json()) as Record<string, unknown>;
        return Response.json({
          ...detail,
          Signatures: [
            {
              SignatureType: 'FULL',
              SignatureInformation: [
                { SigneeType: 'Applicant', DateSigned: '2025-06-14T00:00:00' },
              ],
            },
          ],
        });
      });
      return path;
    });
    await plansShown();
    expect(screen.getByText('The plan can no longer change')).toBeVisible();
    for (const button of screen.getAllByRole('button', { name: /^Choose this plan/ })) {
      expect(button).toBeDisabled();
    }
  });
});
