/**
 * Plain-text tables for the terminal: the bench output is read by people in CI
 * logs, so it stays aligned monospace text with no colours or box drawing.
 */

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function ms(value: number): string {
  return Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a';
}

/** Right-aligns every column but the first (names left, numbers right). */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}
