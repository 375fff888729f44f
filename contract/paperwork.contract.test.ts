import { beforeEach, describe, expect, it } from 'vitest';
import { submitApplication } from '../src/api/applications.ts';
import {
  downloadFromUrl,
  getPaperwork,
  getSignedStatus,
  resendEsign,
  submitAchPaperwork,
  submitPaperwork,
} from '../src/api/paperwork.ts';
import {
  listPromotions,
  listPromotionsV1,
  previewPromotions,
  setPromotion,
  setPromotionV1,
} from '../src/api/promotions.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { validAchPaperwork } from '../src/schemas/fixtures/paperwork.test-support.ts';
import { setPromotionBody, setPromotionV1Body } from '../src/schemas/promotion-requests.ts';
import { requestFromPaperworkData } from '../sandbox/paperwork/paperwork.test-support.ts';
import { connectToSandbox } from './harness.test-support.ts';

describe('promotions and paperwork API against the sandbox', () => {
  let api: ReturnType<typeof connectToSandbox>;
  beforeEach(async () => {
    api = connectToSandbox();
    await api.signInAs('dealer.user');
  });

  async function approved() {
    const { Id } = await submitApplication(validApplicationV3());
    return Id;
  }

  it('lists, previews and sets promotions (v3 and v1)', async () => {
    const id = await approved();
    const promotions = await listPromotions(id);
    expect(promotions.map((promotion) => promotion.Id)).toEqual([301, 302, 303, 304]);
    const preview = await previewPromotions({
      applicationId: id,
      amountFinanced: 1200,
      creditType: 'Revolving',
      stateCode: 'CA',
    });
    expect(preview.map((promotion) => promotion.EstimatedMonthlyPayment)).toEqual([21, 24]);
    await setPromotion(id, setPromotionBody(promotions[2]!));
    const v1 = await listPromotionsV1(id);
    await setPromotionV1(id, setPromotionV1Body(v1[1]!));
    await expect(
      setPromotion(id, { ...setPromotionBody(promotions[1]!), Apr: '0.1' }),
    ).rejects.toMatchObject({ kind: 'validation', fieldErrors: { Apr: [expect.any(String)] } });
  });

  it('a preview with a bad parameter is a validation error naming it', async () => {
    const id = await approved();
    await expect(
      previewPromotions({
        applicationId: id,
        amountFinanced: 0,
        creditType: 'Revolving',
        stateCode: 'CA',
      }),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { amountFinanced: [expect.any(String)] },
    });
  });

  it('submits paperwork from the GET, downloads the PDF from the DownloadUrl', async () => {
    const id = await approved();
    await setPromotion(id, setPromotionBody((await listPromotions(id))[1]!));
    const data = await getPaperwork(id);
    const response = await submitPaperwork(requestFromPaperworkData(id, data));
    expect(response.ESignUrl).toBeNull();
    const pdf = await downloadFromUrl(response.DownloadUrl!);
    const head = new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
  });

  it('e-sign: signed status, resend and ACH-only with the full paperwork’s date', async () => {
    const id = await approved();
    await setPromotion(id, setPromotionBody((await listPromotions(id))[1]!));
    const data = await getPaperwork(id);
    const response = await submitPaperwork(requestFromPaperworkData(id, data, { option: 'esign' }));
    expect(response.ESignUrl).toMatch(/\/sandbox\/esign\//);
    const status = await getSignedStatus(id);
    expect(status[0]).toMatchObject({
      SignatureType: 'FULL',
      SignatureInformation: [
        { SigneeType: 'Applicant', DateSent: '2025-06-15', DateSigned: null },
        { SigneeType: 'Dealer', DateSent: '2025-06-15', DateSigned: null },
      ],
    });
    await resendEsign(id, { DocumentTypes: ['FULL'] });
    const ach = validAchPaperwork({ LoanApplicationId: id });
    ach.Signature = { ...ach.Signature, SignatureDate: '06/15/2025' };
    const achResponse = await submitAchPaperwork(ach);
    expect(achResponse.DownloadUrl).toBeNull();
  });
});
