import { describe, expect, it } from 'vitest';
import { contactsOfDealerUsers, dealerUserContactIssues } from './dealer-user-contacts.ts';

const users = [
  { name: 'Dana Seller', emailAddress: 'Dana@Sunrise.example', phoneNumber: '(555) 010-0101' },
  { name: 'No Phone', emailAddress: 'nophone@sunrise.example', phoneNumber: '' },
];
const applicant = { EmailAddress: '', PrimaryPhone: '', SecondaryPhone: '' };

describe('dealerUserContactIssues', () => {
  it.each([
    [
      'an e-mail of the dealer, in another case',
      { EmailAddress: ' dana@sunrise.example ' },
      ['EmailAddress'],
    ],
    ['a primary phone of the dealer', { PrimaryPhone: '5550100101' }, ['PrimaryPhone']],
    [
      'a secondary phone of the dealer, with a country code',
      { SecondaryPhone: '15550100101' },
      ['SecondaryPhone'],
    ],
    [
      'both',
      { EmailAddress: 'dana@sunrise.example', PrimaryPhone: '5550100101' },
      ['EmailAddress', 'PrimaryPhone'],
    ],
  ])('refuses %s', (_, party, fields) => {
    const issues = dealerUserContactIssues({ ...applicant, ...party }, users);
    expect(issues.map((issue) => issue.path[0])).toEqual(fields);
    expect(issues[0]!.message).toContain('Dana Seller');
  });

  it.each([
    [
      "the applicant's own e-mail and phone",
      { EmailAddress: 'pat@home.example', PrimaryPhone: '5550109999' },
    ],
    ['nothing given (a user without a phone matches no blank phone)', {}],
  ])('accepts %s', (_, party) => {
    expect(dealerUserContactIssues({ ...applicant, ...party }, users)).toEqual([]);
  });
});

describe('contactsOfDealerUsers', () => {
  const listed = (DealerNumber: string | null, extra = {}) => ({
    Id: 1,
    Username: 'dana',
    FirstName: 'Dana',
    LastName: 'Seller',
    NumberOfAssignedDealers: 1,
    HasPermissions: true,
    IsActive: true,
    DealerNumber,
    RoleAssigned: 'Dealer User',
    EmailAddress: 'dana@sunrise.example',
    PhoneNumber: '5550100101',
    IsOperatorUser: false,
    ...extra,
  });

  it('keeps the users of the dealer, by any of their dealer numbers', () => {
    const contacts = contactsOfDealerUsers([listed('1001, 1002'), listed('1003')], '1002');
    expect(contacts).toEqual([
      { name: 'Dana Seller', emailAddress: 'dana@sunrise.example', phoneNumber: '5550100101' },
    ]);
  });

  it('leaves out users of other dealers and names a user without a name by username', () => {
    expect(contactsOfDealerUsers([listed(null)], '1001')).toEqual([]);
    expect(
      contactsOfDealerUsers([listed('1001', { FirstName: null, LastName: null })], '1001')[0]!.name,
    ).toBe('dana');
  });
});

describe('a user known only by address', () => {
  it('is named as a user of the dealer', () => {
    const [issue] = dealerUserContactIssues({ ...applicant, EmailAddress: 'x@d.example' }, [
      { name: '', emailAddress: 'x@d.example', phoneNumber: '' },
    ]);
    expect(issue!.message).toMatch(/^This is the e-mail address of a user of the dealer\./);
  });
});
