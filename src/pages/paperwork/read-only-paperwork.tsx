import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { NotAvailable } from '../../components/not-available.tsx';
import { Section } from '../../components/section.tsx';
import { SummaryList } from '../../components/summary-list.tsx';
import { formatAmount, formatDate } from '../../lib/format.ts';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import { lastSigningOption } from '../../schemas/paperwork-form.ts';
import type { PaperworkData } from '../../schemas/paperwork-records.ts';
import { calendarDay } from '../../schemas/paperwork-requests.ts';
import type { Promotion } from '../../schemas/promotion-records.ts';
import { SIGNING_OPTION_IN_SENTENCE } from './signing-section.tsx';

/** Whether the full paperwork was sent, how, and when, from the paperwork GET. */
function sentSummary(i18n: I18n, data: PaperworkData): string {
  const option = lastSigningOption(data);
  if (!option) return i18n._(msg`Not sent yet`);
  const full = data.Signatures.find((signature) => signature.PaperworkSignatureType === 'FULL');
  const how = i18n._(SIGNING_OPTION_IN_SENTENCE[option]);
  if (!full?.SignatureDate) return i18n._(msg`Sent: ${how}`);
  const day = formatDate(calendarDay(full.SignatureDate));
  return i18n._(msg`Sent for signing on ${day}: ${how}`);
}

/**
 * The paperwork page for an account that may look but not send (a sales representative): the
 * reason first, then what the paperwork stands at, rather than a long form nobody can send.
 */
export function ReadOnlyPaperwork({
  application,
  data,
  promotion,
}: {
  application: ApplicationRecord;
  data: PaperworkData;
  promotion: Promotion | null;
}) {
  const { i18n, t } = useLingui();
  return (
    <Stack gap="md">
      <NotAvailable capability="paperwork.write" banner />
      <Section title={t`Paperwork summary`}>
        <Stack gap="sm">
          <SummaryList
            items={[
              {
                label: t`Plan`,
                value: promotion
                  ? promotion.Name?.trim() || promotion.PromoCode?.trim()
                  : t`No plan chosen yet`,
              },
              {
                label: t`Amount financed`,
                value: formatAmount(application.FinancialInformation?.TotalAmountFinanced),
              },
              { label: t`Product`, value: data.LoanParameters.ProductDescription?.trim() },
              { label: t`Paperwork`, value: sentSummary(i18n, data) },
            ]}
          />
          <Text size="sm">
            <Trans>The application page shows who has signed and who still has to.</Trans>
          </Text>
        </Stack>
      </Section>
    </Stack>
  );
}
