import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { memo } from 'react';
import type { AttentionKey } from './url-state.ts';
import type { AttentionCounts } from './view.ts';

const ATTENTION: { key: AttentionKey; title: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    key: 'conditions',
    title: msg`Pending with unmet conditions`,
    hint: msg`Send what the conditions ask for.`,
  },
  {
    key: 'approved-idle',
    title: msg`Approved without a promotion or paperwork`,
    hint: msg`Choose a promotion and send the paperwork.`,
  },
  {
    key: 'unsigned',
    title: msg`Paperwork unsigned for more than 3 days`,
    hint: msg`Remind the customer or resend it.`,
  },
  {
    key: 'ready',
    title: msg`Ready to request funding`,
    hint: msg`Signed, and the right to cancel has passed.`,
  },
  {
    key: 'decided',
    title: msg`Decided in the last 24 hours`,
    hint: msg`Tell the customer the decision.`,
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
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="attention-title">
      <Title
        order={2}
        size="h4"
        id="attention-title"
        style={{ marginBottom: 'var(--mantine-spacing-xs)' }}
      >
        <Trans>Needs attention</Trans>
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
              <span className="dash-card-title">{i18n._(title)}</span>
              {/* The hint keeps its room while the count is checked, so the page below stays put. */}
              <span className="dash-card-foot">
                <span className="dash-dim" aria-hidden={unchecked > 0 || undefined}>
                  {i18n._(hint)}
                </span>
                {unchecked > 0 && (
                  <span className="dash-dim">
                    {stalled ? t`Not checked ${unchecked}` : t`Still checking ${unchecked}`}
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
