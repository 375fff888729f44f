import { describe, expect, it } from 'vitest';
import { parseUsDate } from '../lib/dates.ts';
import {
  identificationIssues,
  type IdentificationContext,
  type IdentificationValues,
} from './identification.ts';

const iso: IdentificationContext = { today: '2026-11-21', toIso: (text) => text };
const us: IdentificationContext = { today: '2026-11-21', toIso: parseUsDate };

const license: IdentificationValues = {
  IdentificationType: 'DriversLicense',
  IdentificationNumber: 'D1234567',
  IsIssueDatePresent: true,
  IdentificationIssueDate: '2020-05-01',
  IsIssueStatePresent: true,
  IdentificationState: 'CA',
  ExpirationDateUnavailable: false,
  IdentificationExpirationDate: '2028-05-01',
};

const fields = (values: IdentificationValues, context = iso) =>
  identificationIssues(values, context).map((issue) => issue.field);

describe('identification matrix', () => {
  it.each<[string, IdentificationValues, string[]]>([
    // Unavailable: everything null, false or not sent
    ['Unavailable, nothing sent', { IdentificationType: 'Unavailable' }, []],
    [
      'Unavailable, false and null',
      {
        IdentificationType: 'Unavailable',
        IsIssueDatePresent: false,
        IsIssueStatePresent: false,
        ExpirationDateUnavailable: false,
        IdentificationNumber: null,
      },
      [],
    ],
    [
      'Unavailable with a number',
      { IdentificationType: 'Unavailable', IdentificationNumber: 'X1' },
      ['IdentificationNumber'],
    ],
    [
      'Unavailable with an expiration',
      { IdentificationType: 'Unavailable', IdentificationExpirationDate: '2030-01-01' },
      ['IdentificationExpirationDate'],
    ],
    [
      'Unavailable with a flag set',
      { IdentificationType: 'Unavailable', IsIssueStatePresent: true },
      ['IsIssueStatePresent'],
    ],
    // Driver's license
    ['license, complete', license, []],
    [
      'license without a number',
      { ...license, IdentificationNumber: null },
      ['IdentificationNumber'],
    ],
    [
      'license, issue date not shown',
      { ...license, IsIssueDatePresent: false, IdentificationIssueDate: null },
      [],
    ],
    [
      'license, issue date shown but missing',
      { ...license, IdentificationIssueDate: null },
      ['IdentificationIssueDate'],
    ],
    [
      'license, issue date in the future',
      { ...license, IdentificationIssueDate: '2026-11-22' },
      ['IdentificationIssueDate'],
    ],
    ['license, issue date today', { ...license, IdentificationIssueDate: '2026-11-21' }, []],
    [
      'license, issue date given though not shown',
      { ...license, IsIssueDatePresent: false },
      ['IdentificationIssueDate'],
    ],
    [
      'license, issue date flag missing',
      { ...license, IsIssueDatePresent: null, IdentificationIssueDate: null },
      ['IsIssueDatePresent'],
    ],
    [
      'license, state shown but missing',
      { ...license, IdentificationState: null },
      ['IdentificationState'],
    ],
    [
      'license, state not shown',
      { ...license, IsIssueStatePresent: false, IdentificationState: null },
      [],
    ],
    [
      'license, state given though not shown',
      { ...license, IsIssueStatePresent: false },
      ['IdentificationState'],
    ],
    [
      'license without expiration',
      { ...license, IdentificationExpirationDate: null },
      ['IdentificationExpirationDate'],
    ],
    [
      'license claiming no expiration',
      { ...license, ExpirationDateUnavailable: true },
      ['ExpirationDateUnavailable'],
    ],
    // State ID
    ['state ID, complete', { ...license, IdentificationType: 'StateId' }, []],
    [
      'state ID, state not shown',
      {
        ...license,
        IdentificationType: 'StateId',
        IsIssueStatePresent: false,
        IdentificationState: null,
      },
      ['IsIssueStatePresent'],
    ],
    [
      'state ID without expiration date',
      {
        ...license,
        IdentificationType: 'StateId',
        ExpirationDateUnavailable: true,
        IdentificationExpirationDate: null,
      },
      [],
    ],
    [
      'state ID, expiration missing',
      { ...license, IdentificationType: 'StateId', IdentificationExpirationDate: null },
      ['IdentificationExpirationDate'],
    ],
    // Military ID
    [
      'military ID, no state fields',
      {
        ...license,
        IdentificationType: 'UnitedStatesMilitaryId',
        IsIssueStatePresent: null,
        IdentificationState: null,
      },
      [],
    ],
    [
      'military ID, state sent false',
      {
        ...license,
        IdentificationType: 'UnitedStatesMilitaryId',
        IsIssueStatePresent: false,
        IdentificationState: null,
      },
      [],
    ],
    [
      'military ID with a state',
      { ...license, IdentificationType: 'UnitedStatesMilitaryId' },
      ['IsIssueStatePresent', 'IdentificationState'],
    ],
    [
      'military ID without expiration date',
      {
        ...license,
        IdentificationType: 'UnitedStatesMilitaryId',
        IsIssueStatePresent: false,
        IdentificationState: null,
        ExpirationDateUnavailable: true,
        IdentificationExpirationDate: null,
      },
      [],
    ],
    // Passport
    [
      'passport, complete',
      {
        ...license,
        IdentificationType: 'UnitedStatesPassport',
        IsIssueStatePresent: false,
        IdentificationState: null,
      },
      [],
    ],
    [
      'passport claiming no expiration',
      {
        ...license,
        IdentificationType: 'UnitedStatesPassport',
        IsIssueStatePresent: false,
        IdentificationState: null,
        ExpirationDateUnavailable: true,
        IdentificationExpirationDate: null,
      },
      ['ExpirationDateUnavailable', 'IdentificationExpirationDate'],
    ],
    [
      'passport with a state',
      { ...license, IdentificationType: 'UnitedStatesPassport', IsIssueStatePresent: false },
      ['IdentificationState'],
    ],
    // Permanent residency card
    [
      'green card, complete',
      {
        ...license,
        IdentificationType: 'PermanentResidencyCard',
        IsIssueStatePresent: null,
        IdentificationState: null,
      },
      [],
    ],
    [
      'green card, issue date not shown',
      {
        ...license,
        IdentificationType: 'PermanentResidencyCard',
        IsIssueStatePresent: null,
        IdentificationState: null,
        IsIssueDatePresent: false,
        IdentificationIssueDate: null,
      },
      ['IsIssueDatePresent'],
    ],
    [
      'green card, future issue date',
      {
        ...license,
        IdentificationType: 'PermanentResidencyCard',
        IsIssueStatePresent: null,
        IdentificationState: null,
        IdentificationIssueDate: '2027-01-01',
      },
      ['IdentificationIssueDate'],
    ],
    [
      'green card claiming no expiration',
      {
        ...license,
        IdentificationType: 'PermanentResidencyCard',
        IsIssueStatePresent: null,
        IdentificationState: null,
        ExpirationDateUnavailable: true,
      },
      ['ExpirationDateUnavailable'],
    ],
  ])('%s', (_name, values, invalid) => {
    expect(fields(values)).toEqual(invalid);
  });

  it('reads paperwork dates (MM/DD/YYYY) through the context', () => {
    const paperwork = {
      ...license,
      IdentificationIssueDate: '05/01/2020',
      IdentificationExpirationDate: '05/01/2028',
    };
    expect(fields(paperwork, us)).toEqual([]);
    expect(fields({ ...paperwork, IdentificationIssueDate: '12/01/2026' }, us)).toEqual([
      'IdentificationIssueDate',
    ]);
  });

  it('every message names its field', () => {
    const issues = identificationIssues({ IdentificationType: 'StateId' }, iso);
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) {
      expect(issue.message).toMatch(
        /Identification number|Issue date|Issuing state|Expiration date|No expiration date/,
      );
    }
  });
});
