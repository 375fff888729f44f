import { Badge, type BadgeProps } from '@mantine/core';

/**
 * A light badge whose text keeps the page's text colour: Mantine's light-variant text (shade 9
 * on shade 1) falls under the 4.5:1 contrast WCAG AA asks for in green, yellow and orange.
 */
export function StatusBadge(props: BadgeProps & { children: React.ReactNode }) {
  return <Badge variant="light" c="var(--mantine-color-text)" {...props} />;
}
