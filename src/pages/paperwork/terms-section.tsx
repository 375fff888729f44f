import { Text } from '@mantine/core';
import { memo } from 'react';
import { SummaryList } from '../../components/summary-list.tsx';
import { displayEnum, formatAmount, formatPercent } from '../../lib/format.ts';
import { monthsOfCreditPaymentTerm } from '../../schemas/enums.ts';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import { Section } from '../../components/section.tsx';
import { PathError } from './list-error.tsx';

/** "84 months" for EightyFourMonths; a value the portal does not know, in words. */
const termWords = (term: string | null) => {
  const months = monthsOfCreditPaymentTerm(term);
  return months === null ? displayEnum(term) : `${months} months`;
};

/**
 * Terms: read-only, from the chosen plan (the request must carry the plan the promotions
 * operation offered). A rule about them is shown beside them: the plan is changed on the
 * promotions page, not here.
 */
export const TermsSection = memo(function TermsSection({
  loan,
  plan,
}: {
  loan: PaperworkFormValues['LoanParameters'];
  plan: PaperworkFormValues['Plan'];
}) {
  const closedEnd = loan.CreditType === 'ClosedEnd';
  return (
    <Section title="Terms">
      <Text size="sm" c="dimmed">
        From the chosen plan; to change them, choose another plan.
      </Text>
      <SummaryList
        items={[
          { label: 'Plan', value: plan.Name },
          { label: 'Monthly payment', value: formatAmount(plan.EstimatedMonthlyPayment) },
          { label: 'Credit type', value: displayEnum(loan.CreditType) },
          { label: 'Annual percentage rate', value: formatPercent(loan.AnnualPercentageRate) },
          closedEnd
            ? { label: 'Repayment terms', value: termWords(loan.RepaymentTerms) }
            : { label: 'Payment factor', value: displayEnum(loan.PaymentFactor) },
          // The plan is named above: its promotion ids are the service's, not the dealer's words.
          ...(loan.SecondaryPromotionId
            ? [{ label: 'Add-on promotion', value: 'Included with the plan' }]
            : []),
          { label: 'Contract state', value: loan.ContractState },
          { label: 'Contract language', value: loan.ContractLanguage },
        ]}
      />
      {[
        'LoanParameters.RepaymentTerms',
        'LoanParameters.PaymentFactor',
        'LoanParameters.AnnualPercentageRate',
        'LoanParameters.PrimaryPromotionId',
        'LoanParameters.SecondaryPromotionId',
        'LoanParameters.ClosedEndPaymentRateId',
        'LoanParameters.ContractState',
        'LoanParameters.ContractLanguage',
      ].map((name) => (
        <PathError key={name} name={name} />
      ))}
    </Section>
  );
});
