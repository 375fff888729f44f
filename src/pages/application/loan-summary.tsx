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
  const money = application.FinancialInformation;
  const tax = money?.SalesTax;
  const context = application.Context;
  return (
    <>
      <SummaryList
        items={[
          { label: 'Product or service', value: money?.ProductCode },
          { label: 'Selling price', value: formatAmount(money?.SellingPrice) },
          { label: 'Down payment', value: formatAmount(money?.DownPayment) },
          { label: 'Completion payment', value: formatAmount(money?.CompletionPayment) },
          {
            label: 'Sales tax',
            value:
              tax?.TaxAmount != null
                ? formatAmount(tax.TaxAmount)
                : tax?.IsIncluded === false
                  ? 'Not included'
                  : MISSING,
          },
          { label: 'Amount financed', value: formatAmount(money?.TotalAmountFinanced) },
          { label: 'Amount approved', value: formatAmount(amountApproved) },
          { label: 'Buy rate', value: formatPercent(application.BuyRate) },
          { label: 'Credit type', value: displayEnum(application.LoanType) },
          {
            label: 'Contract',
            value:
              [context?.State, context?.Language?.Name ?? context?.Language?.LanguageType]
                .filter(Boolean)
                .join(', ') || MISSING,
          },
          { label: 'Right to cancel until', value: formatDate(application.RtcDate) },
          { label: 'Project number', value: application.ProjectNumber },
        ]}
      />
      <ChangeAmount application={application} amountApproved={amountApproved} />
    </>
  );
}
