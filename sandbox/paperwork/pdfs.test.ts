import {
  PDFArray,
  PDFDocument,
  PDFRawStream,
  StandardFonts,
  decodePDFRawStream,
  type PDFPage,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  validAchPaperwork,
  validFullPaperwork,
} from '../../src/schemas/fixtures/paperwork.test-support.ts';
import {
  achPaperworkBaseSchema,
  type AchPaperworkRequest,
  paperworkBaseSchema,
  type PaperworkPerson,
  type PaperworkRequest,
} from '../../src/schemas/paperwork-requests.ts';
import {
  PaperworkDocumentUnavailableError,
  addressLines,
  availablePaperworkDocuments,
  formatPhone,
  generatePaperworkPdf,
  maskDigits,
  ordinal,
  type PaperworkPdfInput,
  type PaperworkPdfType,
} from './pdfs.ts';
import { isWinAnsi, toWinAnsi, wrapText } from './pdf-layout.ts';

// ---------------------------------------------------------------------------------------------
// Reading the PDFs back

/** The byte values 0x80–0x9F of WinAnsi, where it differs from Latin-1. */
const WIN_ANSI_HIGH = new Map<number, string>(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((char, index) => [
    0x80 + index,
    char,
  ]),
);

function decodeHexText(hex: string): string {
  let text = '';
  for (let index = 0; index < hex.length; index += 2) {
    const code = parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI_HIGH.get(code) ?? String.fromCharCode(code);
  }
  return text;
}

function contentStreams(doc: PDFDocument, page: PDFPage): string[] {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : [contents];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'));
}

interface ReadPdf {
  doc: PDFDocument;
  /** The text drawn on each page, one shown string per line. */
  pages: string[][];
  text: string;
  /** Everything a reader could get at: raw bytes, every decoded stream, the text, the metadata. */
  everything: string;
}

/** Text whose wrapped lines are joined again. */
const oneLine = (text: string) => text.replace(/\n/g, ' ');

async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc
    .getPages()
    .map((page) =>
      contentStreams(doc, page).flatMap((content) =>
        [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => decodeHexText(match[1]!)),
      ),
    );
  const decodedStreams = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
    .map((stream) => {
      try {
        return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      } catch {
        return '';
      }
    });
  const text = pages.map((lines) => lines.join('\n')).join('\n');
  const metadata = [doc.getTitle(), doc.getAuthor(), doc.getSubject(), doc.getKeywords()].join(
    '\n',
  );
  const everything = [
    Buffer.from(bytes).toString('latin1'),
    ...decodedStreams,
    text,
    metadata,
  ].join('\n');
  return { doc, pages, text, everything };
}

// ---------------------------------------------------------------------------------------------
// Inputs

const TODAY = '2026-05-02';
/** A day apart from the signature date, so "Prepared …" never passes for a signature date. */
const GENERATED_AT = new Date('2026-05-03T16:30:00Z');
const SSN = '500000001';

function coApplicant(): PaperworkPerson {
  return {
    ...validFullPaperwork({}, TODAY).Application.Applicant,
    FirstName: 'Jose',
    MiddleInitial: null,
    LastName: 'Garcia',
    EmailAddress: 'jose.garcia@example.com',
    IdentificationNumber: 'C7654321',
  };
}

function fullLcc(paperwork: PaperworkRequest): PaperworkRequest {
  return {
    ...paperwork,
    CompletionCertificate: {
      CompletionDate: '04/30/2026',
      TentativeCompletionDate: null,
      ProductInstalledAtApplicantsAddress: true,
      ProductInstaller: 'NotRequired',
      Address: paperwork.Application.Applicant.Address,
    },
  };
}

function input(overrides: Partial<PaperworkPdfInput> = {}): PaperworkPdfInput {
  return {
    documentType: 'FULL',
    application: {
      id: 1001,
      applicationNumber: 50012,
      createdOn: '2026-04-28T10:15:00',
      dealer: {
        name: 'Sunrise Home Solar',
        addressLines: ['88 Industrial Way', 'Sacramento, CA 95814'],
        phone: '9165550100',
      },
      // The application on file carries an SSN; nothing may print it.
      applicant: {
        name: 'Maria L Garcia-Lopez',
        addressLines: ['1200 Orchard Ave', 'Fresno, CA 93721'],
        email: 'maria.garcia@example.com',
        ssn: SSN,
      } as PaperworkPdfInput['application']['applicant'],
      coApplicant: null,
    },
    paperwork: validFullPaperwork({}, TODAY),
    ach: null,
    promotion: {
      name: '84 months at 17.99%',
      promoCode: 'CE84',
      apr: '0.1799',
      terms: 84,
    },
    generatedAt: GENERATED_AT,
    ...overrides,
  };
}

function jointInput(): PaperworkPdfInput {
  const base = validFullPaperwork({}, TODAY);
  return input({
    paperwork: {
      ...base,
      Application: { ...base.Application, CoApplicant: coApplicant() },
      Signature: { ...base.Signature, ApplicationType: 'JointWithSpouse' },
    },
  });
}

function achOnly(signing: { applicant?: boolean; coApplicant?: boolean } = {}): PaperworkPdfInput {
  const body = validAchPaperwork() as AchPaperworkRequest;
  return input({
    documentType: 'ACH',
    paperwork: null,
    ach: {
      ...body.Payment,
      PaymentFrequency: 'TwiceMonthly',
      DayOfMonthForFirstWithdrawal: 1,
      DayOfMonthForSecondWithdrawal: 15,
    },
    achSignature: {
      ...body.Signature,
      Applicant: { ApplicantSigningAch: signing.applicant ?? true },
      CoApplicant:
        signing.coApplicant === undefined ? null : { CoApplicantSigningAch: signing.coApplicant },
    },
    application: {
      ...input().application,
      coApplicant: {
        name: 'Jose Garcia',
        addressLines: ['1200 Orchard Ave', 'Fresno, CA 93721'],
      },
    },
  });
}

async function generate(overrides: PaperworkPdfInput): Promise<ReadPdf> {
  return readPdf(await generatePaperworkPdf(overrides));
}

// ---------------------------------------------------------------------------------------------

describe('generatePaperworkPdf: every document type is a valid PDF with metadata', () => {
  const withEverything = () => {
    const base = jointInput();
    return { ...base, paperwork: fullLcc(base.paperwork!) };
  };

  it.each<[PaperworkPdfType, string]>([
    ['FULL', 'Retail Installment Contract - Application 1001 (lender’s number 50012)'],
    ['LCC', 'Completion Certificate - Application 1001 (lender’s number 50012)'],
    ['ACH', 'Automatic Payment Authorization (ACH) - Application 1001 (lender’s number 50012)'],
    ['HardCopies', 'Paperwork Packet (Hard Copies) - Application 1001 (lender’s number 50012)'],
  ])('%s', async (documentType, title) => {
    const bytes = await generatePaperworkPdf({ ...withEverything(), documentType });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { doc, pages } = await readPdf(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe(title);
    expect(doc.getAuthor()).toBe('Dealer financing sandbox');
    expect(doc.getSubject()).toContain('application 1001 (lender’s number 50012)');
    expect(doc.getSubject()).toContain('Sunrise Home Solar');
    expect(doc.getKeywords()).toContain(documentType);
    expect(doc.getCreationDate()?.toISOString()).toBe(GENERATED_AT.toISOString());
    // Every page says which it is, out of how many.
    pages.forEach((lines, index) =>
      expect(lines).toContain(`Page ${index + 1} of ${doc.getPageCount()}`),
    );
  });

  it('falls back on the application id when there is no application number yet', async () => {
    const base = input();
    const { doc, text } = await generate({
      ...base,
      application: { ...base.application, applicationNumber: null },
    });
    expect(doc.getTitle()).toBe('Retail Installment Contract - Application 1001');
    expect(text).toContain('Application 1001');
  });
});

describe('FULL: the credit contract', () => {
  it('shows the parties, products, itemization, rate, term and signature lines', async () => {
    const { text, pages } = await generate(input());
    for (const expected of [
      'Retail Installment Contract',
      'Application date 04/28/2026 · Prepared 05/03/2026',
      'Contract state CA · Language English',
      'Maria L Garcia-Lopez',
      'Fresno, CA 93721-1234',
      '(559) 555-0134',
      'Sunrise Home Solar',
      '(916) 555-0100',
      'Solar panel system',
      'SP-400',
      '$12,000.00',
      'Cash price of goods and services',
      'Documentation fee',
      '$75.50',
      'Less down payment',
      '$0.00',
      'Less completion payment (due when the work is complete)',
      '-$500.00',
      'Amount financed',
      '$11,575.50',
      'Annual percentage rate',
      '17.99%',
      '84 months',
      '84 months at 17.99% (CE84)',
      'Projected completion',
      'Authorized; see the ACH authorization',
      'Buyer: Maria L Garcia-Lopez',
      'Seller (dealer): Sunrise Home Solar',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Co-buyer');
    // The signature date, on each of the two date lines (buyer, seller).
    expect(pages.flat().filter((line) => line === '05/02/2026')).toHaveLength(2);
  });

  it('shows quantity × price and the line total', async () => {
    const base = validFullPaperwork({}, TODAY);
    const paperwork: PaperworkRequest = {
      ...base,
      LoanParameters: {
        ...base.LoanParameters,
        ProductLineItems: [
          { Id: null, Description: 'Window', ItemNumber: 'W-1', Quantity: 3, Price: 4000.1 },
        ],
        AmountFinanced: 11575.8,
      },
    };
    const { pages } = await generate(input({ paperwork }));
    const lines = pages.flat();
    const row = lines.indexOf('Window');
    expect(lines.slice(row, row + 5)).toEqual(['Window', 'W-1', '3', '$4,000.10', '$12,000.30']);
  });

  it('with a co-applicant has a co-buyer column and signature line, and says more', async () => {
    const individual = await generate(input());
    const joint = await generate(jointInput());
    expect(joint.text).toContain('Co-buyer');
    expect(joint.text).toContain('Jose Garcia');
    expect(joint.text).toContain('Co-buyer: Jose Garcia');
    expect(joint.text).toContain('Joint, with spouse');
    expect(joint.text.length).toBeGreaterThan(individual.text.length);
    expect(joint.pages.flat().filter((line) => line === '05/02/2026')).toHaveLength(3);
  });

  it('leaves the date lines blank when ExcludeDatesOnPaperwork is set', async () => {
    const base = validFullPaperwork({}, TODAY);
    const { text } = await generate(
      input({
        paperwork: { ...base, Signature: { ...base.Signature, ExcludeDatesOnPaperwork: true } },
      }),
    );
    expect(text).toContain('Buyer: Maria L Garcia-Lopez');
    expect(text).not.toContain('05/02/2026');
  });

  it('leaves the date lines blank when there is no SignatureDate', async () => {
    const base = validFullPaperwork({}, TODAY);
    const { text } = await generate(
      input({ paperwork: { ...base, Signature: { ...base.Signature, SignatureDate: null } } }),
    );
    expect(text).not.toContain('05/02/2026');
  });

  it('shows sales tax and a trade-in when present', async () => {
    const base = validFullPaperwork({}, TODAY);
    const paperwork: PaperworkRequest = {
      ...base,
      LoanParameters: {
        ...base.LoanParameters,
        SalesTax: 870.25,
        TradeInAmount: 1000,
        TradeInDescription: 'Old heater',
        AmountFinanced: 11445.75,
      },
    };
    const { text } = await generate(input({ paperwork }));
    expect(text).toContain('Sales tax');
    expect(text).toContain('$870.25');
    expect(text).toContain('Less trade-in (Old heater)');
    expect(text).toContain('-$1,000.00');
    expect(text).toContain('$11,445.75');
  });

  it('is a revolving credit agreement with the payment factor and the rounded-up payment', async () => {
    const base = validFullPaperwork({}, TODAY);
    const paperwork: PaperworkRequest = {
      ...base,
      LoanParameters: {
        ...base.LoanParameters,
        CreditType: 'Revolving',
        ContractState: 'NV',
        CompletionPayment: null,
        RepaymentTerms: null,
        PaymentFactor: 'Two',
        ClosedEndPaymentRateId: null,
        ProductLineItems: [
          { Id: null, Description: 'Water softener', ItemNumber: null, Quantity: 1, Price: 1200 },
        ],
        Fees: [],
        AmountFinanced: 1200,
        AnnualPercentageRate: 9.9,
      },
    };
    const { text, doc } = await generate(
      input({
        paperwork,
        promotion: { promoCode: 'REV', paymentFactor: 0.0175, apr: '0.099' },
      }),
    );
    expect(doc.getTitle()).toBe(
      'Revolving Credit Agreement - Application 1001 (lender’s number 50012)',
    );
    expect(text).toContain('Revolving credit');
    expect(text).toContain('9.90%');
    expect(text).toContain('1.75% of the amount financed each month');
    // 1200 × 0.0175 = 21 exactly, not 21.000000000000004 rounded up to 22.
    expect(text).toContain('$21.00');
    expect(text).not.toContain('Less completion payment');
  });

  it('flows onto more pages when the content overflows, repeating nothing out of order', async () => {
    const base = validFullPaperwork({}, TODAY);
    const fees = Array.from({ length: 80 }, (_, index) => ({
      FeeType: 'ToOthers' as const,
      FeeAmount: index + 1,
    }));
    const paperwork: PaperworkRequest = {
      ...base,
      LoanParameters: {
        ...base.LoanParameters,
        Fees: fees,
        AmountFinanced: 11500 + (80 * 81) / 2,
      },
    };
    const short = await generate(input());
    const long = await generate(input({ paperwork }));
    expect(long.doc.getPageCount()).toBeGreaterThan(short.doc.getPageCount());
    expect(long.pages.flat().filter((line) => line === 'Amounts paid to others')).toHaveLength(80);
    expect(long.pages.at(-1)).toContain('Seller (dealer): Sunrise Home Solar');
    // The itemization ends with its total, after the last fee.
    const lines = long.pages.flat();
    expect(lines.lastIndexOf('Amounts paid to others')).toBeLessThan(
      lines.lastIndexOf('$14,740.00'),
    );
  });

  it('wraps a long description within its column', async () => {
    const base = validFullPaperwork({}, TODAY);
    const description = 'MONOCRYSTALLINE SOLAR MODULES, RACKING AND WIRING';
    const paperwork: PaperworkRequest = {
      ...base,
      LoanParameters: {
        ...base.LoanParameters,
        ProductLineItems: [
          { ...base.LoanParameters.ProductLineItems[0]!, Description: description },
        ],
      },
    };
    const { pages } = await generate(input({ paperwork }));
    const lines = pages.flat();
    const first = lines.findIndex((line) => line.startsWith('MONOCRYSTALLINE'));
    expect(first).toBeGreaterThan(-1);
    expect(lines[first]).not.toBe(description);
    expect(`${lines[first]} ${lines[first + 1]}`).toBe(description);
  });
});

describe('LCC: the completion certificate', () => {
  it('shows the completion, installation address, installer and certification', async () => {
    const { text, doc } = await generate(
      input({ documentType: 'LCC', paperwork: fullLcc(validFullPaperwork({}, TODAY)) }),
    );
    expect(doc.getTitle()).toBe(
      'Completion Certificate - Application 1001 (lender’s number 50012)',
    );
    for (const expected of [
      'Completion date',
      '04/30/2026',
      "Installed at the buyer's address",
      'Yes',
      'Installation address',
      '1200 Orchard Ave',
      'Installer',
      'Not required',
      'Amount financed',
      '$11,575.50',
      'Solar panel system',
      'Buyer: Maria L Garcia-Lopez',
      'Dealer: Sunrise Home Solar',
    ]) {
      expect(text).toContain(expected);
    }
    expect(oneLine(text)).toContain('the work was completed on 04/30/2026');
  });

  it('does not exist without a full completion certificate', async () => {
    await expect(generatePaperworkPdf(input({ documentType: 'LCC' }))).rejects.toBeInstanceOf(
      PaperworkDocumentUnavailableError,
    );
  });
});

describe('ACH: the automatic payment authorization', () => {
  it('masks the routing and account numbers to their last four digits', async () => {
    const { text } = await generate(input({ documentType: 'ACH' }));
    expect(text).toContain('Valley Community Bank');
    expect(text).toContain('500 Main St');
    expect(text).toContain('Checking');
    expect(text).toContain('*****0358 (last four digits shown)');
    expect(text).toContain('********9871 (last four digits shown)');
    expect(text).toContain('$183.42');
    expect(text).toContain('Once a month');
    expect(text).toContain('The 15th of the month');
    expect(text).toContain('February');
    expect(text).toContain('Borrower: Maria L Garcia-Lopez');
    // With full paperwork, the authorization names the credit it repays.
    expect(oneLine(text)).toContain('under the credit agreement ($11,575.50 financed)');
  });

  it('from an ACH-only submission: parties from the application, twice-monthly days', async () => {
    const { text, pages } = await generate(achOnly());
    expect(text).toContain('Twice a month');
    expect(text).toContain('The 1st of the month');
    expect(text).toContain('The 15th of the month');
    expect(text).toContain('Borrower: Maria L Garcia-Lopez');
    expect(text).toContain('Fresno, CA 93721');
    // CoApplicantSigningAch defaults to false.
    expect(text).not.toContain('Jose Garcia');
    // No full paperwork, no amount financed to name.
    expect(text).not.toContain('financed)');
    // An ACH-only submission without full paperwork has no SignatureDate: the date line is blank.
    expect(pages.flat().filter((line) => /^\d{2}\/\d{2}\/\d{4}$/.test(line))).toEqual([]);
  });

  it('lists the co-applicant when CoApplicantSigningAch is true', async () => {
    const { text } = await generate(achOnly({ coApplicant: true }));
    expect(text).toContain('Co-borrower: Jose Garcia');
  });

  it('prefers the ACH-only payment over the full paperwork payment', async () => {
    const base = achOnly();
    const { text } = await generate({ ...base, paperwork: validFullPaperwork({}, TODAY) });
    expect(text).toContain('Twice a month');
  });

  it('does not exist without a payment', async () => {
    const base = validFullPaperwork({}, TODAY);
    await expect(
      generatePaperworkPdf(input({ documentType: 'ACH', paperwork: { ...base, Payment: null } })),
    ).rejects.toThrow(/No ACH document/);
  });
});

describe('inputs straight from the validated requests', () => {
  it('takes the parsed full and ACH-only bodies as they are', async () => {
    const full = paperworkBaseSchema.parse(validFullPaperwork({}, TODAY));
    const ach = achPaperworkBaseSchema.parse(validAchPaperwork());
    const { text } = await generate(
      input({
        documentType: 'HardCopies',
        paperwork: full,
        ach: ach.Payment,
        achSignature: ach.Signature,
      }),
    );
    expect(text).toContain('Retail Installment Contract');
    expect(text).toContain('Borrower: Maria L Garcia-Lopez');
  });
});

describe('HardCopies: a cover sheet and every document', () => {
  it('concatenates FULL, LCC and ACH after a cover sheet that lists their pages', async () => {
    const base = jointInput();
    const everything = { ...base, paperwork: fullLcc(base.paperwork!) };
    const counts = await Promise.all(
      (['FULL', 'LCC', 'ACH'] as const).map(async (documentType) =>
        (await generate({ ...everything, documentType })).doc.getPageCount(),
      ),
    );
    const packet = await generate({ ...everything, documentType: 'HardCopies' });
    expect(packet.doc.getPageCount()).toBe(1 + counts.reduce((sum, count) => sum + count, 0));
    const cover = packet.pages[0]!;
    expect(cover).toContain('Paperwork Packet (Hard Copies)');
    expect(cover).toContain('Contents');
    expect(cover).toContain('Retail Installment Contract');
    expect(cover).toContain('Completion Certificate');
    expect(cover).toContain('Automatic Payment Authorization (ACH)');
    const fullPages = counts[0]! === 1 ? '2' : `2-${1 + counts[0]!}`;
    expect(cover).toContain(fullPages);
    expect(packet.pages[1]).toContain('Retail Installment Contract');
    expect(packet.pages.at(-1)).toContain('Automatic Payment Authorization (ACH)');
  });

  it('leaves out the LCC and ACH when they were not submitted', async () => {
    const base = validFullPaperwork({}, TODAY);
    const packet = await generate(
      input({ documentType: 'HardCopies', paperwork: { ...base, Payment: null } }),
    );
    expect(packet.text).toContain('Retail Installment Contract');
    expect(packet.text).not.toContain('Completion Certificate');
    expect(packet.text).not.toContain('Automatic Payment Authorization');
  });

  it('refuses an unknown document type', async () => {
    await expect(
      generatePaperworkPdf(input({ documentType: 'Everything' as PaperworkPdfType })),
    ).rejects.toThrow('No Everything document for this application: unknown document type');
  });

  it('does not exist when nothing was submitted', async () => {
    await expect(
      generatePaperworkPdf(input({ documentType: 'HardCopies', paperwork: null })),
    ).rejects.toBeInstanceOf(PaperworkDocumentUnavailableError);
  });
});

describe('privacy: no SSN, identification number or full bank number anywhere in the file', () => {
  const secrets = ['121000358', '004512339871', SSN, 'D1234567', 'C7654321'];

  it.each<PaperworkPdfType>(['FULL', 'LCC', 'ACH', 'HardCopies'])('%s', async (documentType) => {
    const base = jointInput();
    const read = await generate({ ...base, paperwork: fullLcc(base.paperwork!), documentType });
    expect(read.text.length).toBeGreaterThan(200);
    for (const secret of secrets) {
      expect(read.everything).not.toContain(secret);
      // Nor split by spaces or punctuation within a line.
      for (const line of read.pages.flat()) expect(line.replace(/\D/g, '')).not.toContain(secret);
    }
  });

  it('the checks can see text: the masked digits and the names are found', async () => {
    const read = await generate(input({ documentType: 'ACH' }));
    expect(read.everything).toContain('*****0358');
    expect(read.everything).toContain('Maria L Garcia-Lopez');
  });
});

describe('text the standard fonts cannot draw', () => {
  it('is replaced, and the document still renders', async () => {
    const base = validFullPaperwork({}, TODAY);
    const paperwork: PaperworkRequest = {
      ...base,
      Application: {
        ...base.Application,
        Dealer: { ...base.Application.Dealer, Name: 'Łódź Solar → 太陽 ☀️\nInc.\u0000' },
      },
      LoanParameters: {
        ...base.LoanParameters,
        ProductLineItems: [
          {
            ...base.LoanParameters.ProductLineItems[0]!,
            Description: 'Café “premium” panels – 10 kW ≥ spec ﬁne',
          },
        ],
      },
    };
    const { text, doc } = await generate(input({ paperwork }));
    expect(oneLine(text)).toContain('Lódz Solar -> ?? ? Inc.');
    expect(oneLine(text)).toContain('Café “premium” panels – 10 kW >= spec fine');
    // Metadata is UTF-16 and keeps the name as it is.
    expect(doc.getSubject()).toContain('Łódź Solar → 太陽 ☀️ Inc.');
  });

  it('toWinAnsi keeps WinAnsi, substitutes the rest and never leaves an unencodable character', () => {
    expect(toWinAnsi('Crème brûlée €5 — “ok” ™')).toBe('Crème brûlée €5 — “ok” ™');
    expect(toWinAnsi('a\tb\r\nc\u00a0d\u2003e')).toBe('a b c d e');
    expect(toWinAnsi('soft\u00adhyphen zero\u200bwidth \u202eevil\u202c')).toBe(
      'softhyphen zerowidth evil',
    );
    expect(toWinAnsi('Ł ł ı → ≤ − ½')).toBe('L l i -> <= - ½');
    expect(toWinAnsi('ﬁ Ａ ①')).toBe('fi A 1');
    expect(toWinAnsi('😀 日本 \ud800')).toBe('? ?? ?');
    expect(toWinAnsi('bell\u0007 c1\u0085 del\u007f')).toBe('bell c1 del');
    const hostile = Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)).join('');
    expect([...toWinAnsi(hostile)].every((char) => isWinAnsi(char.codePointAt(0)!))).toBe(true);
  });

  it("isWinAnsi is exactly Helvetica's character set in pdf-lib", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const charset = new Set(font.getCharacterSet());
    for (let code = 0; code < 0x3000; code += 1) {
      expect(isWinAnsi(code), `U+${code.toString(16)}`).toBe(charset.has(code));
    }
  });

  it('wrapText keeps lines within the width and cuts a word longer than a line', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = wrapText(`short words then ${'X'.repeat(80)} end`, font, 10, 120);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
    expect(lines.join('')).toContain('X'.repeat(20));
    expect(wrapText('   ', font, 10, 120)).toEqual(['']);
  });
});

describe('formatting helpers', () => {
  it.each([
    ['121000358', '*****0358'],
    ['004512339871', '********9871'],
    ['12345678', '****5678'],
    ['123456', '****56'],
    ['1234', '****'],
    ['12', '**'],
  ])('maskDigits(%s) = %s', (digits, masked) => {
    expect(maskDigits(digits)).toBe(masked);
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
  ])('ordinal(%i) = %s', (day, text) => {
    expect(ordinal(day)).toBe(text);
  });

  it('formats phones and addresses', () => {
    expect(formatPhone('5595550134')).toBe('(559) 555-0134');
    expect(formatPhone('55512')).toBe('55512');
    expect(formatPhone(' ')).toBeNull();
    expect(
      addressLines({
        Address1: '1 Main St',
        Address2: '',
        City: 'Reno',
        State: 'NV',
        PostalCode: '89501',
      }),
    ).toEqual(['1 Main St', 'Reno, NV 89501']);
    expect(addressLines({ Address1: null, City: null, State: null, PostalCode: null })).toEqual([]);
    expect(addressLines(null)).toEqual([]);
  });
});

describe('availablePaperworkDocuments', () => {
  const full = validFullPaperwork({}, TODAY);
  const payment = full.Payment!;
  it.each<[string, Pick<PaperworkPdfInput, 'paperwork' | 'ach'>, string[]]>([
    ['nothing', { paperwork: null, ach: null }, []],
    ['ACH-only', { paperwork: null, ach: payment }, ['ACH']],
    ['full with ACH, no LCC', { paperwork: full, ach: null }, ['FULL', 'ACH']],
    ['full without ACH', { paperwork: { ...full, Payment: null }, ach: null }, ['FULL']],
    ['full with LCC and ACH', { paperwork: fullLcc(full), ach: null }, ['FULL', 'LCC', 'ACH']],
  ])('%s', (_, given, expected) => {
    expect(availablePaperworkDocuments(given)).toEqual(expected);
  });
});
