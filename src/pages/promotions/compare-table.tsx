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

  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id={headingId}>
            Compare plans
          </Title>
          {plans.length > 0 && (
            <Button variant="default" size="xs" onClick={onClear}>
              Clear the comparison
            </Button>
          )}
        </Group>
        {refused && (
          <Alert color="yellow" role="alert" title="Three plans at most">
            You can compare up to three plans. Take one out of the comparison to add another.
          </Alert>
        )}
        {plans.length === 0 ? (
          <Text size="sm">Tick “Compare” on up to three plans to see them side by side.</Text>
        ) : (
          <PlansSideBySide plans={plans} customerView={customerView} />
        )}
      </Stack>
    </Paper>
  );
}
