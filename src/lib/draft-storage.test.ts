import { describe, expect, it } from 'vitest';
import {
  discardDrafts,
  draftKinds,
  draftStore,
  restoreOnto,
  withoutSensitive,
} from './draft-storage.ts';

const applicant = {
  FirstName: 'Maria',
  SocialSecurityNumber: '500000001',
  DateOfBirth: '1984-03-15',
  IdentificationNumber: 'D1234567',
  IdentificationIssueDate: '2021-03-15',
  Income: [{ Source: 'Pension', AccountNumber: '123456789', RoutingNumber: '011000015' }],
};

describe('withoutSensitive', () => {
  it('drops SSNs, identification and bank numbers and dates of birth at any depth', () => {
    expect(withoutSensitive({ Applicant: applicant, CoApplicant: applicant })).toEqual({
      Applicant: {
        FirstName: 'Maria',
        IdentificationIssueDate: '2021-03-15',
        Income: [{ Source: 'Pension' }],
      },
      CoApplicant: {
        FirstName: 'Maria',
        IdentificationIssueDate: '2021-03-15',
        Income: [{ Source: 'Pension' }],
      },
    });
  });
});

describe('draftStore', () => {
  const store = (userKey = 'sunrise.admin', version = 1) =>
    draftStore<unknown>({ kind: 'new-application', userKey, version });

  it('keeps a draft per user in localStorage, never the sensitive values', () => {
    store().save({ Applicant: applicant, step: 2 }, new Date('2026-11-21T10:00:00Z'));
    const raw = localStorage.getItem('portal.draft.new-application.sunrise.admin') ?? '';
    for (const secret of ['500000001', '1984-03-15', 'D1234567', '123456789', '011000015']) {
      expect(raw).not.toContain(secret);
    }
    expect(store().load()).toEqual({
      savedAt: '2026-11-21T10:00:00.000Z',
      data: { Applicant: withoutSensitive(applicant), step: 2 },
    });
    expect(store('dealer.user').load()).toBeNull();
  });

  it('drops a draft of another version and one that is not JSON', () => {
    store('a', 1).save({ x: 1 });
    expect(store('a', 2).load()).toBeNull();
    localStorage.setItem('portal.draft.new-application.b', '{not json');
    expect(store('b').load()).toBeNull();
  });

  it('discards', () => {
    store().save({ x: 1 });
    store().discard();
    expect(store().load()).toBeNull();
  });
});

describe('restoreOnto', () => {
  const defaults = {
    name: '',
    amount: null as number | null,
    flag: false,
    nested: { city: '', state: '' },
    rows: [] as { source: string; amount: number | null }[],
  };

  it('takes stored values that fit and keeps the defaults elsewhere', () => {
    expect(
      restoreOnto(
        defaults,
        {
          name: 'Maria',
          amount: 12.5,
          flag: 'yes',
          nested: { city: 'Sacramento', extra: 1 },
          rows: [{ source: 'Pension', amount: 40, extra: 1 }],
          unknown: true,
        },
        { rows: { source: '', amount: null } },
      ),
    ).toEqual({
      name: 'Maria',
      amount: 12.5,
      flag: false,
      nested: { city: 'Sacramento', state: '' },
      rows: [{ source: 'Pension', amount: 40 }],
    });
  });

  it('keeps the defaults for anything that is not an object', () => {
    expect(restoreOnto(defaults, null)).toBe(defaults);
    expect(restoreOnto(defaults, [1, 2])).toBe(defaults);
  });
});

describe('draftKinds and discardDrafts', () => {
  it('find and remove the drafts of one user only, user names with dots included', () => {
    localStorage.clear();
    draftStore({ kind: 'new-application', userKey: 'sunrise.admin', version: 1 }).save({ a: 1 });
    draftStore({ kind: 'new-application', userKey: 'admin', version: 1 }).save({ a: 2 });
    draftStore({ kind: 'paperwork', userKey: 'sunrise.admin', version: 1 }).save({ a: 3 });
    localStorage.setItem('portal.session', '{}');

    expect(draftKinds('sunrise.admin')).toEqual(['new-application', 'paperwork']);
    expect(draftKinds('admin')).toEqual(['new-application']);
    expect(draftKinds('lakeside.admin')).toEqual([]);

    discardDrafts('sunrise.admin');
    expect(draftKinds('sunrise.admin')).toEqual([]);
    expect(draftKinds('admin')).toEqual(['new-application']);
    expect(localStorage.getItem('portal.session')).toBe('{}');
  });
});
