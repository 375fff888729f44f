import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { IntentLink } from '../../components/intent-link.tsx';
import { useQuery } from '@tanstack/react-query';
import { promotionsQuery } from '../../api/promotions.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';

/**
 * What the "Choose a promotion" step offers, from what the detail says:
 * - `locked`: a document is signed, so the plan stays as it is (the service refuses a change);
 * - `unavailable`: the account may not read promotions (its role, or the service said so);
 * - `open`: approved, so the plans can be chosen or the choice changed;
 * - `waiting`: not decided, or pending conditions, so there is nothing to choose yet;
 * - `past`: the application has moved on from Approved (funding requested) with nothing signed.
 * A step that is over (locked or past) says so whatever the account may do: there is nothing to
 * choose any more (issue 24 item 6).
 */
export type PromotionStepState = 'unavailable' | 'locked' | 'open' | 'waiting' | 'past';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the lender's status values, compared
const NOT_YET_APPROVED = new Set(['Processing', 'Pending']);

/** Whether anyone has signed any document of the application (the detail's Signatures). */
export function anyDocumentSigned(signatures: readonly SignedDocument[]): boolean {
  return signatures.some((document) =>
    document.SignatureInformation.some((signer) => Boolean(signer.DateSigned)),
  );
}

export function promotionStepState({
  status,
  signed,
  mayRead,
}: {
  status: string | null | undefined;
  signed: boolean;
  mayRead: boolean;
}): PromotionStepState {
  if (signed) return 'locked';
  const moved = Boolean(status) && status !== 'Approved' && !NOT_YET_APPROVED.has(status!);
  if (moved) return 'past';
  if (!mayRead) return 'unavailable';
  return status === 'Approved' ? 'open' : 'waiting';
}

/**
 * "Chosen plan: Name (CODE)" from the promotions list; the bare Id when the list lacks it. The
 * service lists plans only for an approved application, so nothing is asked otherwise.
 */
function ChosenPlan({
  applicationId,
  promotionId,
  approved,
}: {
  applicationId: number;
  promotionId: number;
  approved: boolean;
}) {
  const { t } = useLingui();
  const promotions = useQuery({ ...promotionsQuery(applicationId), enabled: approved });
  const chosen = promotions.data?.find((promotion) => promotion.Id === promotionId);
  const id = chosen?.Id ?? promotionId;
  const plan = chosen?.Name ?? t`Plan ${id}`;
  const code = chosen?.PromoCode;
  // The plan's name and code as the lender writes them.
  const name = code ? `${plan} (${code})` : plan;
  return (
    <Text size="sm">
      <Trans>
        Chosen plan: <strong>{name}</strong>
      </Trans>
    </Text>
  );
}

/**
 * The first next step. While the application is approved and nothing is signed, it links to
 * the promotion picker and says what is chosen already; otherwise it says why it cannot.
 */
export function PromotionStep({
  applicationId,
  status,
  promotionId,
  signatures,
  mayRead,
  mayChoose = true,
}: {
  applicationId: number;
  status: string | null | undefined;
  promotionId: number | null | undefined;
  signatures: readonly SignedDocument[];
  mayRead: boolean;
  /** An account that may look at the plans but not choose one is offered to look only. */
  mayChoose?: boolean;
}) {
  const state = promotionStepState({ status, signed: anyDocumentSigned(signatures), mayRead });
  const chosen = promotionId != null && (
    <ChosenPlan
      applicationId={applicationId}
      promotionId={promotionId}
      approved={status === 'Approved' && mayRead}
    />
  );
  switch (state) {
    case 'unavailable':
      return <NotAvailable capability="promotions.read" />;
    case 'waiting':
      return (
        <Text size="sm">
          <Trans>
            Pick the financing plan the customer wants, for example 84 months at 9.99%. Plans become
            available once the application is approved.
          </Trans>
        </Text>
      );
    case 'locked':
      return (
        <Stack gap={4}>
          {chosen}
          <Text size="sm">
            <Trans>A document is signed, so the plan can no longer change.</Trans>
          </Text>
        </Stack>
      );
    case 'past':
      return (
        <Stack gap={4}>
          {chosen}
          <Text size="sm">
            <Trans>A plan can be chosen only while the application is approved.</Trans>
          </Text>
        </Stack>
      );
    case 'open':
      return (
        <Stack gap={4}>
          {chosen || (
            <Text size="sm">
              <Trans>
                Pick the financing plan the customer wants, for example 84 months at 9.99%.
              </Trans>
            </Text>
          )}
          <Anchor
            component={IntentLink}
            to={`/applications/${applicationId}/promotions`}
            size="sm"
            underline="always"
            w="fit-content"
          >
            {!mayChoose ? (
              <Trans>See the plans</Trans>
            ) : promotionId != null ? (
              <Trans>Change promotion</Trans>
            ) : (
              <Trans>Choose a promotion</Trans>
            )}
          </Anchor>
          {!mayChoose && <NotAvailable capability="promotions.write" />}
        </Stack>
      );
  }
}
