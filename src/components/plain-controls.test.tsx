import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import {
  PlainAlert,
  PlainBurger,
  PlainButton,
  PlainSelect,
  PlainTextInput,
} from './plain-controls.tsx';

describe('PlainButton', () => {
  it('is a button, not a submit, unless asked', async () => {
    const onClick = vi.fn();
    renderWithProviders(<PlainButton onClick={onClick}>Refresh</PlainButton>);
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled while loading, keeping its name', () => {
    renderWithProviders(
      <PlainButton type="submit" loading>
        Sign in
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-loading', 'true');
  });
});

describe('PlainTextInput', () => {
  it('is named by its label and described by its description', () => {
    renderWithProviders(<PlainTextInput label="Search" description="A number or a name" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input).toHaveAccessibleDescription('A number or a name');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('ties its error to the input and marks it invalid', () => {
    renderWithProviders(
      <PlainTextInput label="Username" description="As given" error="Enter your username" />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your username As given');
  });
});

describe('PlainSelect', () => {
  it('offers its options under its label and reports the choice', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PlainSelect
        label="Status"
        value=""
        onChange={(event) => onChange(event.currentTarget.value)}
        data={[
          { value: '', label: 'All statuses' },
          { value: 'Approved', label: 'Approved' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All statuses',
      'Approved',
    ]);
    await userEvent.selectOptions(select, 'Approved');
    expect(onChange).toHaveBeenCalledWith('Approved');
  });

  it('may be named by aria-label alone', () => {
    renderWithProviders(
      <PlainSelect aria-label="Current dealer" data={[{ value: '1', label: 'Sunrise' }]} />,
    );
    expect(screen.getByRole('combobox', { name: 'Current dealer' })).toHaveValue('1');
  });
});

describe('PlainAlert', () => {
  it('is an alert named by its title and described by its message', () => {
    renderWithProviders(
      <PlainAlert color="red" title="Sign-in failed">
        The username or password is incorrect.
      </PlainAlert>,
    );
    const alert = screen.getByRole('alert', { name: 'Sign-in failed' });
    expect(alert).toHaveAccessibleDescription('The username or password is incorrect.');
  });
});

describe('PlainBurger', () => {
  it('is a button, not a submit, that shows whether it is open', () => {
    const { rerender } = render(<PlainBurger opened={false} aria-label="Open navigation" />);
    const button = screen.getByRole('button', { name: 'Open navigation' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.firstElementChild).not.toHaveAttribute('data-opened');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    rerender(<PlainBurger opened aria-label="Close navigation" />);
    const opened = screen.getByRole('button', { name: 'Close navigation', expanded: true });
    expect(opened.firstElementChild).toHaveAttribute('data-opened');
  });
});
