import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useConfig } from '../../api/config.ts';
import { describeError } from '../../api/errors.ts';
import { describeRefusal } from '../../api/field-errors.ts';
import { useChosenPlan } from '../../api/paperwork.ts';
import { useMay } from '../../api/permissions.ts';
import { promotionsPreviewQueryOptions, useSetPromotion } from '../../api/promotions.ts';
import { currentSignatures, useLiveSignedStatus } from '../../api/signed-status.ts';
import { MoneyInput } from '../../components/fields/money-input.tsx';
import { LenderContact, lenderRepresentativeOf } from '../../components/lender-contact.tsx';
import { PlansSideBySide } from '../../components/plans-side-by-side.tsx';
import { useSubmit } from '../../components/form/use-submit.ts';
import { formatAmount } from '../../lib/format.ts';
import { toCents } from '../../lib/money.ts';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import { promotionsPreviewFormSchemaWithin } from '../../schemas/approved-limit.ts';
import { CREDIT_TYPES, US_STATES, type CreditType, type UsState } from '../../schemas/enums.ts';
import { planFigures, type PlanFigures } from '../../schemas/promotion-figures.ts';
import type { PromotionsPreviewForm } from '../../schemas/promotion-requests.ts';
import { setPromotionBody } from '../../schemas/promotion-requests.ts';
import './change-amount-locales/catalog.ts';

/** The paperwork page, opened for a new amount financed (an amount is not private data). */
export const paperworkForAmountPath = (applicationId: number, amount: number) =>
  `/applications/${applicationId}/paperwork?amount=${amount}`;

function ChangeAmountBody({
  application,
  amountApproved,
}: {
  application: ApplicationRecord;
  amountApproved: number | null | undefined;
}) {
  const { t } = useLingui();
  const applicationId = application.Id;
  const mayReadPaperwork = useMay('paperwork.read', application.Dealer?.Id);
  const sent = mayReadPaperwork && application.Signatures.length > 0;
  const live = useLiveSignedStatus(applicationId, sent);
  const signed = currentSignatures(application.Signatures, live.data).some((document) =>
    document.SignatureInformation.some((signer) => Boolean(signer.DateSigned)),
  );
  if (signed) {
    return (
      <Alert color="yellow" title={t`The change needs the lender`}>
        <Stack gap="xs">
          <Text size="sm">
            <Trans>
              Someone has signed this application’s paperwork, so the portal can no longer change
              its amount: the lender makes that change, and the portal has no way to ask for it. Ask
              your lender representative.
            </Trans>
          </Text>
          <LenderContact
            representative={lenderRepresentativeOf(
              application.Dealer ?? { SalesRepresentatives: [] },
            )}
          />
        </Stack>
      </Alert>
    );
  }
  return (
    <NewAmount
      application={application}
      amountApproved={amountApproved}
      mayReadPaperwork={mayReadPaperwork}
    />
  );
}

const isCreditType = (value: unknown): value is CreditType =>
  CREDIT_TYPES.includes(value as CreditType);
const isState = (value: unknown): value is UsState => US_STATES.includes(value as UsState);

function NewAmount({
  application,
  amountApproved,
  mayReadPaperwork,
}: {
  application: ApplicationRecord;
  amountApproved: number | null | undefined;
  mayReadPaperwork: boolean;
}) {
  const { t } = useLingui();
  const applicationId = application.Id;
  const creditType = application.LoanType;
  const state = application.Context?.State;
  const schema = useMemo(
    () => promotionsPreviewFormSchemaWithin({ amountApproved }),
    [amountApproved],
  );
  const form = useForm<PromotionsPreviewForm>({
    resolver: zodResolver(schema),
    defaultValues: { amountFinanced: null },
  });
  const { submit } = useSubmit(form);
  const [amount, setAmount] = useState<number | null>(null);
  if (!isCreditType(creditType) || !isState(state)) {
    return (
      <Text size="sm">
        <Trans>
          The amount cannot be changed here: the application does not state its credit type and
          contract state. Ask your lender representative.
        </Trans>
      </Text>
    );
  }
  const now = formatAmount(application.FinancialInformation?.TotalAmountFinanced);
  const approved = typeof amountApproved === 'number' ? formatAmount(amountApproved) : null;
  return (
    <Stack gap="md">
      <FormProvider {...form}>
        <form
          noValidate
          aria-label={t`New amount financed`}
          onSubmit={(event) =>
            void submit(event, (values) => setAmount(Number(values.amountFinanced)))
          }
        >
          <Group align="flex-end" gap="sm">
            <MoneyInput
              name="amountFinanced"
              label={t`New amount financed`}
              required
              description={
                approved === null ? t`Now ${now}.` : t`Now ${now}. Up to the approved ${approved}.`
              }
            />
            <Button type="submit">
              <Trans>Preview the plans</Trans>
            </Button>
          </Group>
        </form>
      </FormProvider>
      {amount !== null && (
        <PlansForAmount
          applicationId={applicationId}
          amount={amount}
          creditType={creditType}
          stateCode={state}
          mayReadPaperwork={mayReadPaperwork}
        />
      )}
    </Stack>
  );
}

/**
 * The plans the lender offers for the new amount, the current one (as the paperwork GET names
 * it) first, side by side; choosing one sets it and opens the paperwork for the new amount.
 */
function PlansForAmount({
  applicationId,
  amount,
  creditType,
  stateCode,
  mayReadPaperwork,
}: {
  applicationId: number;
  amount: number;
  creditType: CreditType;
  stateCode: UsState;
  mayReadPaperwork: boolean;
}) {
  const { t } = useLingui();
  const { dealerFeeUnit } = useConfig();
  const navigate = useNavigate();
  const currentId = useChosenPlan(applicationId, mayReadPaperwork).data?.promotionId ?? null;
  const preview = useQuery(
    promotionsPreviewQueryOptions({ applicationId, amountFinanced: amount, creditType, stateCode }),
  );
  const choose = useSetPromotion(applicationId);
  const { send } = useSubmit();
  const [refusal, setRefusal] = useState<string | null>(null);

  const money = formatAmount(amount);
  if (preview.isPending) {
    return (
      <Group gap="sm">
        <Loader size="xs" aria-hidden />
        <Text size="sm">
          <Trans>Loading the plans for {money}…</Trans>
        </Text>
      </Group>
    );
  }
  if (preview.isError) {
    return (
      <Alert color="red" title={t`The plans could not be loaded`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(preview.error)}</Text>
          <Button variant="default" onClick={() => void preview.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  const plans = preview.data
    .map((promotion) =>
      planFigures(promotion, {
        creditType,
        amountFinancedCents: toCents(amount),
        dealerFeeUnit,
      }),
    )
    // The current plan first, so the customer sees what changes beside the alternatives.
    .sort((a, b) => Number(b.promotion.Id === currentId) - Number(a.promotion.Id === currentId));
  if (plans.length === 0) {
    return (
      <Text size="sm">
        <Trans>The lender offers no plans for {money}.</Trans>
      </Text>
    );
  }
  const currentOffered =
    currentId === null || plans.some((plan) => plan.promotion.Id === currentId);
  const onChoose = (plan: PlanFigures) =>
    send(async () => {
      setRefusal(null);
      try {
        await choose.mutateAsync(setPromotionBody(plan.promotion));
        await navigate(paperworkForAmountPath(applicationId, amount));
      } catch (error) {
        setRefusal(describeRefusal(error));
      }
    });
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} role="status">
        {currentOffered ? (
          <Trans>Plans for {money} financed.</Trans>
        ) : (
          <Trans>
            Plans for {money} financed (the current plan is not offered for this amount).
          </Trans>
        )}
      </Text>
      <PlansSideBySide
        plans={plans}
        customerView={false}
        current={currentId}
        action={(plan) =>
          plan.unchoosable ? (
            <Text size="xs">{plan.unchoosable}</Text>
          ) : (
            <Button
              size="xs"
              loading={choose.isPending}
              onClick={() => onChoose(plan)}
              aria-label={t`Choose ${{ plan: plan.name }} for ${money}`}
            >
              <Trans>Choose</Trans>
            </Button>
          )
        }
      />
      {refusal && (
        <Alert color="red" role="alert" title={t`The plan was not chosen`}>
          <Text size="sm">{refusal}</Text>
        </Alert>
      )}
    </Stack>
  );
}

/** The dialog, loaded when the dealer asks for it (change-amount.tsx). */
export default function ChangeAmountDialog({
  application,
  amountApproved,
  opened,
  onClose,
}: {
  application: ApplicationRecord;
  amountApproved: number | null | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Change the amount financed`} size="xl">
      {opened && <ChangeAmountBody application={application} amountApproved={amountApproved} />}
    </Modal>
  );
}
