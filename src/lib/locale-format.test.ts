import { describe, expect, it } from 'vitest';
import { formatDayIn, formatMoneyIn, intlLocale, isLocale } from './locale-format.ts';

describe('locale formats (issue 35, item 5)', () => {
  it('formats in the US variant of each language', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('es')).toBe('es-US');
  });

  it('knows the screen languages and refuses others', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
  });

  it('writes dollars as es-US writes them, which is as en-US does', () => {
    expect(formatMoneyIn('es', 123456)).toBe(
      new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1234.56),
    );
    expect(formatMoneyIn('es', 123456)).toBe('$1,234.56');
    expect(formatMoneyIn('en', -5)).toBe('-$0.05');
  });

  it('writes a calendar day in words of the language, without shifting it', () => {
    expect(formatDayIn('es', '2026-12-01')).toBe('1 de diciembre de 2026');
    expect(formatDayIn('en', '2026-12-01')).toBe('December 1, 2026');
    expect(formatDayIn('es', '2026-01-31')).toBe('31 de enero de 2026');
  });

  it('shows text that is not a calendar day as it came', () => {
    expect(formatDayIn('es', 'soon')).toBe('soon');
  });
});
