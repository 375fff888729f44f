import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A titled part of a page: a bordered `<section>` named by its heading, so it is a region a
 * screen reader lists. `action` (an Edit button) sits at the heading's end.
 */
export function Section({
  title,
  order = 2,
  action,
  children,
}: {
  title: string;
  /** The heading level: 2 on a page, 3 inside a step of the wizard. */
  order?: 2 | 3;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = (
    <Title order={order} size={order === 2 ? 'h3' : 'h4'} id={headingId}>
      {title}
    </Title>
  );
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        {action ? (
          <Group justify="space-between" align="center" wrap="nowrap">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
