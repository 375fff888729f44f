import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AttentionCards } from './attention-cards.tsx';
import { appI18n } from '../../components/i18n/catalogs.ts';
import { namesStatus } from './background-names.tsx';
import type { NamesProgress } from '../../api/names-loader.ts';
import type { DetailSummary } from './view.ts';
import type { AttentionCounts } from './view.ts';

const progress = (change: Partial<NamesProgress<DetailSummary>>): NamesProgress<DetailSummary> => ({
  summaries: new Map(),
  loaded: 2310,
  failed: 0,
  total: 8352,
  done: false,
  halt: null,
  ...change,
});

describe('the names status line', () => {
  it('says a name search is still searching until every name is loaded', () => {
    expect(namesStatus(progress({}), true, appI18n)).toBe(
      'Searching names: 2,310 of 8,352 loaded.',
    );
    expect(namesStatus(progress({ failed: 12 }), true, appI18n)).toBe(
      'Searching names: 2,310 of 8,352 loaded. 12 could not be read yet; trying again.',
    );
  });

  it('shows the progress without a search, and says when every name is known', () => {
    expect(namesStatus(progress({}), false, appI18n)).toBe(
      'Names for 2,310 of 8,352 applications loaded.',
    );
    const done = progress({ loaded: 8352, done: true });
    expect(namesStatus(done, true, appI18n)).toBe('Names for all 8,352 applications loaded.');
    expect(namesStatus(done, false, appI18n)).toBe('Names for all 8,352 applications loaded.');
  });

  it('says why loading stopped', () => {
    expect(namesStatus(progress({ halt: 'disabled' }), true, appI18n)).toBe(
      'Names could not be loaded. This account cannot view application details. Search and export know the application numbers only.',
    );
    expect(namesStatus(progress({ halt: 'signed-out' }), false, appI18n)).toBe(
      'Loading names paused: sign in again to carry on.',
    );
  });
});

describe('the attention cards’ counts', () => {
  const counts = (unchecked: number): AttentionCounts => ({
    conditions: { found: 4, unchecked: 0 },
    'approved-idle': { found: 2, unchecked },
    unsigned: { found: 1, unchecked },
    ready: { found: 0, unchecked },
    decided: { found: 0, unchecked: 0 },
  });
  const card = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

  it('say how many are still being checked, and are final once none is', () => {
    const { rerender } = render(
      <I18nProvider i18n={appI18n}>
        <MantineProvider>
          <AttentionCards counts={counts(7)} active={null} onSelect={() => {}} />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(card('Approved without')).toHaveTextContent(/Still checking 7$/);
    expect(card('Paperwork unsigned')).toHaveTextContent(/Still checking 7$/);
    expect(card('Pending with unmet')).toHaveTextContent(/Send what the conditions ask for\.$/);
    rerender(
      <I18nProvider i18n={appI18n}>
        <MantineProvider>
          <AttentionCards counts={counts(0)} active={null} onSelect={() => {}} />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(card('Approved without')).toHaveTextContent(
      /^2.*Choose a promotion and send the paperwork\.$/,
    );
    expect(card('Approved without')).not.toHaveTextContent(/checking/);
  });

  it('say what was not checked when the names stopped loading', () => {
    render(
      <I18nProvider i18n={appI18n}>
        <MantineProvider>
          <AttentionCards counts={counts(3)} active={null} onSelect={() => {}} stalled />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(card('Paperwork unsigned')).toHaveTextContent(/Not checked 3$/);
  });
});
