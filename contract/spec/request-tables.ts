import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The request bodies of the spec, read from the spec's own text (its request tables and the
 * field lists written as prose), so the strict check in strict-request.ts cannot drift from it.
 * The few facts only a sentence states ("for download they must be null") are quoted verbatim
 * in SENTENCES, and a test proves each quote is still in the spec.
 *
 * Nullability, the spec's notation: a table with a Nullable column says it (Yes; No and N/A
 * refuse null). Elsewhere a field may be null only where the spec says so ("nullable",
 * "Req (nullable)", "null when …", "otherwise null", "must be null"); any other optional field
 * is omitted when empty. A required field the spec gives no nullability for (v1/v2, paperwork)
 * may be null, because it must be sent and may have no value (ARCHITECTURE.md, "Decided where
 * the spec is silent").
 */

export interface SpecField {
  required: boolean;
  nullable: boolean;
  /** The fields of an object value. */
  object?: SpecObject;
  /** The fields of each item of an array value. */
  items?: SpecObject;
}
export type SpecObject = Record<string, SpecField>;

export const SPEC_PATH = fileURLToPath(new URL('./service-interface.md', import.meta.url));

/** Sentences whose facts no table carries; each must appear in the spec word for word. */
export const SENTENCES = {
  downloadSignersNull:
    'Dealer, Applicant, CoApplicant and EsignRedirectUrl are for e-sign and e-mail only; for download they must be null.',
  completionCertificateNull:
    'To skip LCC documents, fill only TentativeCompletionDate or leave all null.',
  bankAddressNullable: 'Address Object Opt (all properties nullable;',
  identificationNull: '| Unavailable | all identification fields null or not sent |',
  achSignature:
    'Signature is as above except: SignatureDate must be null when no full paperwork exists for the application',
  achApplicant:
    'Applicant object has four properties (EmailAddress, IsUnitedStatesCitizen, ApplicantSigningAch Boolean defaulting to true, IdentificationType)',
  achCoApplicant:
    'CoApplicant object has four properties (EmailAddress, IsUnitedStatesCitizen, CoApplicantSigningAch Boolean defaulting to false, IdentificationType)',
  v1PathDealer: 'The dealer identifier in the path replaces the DealerId of the body',
  v1PathInstallation: 'Opt (v1 by-dealer variant omits it)',
  v1SetPromotion:
    'body with PromotionId, ClosedEndPaymentRateId, Apr, PaymentFactor, Terms | response body: not shown',
} as const;

/* ------------------------------------------------------------------------------------------ */
/* Reading the text                                                                            */
/* ------------------------------------------------------------------------------------------ */

/** The text under the heading that contains `title`, up to the next heading of its level or above. */
export function section(spec: string, title: string): string {
  const lines = spec.split('\n');
  const start = lines.findIndex((line) => /^#+ /.test(line) && line.includes(title));
  if (start < 0) throw new Error(`The spec has no section "${title}"`);
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 1;
  const end = lines.findIndex(
    (line, index) =>
      index > start && /^#+ /.test(line) && (/^#+/.exec(line)?.[0].length ?? 9) <= level,
  );
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The text after `marker` in `text`, up to `until` (or the end of the line). */
export function after(text: string, marker: string, until = '\n'): string {
  const start = text.indexOf(marker);
  if (start < 0) throw new Error(`The spec has no "${marker}"`);
  const from = start + marker.length;
  const end = text.indexOf(until, from);
  return text.slice(from, end < 0 ? undefined : end).trim();
}

type Row = Record<string, string>;

/** The rows of the first table after the line containing `marker`, keyed by lower-case header. */
function tableAfter(text: string, marker: string): Row[] {
  const lines = text.split('\n');
  const exact = marker.startsWith('\n');
  const at = lines.findIndex((line) =>
    exact ? line.trim() === marker.slice(1) : line.includes(marker),
  );
  if (at < 0) throw new Error(`The spec has no "${marker}"`);
  const first = lines.findIndex((line, index) => index > at && line.startsWith('|'));
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const header = cells(lines[first] ?? '').map((cell) => cell.toLowerCase());
  const rows: Row[] = [];
  for (let index = first + 2; lines[index]?.startsWith('|'); index += 1) {
    const values = cells(lines[index] ?? '');
    rows.push(Object.fromEntries(header.map((name, column) => [name, values[column] ?? ''])));
  }
  return rows;
}

/** Splits at `separator` outside brackets, parentheses and back-ticks. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of text) {
    if (char === '`') quoted = !quoted;
    else if (!quoted && '({['.includes(char)) depth += 1;
    else if (!quoted && ')}]'.includes(char)) depth -= 1;
    if (char === separator && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** Whether the words let the value be null: "nullable", "null when …", but not "not null". */
function saysNullable(words: string): boolean {
  return /\bnull(able)?\b/.test(words.replace(/\bnot null\b/g, ''));
}

const REQ = /\bReq\b/;

/** A field from "Name Type Req, rule" (prose lists and inline objects). */
function proseField(segment: string): [string, SpecField] {
  const name = /^`?(\w+)/.exec(segment)?.[1];
  if (!name) throw new Error(`No field name in "${segment}"`);
  const rest = segment.slice(segment.indexOf(name) + name.length);
  const marked = /\b(Req|Opt)\b/.test(rest);
  // "PromotionId Long, not null": unmarked, not null and not conditional ("… only") is required.
  // "Name non-empty max 100": unmarked but non-empty is required too.
  const required = marked
    ? REQ.test(rest)
    : /\bnon-empty\b/.test(rest) || (/\bnot null\b/.test(rest) && !/ only\)/.test(rest));
  const field: SpecField = { required, nullable: saysNullable(rest) };
  const inline = /`?\{([^}]*)\}`?/.exec(rest);
  if (inline?.[1] !== undefined) {
    const object = inlineObject(inline[1]);
    if (/\b(Array|list)\b/.test(rest.slice(0, inline.index))) field.items = object;
    else field.object = object;
  }
  return [name, field];
}

/** "A; B; C" field lists. */
function proseObject(text: string): SpecObject {
  return Object.fromEntries(splitTopLevel(text.replace(/\.$/, ''), ';').map(proseField));
}

/** "{A Type Req, B Type Opt}": commas separate fields only before "Name Type|Req|Opt". */
function inlineObject(text: string): SpecObject {
  const segments = text
    .split(/, (?=[A-Z]\w*(?: (?:[A-Z]\w*|non-empty)\b|$))/)
    .map((part) => part.replace(/:/, ''));
  return Object.fromEntries(segments.map(proseField));
}

/** The names a table row's first cell stands for ("A / B", "A, B", "Identification fields"). */
function rowNames(row: Row, nameColumn: string): string[] {
  const cell = (row[nameColumn] ?? '').replace(/\(.*?\)/g, '').replace(/`/g, '');
  if (cell.trim() === 'Identification fields') {
    return (row['rule'] ?? '')
      .split(';')[0]!
      .split(',')
      .map((name) => name.trim());
  }
  return cell
    .split(/ \/ |, /)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** "No (Address2: Yes)", "Required/Optional (Address2 Opt)": the exception for one name. */
function cellFor(cell: string, name: string): string {
  const exception = /\((\w+):? (\w+)\)/.exec(cell);
  if (exception?.[1] !== undefined && name.endsWith(exception[1])) return exception[2] ?? '';
  return cell.replace(/\(.*\)/, '').trim();
}

/** A request table: Field (or "Applicant field"), Req, optional Nullable, Type, Rule. */
function tableObject(rows: Row[]): SpecObject {
  const fields: SpecObject = {};
  for (const row of rows) {
    const nameColumn = 'field' in row ? 'field' : 'applicant field';
    for (const name of rowNames(row, nameColumn)) {
      const req = cellFor(row['req'] ?? '', name);
      const words = `${row['req'] ?? ''} ${row['type'] ?? ''} ${row['rule'] ?? ''}`;
      const nullableCell = 'nullable' in row ? cellFor(row['nullable'] ?? '', name) : '';
      const identification = (row[nameColumn] ?? '').startsWith('Identification fields');
      const field: SpecField = {
        // "Req … closed-end only" (RepaymentTerms) is required for that credit type alone.
        required: /^Req\b/.test(req) && !/^(closed-end|revolving) only$/i.test(row['rule'] ?? ''),
        nullable:
          nullableCell !== '' ? nullableCell === 'Yes' : identification || saysNullable(words),
      };
      const [, inline] = proseField(`${name} ${row['type'] ?? ''} ${row['rule'] ?? ''}`);
      if (inline.object) field.object = inline.object;
      if (inline.items) field.items = inline.items;
      const itemFields = /item fields (.*)$/.exec(row['type'] ?? '')?.[1];
      if (itemFields !== undefined) field.items = inlineObject(itemFields);
      fields[name] = field;
    }
  }
  return fields;
}

/** The required fields the spec gives no nullability for may be null (see the module comment). */
function requiredMayBeNull(object: SpecObject): SpecObject {
  return Object.fromEntries(
    Object.entries(object).map(([name, field]) => [
      name,
      { ...field, nullable: field.nullable || field.required },
    ]),
  );
}

function allNullable(object: SpecObject): SpecObject {
  return Object.fromEntries(
    Object.entries(object).map(([name, field]) => [name, { ...field, nullable: true }]),
  );
}

function optional(object: SpecObject): SpecObject {
  return Object.fromEntries(
    Object.entries(object).map(([name, field]) => [name, { ...field, required: false }]),
  );
}

/** A copy of `object` without `name`. */
function without(object: SpecObject, name: string): SpecObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => key !== name));
}

function withChild(field: SpecField | undefined, child: Partial<SpecField>): SpecField {
  if (!field) throw new Error('The spec lost a field this reading expects');
  return { ...field, ...child };
}

/* ------------------------------------------------------------------------------------------ */
/* The requests                                                                                */
/* ------------------------------------------------------------------------------------------ */

export interface SpecRequests {
  applicationV3: SpecObject;
  applicationV2: SpecObject;
  applicationV1: SpecObject;
  applicationV1Path: SpecObject;
  user: SpecObject;
  document: SpecObject;
  validateEmail: SpecObject;
  reassign: SpecObject;
  projectNumber: SpecObject;
  setPromotion: SpecObject;
  setPromotionV1: SpecObject;
  paperwork: SpecObject;
  achPaperwork: SpecObject;
  esignResend: SpecObject;
}

export function readSpecRequests(spec = readFileSync(SPEC_PATH, 'utf8')): SpecRequests {
  for (const [key, sentence] of Object.entries(SENTENCES)) {
    if (!spec.includes(sentence)) throw new Error(`The spec no longer says (${key}): ${sentence}`);
  }

  // Applications, v3.
  const v3 = section(spec, 'POST `/v3/api/applications`');
  const v3Body = proseObject(after(v3, 'Body:', '. Response:'));
  const v3Applicant = tableObject(tableAfter(v3, 'Applicant / CoApplicant fields (v3)'));
  const v3Loan = tableObject(tableAfter(v3, 'LoanParameters (v3)'));
  const applicationV3: SpecObject = {
    ...v3Body,
    Applicant: withChild(v3Body['Applicant'], { object: v3Applicant }),
    CoApplicant: withChild(v3Body['CoApplicant'], { object: v3Applicant }),
    LoanParameters: withChild(v3Body['LoanParameters'], { object: v3Loan }),
  };

  // Applications, v1 and v2.
  const legacy = section(spec, 'POST `/v2/api/applications` and POST `/v1/api/applications`');
  const legacyBody = proseObject(after(legacy, 'Body:', '. Response:'));
  const legacyApplicant = requiredMayBeNull(
    tableObject(tableAfter(legacy, 'For the v1 and v2 applicant/co-applicant and loan fields:')),
  );
  // The Identification rules apply wherever identification fields are sent (SENTENCES).
  for (const name of Object.keys(v3Applicant).filter((key) =>
    /Identification|Is.*Present|ExpirationDateUnavailable/.test(key),
  )) {
    legacyApplicant[name] = withChild(legacyApplicant[name], { nullable: true });
  }
  const legacyLoan = requiredMayBeNull(proseObject(after(legacy, 'v1/v2 LoanParameters:')));
  const applicationV2: SpecObject = {
    ...legacyBody,
    Applicant: withChild(legacyBody['Applicant'], { object: legacyApplicant }),
    CoApplicant: withChild(legacyBody['CoApplicant'], { object: legacyApplicant }),
    LoanParameters: withChild(legacyBody['LoanParameters'], { object: legacyLoan }),
  };
  const applicationV1 = without(applicationV2, 'AssignedUserEmailAddress');
  const pathApplicant = without(legacyApplicant, 'IsInstallationAddressDifferent');
  const applicationV1Path: SpecObject = {
    ...applicationV1,
    Applicant: withChild(applicationV1['Applicant'], { object: pathApplicant }),
    CoApplicant: withChild(applicationV1['CoApplicant'], { object: pathApplicant }),
    LoanParameters: withChild(applicationV1['LoanParameters'], {
      object: { ...legacyLoan, DealerId: withChild(legacyLoan['DealerId'], { required: false }) },
    }),
  };

  // Users and dealers.
  const user = tableObject(tableAfter(section(spec, 'Users (v3)'), 'User body (POST and PUT):'));
  const dealers = section(spec, 'Dealers (v3)');
  const document = tableObject(tableAfter(dealers, 'Dealer document / supporting document body:'));
  const bodyIn = (text: string, path: string) => {
    const line = text.split('\n').find((row) => row.startsWith('|') && row.includes(path));
    return inlineObject(after(line ?? '', 'body `{', '}`'));
  };
  const validateEmail = bodyIn(dealers, 'validateEmail');
  const actions = section(spec, 'Applications, status and detail');
  const reassign = bodyIn(actions, '/reassign/');
  const projectNumber = bodyIn(actions, '/projectNumber/');

  // Promotions: v1's body has the v3 fields but AddOnId (SENTENCES.v1SetPromotion).
  const setPromotion = proseObject(after(section(spec, 'Promotions'), 'Set-promotion body (v3):'));
  const setPromotionV1 = without(setPromotion, 'AddOnId');

  // Paperwork.
  const full = section(spec, 'POST `/v3/api/applications/paperwork/submit` (full paperwork)');
  const fullBody = tableObject(tableAfter(full, 'Body:'));
  const address = proseObject(after(full, 'Address (dealer, applicant, completion certificate):'));
  const person = tableObject(tableAfter(full, 'Application.Applicant / CoApplicant:'));
  person['Address'] = withChild(person['Address'], { object: address });
  const dealer = proseObject(after(full, 'Application.Dealer:'));
  dealer['Address'] = withChild(dealer['Address'], { object: address });
  const application = proseObject(
    tableAfter(full, 'Body:').find((row) => row['field'] === 'Application')?.['rule'] ?? '',
  );
  application['Applicant'] = withChild(application['Applicant'], { object: person });
  application['CoApplicant'] = withChild(application['CoApplicant'], { object: person });
  application['Dealer'] = withChild(application['Dealer'], { object: dealer });
  const loan = tableObject(tableAfter(full, '\nLoanParameters:'));
  loan['ProductLineItems'] = withChild(loan['ProductLineItems'], {
    items: proseObject(after(full, 'ProductLineItems item:')),
  });
  loan['Fees'] = withChild(loan['Fees'], { items: proseObject(after(full, 'Fees item:')) });
  const bank = proseObject(after(full, 'BankInformation:'));
  bank['Address'] = withChild(bank['Address'], { object: optional(allNullable(address)) });
  const payment = proseObject(after(full, 'Payment (also used by the ACH-only operation):'));
  payment['BankInformation'] = withChild(payment['BankInformation'], { object: bank });
  const certificate = allNullable(
    proseObject(after(full, 'CompletionCertificate:', '. To skip LCC documents')),
  );
  certificate['Address'] = withChild(certificate['Address'], { object: address });
  const signature = tableObject(tableAfter(full, '\nSignature:'));
  // "CoApplicant … same three properties" as the Applicant.
  signature['CoApplicant'] = withChild(signature['CoApplicant'], {
    object: signature['Applicant']?.object ?? {},
  });
  for (const name of ['Dealer', 'Applicant', 'CoApplicant', 'EsignRedirectUrl']) {
    signature[name] = withChild(signature[name], { nullable: true });
  }
  const documentSelection = proseObject(after(full, 'DocumentSelection:'));
  const paperwork: SpecObject = {
    ...fullBody,
    Application: withChild(fullBody['Application'], { object: application }),
    LoanParameters: withChild(fullBody['LoanParameters'], { object: loan }),
    Payment: withChild(fullBody['Payment'], { object: payment }),
    CompletionCertificate: withChild(fullBody['CompletionCertificate'], { object: certificate }),
    Signature: withChild(fullBody['Signature'], { object: signature }),
    DocumentSelection: withChild(fullBody['DocumentSelection'], { object: documentSelection }),
  };

  const ach = section(spec, 'POST `/v3/api/applications/paperwork/submit/ach` (ACH-only)');
  const achBody = proseObject(after(ach, 'Body:', '. Signature is as above'));
  const signer = (flag: string) => {
    const fields = { ...(signature['Applicant']?.object ?? {}) };
    fields[flag] = { required: false, nullable: false };
    return fields;
  };
  const achSignature: SpecObject = {
    ...signature,
    SignatureDate: withChild(signature['SignatureDate'], { nullable: true }),
    Applicant: withChild(signature['Applicant'], { object: signer('ApplicantSigningAch') }),
    CoApplicant: withChild(signature['CoApplicant'], { object: signer('CoApplicantSigningAch') }),
  };
  const achPaperwork: SpecObject = {
    ...achBody,
    Payment: withChild(achBody['Payment'], { object: payment }),
    Signature: withChild(achBody['Signature'], { object: achSignature }),
    DocumentSelection: withChild(achBody['DocumentSelection'], { object: documentSelection }),
  };

  const resend = section(spec, '/esign-resend');
  const esignResend = inlineObject(after(resend, 'Body `{', '}`'));

  return {
    applicationV3,
    applicationV2,
    applicationV1,
    applicationV1Path,
    user,
    document,
    validateEmail,
    reassign,
    projectNumber,
    setPromotion,
    setPromotionV1,
    paperwork,
    achPaperwork,
    esignResend,
  };
}
