import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalog } from './catalogs.ts';
import { customerLanguage } from './customer-language.ts';

afterEach(async () => {
  await customerLanguage.choose('en');
});

describe('customer language: a dealer catalog beside a customer catalog', () => {
  it("the dealer's English never replaces the customer's Spanish of the same message", async () => {
    // The same English in both catalogs is the same message id (e.g. "Yes").
    registerCatalog({
      en: { same: 'Yes' },
      es: () => Promise.resolve({ messages: { same: 'Sí' } }),
    });
    registerCatalog({ en: { same: 'Yes', dealerOnly: 'Review' } });
    await customerLanguage.choose('es');
    expect(customerLanguage.i18n._('same')).toBe('Sí');
    expect(customerLanguage.i18n._('dealerOnly')).toBe('Review');

    // A dealer's catalog registered after the choice (its page loaded later) neither.
    registerCatalog({ en: { same: 'Yes', later: 'Loan' } });
    await Promise.resolve();
    await Promise.resolve();
    expect(customerLanguage.i18n._('same')).toBe('Sí');
    expect(customerLanguage.i18n._('later')).toBe('Loan');
  });
});
