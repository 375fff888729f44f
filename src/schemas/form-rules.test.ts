import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formIssues, refusalsAtFormPaths, type FormRules } from './form-rules.ts';

interface Values {
  name: string;
  second: { name: string } | null;
  agreed: boolean;
}

interface Body {
  Name: string | null;
  Second: { Name: string | null } | null;
}

const person = z.object({ Name: z.string({ error: 'Name is required' }) });

/** A request whose rules are named in the test: a name each, and a second person's differs. */
const rules: FormRules<Values, Body> = {
  toRequest: (values) => ({
    Name: values.name.trim() || null,
    Second: values.second && { Name: values.second.name.trim() || null },
  }),
  request: z.object({ Name: z.string({ error: 'Name is required' }), Second: z.unknown() }),
  parts: [
    { at: ['Second'], rules: person },
    {
      at: ['Second'],
      rules: (second: { Name: string }, values: Values) =>
        second.Name === values.name ? [{ path: ['Name'], message: 'Names differ' }] : [],
    },
  ],
  own: (values) => (values.agreed ? [] : [{ path: ['agreed'], message: 'Agree' }]),
  formPathOf: (path) => path.map((key) => (key === 'Name' ? 'name' : String(key))).join('.'),
};

const valid: Values = { name: 'Ana', second: { name: 'Luis' }, agreed: true };

describe('formIssues', () => {
  it('finds none in valid values', () => {
    expect(formIssues(rules, valid)).toEqual([]);
  });

  it('names the request’s, the parts’ and the form’s own issues at form paths, each once', () => {
    const issues = formIssues(rules, { name: '', second: { name: '' }, agreed: false });
    expect(issues).toEqual([
      { path: ['name'], message: 'Name is required' },
      { path: ['Second', 'name'], message: 'Name is required' },
      { path: ['agreed'], message: 'Agree' },
    ]);
  });

  it('skips a part that is not there, and a part whose rules cannot read it yet', () => {
    expect(formIssues(rules, { ...valid, second: null })).toEqual([]);
    const throwing: FormRules<Values, Body> = {
      ...rules,
      parts: [
        {
          at: ['Second'],
          rules: () => {
            throw new Error('not yet');
          },
        },
      ],
    };
    expect(formIssues(throwing, valid)).toEqual([]);
  });

  it('runs a part’s rules with the values', () => {
    expect(formIssues(rules, { ...valid, second: { name: 'Ana' } })).toEqual([
      { path: ['Second', 'name'], message: 'Names differ' },
    ]);
  });

  it('rewords an issue where the form asks it to, knowing the body', () => {
    const reworded = { ...rules, message: () => 'Reworded' };
    expect(formIssues(reworded, { ...valid, name: '' })).toEqual([
      { path: ['name'], message: 'Reworded' },
    ]);
  });

  it('gives list rows numeric path keys', () => {
    const list: FormRules<{ rows: string[] }, { Rows: string[] }> = {
      toRequest: (values) => ({ Rows: values.rows }),
      request: z.object({ Rows: z.array(z.string().check(z.minLength(1, 'Row is required'))) }),
    };
    expect(formIssues(list, { rows: ['a', ''] })).toEqual([
      { path: ['Rows', 1], message: 'Row is required' },
    ]);
  });
});

describe('refusalsAtFormPaths', () => {
  it('puts the service’s refusals at the paths the rules use', () => {
    expect(
      refusalsAtFormPaths(
        { Name: ['Too long'], 'Second.Name': ['Unknown'], '': ['Refused'] },
        rules.formPathOf,
      ),
    ).toEqual({ name: ['Too long'], 'Second.name': ['Unknown'], '': ['Refused'] });
  });

  it('keeps request paths where the form mirrors the request', () => {
    expect(refusalsAtFormPaths({ 'Applicant.FirstName': ['Required'] })).toEqual({
      'Applicant.FirstName': ['Required'],
    });
  });
});
