import { describe, expect, it } from 'vitest';
import { displayDate, safeHref, signeeTitle } from './html.ts';
import {
  SIGN_FORM_FIELDS,
  currentSignee,
  escapeHtml,
  renderSigningPage,
  typedNameMatches,
  type SigningPageModel,
} from './signing-page.ts';

const HOSTILE = `<script>alert("x")</script><img src=x onerror="alert('y')">&amp;`;

/** What the Content-Security-Policy (no inline script) and the escaping rule forbid. */
function expectNoScript(html: string) {
  // Escaped text has no `<`, so every `<letter` starts a real element.
  const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
  expect(tags.length).toBeGreaterThan(10);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<img/i);
  for (const tag of tags) {
    // Attribute values are quoted and escaped, so what is left outside quotes is the markup.
    expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/=\s*"\s*javascript:/i);
  }
}

function model(overrides: Partial<SigningPageModel> = {}): SigningPageModel {
  return {
    applicationId: 1001,
    applicationNumber: 50012,
    dealerName: 'Sunrise Home Solar',
    documents: [
      { type: 'FULL', href: '/sandbox/esign/abc123/documents/FULL' },
      { type: 'LCC' },
      { type: 'ACH' },
    ],
    signees: [
      {
        type: 'Applicant',
        name: 'Maria L Garcia-Lopez',
        email: 'maria@example.com',
        dateSent: '2026-05-02T00:00:00',
        dateSigned: '2026-05-02T00:00:00',
      },
      {
        type: 'CoApplicant',
        name: 'Jose Garcia',
        email: 'jose@example.com',
        documents: ['FULL', 'LCC'],
        dateSent: '2026-05-02T00:00:00',
        dateSigned: null,
      },
      { type: 'Dealer', name: 'Sunrise Home Solar', dateSent: null, dateSigned: null },
    ],
    signAction: '/sandbox/esign/abc123/sign',
    ...overrides,
  };
}

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(HOSTILE)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(&#39;y&#39;)&quot;&gt;&amp;amp;',
    );
  });

  it('leaves ordinary text alone and renders nothing for null and undefined', () => {
    expect(escapeHtml('Garcia-Lopez, José 12')).toBe('Garcia-Lopez, José 12');
    expect(escapeHtml(50012)).toBe('50012');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
  });

  it('cannot be broken out of an attribute', () => {
    const attribute = `<a title="${escapeHtml('" onmouseover="alert(1)')}">`;
    expect(attribute).toBe('<a title="&quot; onmouseover=&quot;alert(1)">');
    expect(attribute).not.toMatch(/"\s+onmouseover=/);
  });
});

describe('safeHref', () => {
  it.each([
    ['/sandbox/esign/abc/sign', '/sandbox/esign/abc/sign'],
    ['https://portal.example/applications/1001', 'https://portal.example/applications/1001'],
    ['http://localhost:5173/x?y=1', 'http://localhost:5173/x?y=1'],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['relative/path', null],
    ['', null],
    [null, null],
  ])('%s → %s', (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });
});

describe('renderSigningPage', () => {
  it('is a complete, accessible page', () => {
    const html = renderSigningPage(model());
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(
      '<title>Sign paperwork – Application 1001 (lender’s number 50012)</title>',
    );
    expect(html).toContain('<h1>Sign your paperwork</h1>');
    expect(html).toMatch(/<main>[\s\S]*<\/main>/);
    expect(html).toContain('</html>');
    expectNoScript(html);
  });

  it('shows the application number and the documents to sign', () => {
    const html = renderSigningPage(model());
    expect(html).toContain('Application 1001 (lender’s number 50012) · Sunrise Home Solar');
    expect(html).toContain(
      '<a href="/sandbox/esign/abc123/documents/FULL">Credit contract <span class="role">(FULL)</span></a>',
    );
    expect(html).toContain('Completion certificate');
    expect(html).toContain('Automatic payment (ACH) authorization');
  });

  it('lists the signees in order with their sent and signed dates', () => {
    const html = renderSigningPage(model());
    const maria = html.indexOf('Maria L Garcia-Lopez');
    const jose = html.indexOf('Jose Garcia');
    const dealer = html.indexOf('Sunrise Home Solar</span> <span class="role">Dealer');
    expect(maria).toBeGreaterThan(-1);
    expect(maria).toBeLessThan(jose);
    expect(jose).toBeLessThan(dealer);
    expect(html).toContain('Signed 05/02/2026');
    expect(html).toContain('Signing now · sent 05/02/2026');
    expect(html).toContain('Not sent yet · after Jose Garcia');
    expect(html).toContain('Signs: Credit contract, Completion certificate');
    // Exactly the current signee is marked as the current step.
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    expect(html).toMatch(/<li aria-current="step"><span class="who">Jose Garcia<\/span>/);
  });

  it('gives the current signee a form posting to the sign action', () => {
    const html = renderSigningPage(model());
    expect(html).toContain('<h2 id="sign-heading">Sign as Jose Garcia</h2>');
    expect(html).toContain('<form method="post" action="/sandbox/esign/abc123/sign">');
    expect(html).toContain(
      `<input type="hidden" name="${SIGN_FORM_FIELDS.signee}" value="CoApplicant">`,
    );
    expect(html).toContain('<label for="typedName">Type your full name to sign</label>');
    expect(html).toMatch(
      new RegExp(
        `<input type="text" id="typedName" name="${SIGN_FORM_FIELDS.typedName}"[^>]*required`,
      ),
    );
    expect(html).toContain('<button type="submit">Sign</button>');
    expect(html).not.toContain('All documents are signed');
  });

  it('starts with the first signee when nobody has signed', () => {
    const signees = model().signees.map((signee) => ({ ...signee, dateSigned: null }));
    const html = renderSigningPage(model({ signees }));
    expect(html).toContain('Sign as Maria L Garcia-Lopez');
    expect(html).toContain('value="Applicant"');
  });

  it('says that all documents are signed, without a form, when everyone has signed', () => {
    const signees = model().signees.map((signee) => ({
      ...signee,
      dateSent: '2026-05-02',
      dateSigned: '05/03/2026',
    }));
    const html = renderSigningPage(
      model({ signees, returnUrl: 'https://portal.example/applications/1001' }),
    );
    expect(html).toContain('All documents are signed');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('aria-current');
    expect(html.match(/Signed 05\/03\/2026/g)).toHaveLength(3);
    expect(html).toContain(
      `<a href="https://portal.example/applications/1001">Return to the dealer's site</a>`,
    );
  });

  it('offers no return link to an unsafe address', () => {
    const signees = model().signees.map((signee) => ({ ...signee, dateSigned: '2026-05-03' }));
    const html = renderSigningPage(model({ signees, returnUrl: 'javascript:alert(1)' }));
    expect(html).toContain('All documents are signed');
    expect(html).not.toContain('Return to the dealer');
    expectNoScript(html);
  });

  it('shows the last error at the field and keeps what was typed', () => {
    const html = renderSigningPage(
      model({ error: 'The typed name does not match Jose Garcia', typedName: 'J Garcai' }),
    );
    expect(html).toContain(
      '<p class="error" id="typedName-error" role="alert">The typed name does not match Jose Garcia</p>',
    );
    expect(html).toContain('aria-describedby="typedName-hint typedName-error" aria-invalid="true"');
    expect(html).toContain('value="J Garcai"');
  });

  it('escapes every value from the model', () => {
    const html = renderSigningPage({
      applicationId: 1001,
      applicationNumber: 50012,
      dealerName: HOSTILE,
      documents: [{ type: HOSTILE, href: 'javascript:alert(1)' }],
      signees: [
        {
          type: HOSTILE,
          name: HOSTILE,
          email: HOSTILE,
          documents: [HOSTILE],
          dateSent: HOSTILE,
          dateSigned: null,
        },
      ],
      signAction: '/sandbox/esign/a"b<c>/sign',
      error: HOSTILE,
      typedName: HOSTILE,
    });
    expectNoScript(html);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('action="/sandbox/esign/a&quot;b&lt;c&gt;/sign"');
    // The hostile document type has no link: its href was not a safe address.
    expect(html).not.toContain('href="javascript');
  });

  it('refuses a sign action this site could not post to', () => {
    for (const signAction of ['javascript:alert(1)', '//evil.example/sign', '']) {
      expect(() => renderSigningPage(model({ signAction }))).toThrow(RangeError);
    }
  });

  it('falls back on the application id when there is no application number', () => {
    const html = renderSigningPage(model({ applicationNumber: null }));
    expect(html).toContain('<title>Sign paperwork – Application 1001</title>');
  });

  it('handles no signers and no documents', () => {
    const html = renderSigningPage(model({ signees: [], documents: [] }));
    expect(html).toContain('No signers are set up for this paperwork.');
    expect(html).toContain('No documents are waiting for signatures.');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('All documents are signed');
  });
});

describe('currentSignee', () => {
  it('is the first signee without a signed date, or null', () => {
    const signees = model().signees;
    expect(currentSignee(signees)?.name).toBe('Jose Garcia');
    expect(currentSignee([])).toBeNull();
    expect(currentSignee(signees.map((signee) => ({ ...signee, dateSigned: '2026-05-03' })))).toBe(
      null,
    );
  });
});

describe('typedNameMatches', () => {
  it.each([
    ['Maria L Garcia-Lopez', 'Maria L Garcia-Lopez', true],
    ['Maria L Garcia-Lopez', '  maria   l.  GARCIA-LOPEZ ', true],
    ['Maria L Garcia-Lopez', 'Maria Garcia-Lopez', true],
    ['Maria L Garcia-Lopez', 'Maria Garcia', false],
    ['Maria L Garcia-Lopez', 'Garcia-Lopez Maria', false],
    ['Maria L Garcia-Lopez', '', false],
    ['Sunrise Home Solar', 'sunrise home solar', true],
    ['', '', false],
  ])('%j signed as %j → %s', (expected, typed, result) => {
    expect(typedNameMatches(expected, typed)).toBe(result);
  });
});

describe('display helpers', () => {
  it('shows service dates as MM/DD/YYYY without shifting them', () => {
    expect(displayDate('2026-05-02T00:00:00')).toBe('05/02/2026');
    expect(displayDate('2026-05-02T23:30:00-07:00')).toBe('05/02/2026');
    expect(displayDate('05/02/2026')).toBe('05/02/2026');
    expect(displayDate('not a date')).toBeNull();
    expect(displayDate(null)).toBeNull();
  });

  it('names signee types, humanising unknown ones', () => {
    expect(signeeTitle('CoApplicant')).toBe('Co-applicant');
    expect(signeeTitle('Provider')).toBe('Provider');
    expect(signeeTitle('WitnessSigner')).toBe('Witness Signer');
  });
});
