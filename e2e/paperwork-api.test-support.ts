import { validFullPaperwork } from '../src/schemas/fixtures/paperwork.test-support.ts';

/**
 * The full paperwork of application `id` to download and sign on paper, carrying promotion 302
 * (84 months at 9.99 %), without autopay: the body journeys send through the API to reach a
 * page with paperwork waiting for written signatures.
 */
export function downloadOnlyPaperwork(id: number) {
  const fixture = validFullPaperwork();
  return validFullPaperwork({
    LoanApplicationId: id,
    LoanParameters: {
      ...fixture.LoanParameters,
      PrimaryPromotionId: 302,
      SecondaryPromotionId: null,
      ClosedEndPaymentRateId: 5302,
      AnnualPercentageRate: 9.99,
      RepaymentTerms: 'EightyFourMonths',
    },
    Payment: null,
  });
}
