import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AchFormContext } from '../../schemas/paperwork-form-mapping.ts';
import {
  achPaperworkFormIssues,
  paperworkFormIssues,
  paperworkSectionIssues,
  type PaperworkFormRulesContext,
} from '../../schemas/paperwork-form-schema.ts';
import {
  sectionOf,
  type PaperworkFormValues,
  type PaperworkSection,
} from '../../schemas/paperwork-form.ts';
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

function errorsOf(issues: readonly PathIssue[]): FieldErrors<PaperworkFormValues> {
  const errors: ErrorNode = {};
  // Shorter paths first, so a list's own message lands before its rows'.
  for (const issue of [...issues].sort((a, b) => a.path.length - b.path.length)) {
    place(errors, issue.path, issue.message);
  }
  return errors as FieldErrors<PaperworkFormValues>;
}

/**
 * The form's resolver: the rules of src/schemas only. Checking some fields (a field left, a
 * section left) runs only their sections' rules; a submit runs every section's.
 */
export function paperworkResolver(
  context: PaperworkFormRulesContext,
): Resolver<PaperworkFormValues> {
  return (values, _context, options) => {
    const names = options.names ?? [];
    const sections = new Set(
      names.map((name) => sectionOf(name)).filter((section) => section !== undefined),
    );
    const issues =
      names.length === 0 || sections.size === 0
        ? paperworkFormIssues(values, context)
        : [...sections].flatMap((section: PaperworkSection) =>
            paperworkSectionIssues(section, values, context),
          );
    return issues.length === 0 ? { values, errors: {} } : { values: {}, errors: errorsOf(issues) };
  };
}

/**
 * The ACH-only mode's resolver: the ACH-only request's rules (autopay and signing), from
 * src/schemas. Every check runs them all; react-hook-form keeps only the messages of the fields
 * it asked about, so a field left shows its own.
 */
export function achPaperworkResolver(context: AchFormContext): Resolver<PaperworkFormValues> {
  return (values) => {
    const issues = achPaperworkFormIssues(values, context);
    return issues.length === 0 ? { values, errors: {} } : { values: {}, errors: errorsOf(issues) };
  };
}
