import * as z from 'zod/mini';
import { productsOrServicesOf, toV3Dealer } from '../../sandbox/dealers/store.ts';
import { seed } from '../../sandbox/seed.ts';
import { todayIso } from '../lib/dates.ts';
import { dealerContextOf, type DealerLookup } from '../schemas/application-v3.ts';
import { dealersSchema, type Dealer } from '../schemas/dealer-records.ts';

const seeded = seed.dealers(todayIso());

/**
 * For tests: the sandbox's seeded dealers as the portal reads them, from the seed itself (Sunrise
 * is California home improvement, Lakeside is locked out, Empire is a New York retailer).
 */
export const testDealers: Dealer[] = z.parse(
  dealersSchema,
  [seeded.sunrise, seeded.lakeside, seeded.empire].map(toV3Dealer),
);

/**
 * What the dealer products operation answers for each seeded dealer. Sunrise's lists a product
 * its dealer record's Products does not (Attic Insulation).
 */
export const testDealerProducts: Record<number, string[]> = Object.fromEntries(
  Object.values(seeded).map((dealer) => [dealer.Id, productsOrServicesOf(dealer)]),
);

export const testLookup: DealerLookup = (ref) => {
  const dealer = testDealers.find((candidate) => candidate.Id === ref.DealerId);
  return dealer ? dealerContextOf(dealer, testDealerProducts[dealer.Id] ?? []) : undefined;
};
