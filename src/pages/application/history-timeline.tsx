import { Trans } from '@lingui/react/macro';
import { Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../../lib/format.ts';
import type { HistoryItem } from '../../schemas/record-fields.ts';

/** Oldest first; an item without a date keeps its place at the end. */
export function chronological(items: readonly HistoryItem[]): HistoryItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const at = a.item.Date ? Date.parse(a.item.Date) : Number.POSITIVE_INFINITY;
      const bt = b.item.Date ? Date.parse(b.item.Date) : Number.POSITIVE_INFINITY;
      return at === bt ? a.index - b.index : at - bt;
    })
    .map(({ item }) => item);
}

/**
 * What happened to the application, in the user's own time zone: HistoryItem.Date is UTC
 * without a zone, read as UTC by the response schema (ARCHITECTURE.md point 1).
 */
export function HistoryTimeline({ items }: { items: readonly HistoryItem[] }) {
  if (items.length === 0) {
    return (
      <Text size="sm">
        <Trans>Nothing has happened to this application yet.</Trans>
      </Text>
    );
  }
  const ordered = chronological(items);
  return (
    <Timeline active={ordered.length - 1} bulletSize={14} lineWidth={2}>
      {ordered.map((item, index) => (
        <Timeline.Item key={`${item.Date}-${index}`}>
          <Text size="sm">{item.Message ?? <Trans>Update</Trans>}</Text>
          {item.Date && (
            <Text size="xs" c="dimmed">
              <time dateTime={item.Date}>{formatDateTime(item.Date)}</time>
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
