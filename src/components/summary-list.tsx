import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';
import { MISSING } from '../lib/format.ts';

export interface SummaryItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list (dt/dd), so a screen reader pairs each value with its label. */
export function SummaryList({ items }: { items: readonly SummaryItem[] }) {
  return (
    <DataList gap="xs" size="sm" labelWidth="10.5rem">
      {items.map(({ label, value }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value === '' || value == null ? MISSING : value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
