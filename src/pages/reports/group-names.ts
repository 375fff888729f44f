import type { Breakdown } from './figures.ts';

const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-10` as "October 2026" (the month is the dealer's already: no zone shifts it). */
export function monthName(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * A group's name under a breakdown, from its key (groupOf in figures.ts). The worker imports this
 * module (monthName): the words come from the page (`noProduct`), never from a macro here.
 */
export function groupNamer(
  by: Breakdown,
  dealerName: (id: number | null) => string,
  userName: (id: number | null) => string,
  noProduct: string,
): (key: string) => string {
  const id = (key: string) => (key === 'none' ? null : Number(key));
  switch (by) {
    case 'dealer':
      return (key) => dealerName(id(key));
    case 'person':
      return (key) => userName(id(key));
    case 'product':
      return (key) => (key === 'none' ? noProduct : key);
    case 'month':
      return monthName;
  }
}
