import { I18nProvider } from '@lingui/react';
import { appI18n } from '../../components/i18n/catalogs.ts';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Filters } from './filters.tsx';
import { readView, type DashboardView } from './url-state.ts';

/** The default view, as a plain address reads. */
const view: DashboardView = { ...readView(new URLSearchParams(), 90), dealer: null };

function renderFilters(shown: DashboardView, onChange = vi.fn()) {
  render(
    <I18nProvider i18n={appI18n}>
      <MantineProvider>
        <Filters
          rows={[]}
          view={shown}
          userName={() => 'Someone'}
          defaultDays={90}
          onChange={onChange}
          onSearch={() => {}}
        />
      </MantineProvider>
    </I18nProvider>,
  );
  return onChange;
}

describe('the Stage filter', () => {
  it('offers every stage in the order a deal moves, after all stages', () => {
    renderFilters(view);
    const options = Array.from(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Stage' }).options,
    ).map((option) => option.text);
    expect(options).toEqual([
      'All stages',
      'Waiting for the decision',
      'Declined',
      'Conditions pending',
      'Approved',
      'Choose a plan',
      'Prepare the paperwork',
      'Out for signature',
      'Signed paper contract sent',
      'Waiting for the right to cancel',
      'Ready to request funding',
      'Funding requested',
      'Another status',
    ]);
  });

  it('shows the stage of the view, and changes it, or clears it with all stages', () => {
    const onChange = renderFilters({ ...view, stage: 'out-for-signature' });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Stage' });
    expect(select.value).toBe('out-for-signature');
    fireEvent.change(select, { target: { value: 'ready-for-funding' } });
    expect(onChange).toHaveBeenLastCalledWith({ stage: 'ready-for-funding' });
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ stage: null });
  });
});
