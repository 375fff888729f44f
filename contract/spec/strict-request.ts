import type { SpecObject } from './request-tables.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What is wrong with a request body by the spec's field lists: a null where the spec does not
 * let the field be null, a required field not sent, a field the spec does not list. The body is
 * read as it goes on the wire (JSON), so a field left undefined counts as not sent.
 */
export function strictRequestViolations(spec: SpecObject, body: unknown): string[] {
  return violations(spec, JSON.parse(JSON.stringify(body)) as unknown, '');
}

function violations(spec: SpecObject, body: unknown, path: string): string[] {
  if (!isRecord(body)) return [`${path || 'body'}: not an object`];
  const found: string[] = [];
  const at = (name: string) => (path === '' ? name : `${path}.${name}`);
  for (const [name, value] of Object.entries(body)) {
    const field = spec[name];
    if (!field) {
      found.push(`${at(name)}: not a field of this request in the spec`);
      continue;
    }
    if (value === null) {
      if (!field.nullable) found.push(`${at(name)}: null, but the spec does not let it be null`);
      continue;
    }
    if (field.object) found.push(...violations(field.object, value, at(name)));
    if (field.items && Array.isArray(value)) {
      value.forEach((item, index) => {
        found.push(...violations(field.items ?? {}, item, `${at(name)}[${index}]`));
      });
    }
  }
  for (const [name, field] of Object.entries(spec)) {
    if (field.required && !(name in body)) found.push(`${at(name)}: required, but not sent`);
  }
  return found;
}
