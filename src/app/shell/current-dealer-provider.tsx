import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useDealers } from '../../api/dealers.ts';
import { CurrentDealerContext } from '../../components/current-dealer.tsx';

/** Remembers the chosen dealer per user (not sensitive: a dealer id), falling back to the first. */
export function CurrentDealerProvider({
  userKey,
  children,
}: {
  userKey: string;
  children: ReactNode;
}) {
  const { data: dealers = [] } = useDealers();
  const storageKey = `portal.dealer.${userKey}`;
  const [selectedId, setSelectedId] = useState<number | null>(() => {
    const stored = Number(localStorage.getItem(storageKey));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  });

  const select = useCallback(
    (dealerId: number) => {
      setSelectedId(dealerId);
      localStorage.setItem(storageKey, String(dealerId));
    },
    [storageKey],
  );

  const value = useMemo(
    () => ({
      dealers,
      dealer: dealers.find((dealer) => dealer.Id === selectedId) ?? dealers[0] ?? null,
      select,
    }),
    [dealers, selectedId, select],
  );

  return <CurrentDealerContext value={value}>{children}</CurrentDealerContext>;
}
