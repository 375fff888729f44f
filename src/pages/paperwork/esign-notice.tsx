import { Trans, useLingui } from '@lingui/react/macro';
import { List, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { CustomerRegion } from '../../components/i18n/customer-region.tsx';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import './locales/catalog.ts';

const CustomerLanguageBar = lazy(() => import('../../components/i18n/customer-language-bar.tsx'));

/** The notice itself, in the region's language. */
function EsignNoticeText() {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xs">
        <Text fw={700} id={headingId} role="heading" aria-level={3}>
          {t`Before you agree to sign electronically`}
        </Text>
        <Text size="sm">
          <Trans>
            You are asked whether you agree to receive and sign the documents of this loan
            electronically instead of on paper (the federal ESIGN Act). It is your choice.
          </Trans>
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans>
              You may have them on paper instead: tell your dealer, who can print them for you to
              sign. You may change your mind at any time before you sign.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              To sign and keep them you need a device with an up-to-date web browser, a way to open
              and save or print PDF files, and the e-mail address you give for signing.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              How to withdraw your agreement after you sign, how to get a paper copy and whether a
              paper copy costs anything are set by the lender: its notice with the documents says
              so. Ask your dealer or the lender before you sign if anything is unclear.
            </Trans>
          </List.Item>
        </List>
        <Text size="sm">
          <Trans>When you have read this, tell your dealer whether you agree.</Trans>
        </Text>
      </Stack>
    </section>
  );
}

/**
 * The ESIGN notice the customer reads before agreeing to sign electronically (issue 35, item 5):
 * in the language they choose, with the contract's language said plainly. The dealer's own
 * statement that the customer agreed stays beside it, in English.
 */
export function EsignNotice() {
  const contractLanguage = useWatch<PaperworkFormValues, 'DocumentSelection.ContractLanguage'>({
    name: 'DocumentSelection.ContractLanguage',
  });
  return (
    <Paper withBorder p="md">
      <CustomerRegion>
        <Stack gap="sm">
          {/* A tap on the language keeps the dealer's focus where it was: leaving a field of this
              section for the choice's label would otherwise check the section mid-way and show the
              customer the dealer's unfinished fields in red (checked-section.tsx). */}
          <div role="presentation" onMouseDown={(event) => event.preventDefault()}>
            <Suspense>
              <CustomerLanguageBar contractLanguage={contractLanguage} />
            </Suspense>
          </div>
          <EsignNoticeText />
        </Stack>
      </CustomerRegion>
    </Paper>
  );
}
