/**
 * A service enumeration value people can read: `FundingRequested` → `Funding requested`,
 * `UNDER_REVIEW` → `Under review`, `ACHPending` → `ACH pending`. Open enums (ARCHITECTURE.md
 * point 4) may bring values the portal has never seen; they are shown this way, never hidden.
 */
export function humanise(value: string): string {
  const shouting = !/[a-z]/.test(value);
  const words = value
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    // An acronym inside mixed case (ACH) stays; in an all-capitals value every word is lowered.
    .map((word) =>
      !shouting && word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase(),
    );
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
