import type { Resolver } from 'react-hook-form';
import { schemaResolver } from '../../components/form/schema-resolver.ts';
import type { AchFormContext } from '../../schemas/paperwork-form-mapping.ts';
import {
  achPaperworkFormRules,
  issuesInSections,
  paperworkFormRules,
  type PaperworkFormRulesContext,
} from '../../schemas/paperwork-form-schema.ts';
import { sectionOf, type PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import type { PathIssue } from '../../schemas/refine-at.ts';

/** Checking some fields (a field left, a section left) keeps only their sections' issues. */
function ofSectionsAsked(issues: PathIssue[], names: readonly string[]): PathIssue[] {
  const sections = new Set(
    names.map((name) => sectionOf(name)).filter((section) => section !== undefined),
  );
  return sections.size === 0 ? issues : issuesInSections(issues, sections);
}

/**
 * The form's resolver: the rules of src/schemas only. Checking some fields runs only their
 * sections' rules; a submit runs every section's.
 */
export function paperworkResolver(
  context: PaperworkFormRulesContext,
): Resolver<PaperworkFormValues> {
  return schemaResolver(paperworkFormRules(context), ofSectionsAsked);
}

/**
 * The ACH-only mode's resolver: the ACH-only request's rules (autopay and signing). Every check
 * runs them all; react-hook-form keeps only the messages of the fields it asked about, so a
 * field left shows its own.
 */
export function achPaperworkResolver(context: AchFormContext): Resolver<PaperworkFormValues> {
  return schemaResolver(achPaperworkFormRules(context));
}
