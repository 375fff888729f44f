import { submitApplication } from '../src/api/applications.ts';
import { getPaperwork, submitAchPaperwork, submitPaperwork } from '../src/api/paperwork.ts';
import { listPromotions, setPromotion } from '../src/api/promotions.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { achPaperworkRequestFromForm } from '../src/schemas/paperwork-form-mapping.ts';
import type { SigningOption } from '../src/schemas/paperwork-requests.ts';
import { setPromotionBody } from '../src/schemas/promotion-requests.ts';
import {
  currentSigner,
  formFromPaperworkData,
  requestFromPaperworkData,
  type RequestOptions,
} from '../sandbox/paperwork/paperwork.test-support.ts';

/**
 * Paperwork states built through the portal's API layer against the sandbox of
 * `connectToSandbox` (the global fetch is the sandbox's): an approved application with a plan,
 * its paperwork submitted, signed in turn on the sandbox's signing page. For contract and page
 * tests (page tests reach it through src/test/paperwork-world.ts).
 */

/** The approval test SSN (ARCHITECTURE.md, Sandbox). */
export const APPROVE_SSN = '500000001';

/** A new approved Sunrise application with promotion `promotionId` chosen. */
export async function approvedWithPlan(
  promotionId = 302,
  overrides: Parameters<typeof validApplicationV3>[0] = {},
): Promise<number> {
  const { Id } = await submitApplication(
    validApplicationV3({
      ...overrides,
      Applicant: { SocialSecurityNumber: APPROVE_SSN, ...overrides.Applicant },
    }),
  );
  const plan = (await listPromotions(Id)).find((promotion) => promotion.Id === promotionId);
  if (!plan) throw new Error(`promotion ${promotionId} is not offered to application ${Id}`);
  await setPromotion(Id, setPromotionBody(plan));
  return Id;
}

/** Submits full paperwork for an application with a plan, from its paperwork GET. */
export async function submitFullPaperwork(
  id: number,
  option: SigningOption,
  options: Omit<RequestOptions, 'option'> = {},
) {
  const data = await getPaperwork(id);
  return submitPaperwork(requestFromPaperworkData(id, data, { ...options, option }));
}

/**
 * Submits ACH-only paperwork (autopay alone, the fixture's Payment) from the paperwork GET with
 * the portal's mapper: SignatureDate null without full paperwork, else the full paperwork's.
 */
export async function submitAchOnlyPaperwork(id: number, option: SigningOption) {
  const data = await getPaperwork(id);
  const full = data.Signatures.find((signature) => signature.PaperworkSignatureType === 'FULL');
  const values = formFromPaperworkData(id, data, { option, payment: true });
  return submitAchPaperwork(
    achPaperworkRequestFromForm(values, { fullPaperworkSignatureDate: full?.SignatureDate }),
  );
}

/** A new approved application whose full paperwork was submitted with `option`. */
export async function withPaperwork(
  option: SigningOption,
  options: Omit<RequestOptions, 'option'> & {
    application?: Parameters<typeof validApplicationV3>[0];
  } = {},
) {
  const { application, ...request } = options;
  const id = await approvedWithPlan(302, application);
  const response = await submitFullPaperwork(id, option, request);
  return { id, ...response };
}

/**
 * Signs on the sandbox's signing page (an ESignUrl) as the signees whose turn it is, `count` of
 * them (all by default), as each would through the page's form. Returns who signed.
 */
export async function signOnSigningPage(esignUrl: string, count = Infinity): Promise<string[]> {
  const signed: string[] = [];
  while (signed.length < count) {
    const page = await fetch(esignUrl);
    const current = currentSigner(await page.text());
    if (!current) break;
    const posted = await fetch(`${esignUrl}/sign`, {
      method: 'POST',
      body: new URLSearchParams({ signee: current.signee, typedName: current.name }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    if (posted.status !== 303) throw new Error(`signing as ${current.signee}: ${posted.status}`);
    signed.push(current.signee);
  }
  return signed;
}
