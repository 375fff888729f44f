import { useLingui } from '@lingui/react';
import type { PlanFigures } from '../../schemas/promotion-figures.ts';

/**
 * A plan's name as the lender writes it, in English: never translated, since a Spanish name
 * would be a term the English contract does not carry. On a Spanish screen it is marked as
 * English, so a screen reader reads it as English.
 */
export function PlanName({ plan }: { plan: PlanFigures }) {
  const { i18n } = useLingui();
  return i18n.locale === 'en' ? <>{plan.name}</> : <span lang="en">{plan.name}</span>;
}
