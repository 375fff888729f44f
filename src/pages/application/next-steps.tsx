import { Group, Stack, Text } from '@mantine/core';
import { LenderContact, lenderRepresentativeOf } from '../../components/lender-contact.tsx';
import type { ApplicationDealer } from '../../schemas/dealer-records.ts';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { FundingStep, PaperworkStep, SignaturesStep } from './paperwork-steps.tsx';
import { PromotionStep } from './promotion-step.tsx';

function StepTitle({ title, notYet = false }: { title: string; notYet?: boolean }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {notYet && (
        <StatusBadge color="gray" size="sm" tt="none">
          Not in this version of the portal
        </StatusBadge>
      )}
    </Group>
  );
}

/**
 * What comes after the decision, following the record: choose a plan, prepare the paperwork,
 * collect the signatures, request funding. Each step links to where it is done while it can be
 * done, and says why not otherwise. Documents (issue 22) are not in this version yet.
 */
export function NextSteps({
  applicationId,
  status,
  dealer,
  promotionId,
  signatures,
  mayReadPromotions,
  mayWritePaperwork,
}: {
  applicationId: number;
  status: string | null | undefined;
  dealer: ApplicationDealer | null | undefined;
  promotionId: number | null | undefined;
  signatures: readonly SignedDocument[];
  mayReadPromotions: boolean;
  mayWritePaperwork: boolean;
}) {
  if (status === 'Declined') {
    return <Text size="sm">There are no next steps for a declined application.</Text>;
  }
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ol" m={0} pl="lg">
        <li>
          <StepTitle title="Choose a promotion" />
          <PromotionStep
            applicationId={applicationId}
            status={status}
            promotionId={promotionId}
            signatures={signatures}
            mayRead={mayReadPromotions}
          />
        </li>
        <li>
          <StepTitle title="Prepare the paperwork" />
          <PaperworkStep
            applicationId={applicationId}
            status={status}
            promotionId={promotionId}
            signatures={signatures}
            mayWrite={mayWritePaperwork}
          />
        </li>
        <li>
          <StepTitle title="Collect the signatures" />
          <SignaturesStep signatures={signatures} />
        </li>
        <li>
          <StepTitle title="Request funding" />
          <FundingStep status={status} signatures={signatures} />
        </li>
        <li>
          <StepTitle title="Upload documents" notYet />
          <Text size="sm">
            Supporting documents, such as proof of income for a pending condition, cannot be sent
            from the portal yet: your lender representative can take them.
          </Text>
        </li>
      </Stack>
      {dealer && <LenderContact representative={lenderRepresentativeOf(dealer)} />}
    </Stack>
  );
}
