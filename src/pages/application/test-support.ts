/**
 * Answers as the sandbox sends them (trimmed), for the page's component tests. Each test
 * changes what it is about and routes requests by path with `serve`.
 */
export const APPLICATION_ID = 20151;

export function detailRecord(overrides: Record<string, unknown> = {}) {
  return {
    Id: APPLICATION_ID,
    ApplicationNumber: 7575769,
    LoanType: 'ClosedEnd',
    Dealer: {
      Id: 101,
      Name: 'Sunrise Home Comfort',
      DealerId: 'SUN-CA-0101',
      DealerNumber: '700101',
      Address: {
        Address1: '2150 Fair Oaks Blvd',
        Address2: 'Suite 4',
        City: 'Sacramento',
        State: 'CA',
        PostalCode: '95825',
      },
      PhoneNumber: { AreaCode: '916', CentralOfficeCode: '555', StationNumber: '0101' },
      SalesRepresentatives: [
        {
          FirstName: 'Kevin',
          LastName: 'Brooks',
          Title: 'Territory Manager',
          PhoneNumber: '9165550187',
          Email: 'kevin.brooks@lender.example.com',
        },
      ],
      Status: 'Active',
    },
    Applicant: {
      Id: 201511,
      FirstName: 'Maria',
      MiddleInitial: 'L',
      LastName: 'Hernandez',
      EmailAddress: 'maria.hernandez@example.com',
      DateOfBirth: '1984-03-15T00:00:00',
      SocialSecurityNumber: '*****0001',
      MonthlyIncome: 6250,
      Identification: {
        LegalIdentificationType: 'DriversLicense',
        Number: 'D1234567',
        ExpirationDate: '2029-03-15T00:00:00',
        StateOfIssuance: 'CA',
      },
      EmploymentHistory: [
        {
          Name: 'Valley Medical Group',
          Title: 'Nurse',
          EmploymentType: 'Employed',
          StartDate: '2015-06-01T00:00:00',
        },
      ],
      PhoneNumbers: [
        {
          PhoneNumberType: 'Cell',
          AreaCode: '916',
          CentralOfficeCode: '555',
          StationNumber: '0123',
        },
      ],
      Residences: [
        {
          ResidenceType: 'Own',
          MonthlyPaymentAmount: 1850,
          PropertyValue: 425000,
          MonthsAt: 4,
          YearsAt: 7,
        },
      ],
      Address: {
        Address1: '1234 Elm Street',
        City: 'Sacramento',
        State: 'CA',
        PostalCode: '95825',
      },
    },
    CoApplicant: null,
    Context: { State: 'CA', Language: { LanguageType: 'English', Name: 'English', Id: 1 } },
    FinancialInformation: {
      ProductCode: 'HVAC',
      SellingPrice: 12500,
      DownPayment: 1000,
      CompletionPayment: 0,
      SalesTax: { IsIncluded: true, TaxAmount: 1031.25 },
      TotalAmountFinanced: 12531.25,
    },
    SubmitNumber: 'B910378568',
    // The response schema needs the key, though always null (src/schemas/application-records.ts).
    Content: null,
    AssignedUserId: 2,
    AssignedSalesRepresentativeName: 'Kevin Brooks',
    Status: 'Approved',
    CreateDateUtc: '2026-11-21T15:15:37.321',
    IsActive: true,
    HistoryItems: [
      {
        Message: 'Credit decision: approved for $13,000.00, risk tier 1, buy rate 6.99%.',
        Date: '2026-11-21T15:15:37.321',
      },
    ],
    Messages: [
      { MessageType: 'Hint', IsMet: true, Label: 'Next step', Text: 'Choose a promotion.' },
      {
        MessageType: 'Condition',
        IsMet: true,
        Label: 'Proof of income',
        Text: 'Income verified from the credit report.',
      },
    ],
    BuyRate: '6.99',
    Signatures: [],
    RtcDate: '2026-11-25T00:00:00',
    RiskTier: 1,
    ProjectNumber: null,
    ...overrides,
  };
}

export function statusRecord(overrides: Record<string, unknown> = {}) {
  return {
    LoanApplicationId: APPLICATION_ID,
    LoanApplicationNumber: 7575769,
    LoanApplicationStatus: 'Approved',
    DealerId: 101,
    AssignedToUserId: 2,
    Messages: [],
    BuyRate: '6.99',
    AmountFinanced: 12531.25,
    AmountApproved: 13000,
    RTCDate: '2026-11-25T00:00:00',
    ProjectNumber: null,
    RiskTier: 1,
    ...overrides,
  };
}

export const sunriseUsers = [
  {
    Id: 2,
    Username: 'sunrise.admin',
    FirstName: 'Marcus',
    LastName: 'Reyes',
    IsActive: true,
    DealerNumber: '700101',
  },
  {
    Id: 5,
    Username: 'sunrise.rep',
    FirstName: 'Hannah',
    LastName: 'Lee',
    IsActive: true,
    DealerNumber: '700101',
  },
  {
    Id: 6,
    Username: 'dealer.user',
    FirstName: 'Jorge',
    LastName: 'Castillo',
    IsActive: true,
    DealerNumber: '700101, 700103',
  },
  {
    Id: 8,
    Username: 'former.staff',
    FirstName: 'Amy',
    LastName: 'Ng',
    IsActive: false,
    DealerNumber: '700101',
  },
  {
    Id: 3,
    Username: 'lakeside.admin',
    FirstName: 'Priya',
    LastName: 'Natarajan',
    IsActive: true,
    DealerNumber: '700102',
  },
];

export { requestsOf, serve } from '../../test/serve.ts';
