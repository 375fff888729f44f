import { describe, expect, it } from 'vitest';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';
import { appI18n } from '../../components/i18n/catalogs.ts';
import { stageFundingMissing } from './stage-funding.tsx';

const signee = (SigneeType: string, DateSigned: string | null) => ({
  SigneeType,
  DateSent: '2026-01-02',
  DateSigned,
  EmailAddress: null,
  AccessCode: null,
  Reviewed: null,
});

const full = (...signees: ReturnType<typeof signee>[]): SignedDocument =>
  ({ SignatureType: 'FULL', SignatureInformation: signees }) as SignedDocument;

describe('stageFundingMissing (issue 32 item 7)', () => {
  it('is nothing once every signer of the full paperwork has signed', () => {
    expect(
      stageFundingMissing(appI18n, [
        full(signee('Applicant', '2026-01-03'), signee('Dealer', '2026-01-03')),
      ]),
    ).toBeNull();
  });

  it('names the paperwork not yet sent, and an ACH document alone does not count', () => {
    expect(stageFundingMissing(appI18n, [])).toBe(
      'The full paperwork has not been sent for signing yet.',
    );
    const ach = { SignatureType: 'ACH', SignatureInformation: [signee('Applicant', '2026-01-03')] };
    expect(stageFundingMissing(appI18n, [ach as SignedDocument])).toBe(
      'The full paperwork has not been sent for signing yet.',
    );
  });

  it('names each signer still to sign', () => {
    expect(
      stageFundingMissing(appI18n, [
        full(
          signee('Applicant', '2026-01-03'),
          signee('CoApplicant', null),
          signee('Dealer', null),
        ),
      ]),
    ).toBe('The full paperwork still needs the signature of: Co-applicant, Dealer.');
  });
});
