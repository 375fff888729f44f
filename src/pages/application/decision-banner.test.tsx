import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.test-support.tsx';
import { DecisionBanner, unmetConditions, type Decision } from './decision-banner.tsx';

const proofOfIncome = {
  MessageType: 'Condition',
  IsMet: false,
  Label: 'Proof of income',
  Text: 'Upload a recent pay stub.',
};
const verifyIdentity = {
  MessageType: 'Condition',
  IsMet: false,
  Label: 'Verify identity',
  Text: "Upload a copy of the applicant's photo ID.",
};
const metCondition = { MessageType: 'Condition', IsMet: true, Label: 'Employment', Text: 'Done.' };
const hint = { MessageType: 'Hint', IsMet: true, Label: 'Next step', Text: 'Upload documents.' };

function banner(decision: Partial<Decision>) {
  renderWithProviders(<DecisionBanner decision={{ status: null, messages: [], ...decision }} />);
  return screen.getByRole('status');
}

describe('DecisionBanner', () => {
  it('Processing: says the decision is on its way and the page updates by itself', () => {
    const region = banner({ status: 'Processing' });
    expect(region).toHaveAccessibleName('Credit decision in progress');
    expect(region).toHaveTextContent('updates by itself');
  });

  it('Approved: the amount approved, the buy rate, the risk tier and the right to cancel', () => {
    const region = banner({
      status: 'Approved',
      amountApproved: 13000,
      buyRate: '6.99',
      riskTier: 1,
      rightToCancelUntil: '2026-11-25',
      longStatus: 'Approved for $13,000.00 at a buy rate of 6.99% (risk tier 1).',
    });
    expect(region).toHaveAccessibleName('Approved');
    expect(region).toHaveTextContent('Amount approved$13,000.00');
    expect(region).toHaveTextContent('Buy rate6.99%');
    expect(region).toHaveTextContent('Risk tier1');
    expect(region).toHaveTextContent('The customer may cancel until 11/25/2026.');
    expect(region).toHaveTextContent("Lender's note: Approved for $13,000.00");
  });

  it('Approved before the figures arrive: dashes, never "null" or "NaN"', () => {
    const region = banner({ status: 'Approved' });
    expect(region).toHaveTextContent('Amount approved—');
    expect(region).not.toHaveTextContent(/null|NaN|undefined/);
  });

  it('Pending: lists the conditions still to meet, not the met ones or the hints', () => {
    const region = banner({
      status: 'Pending',
      messages: [hint, proofOfIncome, metCondition, verifyIdentity],
    });
    expect(region).toHaveAccessibleName('Pending: conditions to meet');
    const items = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Proof of income: Upload a recent pay stub.',
      "Verify identity: Upload a copy of the applicant's photo ID.",
    ]);
  });

  it('Pending without open conditions says so', () => {
    const region = banner({ status: 'Pending', messages: [metCondition] });
    expect(region).toHaveTextContent('not listed any condition that is still open');
  });

  it('Declined: says so, with the lender’s hint', () => {
    const region = banner({
      status: 'Declined',
      messages: [{ MessageType: 'Hint', Label: 'Adverse action', Text: 'A notice follows.' }],
    });
    expect(region).toHaveAccessibleName('Declined');
    expect(region).toHaveTextContent('The lender declined this application.');
    expect(region).toHaveTextContent('Adverse action: A notice follows.');
  });

  it.each([
    ['FundingRequested', 'Status: Funding requested'],
    ['OnHoldForReview', 'Status: On hold for review'],
    [null, 'Status: —'],
  ])('any other status (%j) is humanised, never a crash', (status, name) => {
    const region = banner({ status, longStatus: 'Stage funding requested on 11/21/2026.' });
    expect(region).toHaveAccessibleName(name);
    expect(region).toHaveTextContent("Lender's note: Stage funding requested on 11/21/2026.");
  });

  it('text from the service renders as text, never as HTML', () => {
    const region = banner({
      status: 'Pending',
      messages: [{ ...proofOfIncome, Text: '<img src=x onerror=alert(1)>' }],
    });
    expect(region.querySelector('img')).toBeNull();
    expect(region).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});

describe('unmetConditions', () => {
  it('keeps conditions that are not met (false or not said)', () => {
    const unsaid = { MessageType: 'Condition', IsMet: null, Label: 'X', Text: null };
    expect(unmetConditions([hint, proofOfIncome, metCondition, unsaid])).toEqual([
      proofOfIncome,
      unsaid,
    ]);
  });
});
