import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';
import { renderInForm } from './test-form.test-support.tsx';

/** A new field as one would write it: it spreads `field` and shapes only value and change. */
function UpperCaseField(props: BoundFieldProps) {
  const { field, value, onChange } = useBoundField(props);
  return (
    <TextInput
      {...field}
      value={(value as string | undefined) ?? ''}
      onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
    />
  );
}

describe('useBoundField', () => {
  it('gives a field its name, label, description, required mark, error and blur in one object', async () => {
    const { form } = renderInForm(
      { Code: '' },
      <UpperCaseField name="Code" label="Code" description="Letters only" required />,
    );
    const box = screen.getByRole('textbox', { name: /Code/ });
    expect(box).toHaveAttribute('name', 'Code');
    expect(box).toBeRequired();
    expect(screen.getByText('Letters only')).toBeInTheDocument();
    await userEvent.type(box, 'ab');
    expect(form().getValues('Code')).toBe('AB');

    form().setError('Code', { type: 'server', message: 'Refused by the lender.' });
    expect(await screen.findByText('Refused by the lender.')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(/Refused by the lender\./);
  });

  it('marks the field touched when left (its onBlur is the spread one)', async () => {
    const { form } = renderInForm({ Code: '' }, <UpperCaseField name="Code" label="Code" />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Code' }));
    await userEvent.tab();
    expect(form().getFieldState('Code').isTouched).toBe(true);
  });
});
