import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { memo } from 'react';
import { SummaryList } from '../../components/summary-list.tsx';
import { displayEnum, formatAmount, formatPercent } from '../../lib/format.ts';
import { monthsOfCreditPaymentTerm } from '../../schemas/enums.ts';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import { Section } from '../../components/section.tsx';
import { PathError } from './list-error.tsx';

/** "84 months" for EightyFourMonths; a value the portal does not know, in words. */
const termWords = (i18n: I18n, term: string | null) => {
  const months = monthsOfCreditPaymentTerm(term);
  return months === null
    ? displayEnum(term)
    : i18n._(msg`${plural(months, { one: '# month', other: '# months' })}`);
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
  const { i18n, t } = useLingui();
  return (
    <Section title={t`Terms`}>
      <Text size="sm" c="dimmed">
        <Trans>From the chosen plan; to change them, choose another plan.</Trans>
      </Text>
      <SummaryList
        items={[
          { label: t`Plan`, value: plan.Name },
          { label: t`Monthly payment`, value: formatAmount(plan.EstimatedMonthlyPayment) },
          { label: t`Credit type`, value: displayEnum(loan.CreditType) },
          { label: t`Annual percentage rate`, value: formatPercent(loan.AnnualPercentageRate) },
          closedEnd
            ? { label: t`Repayment terms`, value: termWords(i18n, loan.RepaymentTerms) }
            : { label: t`Payment factor`, value: displayEnum(loan.PaymentFactor) },
          // The plan is named above: its promotion ids are the service's, not the dealer's words.
          ...(loan.SecondaryPromotionId
            ? [{ label: t`Add-on promotion`, value: t`Included with the plan` }]
            : []),
          { label: t`Contract state`, value: loan.ContractState },
          { label: t`Contract language`, value: loan.ContractLanguage },
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
