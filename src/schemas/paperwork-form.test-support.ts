import { parse } from 'zod/mini';
import {
  paperworkGetFixture,
  promotionFixture,
  type PaperworkDataFixtureOptions,
} from './fixtures/paperwork.test-support.ts';
import {
  chosenPromotion,
  paperworkFormDefaults,
  type PaperworkFormValues,
} from './paperwork-form.ts';
import { paperworkDataSchema, type PaperworkData } from './paperwork-records.ts';
import type { SigningOption } from './paperwork-requests.ts';
import { promotionSchema } from './promotion-records.ts';

/** The paperwork form's tests share these: a GET fixture read, its defaults, a dealer's filling. */

export const TODAY = '2025-06-15';

export function dataOf(
  options: PaperworkDataFixtureOptions = {}, // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the raw JSON, changed freely
  change?: (raw: any) => void,
) {
  const raw = paperworkGetFixture(options);
  change?.(raw);
  return parse(paperworkDataSchema, raw);
}

export function defaultsOf(data: PaperworkData, includeLcc = true): PaperworkFormValues {
  const creditType = data.LoanParameters.CreditType === 'Revolving' ? 'Revolving' : 'ClosedEnd';
  return paperworkFormDefaults(data, {
    applicationId: 1001,
    promotion: chosenPromotion(data, [parse(promotionSchema, promotionFixture(creditType))]),
    includeLcc,
    today: TODAY,
    applicationUrl: 'https://portal.example/applications/1001',
    signedIn: { name: 'Marcus Reyes', email: 'marcus.reyes@sunrise.example.com' },
  });
}

/** What a dealer fills before sending: the signing option's signers and the ESIGN consent. */
export function filled(
  values: PaperworkFormValues,
  option: SigningOption = 'download',
): PaperworkFormValues {
  const next = structuredClone(values);
  next.SigningOption = option;
  next.EsignConsent = option !== 'download';
  next.Signature.Dealer.EmailAddress = 'paperwork@sunrise.example.com';
  next.Signature.Applicant.EmailAddress ||= 'applicant@example.com';
  next.Signature.CoApplicant.EmailAddress ||= 'co.applicant@example.com';
  next.Signature.Applicant.IsUnitedStatesCitizen = true;
  next.Signature.CoApplicant.IsUnitedStatesCitizen = true;
  return next;
}

export function withAutopay(values: PaperworkFormValues): PaperworkFormValues {
  const next = structuredClone(values);
  next.IncludeAutopay = true;
  Object.assign(next.Payment, {
    PaymentFrequency: 'OnceMonthly',
    DayOfMonthForFirstWithdrawal: 15,
    MonthToWithdrawFirstPayment: 7,
  });
  Object.assign(next.Payment.BankInformation, {
    Name: 'Valley Community Bank',
    RoutingNumber: '121000358',
    AccountNumber: '004512339871',
  });
  return next;
}

export function withFullLcc(values: PaperworkFormValues): PaperworkFormValues {
  const next = structuredClone(values);
  next.CompletionCertificateChoice = 'full';
  Object.assign(next.CompletionCertificate, {
    CompletionDate: TODAY,
    ProductInstalledAtApplicantsAddress: true,
    ProductInstaller: 'NotRequired',
  });
  return next;
}
