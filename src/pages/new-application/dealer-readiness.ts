import { useMemo } from 'react';
import { useAttestationStatuses, useDealerProducts } from '../../api/dealers.ts';
import { dealerAttestationState } from '../../schemas/attestation.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';

/**
 * Whether an application can be started for the chosen dealer, and with which products: the
 * dealer products operation's answer (spec: ProductOrService "must be one of the dealer's
 * products (see dealer products operation)"), never the dealer record's optional Products.
 */
export type DealerReadiness =
  | { kind: 'no-dealer' }
  | { kind: 'locked-out'; dealer: Dealer; deadline: string }
  | { kind: 'loading'; dealer: Dealer }
  | { kind: 'failed'; dealer: Dealer; error: unknown; retry: () => void }
  | { kind: 'no-products'; dealer: Dealer }
  | { kind: 'ready'; dealer: Dealer; products: string[] };

export function useDealerReadiness(dealer: Dealer | undefined, today: string): DealerReadiness {
  const attestation = useAttestationStatuses();
  const status = attestation.data?.find((item) => item.DealerId === dealer?.Id);
  const state = dealer ? dealerAttestationState(dealer, status, today) : null;
  const lockedOut = state?.kind === 'lapsed';
  // A locked-out dealer's products are not asked for: nothing can be done with them.
  const products = useDealerProducts(dealer && !lockedOut ? dealer.Id : null);
  const names = useMemo(
    () => products.data?.map((product) => product.ProductOrService),
    [products.data],
  );

  if (!dealer) return { kind: 'no-dealer' };
  if (state?.kind === 'lapsed') return { kind: 'locked-out', dealer, deadline: state.deadline };
  if (products.isError) {
    return { kind: 'failed', dealer, error: products.error, retry: () => void products.refetch() };
  }
  if (!names) return { kind: 'loading', dealer };
  return names.length === 0
    ? { kind: 'no-products', dealer }
    : { kind: 'ready', dealer, products: names };
}

const NO_PRODUCTS: readonly string[] = [];

/** The products an application for this dealer may name now (none until they are known). */
export function productsOf(readiness: DealerReadiness): readonly string[] {
  return readiness.kind === 'ready' ? readiness.products : NO_PRODUCTS;
}
