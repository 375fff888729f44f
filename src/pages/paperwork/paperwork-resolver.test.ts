import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { dataOf, defaultsOf, TODAY } from '../../schemas/paperwork-form.test-support.ts';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import { paperworkResolver } from './paperwork-resolver.ts';

const options = (names?: string[]) =>
  ({
    names,
    fields: {},
    shouldUseNativeValidation: false,
  }) as unknown as ResolverOptions<PaperworkFormValues>;

describe('the paperwork form’s resolver', () => {
  const resolve = paperworkResolver({ today: TODAY });

  it('accepts the defaults of a complete GET, and returns the values', async () => {
    const values = defaultsOf(dataOf());
    const result = await resolve(values, undefined, options());
    expect(result.errors).toEqual({});
    expect(result.values).toBe(values);
  });

  it('checks only the sections asked for', async () => {
    const values = defaultsOf(dataOf());
    values.Application.Applicant.FirstName = '';
    values.Payment.BankInformation.RoutingNumber = '12';
    values.IncludeAutopay = true;
    const parties = await resolve(values, undefined, options(['Application.Applicant.FirstName']));
    expect(parties.errors.Application?.Applicant?.FirstName?.message).toBeTruthy();
    expect(parties.errors.Payment).toBeUndefined();
    const all = await resolve(values, undefined, options());
    expect(all.errors.Application?.Applicant?.FirstName?.message).toBeTruthy();
    expect(all.errors.Payment?.BankInformation?.RoutingNumber?.message).toMatch(/9 digits/);
  });

  it('puts a list’s own message beside its rows’ messages', async () => {
    const values = defaultsOf(dataOf());
    const item = values.LoanParameters.ProductLineItems[0]!;
    values.LoanParameters.ProductLineItems = [item, { ...item, Price: Number.NaN }];
    const result = await resolve(values, undefined, options(['LoanParameters.ProductLineItems']));
    const items = result.errors.LoanParameters?.ProductLineItems as unknown as {
      message?: string;
      1?: { Price?: { message?: string } };
    };
    expect(items.message).toBeTruthy();
    expect(items[1]?.Price?.message).toBeTruthy();
  });
});
