import { describe, expect, it } from 'vitest';
import { formatSentAt, renderOutboxPage, type OutboxMessage } from './outbox-page.ts';

const HOSTILE = `<script>alert("x")</script><img src=x onerror="alert('y')">`;

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

function message(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    to: 'maria.garcia@example.com',
    subject: 'Please sign your paperwork for application 50012',
    sentAt: '2026-05-02T14:03:00',
    applicationId: 1001,
    applicationNumber: 50012,
    link: '/sandbox/esign/abc123',
    signeeType: 'Applicant',
    documents: ['FULL', 'ACH'],
    ...overrides,
  };
}

describe('renderOutboxPage', () => {
  it('is a complete page with a table of the messages', () => {
    const html = renderOutboxPage([message()]);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Sandbox outbox – e-mailed signing requests</title>');
    expect(html).toContain('<h1>Sandbox outbox</h1>');
    expect(html).toContain('<caption>1 message, newest first</caption>');
    for (const header of ['Sent at', 'To', 'Subject', 'Application', 'Signing page']) {
      expect(html).toContain(`<th scope="col">${header}</th>`);
    }
    expect(html).toContain('maria.garcia@example.com');
    expect(html).toContain('Please sign your paperwork for application 50012');
    expect(html).toContain('Credit contract, Automatic payment (ACH) authorization');
    expect(html).toContain('1001<br><span class="role">Lender’s number 50012</span>');
    expect(html).toContain(
      '<a href="/sandbox/esign/abc123">Open signing page<span class="visually-hidden"> for maria.garcia@example.com</span></a>',
    );
    expectNoScript(html);
  });

  it('shows the sent time as local time with its zone, reading a time without a zone as UTC', () => {
    const html = renderOutboxPage([message()]);
    expect(html).toContain(
      `<time datetime="2026-05-02T14:03:00.000Z">${formatSentAt('2026-05-02T14:03:00Z')}</time>`,
    );
    expect(formatSentAt('2026-05-02T14:03:00', 'America/Los_Angeles')).toBe(
      '05/02/2026, 7:03 AM PDT',
    );
    expect(formatSentAt('2026-05-02T23:30:00-07:00', 'America/New_York')).toBe(
      '05/03/2026, 2:30 AM EDT',
    );
    expect(formatSentAt('2026-05-02T14:03:00Z', 'America/Los_Angeles')).not.toMatch(/UTC/);
    expect(formatSentAt('yesterday')).toBe('yesterday');
  });

  it('lists the newest message first', () => {
    const html = renderOutboxPage([
      message({ to: 'first@example.com', sentAt: '2026-05-01T09:00:00Z' }),
      message({ to: 'third@example.com', sentAt: '2026-05-03T09:00:00Z' }),
      message({ to: 'second@example.com', sentAt: '2026-05-02T09:00:00Z' }),
    ]);
    expect(html).toContain('<caption>3 messages, newest first</caption>');
    const order = ['third', 'second', 'first'].map((who) => html.indexOf(`${who}@example.com`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('shows the application id when there is no application number', () => {
    const html = renderOutboxPage([message({ applicationNumber: null })]);
    expect(html).toContain('<td>1001</td>');
  });

  it('says so when the outbox is empty', () => {
    const html = renderOutboxPage([]);
    expect(html).toContain('No signing requests have been e-mailed yet.');
    expect(html).not.toContain('<table');
  });

  it('escapes every value and links only to safe addresses', () => {
    const html = renderOutboxPage([
      message({
        to: HOSTILE,
        subject: HOSTILE,
        sentAt: HOSTILE,
        signeeType: HOSTILE,
        documents: [HOSTILE],
        link: 'javascript:alert(1)',
      }),
      message({ link: '/sandbox/esign/x"><script>alert(1)</script>' }),
    ]);
    expectNoScript(html);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('No valid link');
    expect(html).toContain(
      'href="/sandbox/esign/x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
  });
});
