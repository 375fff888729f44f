import { describe, expect, it } from 'vitest';
import { groupThousands } from './thousands.ts';

describe('groupThousands (en-US without Intl)', () => {
  it.each([0, 7, 999, 1000, 12_345, 1_000_000, -2500, 1234.5, 0.01, 99_999_999.99, 1000.1234])(
    'writes %s as toLocaleString("en-US") does',
    (n) => {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    },
  );
});
