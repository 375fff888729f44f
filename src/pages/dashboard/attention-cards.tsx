import { Title } from '@mantine/core';
import { memo } from 'react';
import type { AttentionKey } from './url-state.ts';
import type { AttentionCounts } from './view.ts';

const ATTENTION: { key: AttentionKey; title: string; hint: string }[] = [
  {
    key: 'conditions',
    title: 'Pending with unmet conditions',
    hint: 'Send what the conditions ask for.',
  },
  {
    key: 'approved-idle',
    title: 'Approved without a promotion or paperwork',
    hint: 'Choose a promotion and send the paperwork.',
  },
  {
    key: 'unsigned',
    title: 'Paperwork unsigned for more than 3 days',
    hint: 'Remind the customer or resend it.',
  },
  {
    key: 'ready',
    title: 'Ready to request funding',
    hint: 'Signed, and the right to cancel has passed.',
  },
  {
    key: 'decided',
    title: 'Decided in the last 24 hours',
    hint: 'Tell the customer the decision.',
  },
];

/**
 * What needs action now: a count per kind; a click narrows the table to those applications.
 * Two kinds depend on the detail record, read in the background for every application: until
 * it is read an application counts as "still checking" and stays in the narrowed list; a count
 * with none left to check is final.
 */
export const AttentionCards = memo(function AttentionCards({
  counts,
  active,
  onSelect,
  stalled,
}: {
  /** Null while the statuses load. */
  counts: AttentionCounts | null;
  active: AttentionKey | null;
  onSelect: (key: AttentionKey | null) => void;
  /** The names stopped loading: what is unchecked will stay so. */
  stalled?: boolean | undefined;
}) {
  return (
    <section aria-labelledby="attention-title">
      <Title
        order={2}
        size="h4"
        id="attention-title"
        style={{ marginBottom: 'var(--mantine-spacing-xs)' }}
      >
        Needs attention
      </Title>
      <div className="dash-cards">
        {ATTENTION.map(({ key, title, hint }) => {
          const { found, unchecked } = counts?.[key] ?? { found: '…', unchecked: 0 };
          return (
            <button
              key={key}
              type="button"
              className="dash-card"
              aria-pressed={active === key}
              onClick={() => onSelect(active === key ? null : key)}
            >
              <span className="dash-count">{found}</span>
              <span className="dash-card-title">{title}</span>
              {/* The hint keeps its room while the count is checked, so the page below stays put. */}
              <span className="dash-card-foot">
                <span className="dash-dim" aria-hidden={unchecked > 0 || undefined}>
                  {hint}
                </span>
                {unchecked > 0 && (
                  <span className="dash-dim">
                    {`${stalled ? 'Not checked' : 'Still checking'} ${unchecked}`}
                  </span>
                )}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
});
