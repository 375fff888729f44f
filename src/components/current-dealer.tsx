import { createContext, useContext } from 'react';
import type { Dealer } from '../schemas/dealer-records.ts';

export interface CurrentDealer {
  /** The dealer the user is working for, or null while the list loads or when there is none. */
  dealer: Dealer | null;
  dealers: Dealer[];
  select: (dealerId: number) => void;
}

export const CurrentDealerContext = createContext<CurrentDealer>({
  dealer: null,
  dealers: [],
  select: () => {},
});

export function useCurrentDealer(): CurrentDealer {
  return useContext(CurrentDealerContext);
}
