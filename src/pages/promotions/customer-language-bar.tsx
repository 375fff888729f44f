// The language choice's styles come with it, when the customer view opens.
import '@mantine/core/styles/SegmentedControl.css';
import { Stack } from '@mantine/core';
import { ContractLanguageNotice } from '../../components/i18n/contract-language-notice.tsx';
import { LanguageChoice } from '../../components/i18n/language-choice.tsx';

/**
 * The top of the customer view: the customer's choice of language and, on a screen not in the
 * contract's language, what language the contract is in. Loaded when the customer view opens:
 * the dealer's view, the page's first paint, never needs it.
 */
export default function CustomerLanguageBar({
  contractLanguage,
}: {
  contractLanguage: string | null | undefined;
}) {
  return (
    <Stack gap="sm">
      <LanguageChoice />
      <ContractLanguageNotice language={contractLanguage} />
    </Stack>
  );
}
