import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { SummaryList, type SummaryItem } from '../../components/summary-list.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { PlanName } from '../../components/i18n/lender-words.tsx';
import { useLocaleFormat } from '../../components/i18n/use-locale-format.ts';
import type { DealerFeeUnit } from '../../schemas/runtime-config.ts';
import type { PlanFigures } from '../../schemas/promotion-figures.ts';
import {
  TriggerTerms,
  conditionText,
  dealerFeeText,
  termText,
} from '../../components/plan-words.tsx';

/**
 * One plan. The dealer's view shows its figures with the dealer's fee and net funding; the
 * customer's view hides those, and the dealer's notes on paperwork, and puts beside the payment
 * what Regulation Z requires a stated payment to bring (the APR and every payment).
 */
export function PlanCard({
  plan,
  customerView,
  dealerFeeUnit,
  chosen,
  compared,
  onCompare,
  mayChoose,
  onChoose,
}: {
  plan: PlanFigures;
  customerView: boolean;
  dealerFeeUnit: DealerFeeUnit;
  chosen: boolean;
  compared: boolean;
  onCompare: (on: boolean) => void;
  /** Whether a plan may be chosen now (the page says why not). */
  mayChoose: boolean;
  onChoose: () => void;
}) {
  const headingId = useId();
  const { i18n, t } = useLingui();
  const { money } = useLocaleFormat();
  const { promotion } = plan;
  const { name } = plan;

  const figures: SummaryItem[] = [
    { label: t`Promo code`, value: promotion.PromoCode },
    {
      label: t`APR`,
      value: plan.apr ?? (plan.kind === 'Revolving' ? t`Set by the account agreement` : null),
    },
    { label: t`Term`, value: termText(i18n, plan) },
    ...(plan.kind === 'Revolving' ? [{ label: t`Payment factor`, value: plan.paymentFactor }] : []),
    ...(customerView
      ? []
      : [
          {
            label: t`Dealer fee`,
            value: dealerFeeText(i18n, plan, promotion.DealerFee, dealerFeeUnit),
          },
          { label: t`Your net funding`, value: money(plan.netFundingCents) },
        ]),
  ];

  return (
    <Paper
      component="article"
      withBorder
      p="md"
      aria-labelledby={headingId}
      data-chosen={chosen || undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4}>
            <Title order={3} id={headingId} className="plan-offer">
              <PlanName plan={plan} />
            </Title>
            {plan.deferredInterest && (
              <p className="plan-condition">{conditionText(i18n, plan.deferredInterest)}</p>
            )}
          </Stack>
          {chosen && (
            <StatusBadge color="green" size="lg">
              <Trans>Chosen</Trans>
            </StatusBadge>
          )}
        </Group>

        <Stack gap={2}>
          <Text className="plan-payment">
            {money(plan.monthlyPaymentCents)}
            <Text span inherit fw={400} fz="0.6em">
              {' '}
              <Trans>a month (estimated)</Trans>
            </Text>
          </Text>
          {customerView && <TriggerTerms plan={plan} />}
        </Stack>

        <SummaryList items={figures} />

        <Group gap="md" justify="space-between" align="center">
          <Checkbox
            label={t`Compare`}
            aria-label={t`Compare ${name}`}
            checked={compared}
            onChange={(event) => onCompare(event.currentTarget.checked)}
            size={customerView ? 'md' : 'sm'}
          />
          <ChooseAction
            plan={plan}
            customerView={customerView}
            name={name}
            chosen={chosen}
            mayChoose={mayChoose}
            onChoose={onChoose}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

/** The choose button, or why this plan cannot be chosen (said before anyone clicks). */
function ChooseAction({
  plan,
  customerView,
  name,
  chosen,
  mayChoose,
  onChoose,
}: {
  plan: PlanFigures;
  customerView: boolean;
  name: string;
  chosen: boolean;
  mayChoose: boolean;
  onChoose: () => void;
}) {
  const { t } = useLingui();
  if (plan.unchoosable) {
    // Why the paperwork cannot carry a plan is the dealer's business, not the customer's.
    if (customerView) return null;
    const reason = plan.unchoosable;
    return (
      <Text size="sm" maw={360}>
        <Trans>{reason} You can still compare it.</Trans>
      </Text>
    );
  }
  if (chosen) {
    return (
      <Text size="sm">
        <Trans>This is the application’s plan.</Trans>
      </Text>
    );
  }
  return (
    <Button onClick={onChoose} disabled={!mayChoose} aria-label={t`Choose this plan: ${name}`}>
      <Trans>Choose this plan</Trans>
    </Button>
  );
}
