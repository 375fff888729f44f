import { useLingui } from '@lingui/react/macro';
import { formatAmount, formatDate, formatPercent, displayEnum, MISSING } from '../../lib/format.ts';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import { SummaryList } from '../../components/summary-list.tsx';
import { ChangeAmount } from './change-amount.tsx';

/**
 * The loan as the service records it. The figures are the service's own (ARCHITECTURE.md
 * point 2: the portal displays, the lender computes); the credit type is the record's LoanType.
 */
export function LoanSummary({
  application,
  amountApproved,
}: {
  application: ApplicationRecord;
  /** Only the status record carries it. */
  amountApproved: number | null | undefined;
}) {
  const { t } = useLingui();
  const money = application.FinancialInformation;
  const tax = money?.SalesTax;
  const context = application.Context;
  return (
    <>
      <SummaryList
        items={[
          { label: t`Product or service`, value: money?.ProductCode },
          { label: t`Selling price`, value: formatAmount(money?.SellingPrice) },
          { label: t`Down payment`, value: formatAmount(money?.DownPayment) },
          { label: t`Completion payment`, value: formatAmount(money?.CompletionPayment) },
          {
            label: t`Sales tax`,
            value:
              tax?.TaxAmount != null
                ? formatAmount(tax.TaxAmount)
                : tax?.IsIncluded === false
                  ? t`Not included`
                  : MISSING,
          },
          { label: t`Amount financed`, value: formatAmount(money?.TotalAmountFinanced) },
          { label: t`Amount approved`, value: formatAmount(amountApproved) },
          { label: t`Buy rate`, value: formatPercent(application.BuyRate) },
          { label: t`Credit type`, value: displayEnum(application.LoanType) },
          {
            label: t`Contract`,
            value:
              [context?.State, context?.Language?.Name ?? context?.Language?.LanguageType]
                .filter(Boolean)
                .join(', ') || MISSING,
          },
          { label: t`Right to cancel until`, value: formatDate(application.RtcDate) },
          { label: t`Project number`, value: application.ProjectNumber },
        ]}
      />
      <ChangeAmount application={application} amountApproved={amountApproved} />
    </>
  );
}
