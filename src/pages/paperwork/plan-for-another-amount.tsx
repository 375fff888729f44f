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
  return (
    <Alert
      color="orange"
      title="The plan's payment was for another amount"
      id={PLAN_CHECK_ID}
      tabIndex={-1}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {plan.Name || 'The chosen plan'}: {formatAmount(plan.EstimatedMonthlyPayment)} a month was
          worked out for {formatAmount(plan.AmountFinanced)} financed; these figures finance{' '}
          {formatAmount(live)}. Show the customer the plan for the new amount before sending the
          paperwork, or put the figures back.
        </Text>
        {!previewing && (
          <Button variant="default" onClick={() => setPreviewing(true)}>
            Preview the plan for {formatAmount(live)}
          </Button>
        )}
        {previewing && preview.isPending && <Text size="sm">Asking the lender…</Text>}
        {previewing && preview.isError && (
          <Text size="sm" c="red">
            {describeError(preview.error)}
          </Text>
        )}
        {previewing && preview.data && !same && (
          <Text size="sm">
            {plan.Name || 'The chosen plan'} is not offered for {formatAmount(live)}. Choose another
            plan, or change the figures.
          </Text>
        )}
        {previewing && same && (
          <Group gap="sm">
            <Text size="sm">
              For {formatAmount(live)} financed: {formatAmount(same.EstimatedMonthlyPayment)} a
              month.
            </Text>
            <Button onClick={acceptNewPayment}>The customer agrees: use this payment</Button>
          </Group>
        )}
        <Anchor
          component={IntentLink}
          to={`/applications/${applicationId}/promotions`}
          size="sm"
          c="inherit"
          underline="always"
        >
          Choose another plan (the figures typed here are not kept)
        </Anchor>
      </Stack>
    </Alert>
  );
}
