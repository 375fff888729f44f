import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { esignResendRequestSchema } from './esign.ts';
import { issuePaths } from './fixtures/with-changes.test-support.ts';

describe('e-sign resend request', () => {
  it.each<[string, unknown, string | null]>([
    ['the full contract', { DocumentTypes: ['FULL'] }, null],
    ['every document', { DocumentTypes: ['FULL', 'LCC', 'ACH'] }, null],
    ['nothing to resend', { DocumentTypes: [] }, 'DocumentTypes'],
    ['DocumentTypes missing', {}, 'DocumentTypes'],
    ['DocumentTypes not a list', { DocumentTypes: 'FULL' }, 'DocumentTypes'],
    ['a download-only type', { DocumentTypes: ['HardCopies'] }, 'DocumentTypes.0'],
    ['an unknown type', { DocumentTypes: ['FULL', 'Receipt'] }, 'DocumentTypes.1'],
    ['an unknown field', { DocumentTypes: ['ACH'], ApplicationId: 1001 }, ''],
    ['no body', null, ''],
  ])('%s', (_name, body, failsAt) => {
    const result = safeParse(esignResendRequestSchema, body);
    if (failsAt === null) {
      expect(issuePaths(result)).toEqual([]);
    } else {
      expect(issuePaths(result)).toContain(failsAt);
      for (const issue of result.error!.issues) expect(issue.message).not.toMatch(/^Invalid/);
    }
  });
});
