import { useState, useSyncExternalStore } from 'react';
import { Alert, SegmentedControl, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { customerLanguage } from './customer-language.ts';
import { isLocale } from '../../lib/locale-format.ts';
import './locales/catalog.ts';

/**
 * The customer's one-tap choice of language for their screens. Each name is written in its own
 * language and marked so (`lang`), so a screen reader says "Español" in Spanish.
 */
export function LanguageChoice() {
  const { t } = useLingui();
  const locale = useSyncExternalStore(customerLanguage.subscribe, customerLanguage.get);
  const [failed, setFailed] = useState(false);
  const choose = (value: string) => {
    if (!isLocale(value)) return;
    setFailed(false);
    customerLanguage.choose(value).catch(() => setFailed(true));
  };
  return (
    <Stack gap="xs" align="flex-start">
      {/* As large as the customer view's type: the customer taps it at arm's length. */}
      <SegmentedControl
        size="lg"
        aria-label={t`Language`}
        value={locale}
        onChange={choose}
        data={[
          // Each language named in itself, the same on every screen: never translated.
          // eslint-disable-next-line lingui/no-unlocalized-strings
          { value: 'en', label: <span lang="en">English</span> },
          // eslint-disable-next-line lingui/no-unlocalized-strings
          { value: 'es', label: <span lang="es">Español</span> },
        ]}
      />
      {failed && (
        <Alert color="red" role="alert" variant="light">
          {t`The other language could not be loaded. Check the connection and try again.`}
        </Alert>
      )}
    </Stack>
  );
}
