import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  approvedLimitIssues,
  approvedLimitMessage,
  promotionsPreviewFormSchemaWithin,
} from './approved-limit.ts';

describe('the approved amount is a limit (issue 33 item 6)', () => {
  it('takes an amount up to the approved amount, to the cent', () => {
    expect(approvedLimitIssues(12000, { amountApproved: 12000 })).toEqual([]);
    expect(approvedLimitIssues(11999.99, { amountApproved: 12000 })).toEqual([]);
    expect(approvedLimitIssues('0.29', { amountApproved: 0.29 })).toEqual([]);
  });

  it('refuses an amount above it, naming the approved amount', () => {
    expect(approvedLimitIssues(12000.01, { amountApproved: 12000 })).toEqual([
      { path: [], message: approvedLimitMessage(12000) },
    ]);
    expect(approvedLimitMessage(12000)).toContain('$12,000.00');
  });

  it('applies no limit while the approved amount is unknown', () => {
    expect(approvedLimitIssues(99999, { amountApproved: null })).toEqual([]);
    expect(approvedLimitIssues(99999, {})).toEqual([]);
  });

  it('is the preview form’s rule, on its field', () => {
    const schema = promotionsPreviewFormSchemaWithin({ amountApproved: 15000 });
    expect(z.safeParse(schema, { amountFinanced: 15000 }).success).toBe(true);
    expect(z.safeParse(schema, { amountFinanced: null }).success).toBe(true);
    const refused = z.safeParse(schema, { amountFinanced: 15000.5 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['amountFinanced'],
        message: 'Amount financed must not be above the approved amount of $15,000.00',
      }),
    ]);
  });
});
