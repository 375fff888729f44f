import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useId } from 'react';
import { PlainLoader } from '../../components/plain-controls.tsx';
import type { PlanFigures } from '../../schemas/promotion-figures.ts';

// The table comes once a plan is ticked; it is requested as soon as this section shows (after
// the plans' first paint), so it is normally there before the first tick.
const loadTable = () => import('./plans-side-by-side.tsx');
const PlansSideBySide = lazy(() =>
  loadTable().then((module) => ({ default: module.PlansSideBySide })),
);

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
  useEffect(() => void loadTable().catch(() => {}), []);

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
          <Suspense fallback={<PlainLoader size="xs" aria-label="Loading the comparison" />}>
            <PlansSideBySide plans={plans} customerView={customerView} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
