import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { PlanFigures } from '../../schemas/promotion-figures.ts';

/**
 * Words the lender wrote (a plan's name, a condition, its note), shown as written: never
 * translated, since a translation would be a term the English contract does not carry. On a
 * screen in another language they are marked as English, so a screen reader reads them so.
 */
export function LenderText({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return i18n.locale === 'en' ? <>{children}</> : <span lang="en">{children}</span>;
}

/** A plan's name as the lender writes it, in English. */
export function PlanName({ plan }: { plan: PlanFigures }) {
  return <LenderText>{plan.name}</LenderText>;
}
