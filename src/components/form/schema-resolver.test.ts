import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import * as z from 'zod/mini';
import type { FormRules } from '../../schemas/form-rules.ts';
import { schemaResolver } from './schema-resolver.ts';

interface Values {
  person: { first: string };
  items: { price: number }[];
}

const rules: FormRules<Values, { Person: { First: string }; Items: { Price: number }[] }> = {
  toRequest: (values) => ({
    Person: { First: values.person.first },
    Items: values.items.map((item) => ({ Price: item.price })),
  }),
  request: z.object({
    Person: z.object({ First: z.string().check(z.minLength(1, 'First name is required')) }),
    Items: z.array(z.object({ Price: z.number().check(z.positive('Price must be positive')) })),
  }),
  parts: [
    {
      at: ['Items'],
      rules: (items: unknown[]) =>
        items.length > 1 ? [{ path: [], message: 'One item at most' }] : [],
    },
  ],
  formPathOf: (path) =>
    path
      .map((key) => (typeof key === 'string' ? key.charAt(0).toLowerCase() + key.slice(1) : key))
      .join('.'),
};

const options = (names?: string[]) =>
  ({ names, fields: {}, shouldUseNativeValidation: false }) as unknown as ResolverOptions<Values>;

describe('schemaResolver', () => {
  const resolve = schemaResolver(rules);

  it('returns the values when the rules find nothing', async () => {
    const values = { person: { first: 'Ana' }, items: [{ price: 1 }] };
    const result = await resolve(values, undefined, options());
    expect(result).toEqual({ values, errors: {} });
  });

  it('puts each issue on its form field, a list’s own message beside its rows’', async () => {
    const values = { person: { first: '' }, items: [{ price: 1 }, { price: -1 }] };
    const result = await resolve(values, undefined, options());
    expect(result.values).toEqual({});
    expect(result.errors.person?.first).toEqual({
      type: 'rule',
      message: 'First name is required',
    });
    const items = result.errors.items as unknown as {
      message?: string;
      1?: { price?: { message?: string } };
    };
    expect(items.message).toBe('One item at most');
    expect(items[1]?.price?.message).toBe('Price must be positive');
  });

  it('keeps only the issues a narrowing keeps for the fields asked about', async () => {
    const onlyAsked = schemaResolver(rules, (issues, names) =>
      issues.filter((issue) => names.includes(issue.path.map(String).join('.'))),
    );
    const values = { person: { first: '' }, items: [{ price: -1 }] };
    const asked = await onlyAsked(values, undefined, options(['person.first']));
    expect(asked.errors.person?.first?.message).toBe('First name is required');
    expect(asked.errors.items).toBeUndefined();
    const all = await onlyAsked(values, undefined, options());
    expect(all.errors.items).toBeDefined();
  });
});
