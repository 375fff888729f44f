import { describe, expect, it } from 'vitest';
import { customerConsentIssues, noConsents } from './customer-consents.ts';

const all = { creditCheck: true, jointIntent: true, truthful: true, emailAddress: true };
const paths = (issues: { path: PropertyKey[] }[]) => issues.map((issue) => issue.path[0]);

describe('customerConsentIssues', () => {
  it.each([
    ['everything, joint, with an e-mail', all, { joint: true, emailAddress: 'a@b.example' }],
    [
      'alone and without an e-mail: no joint intent or e-mail needed',
      { ...noConsents(), creditCheck: true, truthful: true },
      { joint: false, emailAddress: ' ' },
    ],
  ])('accepts %s', (_, consents, context) => {
    expect(customerConsentIssues(consents, context)).toEqual([]);
  });

  it.each([
    [
      'nothing ticked, joint, with an e-mail',
      noConsents(),
      { joint: true, emailAddress: 'a@b.example' },
      ['creditCheck', 'jointIntent', 'truthful', 'emailAddress'],
    ],
    [
      'no credit check',
      { ...all, creditCheck: false },
      { joint: false, emailAddress: '' },
      ['creditCheck'],
    ],
    [
      'a joint application without the intent',
      { ...all, jointIntent: false },
      { joint: true, emailAddress: '' },
      ['jointIntent'],
    ],
    [
      'the truth statement alone missing',
      { ...all, truthful: false },
      { joint: true, emailAddress: '' },
      ['truthful'],
    ],
    [
      'an e-mail not confirmed',
      { ...all, emailAddress: false },
      { joint: false, emailAddress: 'a@b.example' },
      ['emailAddress'],
    ],
  ])('refuses %s', (_, consents, context, expected) => {
    expect(paths(customerConsentIssues(consents, context))).toEqual(expected);
  });
});
