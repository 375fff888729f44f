// The choice's styles come with it, when the customer's part appears.
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { useState, useSyncExternalStore } from 'react';
import { Alert, Group, Radio, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { customerLanguage } from './customer-language.ts';
import { isLocale } from '../../lib/locale-format.ts';
import './locales/catalog.ts';

// Each language named in itself, the same on every screen: never translated.
const LANGUAGES = [
  { value: 'en', name: 'English' },
  { value: 'es', name: 'Español' },
] as const;

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
      {/* Cards as large as the customer view's type: the customer taps one at arm's length. They
          need no measuring when the customer's screen opens (a sliding indicator would force a
          layout of the whole screen in the same task). */}
      <Radio.Group label={t`Language`} value={locale} onChange={choose}>
        <Group gap="xs" mt={4}>
          {LANGUAGES.map(({ value, name }) => (
            <Radio.Card key={value} value={value} w="auto" px="md" py="sm" radius="md">
              <Group gap="xs" wrap="nowrap">
                <Radio.Indicator />
                <Text size="lg" lang={value}>
                  {name}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </Group>
      </Radio.Group>
      {failed && (
        <Alert color="red" role="alert" variant="light">
          {t`The other language could not be loaded. Check the connection and try again.`}
        </Alert>
      )}
    </Stack>
  );
}
