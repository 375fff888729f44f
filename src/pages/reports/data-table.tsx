import { Table } from '@mantine/core';
import { cellText, type TableSpec } from './report-table.ts';

/** A report's figures as a table, its caption saying what it holds (the charts' text too). */
export function DataTable<T>({
  spec,
  caption,
  rowKey,
}: {
  spec: TableSpec<T>;
  caption: string;
  rowKey: (item: T) => string;
}) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped withTableBorder className="report-table">
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {spec.columns.map((column) => (
              <Table.Th key={column.label} scope="col" ta={column.numeric ? 'right' : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {spec.items.map((item) => (
            <Table.Tr key={rowKey(item)}>
              {spec.columns.map((column, index) =>
                index === 0 ? (
                  <Table.Th key={column.label} scope="row" fw={500}>
                    {cellText(column, item)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.label} ta={column.numeric ? 'right' : undefined}>
                    {cellText(column, item)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
