import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.test-support.tsx';
import { customerLanguage } from './customer-language.ts';
import { CustomerRegion } from './customer-region.tsx';
import { LanguageChoice } from './language-choice.tsx';

afterEach(async () => {
  await customerLanguage.choose('en');
});

function CustomerScreen() {
  return (
    <CustomerRegion>
      <LanguageChoice />
    </CustomerRegion>
  );
}

describe('LanguageChoice (issue 35, item 5)', () => {
  it('switches the customer region to Spanish with one tap, marked lang="es"', async () => {
    renderWithProviders(<CustomerScreen />);
    const choice = screen.getByRole('radiogroup', { name: 'Language' });
    expect(choice.closest('[lang]')).toHaveAttribute('lang', 'en');

    await userEvent.click(within(choice).getByText('Español'));

    const spanish = await screen.findByRole('radiogroup', { name: 'Idioma' });
    expect(spanish.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(within(spanish).getByRole('radio', { name: 'Español' })).toBeChecked();
  });

  it('names each language in its own language', () => {
    renderWithProviders(<CustomerScreen />);
    expect(screen.getByText('Español')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('English')).toHaveAttribute('lang', 'en');
  });

  it('switches back to English', async () => {
    renderWithProviders(<CustomerScreen />);
    await userEvent.click(screen.getByText('Español'));
    await screen.findByRole('radiogroup', { name: 'Idioma' });
    await userEvent.click(screen.getByText('English'));
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeVisible());
  });
});
