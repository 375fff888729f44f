import { Group, Stack, Text } from '@mantine/core';
import { LenderContact, lenderRepresentativeOf } from '../../components/lender-contact.tsx';
import type { ApplicationDealer } from '../../schemas/dealer-records.ts';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { PromotionStep } from './promotion-step.tsx';

/** The steps not in this version of the portal (issues 21 and 22 build them). */
const LATER_STEPS = [
  {
    title: 'Prepare the paperwork',
    what: 'Generate the contract to download, e-sign at the table or send by e-mail.',
    when: 'Once a promotion is chosen.',
  },
  {
    title: 'Upload documents',
    what: 'Send supporting documents, such as proof of income for a pending condition.',
    when: 'At any time.',
  },
] as const;

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
 * What comes after the decision. Choosing a promotion links to the picker while it can be
 * done; the steps not in this version of the portal say so plainly instead of offering links
 * that lead nowhere, and the page names who can help.
 */
export function NextSteps({
  applicationId,
  status,
  dealer,
  promotionId,
  signatures,
  mayReadPromotions,
}: {
  applicationId: number;
  status: string | null | undefined;
  dealer: ApplicationDealer | null | undefined;
  promotionId: number | null | undefined;
  signatures: readonly SignedDocument[];
  mayReadPromotions: boolean;
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
        {LATER_STEPS.map((step) => (
          <li key={step.title}>
            <StepTitle title={step.title} notYet />
            <Text size="sm">
              {step.what} {step.when}
            </Text>
          </li>
        ))}
      </Stack>
      <Text size="sm">
        Paperwork and documents come to the portal in a later version. Until then, your lender
        representative can help.
      </Text>
      {dealer && <LenderContact representative={lenderRepresentativeOf(dealer)} />}
    </Stack>
  );
}
