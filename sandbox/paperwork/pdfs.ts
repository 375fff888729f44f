import { applicationReference } from './reference.ts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { formatUsDate, MONTH_NAMES } from '../../src/lib/dates.ts';
import { formatMoney, multiplyDecimal, toCents } from '../../src/lib/money.ts';
import { DOWNLOAD_DOCUMENT_TYPES, type PaperworkDocument } from '../../src/schemas/enums.ts';
import {
  completionCertificateKind,
  type PaperworkPerson,
  type PaperworkRequest,
  type Payment,
} from '../../src/schemas/paperwork-requests.ts';
import { paymentFactorPercent, revolvingEstimatedPayment } from '../../src/schemas/rates.ts';
import { calendarDay as utcCalendarDay } from '../dates.ts';
import { displayDate } from './html.ts';
import { CONTENT_WIDTH, PdfWriter, type Column, type Signer } from './pdf-layout.ts';

/**
 * The paperwork PDFs the sandbox serves from the download operation (spec, "Paperwork (v3)"):
 * FULL (the credit contract), LCC (completion certificate), ACH (automatic payment
 * authorization) and HardCopies (a cover sheet plus all of them). Pure: plain data in, bytes out.
 *
 * Privacy (ARCHITECTURE.md, "Privacy and safety"): the documents never show a social security
 * number or an identification number (the input has no SSN; ID numbers in the paperwork are
 * not read), and bank routing and account numbers only by their last four digits.
 */

export type PaperworkPdfType = (typeof DOWNLOAD_DOCUMENT_TYPES)[number];

/** A person or the dealer as printed: name, address lines, optional contact details. */
export interface PdfParty {
  name: string;
  addressLines: readonly string[];
  email?: string | null;
  phone?: string | null;
}

export interface PdfApplication {
  id: number;
  applicationNumber: number | null;
  dealer: PdfParty;
  applicant: PdfParty;
  coApplicant?: PdfParty | null;
  /** When the application was created: `YYYY-MM-DD` or an ISO timestamp (first ten characters). */
  createdOn: string;
}

/** The chosen promotion, as the sandbox holds it. `apr` is the promotion's fraction ("0.1799"). */
export interface PdfPromotion {
  name?: string | null;
  promoCode: string;
  apr?: string | null;
  /** Months, closed-end. */
  terms?: number | null;
  /** Fraction of the amount financed due each month, revolving (0.0175). */
  paymentFactor?: number | null;
  /** Dollars; when absent, revolving credit shows AmountFinanced × paymentFactor rounded up. */
  estimatedMonthlyPayment?: number | null;
}

/**
 * The signing terms of an ACH-only submission (its Signature; the validated AchSignature fits).
 * Signing flags follow the spec's defaults: the applicant signs, the co-applicant does not.
 */
export interface PdfAchSignature {
  SignatureDate?: string | null;
  ExcludeDatesOnPaperwork: boolean;
  Applicant?: { ApplicantSigningAch?: boolean | null } | null;
  CoApplicant?: { CoApplicantSigningAch?: boolean | null } | null;
}

export interface PaperworkPdfInput {
  documentType: PaperworkPdfType;
  application: PdfApplication;
  /** The last full paperwork submission; null when there is none (ACH-only). */
  paperwork: PaperworkRequest | null;
  /** The last ACH-only Payment; when null, the full paperwork's Payment (if any) is used. */
  ach: Payment | null;
  /** The ACH-only submission's Signature, read with `ach`. */
  achSignature?: PdfAchSignature | null;
  promotion: PdfPromotion | null;
  generatedAt: Date;
}

/** The requested document cannot be made from what was submitted (the download answers 404). */
export class PaperworkDocumentUnavailableError extends Error {
  readonly documentType: string;
  constructor(documentType: string, reason: string) {
    super(`No ${documentType} document for this application: ${reason}`);
    this.name = 'PaperworkDocumentUnavailableError';
    this.documentType = documentType;
  }
}

// ---------------------------------------------------------------------------------------------
// Formatting

/** Digits with all but the last four hidden, and never fewer than four hidden. */
export function maskDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  const visible = Math.max(0, Math.min(4, digits.length - 4));
  return '*'.repeat(digits.length - visible) + digits.slice(digits.length - visible);
}

const money = (amount: number) => formatMoney(toCents(amount));
/** A deduction: `-$500.00`, and a plain `$0.00` when there is nothing to deduct. */
const less = (amount: number) => (toCents(amount) === 0 ? money(0) : `-${money(amount)}`);

/** `5595550134` → `(559) 555-0134`; other lengths as given. */
export function formatPhone(phone: string | null | undefined): string | null {
  const text = phone?.trim();
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length === 10
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : text;
}

/** An address of any of the paperwork's shapes (the bank's has every property nullable). */
export interface AddressLike {
  Address1?: string | null;
  Address2?: string | null;
  City?: string | null;
  State?: string | null;
  PostalCode?: string | null;
}

/** An address as printed lines: street, unit, "City, ST 12345"; blank parts are left out. */
export function addressLines(address: AddressLike | null | undefined): readonly string[] {
  if (!address) return [];
  const place = [address.City?.trim(), [address.State, address.PostalCode?.trim()].join(' ').trim()]
    .filter(Boolean)
    .join(', ');
  return [address.Address1?.trim(), address.Address2?.trim(), place].filter(
    (line): line is string => Boolean(line),
  );
}

/** `JointWithSpouse` → `Joint with spouse`: open enums show unknown values readably. */
function humanize(value: string): string {
  const words = value.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelOf(labels: Record<string, string>, value: string | null | undefined): string {
  if (!value) return '';
  return labels[value] ?? humanize(value);
}

const FEE_LABELS: Record<string, string> = {
  Document: 'Documentation fee',
  PublicOfficials: 'Fees paid to public officials',
  NonFilingInsurancePremium: 'Non-filing insurance premium',
  ToOthers: 'Amounts paid to others',
};
const APPLICATION_TYPE_LABELS: Record<string, string> = {
  Individual: 'Individual',
  JointWithSpouse: 'Joint, with spouse',
  JointWithNonSpouse: 'Joint, with non-spouse',
};
const FREQUENCY_LABELS: Record<string, string> = {
  OnceMonthly: 'Once a month',
  TwiceMonthly: 'Twice a month',
};
const CREDIT_TYPE_LABELS: Record<string, string> = {
  ClosedEnd: 'Closed-end installment loan',
  Revolving: 'Revolving credit',
};
const INSTALLER_LABELS: Record<string, string> = { NotRequired: 'Not required' };
const TERM_MONTHS: Record<string, number> = { TwentyFourMonths: 24, EightyFourMonths: 84 };

const ORDINAL_SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** 1 → `1st`, 12 → `12th`, 22 → `22nd`. */
export function ordinal(day: number): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (ORDINAL_SUFFIXES[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** "0 counts as empty" for withdrawal days and months. */
const filled = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && value !== 0;

/** 17.99 → `17.99%`, 5 → `5.00%`. */
function percent(rate: number): string {
  const [whole, fraction = ''] = multiplyDecimal(rate, 1).split('.');
  return `${whole}.${fraction.padEnd(2, '0')}%`;
}

function personName(
  person: Pick<PaperworkPerson, 'FirstName' | 'MiddleInitial' | 'LastName' | 'Suffix'>,
) {
  return [person.FirstName, person.MiddleInitial, person.LastName, person.Suffix]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

// ---------------------------------------------------------------------------------------------
// What the documents say

interface Parties {
  applicant: PdfParty;
  coApplicant: PdfParty | null;
  dealer: PdfParty;
}

/**
 * Who the documents name: the full paperwork's Application when there is one (what the dealer
 * confirmed for the contract), otherwise the application on file (ACH-only).
 */
function partiesOf(input: PaperworkPdfInput): Parties {
  const paperwork = input.paperwork?.Application;
  if (!paperwork) {
    return {
      applicant: input.application.applicant,
      coApplicant: input.application.coApplicant ?? null,
      dealer: input.application.dealer,
    };
  }
  const person = (value: PaperworkPerson): PdfParty => ({
    name: personName(value),
    addressLines: addressLines(value.Address),
    email: value.EmailAddress ?? null,
    phone: formatPhone(value.PrimaryPhone),
  });
  return {
    applicant: person(paperwork.Applicant),
    coApplicant: paperwork.CoApplicant ? person(paperwork.CoApplicant) : null,
    dealer: {
      name: paperwork.Dealer.Name,
      addressLines: addressLines(paperwork.Dealer.Address),
      phone: formatPhone(paperwork.Dealer.PhoneNumber),
      email: input.paperwork?.Signature.Dealer?.EmailAddress ?? null,
    },
  };
}

function partyLines(party: PdfParty): string[] {
  return [
    party.name,
    ...party.addressLines,
    ...[formatPhone(party.phone), party.email?.trim()].filter((line): line is string =>
      Boolean(line),
    ),
  ];
}

/** The payment the ACH authorization covers, and its signing terms. */
function achOf(input: PaperworkPdfInput): {
  payment: Payment;
  signature: PdfAchSignature | null;
  fromFullPaperwork: boolean;
} | null {
  if (input.ach) {
    return { payment: input.ach, signature: input.achSignature ?? null, fromFullPaperwork: false };
  }
  if (input.paperwork?.Payment) {
    return {
      payment: input.paperwork.Payment,
      signature: {
        SignatureDate: input.paperwork.Signature.SignatureDate,
        ExcludeDatesOnPaperwork: input.paperwork.Signature.ExcludeDatesOnPaperwork,
      },
      fromFullPaperwork: true,
    };
  }
  return null;
}

/** Which documents the submitted paperwork yields, in packet order. */
export function availablePaperworkDocuments(
  input: Pick<PaperworkPdfInput, 'paperwork' | 'ach'>,
): PaperworkDocument[] {
  const documents: PaperworkDocument[] = [];
  if (input.paperwork) documents.push('FULL');
  if (
    input.paperwork &&
    completionCertificateKind(input.paperwork.CompletionCertificate) === 'full'
  ) {
    documents.push('LCC');
  }
  if (input.ach || input.paperwork?.Payment) documents.push('ACH');
  return documents;
}

function contractTitle(paperwork: PaperworkRequest | null): string {
  switch (paperwork?.LoanParameters.CreditType) {
    case 'ClosedEnd':
      return 'Retail Installment Contract';
    case 'Revolving':
      return 'Revolving Credit Agreement';
    default:
      return 'Credit Agreement';
  }
}

/** The printed name of each document type. */
export function paperworkDocumentTitle(
  type: PaperworkPdfType,
  paperwork: PaperworkRequest | null = null,
): string {
  switch (type) {
    case 'FULL':
      return contractTitle(paperwork);
    case 'LCC':
      return 'Completion Certificate';
    case 'ACH':
      return 'Automatic Payment Authorization (ACH)';
    case 'HardCopies':
      return 'Paperwork Packet (Hard Copies)';
  }
}

function signatureDate(signature: {
  SignatureDate?: string | null;
  ExcludeDatesOnPaperwork: boolean;
}): string | null {
  return signature.ExcludeDatesOnPaperwork ? null : displayDate(signature.SignatureDate);
}

interface Context {
  input: PaperworkPdfInput;
  parties: Parties;
  reference: string;
  prepared: string;
}

function referenceOf(application: PdfApplication): string {
  return applicationReference(application.id, application.applicationNumber);
}

/** Each party as a column of printed lines under its role. */
function partyColumns(
  entries: readonly (readonly [string, PdfParty | null])[],
): [string, string[]][] {
  return entries.flatMap(([role, party]) =>
    party ? [[role, partyLines(party)] as [string, string[]]] : [],
  );
}

function writeFull(writer: PdfWriter, context: Context, paperwork: PaperworkRequest): void {
  const { input, parties } = context;
  const loan = paperwork.LoanParameters;
  const promotion = input.promotion;
  writer.title(contractTitle(paperwork), [
    `${context.reference} · Summary of the credit terms`,
    `Application date ${displayDate(input.application.createdOn) ?? '-'} · Prepared ${context.prepared}`,
    `Contract state ${loan.ContractState} · Language ${loan.ContractLanguage}`,
  ]);

  writer.heading('Parties');
  writer.columns(
    partyColumns([
      ['Buyer', parties.applicant],
      ['Co-buyer', parties.coApplicant],
      ['Seller (dealer)', parties.dealer],
    ]),
  );

  writer.heading('Key terms');
  const terms: [string, string][] = [
    ['Credit type', labelOf(CREDIT_TYPE_LABELS, loan.CreditType)],
    ['Annual percentage rate', percent(loan.AnnualPercentageRate)],
    ['Amount financed', money(loan.AmountFinanced)],
  ];
  if (loan.CreditType === 'Revolving') {
    const factor = promotion?.paymentFactor ? paymentFactorPercent(promotion.paymentFactor) : null;
    if (factor) {
      terms.push(['Payment factor', `${factor} of the amount financed each month`]);
    } else if (loan.PaymentFactor) {
      terms.push(['Payment factor', humanize(loan.PaymentFactor)]);
    }
  } else {
    const months = promotion?.terms ?? TERM_MONTHS[loan.RepaymentTerms ?? ''];
    if (months) terms.push(['Term', `${months} months`]);
    else if (loan.RepaymentTerms) terms.push(['Term', humanize(loan.RepaymentTerms)]);
  }
  const estimated =
    promotion?.estimatedMonthlyPayment ??
    (loan.CreditType === 'Revolving' && promotion?.paymentFactor
      ? revolvingEstimatedPayment(loan.AmountFinanced, promotion.paymentFactor)
      : null);
  if (estimated !== null && estimated !== undefined) {
    terms.push(['Estimated monthly payment', money(estimated)]);
  }
  if (promotion) {
    terms.push([
      'Promotion',
      promotion.name ? `${promotion.name} (${promotion.promoCode})` : promotion.promoCode,
    ]);
  }
  terms.push([
    'Application type',
    labelOf(APPLICATION_TYPE_LABELS, paperwork.Signature.ApplicationType),
  ]);
  writer.fields(terms);

  writer.heading('Goods and services');
  const itemColumns: Column[] = [
    { width: 236 },
    { width: 90 },
    { width: 40, align: 'right' },
    { width: 69, align: 'right' },
    { width: 69, align: 'right' },
  ];
  writer.table(
    itemColumns,
    ['Description', 'Item no.', 'Qty', 'Unit price', 'Amount'],
    loan.ProductLineItems.map((item) => ({
      cells: [
        item.Description,
        item.ItemNumber ?? '',
        String(item.Quantity),
        money(item.Price),
        formatMoney(toCents(item.Price) * item.Quantity),
      ],
    })),
  );

  writer.heading('Itemization of the amount financed');
  const ledgerColumns: Column[] = [{ width: CONTENT_WIDTH - 120 }, { width: 120, align: 'right' }];
  const productsCents = loan.ProductLineItems.reduce(
    (sum, item) => sum + toCents(item.Price) * item.Quantity,
    0,
  );
  const rows: { cells: string[]; bold?: boolean; ruleAbove?: boolean }[] = [
    { cells: ['Cash price of goods and services', formatMoney(productsCents)] },
    ...loan.Fees.map((fee) => ({
      cells: [labelOf(FEE_LABELS, fee.FeeType), money(fee.FeeAmount)],
    })),
  ];
  if (loan.SalesTax) rows.push({ cells: ['Sales tax', money(loan.SalesTax)] });
  rows.push({ cells: ['Less down payment', less(loan.DownPayment)] });
  if (loan.CompletionPayment !== null && loan.CompletionPayment !== undefined) {
    rows.push({
      cells: [
        'Less completion payment (due when the work is complete)',
        less(loan.CompletionPayment),
      ],
    });
  }
  if (loan.TradeInAmount) {
    const description = loan.TradeInDescription ? ` (${loan.TradeInDescription})` : '';
    rows.push({ cells: [`Less trade-in${description}`, less(loan.TradeInAmount)] });
  }
  rows.push({
    cells: ['Amount financed', money(loan.AmountFinanced)],
    bold: true,
    ruleAbove: true,
  });
  writer.table(ledgerColumns, null, rows);

  const certificate = paperwork.CompletionCertificate;
  const completed = displayDate(certificate.CompletionDate);
  const projected = displayDate(certificate.TentativeCompletionDate);
  if (completed || projected || paperwork.Payment) {
    writer.heading('Completion and payments');
    const notes: [string, string][] = [];
    if (completed) notes.push(['Work completed', `${completed} (see the completion certificate)`]);
    else if (projected) notes.push(['Projected completion', projected]);
    if (paperwork.Payment) {
      notes.push(['Automatic payments', 'Authorized; see the ACH authorization']);
    }
    writer.fields(notes);
  }

  writer.heading('Notice to the buyer');
  writer.paragraph(
    'Do not sign this agreement before you read it or if it contains any blank spaces. You are entitled to a completely filled-in copy of this agreement. By signing, the buyer and any co-buyer agree to pay the amount financed and the finance charge according to the terms above.',
  );

  writer.heading('Signatures');
  const date = signatureDate(paperwork.Signature);
  writer.signatures([
    { role: 'Buyer', name: parties.applicant.name, date },
    ...(parties.coApplicant ? [{ role: 'Co-buyer', name: parties.coApplicant.name, date }] : []),
    {
      role: 'Seller (dealer)',
      name: paperwork.Signature.Dealer?.Name ?? parties.dealer.name,
      date,
    },
  ]);
}

function writeLcc(writer: PdfWriter, context: Context, paperwork: PaperworkRequest): void {
  const { parties } = context;
  const certificate = paperwork.CompletionCertificate;
  const completed = displayDate(certificate.CompletionDate) ?? '-';
  writer.title('Completion Certificate', [
    `${context.reference} · Certificate of completion and satisfaction`,
    `Prepared ${context.prepared}`,
  ]);

  writer.heading('Parties');
  writer.columns(
    partyColumns([
      ['Buyer', parties.applicant],
      ['Co-buyer', parties.coApplicant],
      ['Dealer', parties.dealer],
    ]),
  );

  writer.heading('Completion');
  writer.fields([
    ['Completion date', completed],
    [
      "Installed at the buyer's address",
      certificate.ProductInstalledAtApplicantsAddress ? 'Yes' : 'No',
    ],
    ['Installation address', [...addressLines(certificate.Address)]],
    ['Installer', labelOf(INSTALLER_LABELS, certificate.ProductInstaller)],
    // The dealer is paid the amount financed: the certificate names it, as the contract does.
    ['Amount financed', money(paperwork.LoanParameters.AmountFinanced)],
  ]);

  writer.heading('Goods and services delivered');
  writer.table(
    [{ width: 300 }, { width: 150 }, { width: CONTENT_WIDTH - 450, align: 'right' }],
    ['Description', 'Item no.', 'Qty'],
    paperwork.LoanParameters.ProductLineItems.map((item) => ({
      cells: [item.Description, item.ItemNumber ?? '', String(item.Quantity)],
    })),
  );

  writer.heading('Certification');
  writer.paragraph(
    `The buyer certifies that the goods and services listed above were delivered and installed at the installation address, that the work was completed on ${completed}, and that it was completed to the buyer's satisfaction. The buyer asks the lender to pay the dealer under the credit agreement for ${context.reference.toLowerCase()}.`,
  );

  writer.heading('Signatures');
  const date = signatureDate(paperwork.Signature);
  writer.signatures([
    { role: 'Buyer', name: parties.applicant.name, date },
    ...(parties.coApplicant ? [{ role: 'Co-buyer', name: parties.coApplicant.name, date }] : []),
    { role: 'Dealer', name: paperwork.Signature.Dealer?.Name ?? parties.dealer.name, date },
  ]);
}

function writeAch(
  writer: PdfWriter,
  context: Context,
  ach: NonNullable<ReturnType<typeof achOf>>,
): void {
  const { parties } = context;
  const { payment, signature } = ach;
  const bank = payment.BankInformation;
  const applicantSigns =
    ach.fromFullPaperwork || (signature?.Applicant?.ApplicantSigningAch ?? true);
  const coApplicantSigns =
    parties.coApplicant !== null &&
    (ach.fromFullPaperwork || (signature?.CoApplicant?.CoApplicantSigningAch ?? false));

  writer.title('Automatic Payment Authorization (ACH)', [
    `${context.reference} · Authorization for recurring debits from a bank account`,
    `Prepared ${context.prepared}`,
  ]);

  writer.heading('Account holders');
  writer.columns(
    partyColumns([
      ['Borrower', applicantSigns ? parties.applicant : null],
      ['Co-borrower', coApplicantSigns ? parties.coApplicant : null],
      ['Dealer', parties.dealer],
    ]),
  );

  writer.heading('Payment schedule');
  const schedule: [string, string][] = [
    [
      'Payment amount',
      payment.PaymentAmount !== null && payment.PaymentAmount !== undefined
        ? money(payment.PaymentAmount)
        : 'The amount due each period',
    ],
    ['Frequency', labelOf(FREQUENCY_LABELS, payment.PaymentFrequency)],
  ];

  if (filled(payment.DayOfMonthForFirstWithdrawal)) {
    schedule.push([
      payment.PaymentFrequency === 'TwiceMonthly' ? 'First withdrawal day' : 'Withdrawal day',
      `The ${ordinal(payment.DayOfMonthForFirstWithdrawal)} of the month`,
    ]);
  }
  if (filled(payment.DayOfMonthForSecondWithdrawal)) {
    schedule.push([
      'Second withdrawal day',
      `The ${ordinal(payment.DayOfMonthForSecondWithdrawal)} of the month`,
    ]);
  }
  if (filled(payment.MonthToWithdrawFirstPayment)) {
    schedule.push([
      'First payment month',
      MONTH_NAMES[payment.MonthToWithdrawFirstPayment - 1] ??
        String(payment.MonthToWithdrawFirstPayment),
    ]);
  }
  writer.fields(schedule);

  writer.heading('Bank account');
  const account: [string, string | string[]][] = [];
  if (bank.Name) account.push(['Bank', bank.Name]);
  const bankAddress = addressLines(bank.Address);
  if (bankAddress.length > 0) account.push(['Bank address', [...bankAddress]]);
  if (bank.AccountType) account.push(['Account type', humanize(bank.AccountType)]);
  account.push(['Routing number', `${maskDigits(bank.RoutingNumber)} (last four digits shown)`]);
  account.push(['Account number', `${maskDigits(bank.AccountNumber)} (last four digits shown)`]);
  writer.fields(account);

  writer.heading('Authorization');
  // The credit the payments repay, when full paperwork says it (an ACH-only packet may not).
  const financed = context.input.paperwork?.LoanParameters.AmountFinanced;
  const agreement =
    financed !== null && financed !== undefined
      ? `the credit agreement (${money(financed)} financed)`
      : 'the credit agreement';
  writer.paragraph(
    `The account holders authorize the lender to start debit entries to the bank account above for the payments due under ${agreement}, on the schedule above, and to correct any entry made in error. This authorization stays in effect until the lender receives written notice to end it, in time to act on it. If a withdrawal day falls on a weekend or holiday, the debit may be made on the next business day.`,
  );

  writer.heading('Signatures');
  const date = signature ? signatureDate(signature) : null;
  const signers: Signer[] = [];
  if (applicantSigns) signers.push({ role: 'Borrower', name: parties.applicant.name, date });
  if (coApplicantSigns && parties.coApplicant) {
    signers.push({ role: 'Co-borrower', name: parties.coApplicant.name, date });
  }
  if (signers.length === 0) signers.push({ role: 'Account holder', name: '', date });
  writer.signatures(signers);
}

function writeCover(
  writer: PdfWriter,
  context: Context,
  contents: readonly { title: string; first: number; last: number }[],
): void {
  const { parties } = context;
  writer.title('Paperwork Packet (Hard Copies)', [
    `${context.reference} · Prepared ${context.prepared}`,
  ]);
  writer.heading('For');
  writer.columns(
    partyColumns([
      ['Applicant', parties.applicant],
      ['Co-applicant', parties.coApplicant],
      ['Dealer', parties.dealer],
    ]),
  );
  writer.heading('Contents');
  writer.table(
    [{ width: CONTENT_WIDTH - 120 }, { width: 120, align: 'right' }],
    ['Document', 'Pages'],
    contents.map((entry) => ({
      cells: [
        entry.title,
        entry.first === entry.last ? `${entry.first}` : `${entry.first}-${entry.last}`,
      ],
    })),
  );
  writer.heading('How to use this packet');
  [
    '1. Review every document with the applicant and any co-applicant.',
    '2. Each signer signs on the signature lines and writes the date where it is blank.',
    '3. Upload the signed pages to the application as supporting documents of type "paperwork".',
  ].forEach((step) => writer.paragraph(step));
}

// ---------------------------------------------------------------------------------------------
// The document

const AUTHOR = 'Dealer financing sandbox';

/** Metadata is UTF-16, so any character may stay; line breaks and control characters may not. */
function metadataText(value: string): string {
  return [...value.replace(/\s+/g, ' ')]
    .filter((char) => {
      const codePoint = char.codePointAt(0)!;
      return codePoint >= 0x20 && !(codePoint >= 0x7f && codePoint < 0xa0);
    })
    .join('')
    .trim();
}

/**
 * The PDF for one download document type. Throws PaperworkDocumentUnavailableError when the
 * submitted paperwork does not include that document (no full paperwork for FULL, no full
 * completion certificate for LCC, no Payment for ACH, nothing at all for HardCopies).
 */
export async function generatePaperworkPdf(input: PaperworkPdfInput): Promise<Uint8Array> {
  const { documentType, paperwork } = input;
  // The type often comes from a query string: refuse an unknown one rather than fail later.
  if (!(DOWNLOAD_DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
    throw new PaperworkDocumentUnavailableError(String(documentType), 'unknown document type');
  }
  const available = availablePaperworkDocuments(input);
  const wanted: PaperworkDocument[] = documentType === 'HardCopies' ? available : [documentType];
  if (documentType === 'HardCopies' && available.length === 0) {
    throw new PaperworkDocumentUnavailableError(documentType, 'no paperwork was submitted');
  }
  for (const type of wanted) {
    if (!available.includes(type)) {
      const reason = {
        FULL: 'no full paperwork was submitted',
        LCC: 'the paperwork has no completed completion certificate',
        ACH: 'no payment (ACH) details were submitted',
      }[type];
      throw new PaperworkDocumentUnavailableError(type, reason);
    }
  }

  const doc = await PDFDocument.create();
  const writer = new PdfWriter(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const context: Context = {
    input,
    parties: partiesOf(input),
    reference: referenceOf(input.application),
    prepared: formatUsDate(utcCalendarDay(input.generatedAt)),
  };

  const cover = documentType === 'HardCopies' ? writer.startSection('Cover sheet') : null;
  const contents: { title: string; first: number; last: number }[] = [];
  for (const type of wanted) {
    const title = paperworkDocumentTitle(type, paperwork);
    const first = writer.startSection(title);
    if (type === 'FULL') writeFull(writer, context, paperwork!);
    if (type === 'LCC') writeLcc(writer, context, paperwork!);
    if (type === 'ACH') writeAch(writer, context, achOf(input)!);
    contents.push({ title, first: first + 1, last: writer.pages.length });
  }
  if (cover !== null) {
    writer.resume(cover);
    writeCover(writer, context, contents);
  }
  writer.footers(context.reference, context.prepared);

  const title = paperworkDocumentTitle(documentType, paperwork);
  doc.setTitle(`${title} - ${context.reference}`, { showInWindowTitleBar: true });
  doc.setAuthor(AUTHOR);
  doc.setSubject(
    metadataText(
      `${title} for ${context.reference.toLowerCase()} with ${context.parties.dealer.name}`,
    ),
  );
  doc.setKeywords(['paperwork', documentType, `application-${input.application.id}`]);
  doc.setCreator(AUTHOR);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);
  doc.setLanguage('en-US');
  return doc.save();
}
