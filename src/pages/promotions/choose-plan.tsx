import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { autopayOnlyPath } from '../../api/paperwork.ts';
import { IntentLink } from '../../components/intent-link.tsx';
import { NotAvailable } from '../../components/not-available.tsx';
import { describeRefusal } from '../../api/field-errors.ts';
import { useSetPromotion } from '../../api/promotions.ts';
import { OutcomeAlert, OutcomeStatus, useOutcome } from '../../components/action-outcome.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useSubmit } from '../../components/form/use-submit.ts';
import { formatAmount } from '../../lib/format.ts';
import type { PlanFigures } from '../../schemas/promotion-figures.ts';
import { setPromotionBody } from '../../schemas/promotion-requests.ts';

/**
 * Where a chosen plan leads: the paperwork, and autopay alone where it is offered, so the
 * dealer need not go back to the application first.
 */
function NextAfterChoosing({
  applicationId,
  mayWritePaperwork,
  offersAutopay,
}: {
  applicationId: number;
  mayWritePaperwork: boolean;
  offersAutopay: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The plan may have been chosen far down the list: its next step comes into view, centred so
  // the shell's sticky header does not cover it.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <Stack gap={4} ref={ref}>
      <Text size="sm" fw={600}>
        <Trans>Next step</Trans>
      </Text>
      {mayWritePaperwork ? (
        <Group gap="lg">
          <Anchor
            component={IntentLink}
            to={`/applications/${applicationId}/paperwork`}
            underline="always"
          >
            <Trans>Prepare the paperwork</Trans>
          </Anchor>
          {offersAutopay && (
            <Anchor component={IntentLink} to={autopayOnlyPath(applicationId)} underline="always">
              <Trans>Set up autopay</Trans>
            </Anchor>
          )}
        </Group>
      ) : (
        <NotAvailable capability="paperwork.write" />
      )}
    </Stack>
  );
}

/**
 * Choosing a plan: asks first, naming the plan, then sends exactly the promotion's values
 * once (setPromotionBody), and says what happened. A plan chosen from a preview is for that
 * amount, so the dealer is told the paperwork must carry it. Once chosen, the next step
 * (the paperwork, autopay) is offered right there.
 */
export function ChoosePlan({
  applicationId,
  plan,
  previewAmount,
  mayWritePaperwork,
  offersAutopay,
  onClose,
}: {
  applicationId: number;
  /** The plan being confirmed; null when no dialog is open. */
  plan: PlanFigures | null;
  previewAmount: number | null;
  mayWritePaperwork: boolean;
  /** Autopay alone can be set up for this application (autopayOnlyOffered). */
  offersAutopay: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const choose = useSetPromotion(applicationId);
  const { send } = useSubmit();
  const { outcome, succeeded, failed, clear } = useOutcome();
  // The plan the dialog shows stays while it closes, so its text does not vanish mid-animation.
  const [shown, setShown] = useState(plan);
  if (plan && plan !== shown) setShown(plan);
  const name = shown?.name ?? '';
  const promoCode = shown?.promotion.PromoCode;
  const previewed = previewAmount === null ? null : formatAmount(previewAmount);
  const amountNote =
    previewed === null
      ? ''
      : t`The paperwork must carry an amount financed of ${previewed}, the amount this plan was previewed for.`;

  // A click landing on the dialog while it closes (the second of a double click, after a
  // quick answer) confirms nothing.
  const open = useRef(plan);
  useEffect(() => {
    open.current = plan;
  }, [plan]);

  const confirm = () =>
    send(async () => {
      if (!shown || !open.current) return;
      clear();
      try {
        await choose.mutateAsync(setPromotionBody(shown.promotion));
        succeeded(amountNote ? t`Plan chosen: ${name}. ${amountNote}` : t`Plan chosen: ${name}.`);
      } catch (error) {
        failed(describeRefusal(error));
      } finally {
        onClose();
      }
    });

  return (
    <>
      <OutcomeStatus outcome={outcome} />
      {outcome?.ok && (
        <NextAfterChoosing
          applicationId={applicationId}
          mayWritePaperwork={mayWritePaperwork}
          offersAutopay={offersAutopay}
        />
      )}
      <OutcomeAlert outcome={outcome} title={t`The plan was not chosen`} />
      <ConfirmDialog
        opened={plan !== null}
        title={t`Choose “${name}”?`}
        confirmLabel={t`Choose this plan`}
        pending={choose.isPending}
        onConfirm={confirm}
        onCancel={onClose}
      >
        <Stack gap="xs">
          <Text size="sm">
            <Trans>
              The lender records {name} ({promoCode}) as this application’s plan. You can choose
              another until the paperwork is signed.
            </Trans>
          </Text>
          {amountNote && (
            <Text size="sm" fw={700}>
              {amountNote}
            </Text>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
