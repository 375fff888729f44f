import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { IntentLink } from '../../components/intent-link.tsx';
import { useFormContext } from 'react-hook-form';
import { describeError } from '../../api/errors.ts';
import { promotionsPreviewQueryOptions } from '../../api/promotions.ts';
import { formatAmount } from '../../lib/format.ts';
import type { CreditType, UsState } from '../../schemas/enums.ts';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import { PLAN_CHECK_ID } from './plan-check-id.ts';

/**
 * The plan's payment was worked out for another amount: say so, and offer a fresh preview of the
 * same plan for the amount now financed (kept on this page, so nothing typed is lost), or a
 * fresh choice on the promotions page.
 */
export function PlanForAnotherAmount({
  applicationId,
  live,
  plan,
}: {
  applicationId: number;
  live: number;
  plan: PaperworkFormValues['Plan'];
}) {
  const { t } = useLingui();
  const { getValues, setValue } = useFormContext<PaperworkFormValues>();
  const [previewing, setPreviewing] = useState(false);
  const loan = getValues('LoanParameters');
  const preview = useQuery({
    ...promotionsPreviewQueryOptions({
      applicationId,
      amountFinanced: live,
      creditType: loan.CreditType as CreditType,
      stateCode: loan.ContractState as UsState,
    }),
    enabled: previewing,
  });
  const same = preview.data?.find((promotion) => promotion.Id === loan.PrimaryPromotionId);
  const acceptNewPayment = () => {
    const payment = same?.EstimatedMonthlyPayment ?? null;
    const previous = getValues('Payment.PaymentAmount');
    setValue('Plan.AmountFinanced', live);
    setValue('Plan.EstimatedMonthlyPayment', payment);
    // Autopay withdraws the monthly payment: it follows the plan unless the dealer changed it.
    if (previous === plan.EstimatedMonthlyPayment) setValue('Payment.PaymentAmount', payment);
    setPreviewing(false);
  };
  // The plan's name is the lender's; the figures are amounts.
  const planName = plan.Name || t`The chosen plan`;
  const payment = formatAmount(plan.EstimatedMonthlyPayment);
  const planAmount = formatAmount(plan.AmountFinanced);
  const liveAmount = formatAmount(live);
  const newPayment = formatAmount(same?.EstimatedMonthlyPayment);
  return (
    <Alert
      color="orange"
      title={t`The plan's payment was for another amount`}
      id={PLAN_CHECK_ID}
      tabIndex={-1}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>
            {planName}: {payment} a month was worked out for {planAmount} financed; these figures
            finance {liveAmount}. Show the customer the plan for the new amount before sending the
            paperwork, or put the figures back.
          </Trans>
        </Text>
        {!previewing && (
          <Button variant="default" onClick={() => setPreviewing(true)}>
            <Trans>Preview the plan for {liveAmount}</Trans>
          </Button>
        )}
        {previewing && preview.isPending && (
          <Text size="sm">
            <Trans>Asking the lender…</Trans>
          </Text>
        )}
        {previewing && preview.isError && (
          <Text size="sm" c="red">
            {describeError(preview.error)}
          </Text>
        )}
        {previewing && preview.data && !same && (
          <Text size="sm">
            <Trans>
              {planName} is not offered for {liveAmount}. Choose another plan, or change the
              figures.
            </Trans>
          </Text>
        )}
        {previewing && same && (
          <Group gap="sm">
            <Text size="sm">
              <Trans>
                For {liveAmount} financed: {newPayment} a month.
              </Trans>
            </Text>
            <Button onClick={acceptNewPayment}>
              <Trans>The customer agrees: use this payment</Trans>
            </Button>
          </Group>
        )}
        <Anchor
          component={IntentLink}
          to={`/applications/${applicationId}/promotions`}
          size="sm"
          c="inherit"
          underline="always"
        >
          <Trans>Choose another plan (the figures typed here are not kept)</Trans>
        </Anchor>
      </Stack>
    </Alert>
  );
}
