import { safeParse } from 'zod/mini';
import { fromCents, toCents } from '../../lib/money.ts';
import { formAmountFinancedCents, type PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import { promotionsPreviewFormSchema } from '../../schemas/promotion-requests.ts';

/**
 * The amount a change order opens the paperwork with (`?amount=`, issue 33 item 8), when it is an
 * amount the preview takes; anything else opens the paperwork as it stands. The approved limit is
 * the form's own rule, so an amount above it shows there, next to the amount financed.
 */
export function amountFromSearch(text: string | null): number | null {
  if (text === null) return null;
  const amount = Number(text);
  const parsed = safeParse(promotionsPreviewFormSchema, { amountFinanced: amount });
  return parsed.success && parsed.data.amountFinanced !== null ? amount : null;
}

export interface PriceChange {
  description: string;
  from: number;
  to: number;
}

/**
 * The form's values for a new amount financed: the job's size changed, so the first product's
 * price takes the difference (per unit, when it divides into whole cents and stays above zero).
 * Otherwise nothing changes, and the plan check asks the dealer to make the figures match.
 */
export function withNewAmount(
  values: PaperworkFormValues,
  amount: number,
): { values: PaperworkFormValues; change: PriceChange | null } {
  const difference = toCents(amount) - formAmountFinancedCents(values);
  const [first, ...rest] = values.LoanParameters.ProductLineItems;
  const quantity = first?.Quantity ?? 0;
  if (difference === 0 || !first || first.Price === null || quantity <= 0) {
    return { values, change: null };
  }
  if (difference % quantity !== 0) return { values, change: null };
  const price = toCents(first.Price) + difference / quantity;
  if (price <= 0) return { values, change: null };
  const to = fromCents(price);
  return {
    values: {
      ...values,
      LoanParameters: {
        ...values.LoanParameters,
        ProductLineItems: [{ ...first, Price: to }, ...rest],
      },
    },
    change: { description: first.Description, from: first.Price, to },
  };
}
