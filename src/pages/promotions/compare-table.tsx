import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { PlanFigures } from '../../schemas/promotion-figures.ts';
import { PlansSideBySide } from '../../components/plans-side-by-side.tsx';

/** Up to three plans side by side, with the way to clear them and the fourth plan's refusal. */
export function CompareTable({
  plans,
  customerView,
  refused,
  onClear,
}: {
  plans: PlanFigures[];
  customerView: boolean;
  /** A fourth plan was asked for. */
  refused: boolean;
  onClear: () => void;
}) {
  const headingId = useId();
  const { t } = useLingui();

  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id={headingId}>
            <Trans>Compare plans</Trans>
          </Title>
          {plans.length > 0 && (
            <Button variant="default" size="xs" onClick={onClear}>
              <Trans>Clear the comparison</Trans>
            </Button>
          )}
        </Group>
        {refused && (
          <Alert color="yellow" role="alert" title={t`Three plans at most`}>
            <Trans>
              You can compare up to three plans. Take one out of the comparison to add another.
            </Trans>
          </Alert>
        )}
        {plans.length === 0 ? (
          <Text size="sm">
            <Trans>Tick “Compare” on up to three plans to see them side by side.</Trans>
          </Text>
        ) : (
          <PlansSideBySide plans={plans} customerView={customerView} />
        )}
      </Stack>
    </Paper>
  );
}
