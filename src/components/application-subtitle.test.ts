import { describe, expect, it } from 'vitest';
import { applicationSubtitle } from './application-subtitle.ts';

describe('applicationSubtitle', () => {
  it('names the applicant and the application by its Id, never the lender’s number', () => {
    expect(
      applicationSubtitle({
        Id: 20151,
        Applicant: { FirstName: 'Maria', LastName: 'Hernandez' },
      } as Parameters<typeof applicationSubtitle>[0]),
    ).toBe('Maria Hernandez · Application 20151');
  });
});
