import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { LANGUAGE_TYPES } from '../../schemas/enums.ts';
import './locales/catalog.ts';

/** The screen language of each contract language the lender's LanguageTypeEnum may name. */
const SCREEN_LANGUAGE: Record<string, string> = { English: 'en', Spanish: 'es' };

/**
 * The language the lender's contract and disclosures are in: as the application or paperwork
 * names it (`ContractLanguage`, `Context.Language`), else the one language LanguageTypeEnum
 * lists; null when neither says. Read from the lender's data, so a Spanish contract shows the
 * day the lender adds one.
 */
export function contractLanguageOf(named: string | null | undefined): string | null {
  const stated = named?.trim();
  if (stated) return stated;
  return LANGUAGE_TYPES.length === 1 ? LANGUAGE_TYPES[0] : null;
}

/**
 * Said plainly on a customer screen whose language is not the contract's (issue 35, item 6):
 * the contract and its disclosures are in another language, and the customer may ask for a
 * translation or take them to someone they trust. Nothing when the contract is in the
 * screen's language.
 */
export function ContractLanguageNotice({ language }: { language: string | null | undefined }) {
  const { i18n, t } = useLingui();
  const contract = contractLanguageOf(language);
  if (contract !== null && SCREEN_LANGUAGE[contract] === i18n.locale) return null;
  const name = contract === 'English' ? t`English` : contract === 'Spanish' ? t`Spanish` : contract;
  return (
    <Alert color="blue" variant="light" title={t`The language of your contract`}>
      {name === null ? (
        <Trans>
          Your contract and its disclosures may not be in this language. You may ask for a
          translation, or take them to someone you trust to read them with you before you sign.
        </Trans>
      ) : (
        <Trans>
          Your contract and its disclosures are in {name}. You may ask for a translation, or take
          them to someone you trust to read them with you before you sign.
        </Trans>
      )}
    </Alert>
  );
}
