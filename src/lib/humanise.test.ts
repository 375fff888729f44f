import { describe, expect, it } from 'vitest';
import { humanise } from './humanise.ts';

describe('humanise', () => {
  it.each([
    ['Approved', 'Approved'],
    ['Processing', 'Processing'],
    ['FundingRequested', 'Funding requested'],
    ['UnderReview', 'Under review'],
    ['UNDER_REVIEW', 'Under review'],
    ['under-review', 'Under review'],
    ['ACHPending', 'ACH pending'],
    ['PendingACH', 'Pending ACH'],
    ['Stage2Funded', 'Stage2 funded'],
    ['DECLINED', 'Declined'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(humanise(value)).toBe(expected);
  });
});
