import { Anchor, Group, Stack, Text } from '@mantine/core';
import { LenderContact, lenderRepresentativeOf } from '../../components/lender-contact.tsx';
import type { ApplicationDealer } from '../../schemas/application-records.ts';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';
import { waitingForSignatures } from '../../api/signed-status.ts';
import { isFundingRequested } from '../../schemas/enums.ts';
import {
  FundingStep,
  PaperworkStep,
  paperworkStepState,
  SignaturesStep,
} from './paperwork-steps.tsx';
import { anyDocumentSigned, PromotionStep, promotionStepState } from './promotion-step.tsx';

/**
 * Each step's title: what to do while it is ahead, what it was once it is over ("Promotion", not
 * "Choose a promotion", for an application whose paperwork is signed or whose funding is
 * requested). The account's rights do not change whether a step is over.
 */
function stepTitles(
  status: string | null | undefined,
  promotionId: number | null | undefined,
  signatures: readonly SignedDocument[],
) {
  const over = (state: string) => state === 'locked' || state === 'past';
  const signed = anyDocumentSigned(signatures);
  return {
    promotion: over(promotionStepState({ status, signed, mayRead: true }))
      ? 'Promotion'
      : 'Choose a promotion',
    paperwork: over(paperworkStepState({ status, promotionId, signatures, mayWrite: true }))
      ? 'Paperwork'
      : 'Prepare the paperwork',
    signatures:
      signatures.length > 0 && !waitingForSignatures(signatures)
        ? 'Signatures'
        : 'Collect the signatures',
    funding: isFundingRequested(status) ? 'Funding' : 'Request funding',
  };
}

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
  mayChoosePromotions = true,
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
  mayChoosePromotions?: boolean;
  mayWritePaperwork: boolean;
  /** How many of the lender's conditions are not met yet. */
  pendingConditions?: number;
  mayUploadDocuments?: boolean;
}) {
  if (status === 'Declined') {
    return <Text size="sm">There are no next steps for a declined application.</Text>;
  }
  const titles = stepTitles(status, promotionId, signatures);
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ol" m={0} pl="lg">
        <li>
          <StepTitle title={titles.promotion} />
          <PromotionStep
            applicationId={applicationId}
            status={status}
            promotionId={promotionId}
            signatures={signatures}
            mayRead={mayReadPromotions}
            mayChoose={mayChoosePromotions}
          />
        </li>
        <li>
          <StepTitle title={titles.paperwork} />
          <PaperworkStep
            applicationId={applicationId}
            status={status}
            promotionId={promotionId}
            signatures={signatures}
            mayWrite={mayWritePaperwork}
          />
        </li>
        <li>
          <StepTitle title={titles.signatures} />
          <SignaturesStep signatures={signatures} />
        </li>
        <li>
          <StepTitle title={titles.funding} />
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
        ? ' The lender is waiting for one condition: the decision at the top lists it with “Upload for this condition”.'
        : ` The lender is waiting for ${pendingConditions} conditions: the decision at the top lists each with “Upload for this condition”.`;
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
