import { Stack } from '@mantine/core';
import { ContractLanguageNotice } from './contract-language-notice.tsx';
import { LanguageChoice } from './language-choice.tsx';

/**
 * The top of the customer view: the customer's choice of language and, on a screen not in the
 * contract's language, what language the contract is in. Pages load it lazily, when the
 * customer's part appears: the dealer's screens never need it.
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
