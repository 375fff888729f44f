import { beforeEach, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { submitApplication } from '../src/api/applications.ts';
import { getPaperwork, submitAchPaperwork, submitPaperwork } from '../src/api/paperwork.ts';
import { listPromotions, setPromotion } from '../src/api/promotions.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import {
  paperworkRequestSchema,
  type SigningOption,
  achPaperworkRequestSchema,
} from '../src/schemas/paperwork-requests.ts';
import {
  achPaperworkRequestFromForm,
  paperworkRequestFromForm,
} from '../src/schemas/paperwork-form-mapping.ts';
import { paperworkFormIssues } from '../src/schemas/paperwork-form-schema.ts';
import {
  chosenPromotion,
  comparePlanAmount,
  paperworkFormDefaults,
} from '../src/schemas/paperwork-form.ts';
import { filled, withAutopay, withFullLcc } from '../src/schemas/paperwork-form.test-support.ts';
import { setPromotionBody } from '../src/schemas/promotion-requests.ts';
import { empireApplication } from '../sandbox/paperwork/paperwork.test-support.ts';
import { connectToSandbox } from './harness.test-support.ts';
import { readSpecRequests } from './spec/request-tables.ts';
import { strictRequestViolations } from './spec/strict-request.ts';

/**
 * Issue 21, "a fixture test proves that a GET becomes a valid request": real GETs from the
 * sandbox (approved with the test SSN, a plan chosen through the promotions operation) go
 * through the portal's mappers (GET → form defaults → what a dealer fills → request), and the
 * request passes the request schema, the spec's strict field lists, and the sandbox itself.
 */

const TODAY = '2025-06-15';
const spec = readSpecRequests();

interface Case {
  name: string;
  application: Parameters<typeof validApplicationV3>[0];
  promotion: number;
  creditType: 'ClosedEnd' | 'Revolving';
  option: SigningOption;
  autopay: boolean;
  lcc: 'none' | 'full';
}

const sunriseWithCoApplicant = { CoApplicant: {} };

const CASES: Case[] = [
  {
    name: 'closed-end, CA, no co-applicant, download, no autopay, no LCC',
    application: {},
    promotion: 302,
    creditType: 'ClosedEnd',
    option: 'download',
    autopay: false,
    lcc: 'none',
  },
  {
    name: 'closed-end, CA, co-applicant, e-sign, autopay, full LCC',
    application: sunriseWithCoApplicant,
    promotion: 303,
    creditType: 'ClosedEnd',
    option: 'esign',
    autopay: true,
    lcc: 'full',
  },
  {
    name: 'closed-end, CA, co-applicant, e-mail, no autopay, full LCC',
    application: sunriseWithCoApplicant,
    promotion: 301,
    creditType: 'ClosedEnd',
    option: 'email',
    autopay: false,
    lcc: 'full',
  },
  {
    name: 'revolving, NY, no co-applicant, e-mail, autopay, no LCC',
    application: empireApplication(),
    promotion: 201,
    creditType: 'Revolving',
    option: 'email',
    autopay: true,
    lcc: 'none',
  },
  {
    name: 'revolving, NY, co-applicant, download, autopay, no LCC',
    application: empireApplication(sunriseWithCoApplicant),
    promotion: 201,
    creditType: 'Revolving',
    option: 'download',
    autopay: true,
    lcc: 'none',
  },
  {
    name: 'revolving, NY, co-applicant, e-sign, no autopay, no LCC',
    application: empireApplication(sunriseWithCoApplicant),
    promotion: 201,
    creditType: 'Revolving',
    option: 'esign',
    autopay: false,
    lcc: 'none',
  },
];

describe('a paperwork GET from the sandbox becomes a request the sandbox accepts', () => {
  beforeEach(async () => {
    await connectToSandbox().signInAs('dealer.user');
  });

  async function formFor(testCase: Case) {
    const { Id: id } = await submitApplication(validApplicationV3(testCase.application));
    const promotions = await listPromotions(id);
    const plan = promotions.find((promotion) => promotion.Id === testCase.promotion)!;
    expect(plan, `promotion ${testCase.promotion} is offered`).toBeDefined();
    await setPromotion(id, setPromotionBody(plan));
    const data = await getPaperwork(id);
    expect(data.LoanParameters.CreditType).toBe(testCase.creditType);
    const defaults = paperworkFormDefaults(data, {
      applicationId: id,
      promotion: chosenPromotion(data, promotions),
      includeLcc: data.Dealer.DealerIncludeLcc === true,
      today: TODAY,
      applicationUrl: `https://portal.example/applications/${id}`,
      // As the page does: the signed-in person signs for the dealer (issue 32 item 9).
      signedIn: { name: 'Marcus Reyes', email: 'marcus.reyes@sunrise.example.com' },
    });
    expect(comparePlanAmount(defaults).differs).toBe(false);
    // Sunrise includes the completion certificate; Empire does not.
    if (testCase.lcc === 'full') expect(defaults.OffersCompletionCertificate).toBe(true);
    let values = filled(defaults, testCase.option);
    if (testCase.autopay) values = withAutopay(values);
    if (testCase.lcc === 'full') values = withFullLcc(values);
    return { id, data, values };
  }

  it.each(CASES)('$name', async (testCase) => {
    const { id, data, values } = await formFor(testCase);
    const hasCoApplicant = data.CoApplicant !== null && data.CoApplicant !== undefined;
    expect(values.Application.CoApplicant !== null).toBe(hasCoApplicant);

    expect(paperworkFormIssues(values, { today: TODAY })).toEqual([]);
    const body = paperworkRequestFromForm(values);
    const parsed = safeParse(paperworkRequestSchema({ today: TODAY, hasCoApplicant }), body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(strictRequestViolations(spec.paperwork, body)).toEqual([]);
    expect(body.Payment === null).toBe(!testCase.autopay);
    expect(body.CompletionCertificate.CompletionDate === null).toBe(testCase.lcc === 'none');

    const response = await submitPaperwork(body);
    if (testCase.option === 'download') expect(response.DownloadUrl).toMatch(/download/);
    if (testCase.option === 'esign') expect(response.ESignUrl).toMatch(/^https?:\/\//);
    if (testCase.option === 'email') expect(response.ESignUrl).toBe('');

    // ACH-only after the full paperwork: the full paperwork's date, from the GET.
    const after = await getPaperwork(id);
    const full = after.Signatures.find((signature) => signature.PaperworkSignatureType === 'FULL');
    const context = { fullPaperworkSignatureDate: full?.SignatureDate ?? null };
    const ach = achPaperworkRequestFromForm(withAutopay(values), context);
    expect(
      safeParse(achPaperworkRequestSchema({ ...context, hasCoApplicant }), ach).error?.issues ?? [],
    ).toEqual([]);
    expect(strictRequestViolations(spec.achPaperwork, ach)).toEqual([]);
    await expect(submitAchPaperwork(ach)).resolves.toBeDefined();
  });

  it('ACH-only before any full paperwork: SignatureDate null, accepted', async () => {
    const { values } = await formFor(CASES[1]!);
    const ach = achPaperworkRequestFromForm(values, { fullPaperworkSignatureDate: null });
    expect(ach.Signature.SignatureDate).toBeNull();
    expect(strictRequestViolations(spec.achPaperwork, ach)).toEqual([]);
    await expect(submitAchPaperwork(ach)).resolves.toBeDefined();
  });
});
