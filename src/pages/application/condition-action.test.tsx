import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.test-support.tsx';
import { ConditionAction } from './condition-action.tsx';
import { useConditionUploads } from './condition-uploads.ts';
import { DecisionBanner } from './decision-banner.tsx';

const proofOfIncome = {
  MessageType: 'Condition',
  IsMet: false,
  Label: 'Proof of income',
  Text: 'Upload a recent pay stub.',
};
const verifyIdentity = { ...proofOfIncome, Label: 'Verify identity', Text: 'A photo ID.' };

afterEach(() => sessionStorage.clear());

describe('a pending condition’s action (issue 32 item 8)', () => {
  it('the decision lists each unmet condition with its upload, and one sent waits for review', async () => {
    const onUpload = vi.fn();
    const sentAt = (condition: { Label?: string | null }) =>
      condition.Label === 'Verify identity' ? '2026-03-04T15:30:00Z' : null;
    renderWithProviders(
      <DecisionBanner
        decision={{ status: 'Pending', messages: [proofOfIncome, verifyIdentity] }}
        conditionAction={(condition) => (
          <ConditionAction
            condition={condition}
            sentAt={sentAt(condition)}
            mayUpload
            onUpload={onUpload}
          />
        )}
      />,
    );
    const banner = screen.getByRole('status');
    await userEvent.click(
      screen.getByRole('button', { name: 'Upload for this condition: Proof of income' }),
    );
    expect(onUpload).toHaveBeenCalledWith(proofOfIncome);
    // Sent: no second upload offered, and what happens next is said.
    expect(
      screen.queryByRole('button', { name: /Upload for this condition: Verify identity/ }),
    ).toBeNull();
    expect(banner).toHaveTextContent(
      /Verify identity: A photo ID\.Document sent on .*2026.*, waiting for the lender’s review\./,
    );
  });

  it('offers nothing for a met condition, nor to an account that may not upload', () => {
    renderWithProviders(
      <>
        <ConditionAction
          condition={{ ...proofOfIncome, IsMet: true }}
          sentAt={null}
          mayUpload
          onUpload={() => {}}
        />
        <ConditionAction
          condition={proofOfIncome}
          sentAt={null}
          mayUpload={false}
          onUpload={() => {}}
        />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('remembers a condition’s upload for the tab, per application, and nothing else', () => {
    const first = renderHook(() => useConditionUploads(7));
    expect(first.result.current.sentAt(proofOfIncome)).toBeNull();
    act(() => first.result.current.record(proofOfIncome));
    expect(first.result.current.sentAt(proofOfIncome)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(first.result.current.sentAt(verifyIdentity)).toBeNull();
    // After a reload (a new hook), still known; another application knows nothing of it.
    expect(
      renderHook(() => useConditionUploads(7)).result.current.sentAt(proofOfIncome),
    ).not.toBeNull();
    expect(
      renderHook(() => useConditionUploads(8)).result.current.sentAt(proofOfIncome),
    ).toBeNull();
  });
});
