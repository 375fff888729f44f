import { createContext, useContext } from 'react';
import type { Dealer } from '../schemas/dealer-records.ts';

export interface CurrentDealer {
  /**
   * The dealer the user is working for: a user with one dealer always has it; a user with several
   * has the one chosen in the header, or null for "All dealers" (their default). Null too while
   * the list loads or when there is none. The dashboard lists this dealer's applications only;
   * the new-application wizard and the dealers page start from it (decision 0030).
   */
  dealer: Dealer | null;
  dealers: Dealer[];
  /** A dealer's Id, or null for all of them. */
  select: (dealerId: number | null) => void;
}

export const CurrentDealerContext = createContext<CurrentDealer>({
  dealer: null,
  dealers: [],
  select: () => {},
});

export function useCurrentDealer(): CurrentDealer {
  return useContext(CurrentDealerContext);
}
