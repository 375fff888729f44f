import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { formIssues, type FormRules } from '../../schemas/form-rules.ts';
import type { PathIssue } from '../../schemas/refine-at.ts';

type ErrorNode = Record<PropertyKey, unknown>;

/**
 * Puts a message at a path of the errors tree. A list's own message (two products at most) and
 * its rows' messages share a node, so the first message at a path is kept and a node that already
 * holds rows takes the message beside them.
 */
function place(errors: ErrorNode, path: readonly PropertyKey[], message: string) {
  let node = errors;
  for (let index = 0; index < path.length - 1; index++) {
    const key = path[index]!;
    node[key] ??= typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as ErrorNode;
  }
  const last = path.at(-1)!;
  const existing = node[last] as ErrorNode | undefined;
  if (existing === undefined) node[last] = { type: 'rule', message };
  else if (typeof existing === 'object' && !('message' in existing))
    Object.assign(existing, { type: 'rule', message });
}

/** The errors tree react-hook-form reads, from issues at form paths. */
export function errorsOf<Values extends FieldValues>(
  issues: readonly PathIssue[],
): FieldErrors<Values> {
  const errors: ErrorNode = {};
  // Shorter paths first, so a list's own message lands before its rows'.
  for (const issue of [...issues].sort((a, b) => a.path.length - b.path.length)) {
    place(errors, issue.path, issue.message);
  }
  return errors as FieldErrors<Values>;
}

/**
 * The one resolver of the forms whose rules come from a request in src/schemas (the wizard,
 * paperwork): mapper, request schema and part schemas (FormRules) checked on every run.
 * `narrow` keeps the issues of what a check asked about (paperwork's sections); without it,
 * react-hook-form keeps only the messages of the fields it asked about.
 */
export function schemaResolver<Values extends FieldValues, Body>(
  rules: FormRules<Values, Body>,
  narrow?: (issues: PathIssue[], names: readonly string[]) => PathIssue[],
): Resolver<Values> {
  return (values, _context, options) => {
    const all = formIssues(rules, values);
    const issues = narrow && options.names?.length ? narrow(all, options.names) : all;
    return issues.length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errorsOf<Values>(issues) };
  };
}
