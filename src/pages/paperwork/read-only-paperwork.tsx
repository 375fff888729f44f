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
import { SIGNING_OPTION_LABELS } from './signing-section.tsx';

/** Whether the full paperwork was sent, how, and when, from the paperwork GET. */
function sentSummary(data: PaperworkData): string {
  const option = lastSigningOption(data);
  if (!option) return 'Not sent yet';
  const full = data.Signatures.find((signature) => signature.PaperworkSignatureType === 'FULL');
  const on = full?.SignatureDate
    ? ` for signing on ${formatDate(calendarDay(full.SignatureDate))}`
    : '';
  return `Sent${on}: ${SIGNING_OPTION_LABELS[option].toLowerCase()}`;
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
  return (
    <Stack gap="md">
      <NotAvailable capability="paperwork.write" banner />
      <Section title="Paperwork summary">
        <Stack gap="sm">
          <SummaryList
            items={[
              {
                label: 'Plan',
                value: promotion
                  ? promotion.Name?.trim() || promotion.PromoCode?.trim()
                  : 'No plan chosen yet',
              },
              {
                label: 'Amount financed',
                value: formatAmount(application.FinancialInformation?.TotalAmountFinanced),
              },
              { label: 'Product', value: data.LoanParameters.ProductDescription?.trim() },
              { label: 'Paperwork', value: sentSummary(data) },
            ]}
          />
          <Text size="sm">The application page shows who has signed and who still has to.</Text>
        </Stack>
      </Section>
    </Stack>
  );
}
