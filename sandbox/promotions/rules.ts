import { formatMoney, toCents } from '../../src/lib/money.ts';
import type { LoanParameters } from '../../src/schemas/paperwork-requests.ts';
import type { PathIssue } from '../../src/schemas/refine-at.ts';
import {
  acceptedTerms,
  annualPercentageRate,
  appliesInState,
  appliesToAmount,
  findCataloguePromotion,
  paymentFactorName,
  recordApr,
  sameDecimal,
  termName,
  type CataloguePromotion,
} from './catalogue.ts';

/**
 * What the service checks beyond the request schemas: a chosen promotion must be one it offers
 * for the application, with exactly its values ("Wrong promotion ids or values give a 400").
 * Each issue names its field, as ModelState does.
 */

/** 0 is how a promotion record may say "none" for a Long (src/schemas/promotion-requests.ts). */
const idOrNull = (value: number | null | undefined) =>
  value === null || value === undefined || value === 0 ? null : value;

const blank = (value: unknown) => value === null || value === undefined;

function describeRange(promotion: CataloguePromotion): string {
  return `${formatMoney(promotion.minAmountCents)} to ${formatMoney(promotion.maxAmountCents)}`;
}

export type SetPromotionBody = {
  PromotionId: number;
  ClosedEndPaymentRateId?: number | null;
  Apr?: string | null;
  AddOnId?: number | null;
  PaymentFactor?: number | null;
  Terms?: number | null;
};

export type ApplicationTerms = { creditType: string; state: string };

/**
 * Set-promotion: PromotionId must be a plan of the application's credit type offered in its
 * contract state, and every value sent must be that plan's. The amount is not checked here:
 * the preview offers plans for a changed amount, and the paperwork checks the amount it
 * finances against the plan. `withAddOn` is false for v1, whose body has no AddOnId.
 */
export function setPromotionCatalogueIssues(
  body: SetPromotionBody,
  application: ApplicationTerms,
  withAddOn: boolean,
): { promotion: CataloguePromotion | null; issues: PathIssue[] } {
  const promotion = findCataloguePromotion(body.PromotionId);
  if (!promotion) {
    return {
      promotion: null,
      issues: [
        {
          path: ['PromotionId'],
          message: `Promotion ${body.PromotionId} is not a promotion the service offers; choose one from the promotions list`,
        },
      ],
    };
  }
  if (promotion.creditType !== application.creditType) {
    return {
      promotion: null,
      issues: [
        {
          path: ['PromotionId'],
          message: `Promotion ${promotion.Id} is for ${promotion.creditType} credit; this application is ${application.creditType}`,
        },
      ],
    };
  }
  if (!appliesInState(promotion, application.state)) {
    return {
      promotion: null,
      issues: [
        {
          path: ['PromotionId'],
          message: `Promotion ${promotion.Id} is not offered for ${application.state} contracts`,
        },
      ],
    };
  }

  const issues: PathIssue[] = [];
  const closedEnd = promotion.creditType === 'ClosedEnd';
  const expectedApr = recordApr(promotion);
  if (!blank(body.Apr) && !sameDecimal(body.Apr!, expectedApr)) {
    issues.push({
      path: ['Apr'],
      message: `APR must be ${expectedApr}, the APR of promotion ${promotion.Id}`,
    });
  }
  const expectedFactor = promotion.paymentFactor ?? 0;
  if (!blank(body.PaymentFactor) && !sameDecimal(body.PaymentFactor!, expectedFactor)) {
    issues.push({
      path: ['PaymentFactor'],
      message: `Payment factor must be ${expectedFactor}, the payment factor of promotion ${promotion.Id}`,
    });
  }
  const terms = acceptedTerms(promotion);
  if (!blank(body.Terms) && !terms.includes(body.Terms!)) {
    issues.push({
      path: ['Terms'],
      message: `Terms must be ${terms.join(' or ')}, the term of promotion ${promotion.Id}`,
    });
  }
  const expectedRateId = promotion.closedEndPaymentRateId;
  if (
    closedEnd
      ? body.ClosedEndPaymentRateId !== expectedRateId
      : !blank(idOrNull(body.ClosedEndPaymentRateId))
  ) {
    issues.push({
      path: ['ClosedEndPaymentRateId'],
      message:
        expectedRateId === null
          ? `Closed-end payment rate must be empty: promotion ${promotion.Id} is revolving`
          : `Closed-end payment rate must be ${expectedRateId}, the rate of promotion ${promotion.Id}`,
    });
  }
  const expectedAddOn = promotion.addOn?.id ?? null;
  if (withAddOn && idOrNull(body.AddOnId) !== expectedAddOn) {
    issues.push({
      path: ['AddOnId'],
      message:
        expectedAddOn === null
          ? `Add-on promotion must be empty: promotion ${promotion.Id} has no add-on`
          : `Add-on promotion must be ${expectedAddOn}, the add-on of promotion ${promotion.Id}`,
    });
  }
  return { promotion: issues.length === 0 ? promotion : null, issues };
}

/**
 * Full paperwork against the application's chosen promotion (spec, "States and transitions",
 * rule 3): the ids, the rate and the term or payment factor must be the plan's, and the plan
 * must fit the paperwork's credit type, contract state and amount financed. Paths are under
 * LoanParameters.
 */
export function paperworkPromotionIssues(
  loan: LoanParameters,
  chosen: CataloguePromotion,
): PathIssue[] {
  const issues: PathIssue[] = [];
  const add = (field: keyof LoanParameters, message: string) =>
    issues.push({ path: ['LoanParameters', field], message });
  const id = chosen.Id;

  if (loan.PrimaryPromotionId !== id) {
    add(
      'PrimaryPromotionId',
      `Promotion must be ${id}, the promotion chosen for this application (choose another promotion first to change it)`,
    );
    return issues;
  }
  if (loan.CreditType !== chosen.creditType) {
    // The other values follow from the credit type: one message says what is wrong.
    add(
      'CreditType',
      `Credit type must be ${chosen.creditType}, the credit type of promotion ${id}`,
    );
    return issues;
  }
  if (!appliesInState(chosen, loan.ContractState)) {
    add('ContractState', `Promotion ${id} is not offered for ${loan.ContractState} contracts`);
  }
  if (!appliesToAmount(chosen, toCents(loan.AmountFinanced))) {
    add(
      'AmountFinanced',
      `Amount financed must be within ${describeRange(chosen)} for promotion ${id}; preview the promotions for this amount and choose one`,
    );
  }
  const addOn = chosen.addOn?.id ?? null;
  if (idOrNull(loan.SecondaryPromotionId) !== addOn) {
    add(
      'SecondaryPromotionId',
      addOn === null
        ? `Add-on promotion must be empty: promotion ${id} has no add-on`
        : `Add-on promotion must be ${addOn}, the add-on of promotion ${id}`,
    );
  }
  if (
    chosen.creditType === 'ClosedEnd' &&
    loan.ClosedEndPaymentRateId !== chosen.closedEndPaymentRateId
  ) {
    add(
      'ClosedEndPaymentRateId',
      `Closed-end payment rate must be ${chosen.closedEndPaymentRateId}, the rate of promotion ${id}`,
    );
  }
  const rate = annualPercentageRate(chosen);
  if (!sameDecimal(loan.AnnualPercentageRate, rate)) {
    add(
      'AnnualPercentageRate',
      `Annual percentage rate must be ${rate}, the APR of promotion ${id} (${recordApr(chosen)}) × 100`,
    );
  }
  if (chosen.creditType === 'ClosedEnd') {
    const name = termName(chosen.fullTerms);
    if (name === null) {
      add(
        'RepaymentTerms',
        `Promotion ${id} runs ${chosen.fullTerms} months, a term the paperwork cannot name; choose a 24- or 84-month promotion`,
      );
    } else if (loan.RepaymentTerms !== name) {
      add('RepaymentTerms', `Repayment terms must be ${name}, the term of promotion ${id}`);
    }
  }
  if (chosen.creditType === 'Revolving' && !blank(loan.PaymentFactor)) {
    const name = paymentFactorName(chosen.paymentFactor);
    if (loan.PaymentFactor !== name) {
      add(
        'PaymentFactor',
        name === null
          ? `Payment factor must be empty: promotion ${id}'s factor (${chosen.paymentFactor}) has no payment-factor value`
          : `Payment factor must be ${name}, the payment factor of promotion ${id}`,
      );
    }
  }
  return issues;
}

/** The RepaymentTerms values the paperwork schema accepts for the chosen plan. */
export function allowedTermsFor(chosen: CataloguePromotion | null): string[] {
  const name = chosen ? termName(chosen.fullTerms) : null;
  return name === null ? [] : [name];
}
