import { fromCents, toCents, type Cents } from '../lib/money.ts';
import { creditPaymentTermOf } from './enums.ts';
import type { IdentificationFormValues } from './identification.ts';
import type { PaperworkApplicant, PaperworkData } from './paperwork-records.ts';
import {
  calendarDay,
  completionCertificateKind,
  paperworkAmountFinancedCents,
  signatureOption,
  type SigningOption,
} from './paperwork-requests.ts';
import type { Promotion } from './promotion-records.ts';
import { aprToAnnualPercentageRate, creditPaymentFactorOf } from './rates.ts';

/**
 * The paperwork page's form (issue 21): the full paperwork request's own shape, so a form path is
 * the wire path (`LoanParameters.DownPayment`) and a service 400 lands on its field unchanged,
 * holding what the inputs hold: text as strings ('' when blank), dates as the date fields hold
 * them (`YYYY-MM-DD`, '' while incomplete; the request sends `MM/DD/YYYY`), amounts and whole
 * numbers as numbers or null (NaN for text that is not a number, as MoneyInput gives it), yes/no
 * as boolean or null (not answered). AmountFinanced is not in the form: it is computed.
 *
 * PRIVACY: these values hold ID numbers and bank routing and account numbers, and come from a
 * GET that carries SSNs and birth dates (which the form leaves out: the request has no place
 * for them). They stay in memory only: never in a draft, storage, a URL or a log. Nothing in
 * these modules writes anything anywhere; the page must not draft them either.
 */

export interface AddressForm {
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  PostalCode: string;
}

export interface PaperworkPersonForm extends IdentificationFormValues {
  FirstName: string;
  MiddleInitial: string;
  LastName: string;
  Suffix: string;
  Address: AddressForm;
  EmailAddress: string;
  PrimaryPhone: string;
  PrimaryPhoneType: string;
  SecondaryPhone: string;
  SecondaryPhoneType: string;
}

export interface ProductLineItemForm {
  Id: number | null;
  Description: string;
  ItemNumber: string;
  Quantity: number | null;
  Price: number | null;
}

export interface FeeForm {
  FeeType: string;
  FeeAmount: number | null;
}

/** Products, money and (read-only, from the chosen plan) terms. */
export interface LoanForm {
  /** Read-only: the application's credit type. */
  CreditType: string;
  /** Read-only: the contract's state and language, from the application. */
  ContractState: string;
  ContractLanguage: string;
  /** Products section: one item for ClosedEnd, one or two for Revolving. */
  ProductLineItems: ProductLineItemForm[];
  /** Money section. DownPayment 0 is allowed; SalesTax and TradeInAmount null (or 0) = none. */
  DownPayment: number | null;
  CompletionPayment: number | null;
  Fees: FeeForm[];
  SalesTax: number | null;
  TradeInAmount: number | null;
  TradeInDescription: string;
  /** Terms section (read-only), from the chosen promotion. '' when none applies. */
  RepaymentTerms: string;
  PaymentFactor: string;
  AnnualPercentageRate: number | null;
  PrimaryPromotionId: number | null;
  SecondaryPromotionId: number | null;
  ClosedEndPaymentRateId: number | null;
}

/** The chosen plan as the page shows it beside the terms (the portal's own, never sent). */
export interface PlanForm {
  Name: string;
  EstimatedMonthlyPayment: number | null;
  /** The amount financed the plan's payment was computed for (compared with the live amount). */
  AmountFinanced: number | null;
}

export interface PaymentForm {
  PaymentFrequency: string;
  /** The plan's monthly payment by default. */
  PaymentAmount: number | null;
  DayOfMonthForFirstWithdrawal: number | null;
  /** Only for TwiceMonthly. */
  DayOfMonthForSecondWithdrawal: number | null;
  MonthToWithdrawFirstPayment: number | null;
  BankInformation: {
    Name: string;
    Address: AddressForm;
    RoutingNumber: string;
    AccountType: string;
    AccountNumber: string;
  };
}

export interface CompletionCertificateForm {
  CompletionDate: string;
  TentativeCompletionDate: string;
  ProductInstalledAtApplicantsAddress: boolean | null;
  ProductInstaller: string;
  Address: AddressForm;
}

export interface SignerForm {
  EmailAddress: string;
  IsUnitedStatesCitizen: boolean | null;
  IdentificationType: string;
}

export interface SignatureForm {
  SignatureDate: string;
  ExcludeDatesOnPaperwork: boolean;
  ApplicationType: string;
  Dealer: { Name: string; EmailAddress: string };
  Applicant: SignerForm & { ApplicantSigningAch: boolean };
  CoApplicant: SignerForm & { CoApplicantSigningAch: boolean };
  EsignRedirectUrl: string;
}

export type CompletionCertificateChoice = 'none' | 'full';

export interface PaperworkFormValues {
  LoanApplicationId: number;
  /** Parties section. CoApplicant is null exactly when the application has none. */
  Application: {
    Applicant: PaperworkPersonForm;
    CoApplicant: PaperworkPersonForm | null;
    Dealer: { Name: string; Address: AddressForm; PhoneNumber: string };
  };
  LoanParameters: LoanForm;
  Plan: PlanForm;
  /** Autopay section: ACH documents are the customer's choice (Regulation E). */
  IncludeAutopay: boolean;
  Payment: PaymentForm;
  /** Completion certificate section; 'full' only when the dealer includes LCC. */
  CompletionCertificateChoice: CompletionCertificateChoice;
  /** Whether the dealer includes the completion certificate (read-only). */
  OffersCompletionCertificate: boolean;
  CompletionCertificate: CompletionCertificateForm;
  /** Signing section. */
  SigningOption: SigningOption;
  Signature: SignatureForm;
  DocumentSelection: {
    ContractState: string;
    ContractLanguage: string;
    DownloadHardCopies: boolean;
  };
  /**
   * The dealer confirms the customer agreed to receive and sign electronically (ESIGN Act):
   * required for e-sign and e-mail; the portal's own, never sent.
   */
  EsignConsent: boolean;
}

/** The page's sections and the form paths each one edits (prefixes), to check one at a time. */
export const PAPERWORK_SECTIONS = {
  parties: ['Application'],
  products: ['LoanParameters.ProductLineItems', 'LoanParameters.CreditType'],
  money: [
    'LoanParameters.DownPayment',
    'LoanParameters.CompletionPayment',
    'LoanParameters.Fees',
    'LoanParameters.SalesTax',
    'LoanParameters.TradeInAmount',
    'LoanParameters.TradeInDescription',
    'LoanParameters.AmountFinanced',
  ],
  terms: [
    'LoanParameters.ContractState',
    'LoanParameters.ContractLanguage',
    'LoanParameters.RepaymentTerms',
    'LoanParameters.PaymentFactor',
    'LoanParameters.AnnualPercentageRate',
    'LoanParameters.PrimaryPromotionId',
    'LoanParameters.SecondaryPromotionId',
    'LoanParameters.ClosedEndPaymentRateId',
    'LoanApplicationId',
  ],
  autopay: ['IncludeAutopay', 'Payment'],
  completionCertificate: ['CompletionCertificateChoice', 'CompletionCertificate'],
  signing: ['SigningOption', 'Signature', 'DocumentSelection', 'EsignConsent'],
} as const satisfies Record<string, readonly string[]>;
export type PaperworkSection = keyof typeof PAPERWORK_SECTIONS;

/** Which section a form path (`LoanParameters.Fees.0.FeeAmount`) belongs to. */
export function sectionOf(path: string): PaperworkSection | undefined {
  return (Object.keys(PAPERWORK_SECTIONS) as PaperworkSection[]).find((section) =>
    PAPERWORK_SECTIONS[section].some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
  );
}

/* ------------------------------------------------------------------------------------------ */
/* GET → form defaults                                                                          */
/* ------------------------------------------------------------------------------------------ */

export interface PaperworkFormContext {
  /** The application's Id. */
  applicationId: number;
  /**
   * The chosen plan, from the promotions operation of the same application (the spec requires
   * it): the record whose Id is the GET's PrimaryPromotionId (see chosenPromotion). Null when
   * none is chosen: the terms stay empty and the rules say so.
   */
  promotion: Promotion | null;
  /** The dealer's IncludeLcc (the GET's DealerIncludeLcc when the dealer record is not at hand). */
  includeLcc: boolean;
  /** Today as `YYYY-MM-DD`. */
  today: string;
  /** The portal's page of this application: where the e-sign page sends the signer back. */
  applicationUrl: string;
  /** The amount the plan was chosen for, when the page knows it; else the GET's own amount. */
  planAmountFinanced?: number | null;
  /**
   * The signed-in person, the dealer signer by default: a person signs for the dealer, never the
   * company's name. Either part is '' when unknown (a token sign-in names nobody).
   */
  signedIn?: { name: string; email: string };
}

/**
 * Who signs for the dealer: the person of the last submission, else the signed-in person; the
 * company's name is no signer's (issue 32 item 9), so a last signer that is only the dealer's
 * name gives way. The e-mail falls back to the dealer's signature address.
 */
function dealerSigner(
  last: { Name?: string | null; EmailAddress?: string | null } | null | undefined,
  dealer: Pick<PaperworkData['Dealer'], 'DealerName' | 'DealerSignatureEmail'>,
  signedIn: PaperworkFormContext['signedIn'],
): { Name: string; EmailAddress: string } {
  const lastName = str(last?.Name);
  const person = lastName !== '' && lastName !== str(dealer.DealerName);
  return {
    Name: person ? lastName : (signedIn?.name ?? ''),
    EmailAddress:
      (person ? str(last?.EmailAddress) : '') ||
      (signedIn?.email ?? '') ||
      str(dealer.DealerSignatureEmail),
  };
}

/** The promotion of the list the GET names as chosen (PrimaryPromotionId); null when none. */
export function chosenPromotion(
  data: Pick<PaperworkData, 'LoanParameters'>,
  promotions: readonly Promotion[],
): Promotion | null {
  const id = data.LoanParameters.PrimaryPromotionId;
  return (id && promotions.find((promotion) => promotion.Id === id)) || null;
}

const str = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).trim();

/** Numeric text of the GET ("1", "12000.00") as a number; null when blank or not a number. */
function numberOf(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = str(value).replace(/,/g, '');
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/**
 * A ZIP code as the paperwork request wants it ("5 digits, hyphen, 4 digits"): the GET may give
 * nine bare digits ("958141234"), which becomes "95814-1234" so the dealer need not retype it.
 * Anything else is kept as given, for the rules to judge.
 */
export function postalCodeOf(value: string | null | undefined): string {
  const text = str(value);
  return /^\d{9}$/.test(text) ? `${text.slice(0, 5)}-${text.slice(5)}` : text;
}

/** A quantity the GET leaves blank is one item; one that is not a number is left for the dealer. */
const quantityOf = (value: string | number | null | undefined): number | null =>
  str(value) === '' ? 1 : numberOf(value);

/** A positive id, or null (services write 0 for "none"). */
const idOf = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** A date the GET gives (calendar day, ISO timestamp or `MM/DD/YYYY`) as a date field holds it. */
const dayOf = (value: string | null | undefined): string => calendarDay(value) ?? '';

export function emptyAddress(): AddressForm {
  return { Address1: '', Address2: '', City: '', State: '', PostalCode: '' };
}

function personFrom(applicant: PaperworkApplicant): PaperworkPersonForm {
  const type = str(applicant.IdentificationType);
  return {
    FirstName: str(applicant.FirstName),
    MiddleInitial: str(applicant.MiddleInitial),
    LastName: str(applicant.LastName),
    Suffix: str(applicant.Suffix),
    Address: {
      Address1: str(applicant.Address1),
      Address2: str(applicant.Address2),
      City: str(applicant.City),
      State: str(applicant.State),
      PostalCode: postalCodeOf(applicant.PostalCode),
    },
    EmailAddress: str(applicant.EmailAddress),
    PrimaryPhone: str(applicant.PrimaryPhone),
    PrimaryPhoneType: str(applicant.PrimaryPhoneType),
    SecondaryPhone: str(applicant.SecondaryPhone),
    SecondaryPhoneType: str(applicant.SecondaryPhoneType),
    IdentificationType: type,
    IdentificationNumber: str(applicant.IdentificationNumber),
    // The GET's booleans say "not present"; the request's say "present". Unknown stays unknown
    // unless there is an identification type to answer for.
    IsIssueDatePresent: invert(applicant.IdentificationIssueDateNotPresent, type),
    IdentificationIssueDate: dayOf(applicant.IdentificationIssueDate),
    IsIssueStatePresent: invert(applicant.IdentificationIssueStateNotPresent, type),
    IdentificationState: str(applicant.IdentificationState),
    ExpirationDateUnavailable:
      typeof applicant.ExpirationDateUnavailable === 'boolean'
        ? applicant.ExpirationDateUnavailable
        : type
          ? false
          : null,
    IdentificationExpirationDate: dayOf(applicant.IdentificationExpirationDate),
  };
}

function invert(notPresent: boolean | null | undefined, type: string): boolean | null {
  if (typeof notPresent === 'boolean') return !notPresent;
  return type ? false : null;
}

function productsFrom(loan: PaperworkData['LoanParameters']): ProductLineItemForm[] {
  const items: ProductLineItemForm[] = [
    {
      Id: null,
      Description: str(loan.ProductDescription),
      ItemNumber: str(loan.ItemNumber),
      Quantity: quantityOf(loan.ProductQuantity),
      Price: numberOf(loan.ProductPrice),
    },
  ];
  const extra = loan.AdditionalProduct;
  if (extra && (extra.Price || str(extra.Description))) {
    items.push({
      Id: null,
      Description: str(extra.Description),
      ItemNumber: str(extra.ItemNumber),
      Quantity: quantityOf(extra.Quantity),
      Price: numberOf(extra.Price),
    });
  }
  return items;
}

/** The plan's terms as paperwork names them; the GET's figures only where the plan has none. */
function termsFrom(
  loan: PaperworkData['LoanParameters'],
  promotion: Promotion | null,
): Pick<
  LoanForm,
  | 'RepaymentTerms'
  | 'PaymentFactor'
  | 'AnnualPercentageRate'
  | 'PrimaryPromotionId'
  | 'SecondaryPromotionId'
  | 'ClosedEndPaymentRateId'
> {
  const closedEnd = loan.CreditType === 'ClosedEnd';
  const revolving = loan.CreditType === 'Revolving';
  if (!promotion) {
    return {
      RepaymentTerms: '',
      PaymentFactor: '',
      AnnualPercentageRate: null,
      PrimaryPromotionId: null,
      SecondaryPromotionId: null,
      ClosedEndPaymentRateId: null,
    };
  }
  let rate: number | null = null;
  try {
    rate = str(promotion.Apr) ? aprToAnnualPercentageRate(str(promotion.Apr)) : null;
  } catch {
    rate = null;
  }
  return {
    RepaymentTerms: closedEnd ? (creditPaymentTermOf(promotion.FullTerms) ?? '') : '',
    PaymentFactor: revolving ? (creditPaymentFactorOf(promotion.PaymentFactor) ?? '') : '',
    AnnualPercentageRate: rate ?? (revolving ? 0 : (loan.AnnualPercentageRate ?? null)),
    PrimaryPromotionId: idOf(promotion.Id),
    SecondaryPromotionId: idOf(promotion.AddOnId),
    ClosedEndPaymentRateId: closedEnd ? idOf(promotion.ClosedEndPaymentRateId) : null,
  };
}

/** The last full paperwork's signature, if the GET reports one. */
function lastFullSignature(data: PaperworkData) {
  return data.Signatures.find((signature) => signature.PaperworkSignatureType === 'FULL') ?? null;
}

/** What the last submission chose, read back from the GET's signature methods. */
export function lastSigningOption(data: PaperworkData): SigningOption | undefined {
  const full = data.Signatures.filter((signature) => signature.PaperworkSignatureType === 'FULL');
  if (full.length === 0) return undefined;
  const types = new Set<string>(['Written']);
  for (const signature of full) {
    if (signature.SignatureType === 'Electronic' || signature.SignatureType === 'Email') {
      types.add(signature.SignatureType);
    }
  }
  return signatureOption({ SignatureTypes: [...types] });
}

/**
 * The one mapping from the paperwork GET (flat, ARCHITECTURE.md point 13) and the chosen plan to
 * the form's first values. Odd values are tolerated: unknown enum values are kept as text (the
 * rules then name them), numbers that are not numbers become empty, dates that are not dates
 * become empty, ids of 0 become empty.
 */
export function paperworkFormDefaults(
  data: PaperworkData,
  context: PaperworkFormContext,
): PaperworkFormValues {
  const loan = data.LoanParameters;
  const applicant = personFrom(data.Applicant);
  const coApplicant = data.CoApplicant ? personFrom(data.CoApplicant) : null;
  const contractState = str(loan.ContractState);
  const contractLanguage = str(loan.ContractLanguage) || 'English';
  const products = productsFrom(loan);
  const fees: FeeForm[] = loan.AdditionalFees.map((fee) => ({
    FeeType: str(fee.AdjustmentType),
    FeeAmount: numberOf(fee.Amount),
  }));
  const money = {
    DownPayment: numberOf(loan.DownPayment) ?? 0,
    CompletionPayment: contractState === 'CA' ? (numberOf(loan.CompletionPayment) ?? 0) : null,
    SalesTax: (numberOf(loan.SalesTax) ?? 0) > 0 ? numberOf(loan.SalesTax) : null,
    TradeInAmount: (numberOf(loan.TradeInAmount) ?? 0) > 0 ? numberOf(loan.TradeInAmount) : null,
  };
  const getAmount = fromCents(
    paperworkAmountFinancedCents({ ProductLineItems: products, Fees: fees, ...money }),
  );
  const certificate = data.CompletionCertificate;
  const offersCertificate = context.includeLcc;
  const certificateAddress = certificate?.Address
    ? {
        Address1: str(certificate.Address.Address1),
        Address2: str(certificate.Address.Address2),
        City: str(certificate.Address.City),
        State: str(certificate.Address.State),
        PostalCode: postalCodeOf(certificate.Address.PostalCode),
      }
    : { ...applicant.Address };
  const wasFull =
    completionCertificateKind({
      CompletionDate: certificate?.CompletionDate,
      ProductInstalledAtApplicantsAddress: certificate?.ProjectCompletedAtApplicantsAddress,
      ProductInstaller: certificate?.ProductInstaller,
      Address: certificate?.Address,
      TentativeCompletionDate: certificate?.TentativeCompletionDate,
    }) === 'full';
  // A projected date in the past cannot be sent again: it is left for the dealer to give.
  const tentative = dayOf(certificate?.TentativeCompletionDate ?? loan.TentativeCompletionDate);
  const full = lastFullSignature(data);
  const signer = (
    person: PaperworkPersonForm | null,
    previous: { EmailAddress?: string | null; IsUnitedStatesCitizen?: boolean | null } | null,
  ): SignerForm => ({
    EmailAddress: str(previous?.EmailAddress) || (person?.EmailAddress ?? ''),
    IsUnitedStatesCitizen:
      typeof previous?.IsUnitedStatesCitizen === 'boolean' ? previous.IsUnitedStatesCitizen : null,
    IdentificationType: person?.IdentificationType ?? '',
  });
  const promotion = context.promotion;

  return {
    LoanApplicationId: context.applicationId,
    Application: {
      Applicant: applicant,
      CoApplicant: coApplicant,
      Dealer: {
        Name: str(data.Dealer.DealerName),
        Address: {
          Address1: str(data.Dealer.DealerAddress1),
          Address2: str(data.Dealer.DealerAddress2),
          City: str(data.Dealer.DealerCity),
          State: str(data.Dealer.DealerState),
          PostalCode: postalCodeOf(data.Dealer.DealerZipCode),
        },
        PhoneNumber: str(data.Dealer.DealerPhoneNumber),
      },
    },
    LoanParameters: {
      CreditType: str(loan.CreditType),
      ContractState: contractState,
      ContractLanguage: contractLanguage,
      ProductLineItems: products,
      ...money,
      Fees: fees,
      TradeInDescription: str(loan.TradeInDescription),
      ...termsFrom(loan, promotion),
    },
    Plan: {
      Name: str(promotion?.Name) || str(promotion?.PromoCode),
      EstimatedMonthlyPayment: promotion?.EstimatedMonthlyPayment ?? null,
      AmountFinanced: context.planAmountFinanced ?? getAmount,
    },
    IncludeAutopay: false,
    Payment: {
      PaymentFrequency: 'OnceMonthly',
      PaymentAmount: promotion?.EstimatedMonthlyPayment ?? null,
      DayOfMonthForFirstWithdrawal: null,
      DayOfMonthForSecondWithdrawal: null,
      MonthToWithdrawFirstPayment: null,
      BankInformation: {
        Name: '',
        Address: emptyAddress(),
        RoutingNumber: '',
        AccountType: 'Checking',
        AccountNumber: '',
      },
    },
    CompletionCertificateChoice: offersCertificate && wasFull ? 'full' : 'none',
    OffersCompletionCertificate: offersCertificate,
    CompletionCertificate: {
      CompletionDate: dayOf(certificate?.CompletionDate),
      TentativeCompletionDate: tentative && tentative >= context.today ? tentative : '',
      ProductInstalledAtApplicantsAddress:
        typeof certificate?.ProjectCompletedAtApplicantsAddress === 'boolean' && wasFull
          ? certificate.ProjectCompletedAtApplicantsAddress
          : null,
      ProductInstaller: str(certificate?.ProductInstaller) || 'NotRequired',
      Address: certificateAddress,
    },
    SigningOption: lastSigningOption(data) ?? 'download',
    Signature: {
      SignatureDate: context.today,
      ExcludeDatesOnPaperwork: full?.ExcludeDatesOnPaperwork === true,
      ApplicationType: coApplicant
        ? str(full?.ApplicationType) && full?.ApplicationType !== 'Individual'
          ? str(full?.ApplicationType)
          : 'JointWithSpouse'
        : 'Individual',
      Dealer: dealerSigner(full?.Dealer, data.Dealer, context.signedIn),
      Applicant: { ...signer(applicant, full?.Applicant ?? null), ApplicantSigningAch: true },
      CoApplicant: {
        ...signer(coApplicant, full?.CoApplicant ?? null),
        CoApplicantSigningAch: false,
      },
      EsignRedirectUrl: context.applicationUrl,
    },
    DocumentSelection: {
      ContractState: contractState,
      ContractLanguage: contractLanguage,
      DownloadHardCopies: true,
    },
    EsignConsent: false,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* The live amount financed                                                                    */
/* ------------------------------------------------------------------------------------------ */

/** The money a form holds, as paperworkAmountFinancedCents reads it (SalesTax/trade-in 0 = none). */
export function amountInputs(loan: LoanForm) {
  return {
    ProductLineItems: loan.ProductLineItems,
    Fees: loan.Fees,
    SalesTax: loan.SalesTax,
    DownPayment: loan.DownPayment,
    CompletionPayment: loan.CompletionPayment,
    TradeInAmount: loan.TradeInAmount,
  };
}

/**
 * The live amount financed in whole cents: Σ price × quantity + fees + tax − down − completion −
 * trade-in (paperworkAmountFinancedCents, ARCHITECTURE.md point 2); blank or bad values count 0.
 */
export function formAmountFinancedCents(
  values: Pick<PaperworkFormValues, 'LoanParameters'>,
): Cents {
  return paperworkAmountFinancedCents(amountInputs(values.LoanParameters));
}

export interface PlanAmountComparison {
  /** The live amount, in cents. */
  liveCents: Cents;
  /** The amount the plan's payment was computed for, in cents; null when unknown. */
  planCents: Cents | null;
  /** True when the plan's payment was for another amount: offer a fresh preview and choice. */
  differs: boolean;
}

/** The live amount against the amount the plan was chosen for (issue 21, Money). */
export function comparePlanAmount(
  values: Pick<PaperworkFormValues, 'LoanParameters' | 'Plan'>,
): PlanAmountComparison {
  const liveCents = formAmountFinancedCents(values);
  const plan = values.Plan.AmountFinanced;
  const planCents = typeof plan === 'number' && Number.isFinite(plan) ? toCents(plan) : null;
  return { liveCents, planCents, differs: planCents !== null && planCents !== liveCents };
}
