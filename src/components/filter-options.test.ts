import { describe, expect, it } from 'vitest';
import { filterOptions } from './filter-options.ts';

describe('filter options', () => {
  const rows = [
    { dealerId: 7 },
    { dealerId: 3 },
    { dealerId: 7 },
    { dealerId: 9 },
    { dealerId: null },
    { dealerId: undefined },
  ];
  const names: Record<string, string> = {
    '3': 'bayside',
    '7': 'Acme',
    '9': 'Zenith',
    '12': 'Gone',
  };
  const options = (current = '') =>
    filterOptions(
      rows,
      (row) => row.dealerId,
      (value) => names[value]!,
      'All dealers',
      current,
    );

  it('lists each value once, "all" first, then by label ignoring case', () => {
    expect(options()).toEqual([
      { value: '', label: 'All dealers' },
      { value: '7', label: 'Acme' },
      { value: '3', label: 'bayside' },
      { value: '9', label: 'Zenith' },
    ]);
  });

  it('keeps the value of the URL selectable when no row has it', () => {
    expect(options('12').map((option) => option.label)).toEqual([
      'All dealers',
      'Acme',
      'bayside',
      'Gone',
      'Zenith',
    ]);
    expect(options('7')).toHaveLength(4);
  });

  it('keeps values that sort by themselves in their own order (months), not their labels’', () => {
    const months = [{ month: '2026-04' }, { month: '2026-01' }, { month: '' }];
    const label = (value: string) => (value === '2026-01' ? 'January 2026' : 'April 2026');
    const labels = (order: 'label' | 'value') =>
      filterOptions(months, (row) => row.month, label, 'All months', '', order).map(
        (option) => option.label,
      );
    expect(labels('value')).toEqual(['All months', 'January 2026', 'April 2026']);
    expect(labels('label')).toEqual(['All months', 'April 2026', 'January 2026']);
  });
});
