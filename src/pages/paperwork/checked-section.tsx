import { useRef, type FocusEvent, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Section } from '../../components/section.tsx';
import {
  PAPERWORK_SECTIONS,
  type PaperworkFormValues,
  type PaperworkSection,
} from '../../schemas/paperwork-form.ts';

/**
 * A section of the paperwork checked as it is filled: each field checks itself when left after a
 * change (components/fields/bound-field.ts); once something in the section has changed, leaving
 * the section checks all of it (its rules across fields: the amount financed, a fee's type and
 * amount), with its section's rules only (paperwork-resolver.ts).
 */
export function CheckedSection({
  section,
  title,
  children,
}: {
  section: PaperworkSection;
  title: string;
  children: ReactNode;
}) {
  const { trigger } = useFormContext<PaperworkFormValues>();
  const edited = useRef(false);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!edited.current || (next instanceof Node && event.currentTarget.contains(next))) return;
    // Left for the submit button: the submit checks every section, and messages added now, on
    // the button's press, would move it from under the pointer before the click ends.
    if (next instanceof HTMLButtonElement && next.type === 'submit') return;
    // Prefixes: react-hook-form sets (or clears) each one's whole subtree of errors.
    void trigger(PAPERWORK_SECTIONS[section] as unknown as (keyof PaperworkFormValues)[]);
  };
  return (
    <Section title={title}>
      <div
        className="paperwork-section-body"
        onBlur={onBlur}
        onChange={() => (edited.current = true)}
      >
        {children}
      </div>
    </Section>
  );
}
