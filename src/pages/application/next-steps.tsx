import { Group, Stack, Text } from '@mantine/core';
import { LenderContact, lenderRepresentativeOf } from '../../components/lender-contact.tsx';
import type { ApplicationDealer } from '../../schemas/dealer-records.ts';
import { StatusBadge } from '../../components/status-badge.tsx';

const STEPS = [
  {
    title: 'Choose a promotion',
    what: 'Pick the financing plan the customer wants, for example 84 months at 9.99%.',
    when: 'Once the application is approved.',
  },
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

/**
 * What comes after the decision. These steps are not in this version of the portal, and the
 * page says so plainly instead of offering links that lead nowhere; it names who can help.
 */
export function NextSteps({
  status,
  dealer,
}: {
  status: string | null | undefined;
  dealer: ApplicationDealer | null | undefined;
}) {
  if (status === 'Declined') {
    return <Text size="sm">There are no next steps for a declined application.</Text>;
  }
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ol" m={0} pl="lg">
        {STEPS.map((step) => (
          <li key={step.title}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {step.title}
              </Text>
              <StatusBadge color="gray" size="sm" tt="none">
                Not in this version of the portal
              </StatusBadge>
            </Group>
            <Text size="sm">
              {step.what} {step.when}
            </Text>
          </li>
        ))}
      </Stack>
      <Text size="sm">
        These steps come to the portal in a later version. Until then, your lender representative
        can help.
      </Text>
      {dealer && <LenderContact representative={lenderRepresentativeOf(dealer)} />}
    </Stack>
  );
}
