/**
 * A number as en-US writes it ("1,000", "2,000.5"), without Intl: the first number formatting
 * a page asks ICU for costs 20–30 ms (over 100 ms on a throttled phone), and the request
 * schemas word their limits this way as their module loads, on every form page.
 */
export function groupThousands(n: number): string {
  const [whole = '', fraction] = String(n).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
