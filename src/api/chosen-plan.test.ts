import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PaperworkData } from '../schemas/paperwork-records.ts';
import { chosenPlanKnown, chosenPlanOf, paperworkQuery } from './paperwork.ts';
import { recordChosenPlan } from './promotions.ts';

/** Issue 31 item 1: the chosen plan comes from the paperwork GET and the set-promotion success. */
const withIds = (primary: number | null, secondary: number | null = null) =>
  ({
    LoanParameters: { PrimaryPromotionId: primary, SecondaryPromotionId: secondary },
  }) as PaperworkData;

describe('chosenPlanOf', () => {
  it.each([
    ['a chosen plan and add-on', withIds(302, 9302), { promotionId: 302, addOnId: 9302 }],
    ['no plan (null)', withIds(null), { promotionId: null, addOnId: null }],
    ['no plan (0, as services write it)', withIds(0, 0), { promotionId: null, addOnId: null }],
  ])('%s', (_, data, expected) => {
    expect(chosenPlanOf(data)).toEqual(expected);
  });
});

describe('chosenPlanKnown', () => {
  const sent = [{ SignatureType: 'FULL', SignatureInformation: [] }];
  it.each([
    ['Approved', [], true],
    ['Processing', [], false],
    ['Funding requested', sent, true],
  ])('%s with %j signatures: %s', (Status, Signatures, known) => {
    expect(chosenPlanKnown({ Status, Signatures })).toBe(known);
  });
});

describe('recordChosenPlan', () => {
  it('writes the chosen plan into the cached paperwork GET', () => {
    const client = new QueryClient();
    const key = paperworkQuery(7).queryKey;
    client.setQueryData(key, withIds(null));
    recordChosenPlan(client, 7, { PromotionId: 303, AddOnId: 9303 });
    expect(chosenPlanOf(client.getQueryData(key)!)).toEqual({ promotionId: 303, addOnId: 9303 });
    recordChosenPlan(client, 7, { PromotionId: 302, AddOnId: null });
    expect(chosenPlanOf(client.getQueryData(key)!)).toEqual({ promotionId: 302, addOnId: null });
  });

  it('leaves an unasked GET unasked: the page asks for it when it needs it', () => {
    const client = new QueryClient();
    recordChosenPlan(client, 7, { PromotionId: 303, AddOnId: null });
    expect(client.getQueryData(paperworkQuery(7).queryKey)).toBeUndefined();
  });
});
