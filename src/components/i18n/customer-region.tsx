import { useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider, useLingui } from '@lingui/react';
import { customerLanguage } from './customer-language.ts';

/**
 * What the customer reads: its messages come from the customer's chosen language, and the region
 * says which language it is in (`lang`) for screen readers, spelling and hyphenation. `active`
 * false leaves it in the surrounding (dealer's) language without remounting what it holds, so a
 * view that switches between the dealer and the customer keeps what was typed.
 */
export function CustomerRegion({
  children,
  active = true,
}: {
  children: ReactNode;
  active?: boolean;
}) {
  const outer = useLingui().i18n;
  const locale = useSyncExternalStore(customerLanguage.subscribe, customerLanguage.get);
  const i18n = active ? customerLanguage.i18n : outer;
  return (
    <I18nProvider i18n={i18n}>
      <div lang={active ? locale : outer.locale}>{children}</div>
    </I18nProvider>
  );
}
