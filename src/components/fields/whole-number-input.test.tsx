import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { wholeNumber } from '../../schemas/request-fields.ts';
import { renderInForm } from './test-form.test-support.tsx';
import { WholeNumberInput } from './whole-number-input.tsx';

describe('WholeNumberInput', () => {
  const renderYears = () =>
    renderInForm(
      { Residence: { Years: null as number | null } },
      <WholeNumberInput name="Residence.Years" label="Years at this address" required />,
      {
        resolver: zodResolver(
          z.object({
            Residence: z.object({ Years: z.nullable(wholeNumber('Years at this address', 0, 99)) }),
          }),
        ),
      },
    );
  const years = () => screen.getByRole('textbox', { name: 'Years at this address' });

  it('keeps 200 as typed and lets the rule refuse it with a message, never cutting it to 20', async () => {
    const { form } = renderYears();
    await userEvent.type(years(), '200');
    expect(years()).toHaveValue('200');
    expect(form().getValues('Residence.Years')).toBe(200);
    await userEvent.tab();
    expect(await screen.findByText('Years at this address must be at most 99')).toBeVisible();
  });

  it('holds a number that fits, digits only, and null when cleared', async () => {
    const { form } = renderYears();
    await userEvent.type(years(), '1a2');
    expect(form().getValues('Residence.Years')).toBe(12);
    await userEvent.tab();
    expect(screen.queryByText(/must be at most/)).toBeNull();
    await userEvent.clear(years());
    expect(form().getValues('Residence.Years')).toBeNull();
  });
});
