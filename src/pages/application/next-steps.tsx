import { Anchor, Group, Stack, Text } from '@mantine/core';
import { LenderContact, lenderRepresentativeOf } from '../../components/lender-contact.tsx';
import type { ApplicationDealer } from '../../schemas/dealer-records.ts';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';
import { FundingStep, PaperworkStep, SignaturesStep } from './paperwork-steps.tsx';
import { PromotionStep } from './promotion-step.tsx';

function StepTitle({ title }: { title: string }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={600}>
        {title}
      </Text>
    </Group>
  );
}

/**
 * What comes after the decision, following the record: choose a plan, prepare the paperwork,
 * collect the signatures, request funding. Each step links to where it is done while it can be
 * done, and says why not otherwise. Documents are sent from the page's Documents section,
 * for the application or for one of the lender's pending conditions.
 */
export function NextSteps({
  applicationId,
  status,
  dealer,
  promotionId,
  signatures,
  mayReadPromotions,
  mayWritePaperwork,
  pendingConditions = 0,
  mayUploadDocuments = true,
}: {
  applicationId: number;
  status: string | null | undefined;
  dealer: ApplicationDealer | null | undefined;
  promotionId: number | null | undefined;
  signatures: readonly SignedDocument[];
  mayReadPromotions: boolean;
  mayWritePaperwork: boolean;
  /** How many of the lender's conditions are not met yet. */
  pendingConditions?: number;
  mayUploadDocuments?: boolean;
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
          <StepTitle title="Upload documents" />
          <DocumentsStep pendingConditions={pendingConditions} mayUpload={mayUploadDocuments} />
        </li>
      </Stack>
      {dealer && <LenderContact representative={lenderRepresentativeOf(dealer)} />}
    </Stack>
  );
}

/** Where documents are sent, and what the lender is still waiting for. */
function DocumentsStep({
  pendingConditions,
  mayUpload,
}: {
  pendingConditions: number;
  mayUpload: boolean;
}) {
  const where = (
    <Anchor href="#documents" size="sm" underline="always">
      the Documents section
    </Anchor>
  );
  const waiting =
    pendingConditions === 0
      ? null
      : pendingConditions === 1
        ? ' The lender is waiting for one condition: its message has an “Upload for this condition” button.'
        : ` The lender is waiting for ${pendingConditions} conditions: each message has an “Upload for this condition” button.`;
  if (!mayUpload) {
    return (
      <Text size="sm">
        The documents sent for this application are listed in {where}; this account cannot upload
        them.
      </Text>
    );
  }
  return (
    <Text size="sm">
      Send supporting documents, such as proof of income, from {where}.{waiting}
    </Text>
  );
}
