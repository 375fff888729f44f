import { describe, expect, it } from 'vitest';
import { appI18n } from '../../../components/i18n/catalogs.ts';
import { customerConsentIssues, noConsents } from '../../../schemas/customer-consents.ts';
import { consentMessages } from './customer-words.ts';

describe('consentMessages', () => {
  it("say in English exactly what the consents' rule says", () => {
    const issues = customerConsentIssues(noConsents(), {
      joint: true,
      emailAddress: 'a@b.example',
    });
    expect(issues).toHaveLength(4);
    for (const issue of issues) {
      const key = issue.path[0] as keyof typeof consentMessages;
      expect(appI18n._(consentMessages[key])).toBe(issue.message);
    }
  });
});
