import * as z from 'zod/mini';
import { dealerContextOf, type DealerLookup } from '../schemas/application-v3.ts';
import { dealersSchema, type Dealer } from '../schemas/dealer-records.ts';

/** For tests: the sandbox's seeded dealers as the portal reads them (Sunrise is CA home improvement). */
export const testDealers: Dealer[] = z.parse(dealersSchema, [
  {
    Id: 101,
    Name: 'Sunrise Home Comfort',
    DealerNumber: '700101',
    Address: { Address1: '1 Main St', City: 'Sacramento', State: 'CA', PostalCode: '95814' },
    NextAttestationDate: '2999-01-01T00:00:00',
    AttestWindowDays: 30,
    Products: [
      { Name: 'HVAC', IsHomeImprovement: true, IsMajorProduct: true },
      { Name: 'Water Heaters', IsHomeImprovement: true, IsMajorProduct: false },
    ],
  },
  {
    Id: 102,
    Name: 'Lakeside Pools & Spas',
    DealerNumber: '700102',
    Address: { Address1: '2 Lake Rd', City: 'Phoenix', State: 'AZ', PostalCode: '85001' },
    NextAttestationDate: '2000-01-01T00:00:00',
    AttestWindowDays: 30,
    Products: [{ Name: 'Swimming Pools', IsHomeImprovement: true, IsMajorProduct: true }],
    SalesRepresentatives: [
      {
        FirstName: 'Kevin',
        LastName: 'Brooks',
        Title: 'Territory Manager',
        PhoneNumber: '9165550187',
        Email: 'kevin.brooks@lender.example.com',
        SalesRepresentativeType: 'SR',
      },
    ],
  },
  {
    Id: 103,
    Name: 'Empire Appliance & Furniture',
    DealerNumber: '700103',
    Address: { Address1: '3 Broadway', City: 'New York', State: 'NY', PostalCode: '10001' },
    Products: [
      { Name: 'Appliances', IsHomeImprovement: false, IsMajorProduct: true },
      { Name: 'Furniture', IsHomeImprovement: false, IsMajorProduct: false },
    ],
  },
]);

/**
 * What the dealer products operation answers for each test dealer. Like the sandbox's seed,
 * Sunrise's lists a product its dealer record's Products does not (Attic Insulation).
 */
export const testDealerProducts: Record<number, string[]> = {
  101: ['HVAC', 'Water Heaters', 'Attic Insulation'],
  102: ['Swimming Pools'],
  103: ['Appliances', 'Furniture'],
};

export const testLookup: DealerLookup = (ref) => {
  const dealer = testDealers.find((candidate) => candidate.Id === ref.DealerId);
  return dealer ? dealerContextOf(dealer, testDealerProducts[dealer.Id] ?? []) : undefined;
};
