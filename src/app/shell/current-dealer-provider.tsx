import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useDealers } from '../../api/dealers.ts';
import { CurrentDealerContext } from '../../components/current-dealer.tsx';

/**
 * Remembers the chosen dealer per user (not sensitive: a dealer id). A user with one dealer always
 * has it; one with several starts from "All dealers" (null) until they choose (decision 0030).
 */
export function CurrentDealerProvider({
  userKey,
  children,
}: {
  userKey: string;
  children: ReactNode;
}) {
  const { data: dealers = [] } = useDealers();
  const storageKey = `portal.dealer.${userKey}`;
  const [selectedId, setSelectedId] = useState(() => Number(localStorage.getItem(storageKey)));

  const select = useCallback(
    (dealerId: number | null) => {
      setSelectedId(dealerId ?? 0);
      if (dealerId) localStorage.setItem(storageKey, String(dealerId));
      else localStorage.removeItem(storageKey);
    },
    [storageKey],
  );

  const value = useMemo(
    () => ({
      dealers,
      dealer:
        (dealers.length > 1 ? dealers.find((dealer) => dealer.Id === selectedId) : dealers[0]) ??
        null,
      select,
    }),
    [dealers, selectedId, select],
  );

  return <CurrentDealerContext value={value}>{children}</CurrentDealerContext>;
}
