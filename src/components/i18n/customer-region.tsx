import { useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { customerLanguage } from './customer-language.ts';

/**
 * What the customer reads: its messages come from the customer's chosen language, and the region
 * says which language it is in (`lang`) for screen readers, spelling and hyphenation.
 */
export function CustomerRegion({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(customerLanguage.subscribe, customerLanguage.get);
  return (
    <I18nProvider i18n={customerLanguage.i18n}>
      <div lang={locale}>{children}</div>
    </I18nProvider>
  );
}
