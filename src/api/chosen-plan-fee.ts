import type { QueryClient } from '@tanstack/react-query';
import { chosenPlanOf, paperworkQuery } from './paperwork.ts';
import { promotionsQuery } from './promotions.ts';
import { word } from './words.ts';

/** The chosen plan's name and DealerFee: what the reports' fees are computed from. */
export interface ChosenPlanFee {
  /** The plan's Name (else its PromoCode, else its id). */
  plan: string;
  /** The plan's DealerFee, as sent. */
  dealerFee: number | null;
}

/**
 * The plan chosen for an approved application, through the query cache: the paperwork GET names
 * it (PrimaryPromotionId) and the promotions list holds its DealerFee. The lender lists plans
 * only while an application is approved, so a funded deal's plan is known only when a page read
 * it before; null when no plan is chosen.
 */
export async function readChosenPlanFee(
  client: QueryClient,
  applicationId: number,
): Promise<ChosenPlanFee | null> {
  const { promotionId } = chosenPlanOf(await client.fetchQuery(paperworkQuery(applicationId)));
  if (promotionId === null) return null;
  const promotions = await client.fetchQuery(promotionsQuery(applicationId));
  const chosen = promotions.find((promotion) => promotion.Id === promotionId);
  if (!chosen) return null;
  return {
    plan:
      chosen.Name ||
      chosen.PromoCode ||
      word(/*i18n*/ { id: 'api.plan-by-id', message: 'Plan {id}' }, { id: chosen.Id }),
    dealerFee: chosen.DealerFee ?? null,
  };
}
