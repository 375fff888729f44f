import { addDays, formatUsDate } from '../../src/lib/dates.ts';
import { ceilProduct, formatMoney, fromCents, toCents } from '../../src/lib/money.ts';
import { calendarDay, wireDate } from '../dates.ts';
import type { DealerRecord } from '../dealers/store.ts';
import type { StoredApplicationRecord, WireMessage } from './record.ts';

/**
 * The sandbox's credit decisions (ARCHITECTURE.md, "Sandbox"; the rules are written out in
 * docs/decisions/0009-sandbox-applications.md). Pure: a record in, a decision and the change
 * it makes out; store.ts applies it when the decision is due.
 */

export type RiskTier = 1 | 2 | 3 | 4 | 5;
export type Condition = 'Proof of income' | 'Verify identity';

export type Decision =
  | { outcome: 'Approved'; riskTier: RiskTier }
  | { outcome: 'Pending'; conditions: Condition[] }
  | { outcome: 'Declined' };

/** The applicant's test SSNs (ARCHITECTURE.md, "Sandbox"): four approve, five decline, three pend. */
export const TEST_SSNS = {
  approved: ['500000001', '500000002', '500000003', '500000004'],
  declined: ['500000005', '500000006', '500000007', '500000008', '500000009'],
  pending: ['500000010', '500000011', '500000012'],
} as const;

const testDecisions: ReadonlyMap<string, Decision> = new Map<string, Decision>([
  ...TEST_SSNS.approved.map(
    (ssn, index) => [ssn, { outcome: 'Approved', riskTier: (index + 1) as RiskTier }] as const,
  ),
  ...TEST_SSNS.declined.map((ssn) => [ssn, { outcome: 'Declined' }] as const),
  ['500000010', { outcome: 'Pending', conditions: ['Proof of income'] }],
  ['500000011', { outcome: 'Pending', conditions: ['Verify identity'] }],
  ['500000012', { outcome: 'Pending', conditions: ['Proof of income', 'Verify identity'] }],
]);

/** The rule's payment estimate: 2% of the amount financed a month, rounded up to a dollar. */
export const PAYMENT_ESTIMATE_FACTOR = '0.02';
/** Debt-to-income limits, in percent: approve at or below, pend up to, decline above. */
export const APPROVE_DTI_PERCENT = 35;
export const PENDING_DTI_PERCENT = 50;
/** Risk tiers by debt-to-income: tier n covers up to TIER_DTI_PERCENT[n - 1] percent. */
const TIER_DTI_PERCENT = [15, 20, 25, 30, APPROVE_DTI_PERCENT] as const;

/** What the income rule reads from a record, in cents. */
export function affordabilityOf(record: StoredApplicationRecord) {
  const incomeOf = (party: StoredApplicationRecord['Applicant'] | null) =>
    party === null
      ? 0
      : toCents(party.MonthlyIncome) +
        party.Incomes.reduce((sum, income) => sum + toCents(income.Amount), 0);
  const income = incomeOf(record.Applicant) + incomeOf(record.CoApplicant);
  const housing = toCents(record.Applicant.Residences[0]?.MonthlyPaymentAmount ?? 0);
  const payment =
    ceilProduct(record.FinancialInformation.TotalAmountFinanced, PAYMENT_ESTIMATE_FACTOR) * 100;
  return { income, obligations: housing + payment };
}

/**
 * The decision for an application: the applicant's test SSN decides; any other SSN is
 * decided on debt-to-income = (applicant's residence payment + payment estimate) / (gross
 * monthly income + additional income of the applicant and the co-applicant).
 */
export function decide(record: StoredApplicationRecord): Decision {
  const byTestSsn = testDecisions.get(record.Applicant.SocialSecurityNumber);
  if (byTestSsn !== undefined) return byTestSsn;
  const { income, obligations } = affordabilityOf(record);
  if (income <= 0) return { outcome: 'Declined' };
  // Compared as obligations × 100 ≤ percent × income: whole cents, no rounding.
  const within = (percent: number) => obligations * 100 <= percent * income;
  if (within(APPROVE_DTI_PERCENT)) {
    const tier = TIER_DTI_PERCENT.findIndex((percent) => within(percent)) + 1;
    return { outcome: 'Approved', riskTier: tier as RiskTier };
  }
  if (within(PENDING_DTI_PERCENT)) {
    const identification = record.Applicant.Identification.LegalIdentificationType;
    const unidentified = identification === null || identification === 'Unavailable';
    return {
      outcome: 'Pending',
      conditions: unidentified ? ['Proof of income', 'Verify identity'] : ['Proof of income'],
    };
  }
  return { outcome: 'Declined' };
}

/** Buy rate (percent text) and FICO score shown for each risk tier. */
const TIER_TERMS: Record<RiskTier, { buyRate: string; fico: number }> = {
  1: { buyRate: '6.99', fico: 790 },
  2: { buyRate: '8.99', fico: 745 },
  3: { buyRate: '11.99', fico: 705 },
  4: { buyRate: '14.99', fico: 670 },
  5: { buyRate: '17.99', fico: 640 },
};

/** AmountApproved: the amount financed rounded up to the next $500. */
export function amountApprovedFor(amountFinanced: number): number {
  const step = 50_000;
  return fromCents(Math.ceil(toCents(amountFinanced) / step) * step);
}

/**
 * The right-to-cancel day: three business days after the decision day. Sundays never count;
 * Saturdays count only when the dealer IsOpenOnSaturday (spec, Dealer: "used for
 * right-to-cancel calculation"); holidays are not modelled.
 */
export function rtcDateAfter(decisionDay: string, isOpenOnSaturday: boolean): string {
  let day = decisionDay;
  let counted = 0;
  while (counted < 3) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || (weekday === 6 && !isOpenOnSaturday)) continue;
    counted += 1;
  }
  return day;
}

const message = (
  MessageType: WireMessage['MessageType'],
  IsMet: boolean,
  Label: string,
  Text: string,
): WireMessage => ({ SerializationVersion: 1, MessageType, IsMet, Label, Text });

const conditionTexts: Record<Condition, { needed: string; open: string; met: string }> = {
  'Proof of income': {
    needed: 'proof of income',
    open: 'Upload a recent pay stub, tax return or benefits statement showing the monthly income.',
    met: 'Income verified from the credit report.',
  },
  'Verify identity': {
    needed: "a copy of the applicant's photo ID",
    open: "Upload a copy of the applicant's government-issued photo ID.",
    met: 'Identity verified with the credit bureau.',
  },
};

/** The change a decision makes to the record, and the history item that says so. */
export function decisionChange(
  record: StoredApplicationRecord,
  decision: Decision,
  dealer: DealerRecord,
  decidedAt: Date,
  applicationNumber: number,
): { record: Partial<StoredApplicationRecord>; amountApproved: number | null; history: string } {
  const decided = { ApplicationNumber: applicationNumber, DispositionCode: null };
  const withFico = (fico: number) => ({ ...record.Applicant, FicoScore: fico });
  switch (decision.outcome) {
    case 'Approved': {
      const terms = TIER_TERMS[decision.riskTier];
      const approved = amountApprovedFor(record.FinancialInformation.TotalAmountFinanced);
      const rtc = rtcDateAfter(calendarDay(decidedAt), dealer.IsOpenOnSaturday);
      const summary = `approved for ${formatMoney(toCents(approved))}, risk tier ${decision.riskTier}, buy rate ${terms.buyRate}%`;
      return {
        record: {
          ...decided,
          Status: 'Approved',
          IsActive: true,
          LongApplicationStatus: `Approved for ${formatMoney(toCents(approved))} at a buy rate of ${terms.buyRate}% (risk tier ${decision.riskTier}); the right to cancel ends ${formatUsDate(rtc)}.`,
          BuyRate: terms.buyRate,
          RiskTier: decision.riskTier,
          RtcDate: wireDate(rtc),
          Applicant: withFico(terms.fico),
          Messages: [
            message(
              'Hint',
              true,
              'Right to cancel',
              `The customer may cancel until ${formatUsDate(rtc)}.`,
            ),
            message('Hint', true, 'Next step', 'Choose a promotion, then submit the paperwork.'),
            message('Condition', true, 'Verify identity', conditionTexts['Verify identity'].met),
            message('Condition', true, 'Proof of income', conditionTexts['Proof of income'].met),
          ],
        },
        amountApproved: approved,
        history: `Credit decision: ${summary}.`,
      };
    }
    case 'Pending':
      return {
        record: {
          ...decided,
          Status: 'Pending',
          IsActive: true,
          LongApplicationStatus: `Pending: the lender needs ${decision.conditions.map((condition) => conditionTexts[condition].needed).join(' and ')} before it decides.`,
          Applicant: withFico(660),
          Messages: [
            message(
              'Hint',
              true,
              'Next step',
              'Upload the requested documents as supporting documents of the application.',
            ),
            ...decision.conditions.map((condition) =>
              message('Condition', false, condition, conditionTexts[condition].open),
            ),
          ],
        },
        amountApproved: null,
        history: `Credit decision: pending (${decision.conditions.join(', ')}).`,
      };
    case 'Declined':
      return {
        record: {
          ...decided,
          Status: 'Declined',
          IsActive: false,
          LongApplicationStatus:
            'Declined: the application does not meet the credit criteria; the applicant is notified by mail.',
          Applicant: withFico(590),
          Messages: [
            message(
              'Hint',
              true,
              'Adverse action',
              'The applicant receives the principal reasons for the decision by mail within 30 days.',
            ),
          ],
        },
        amountApproved: null,
        history: 'Credit decision: declined.',
      };
  }
}

/** Replaces the "Next step" hint with `text`, keeping every other message as it was. */
function withNextStep(messages: readonly WireMessage[], text: string): WireMessage[] {
  return messages.map((item) =>
    item.MessageType === 'Hint' && item.Label === 'Next step'
      ? message('Hint', true, 'Next step', text)
      : item,
  );
}

/** Once a promotion is chosen, the approval's hint moves on to the paperwork. */
export function promotionChosenMessages(messages: readonly WireMessage[]): WireMessage[] {
  return withNextStep(messages, 'Send the paperwork for signing.');
}

/**
 * The lender's messages once stage funding is requested: the approval's "Next step" hint (choose
 * a promotion, submit the paperwork) no longer applies, so it says what happens now.
 */
export function fundingRequestedMessages(messages: readonly WireMessage[]): WireMessage[] {
  return withNextStep(
    messages,
    'None for now: the lender reviews the signed paperwork before funding.',
  );
}

/** The sentence of a stage-funding request (status FundingRequested). */
export function fundingRequestedLongStatus(day: string): string {
  return `Stage funding requested on ${formatUsDate(day)}; the lender reviews the signed paperwork before funding.`;
}
