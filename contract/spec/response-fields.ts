import { readFileSync } from 'node:fs';
import { after, section, SPEC_PATH, splitTopLevel } from './request-tables.ts';

/**
 * The fields of every operation's answer, read from the spec's own text (its response tables,
 * the field lists written as prose and the inline `{…}` objects), so the check in
 * responses.contract.test.ts cannot drift from it (issue 31 item 2). Only the names matter
 * here: a sandbox answer may carry no field the spec does not show for that operation.
 *
 * A Shape maps each field to the Shape of its value's fields, or to null where the spec lists
 * no fields (a number, a string, or an item whose shape is "not shown"). Arrays are see-through:
 * each item is held to the Shape.
 */
export interface Shape {
  [field: string]: Shape | null;
}

/** What an operation answers: JSON with these fields, or a body the spec does not show. */
export type ResponseSpec =
  | { kind: 'json'; fields: Shape }
  /** "response body: not shown" (or "no body shown"): the sandbox sends none. */
  | { kind: 'none' }
  /** DELETE user: "a JSON string". */
  | { kind: 'string' }
  /** The download: "a PDF as application/octet-stream". */
  | { kind: 'pdf' };

/* ------------------------------------------------------------------------------------------ */
/* Reading the text                                                                            */
/* ------------------------------------------------------------------------------------------ */

/** The first `{…}` group of `text`, without its braces; null when there is none. */
function braces(text: string): string | null {
  const start = text.indexOf('{');
  if (start < 0) return null;
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}') depth -= 1;
    if (depth === 0) return text.slice(start + 1, index);
  }
  throw new Error(`Unbalanced braces in "${text}"`);
}

/**
 * A field list: "A Type; B (Yes); C list of `{X, Y}`" (prose, `;`) or "{A Type, B: list of {…}}"
 * (inline, `,`). Each segment's first word names a field ("Applicant and CoApplicant …" names
 * two); the first `{…}` in it gives the fields of its value.
 */
export function fieldsOf(text: string, separator: ';' | ',' = ';'): Shape {
  const shape: Shape = {};
  const plain = text.replace(/`/g, '').replace(/\.\s*$/, '');
  for (const segment of splitTopLevel(plain, separator)) {
    const words = /^([A-Za-z0-9]+)(?: and ([A-Za-z0-9]+))?/.exec(
      segment.replace(/^\*\*|\*\*/g, ''),
    );
    if (!words) continue;
    const inner = braces(segment);
    const child = inner === null ? null : fieldsOf(inner, ',');
    for (const name of [words[1], words[2]]) if (name) shape[name] = child;
  }
  return shape;
}

/**
 * The body rows of the table at or after the line containing `marker` (the header line itself,
 * or a line before the table), each as its cells.
 */
function tableAfter(text: string, marker: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.includes(marker));
  if (start < 0) throw new Error(`The spec has no "${marker}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(lines[start]!.startsWith('|') ? start : start + 1)) {
    if (line.startsWith('|'))
      rows.push(
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    else if (rows.length > 0) break;
  }
  // The header and the |---| line.
  return rows.slice(2);
}

/** The fields of the `{…}` object that starts at `marker` (or first follows it). */
function objectAt(text: string, marker: string): Shape {
  const start = text.indexOf(marker);
  if (start < 0) throw new Error(`The spec has no "${marker}"`);
  const inner = braces(text.slice(start));
  if (inner === null) throw new Error(`No {…} at "${marker}"`);
  return fieldsOf(inner, ',');
}

/** The field a table row names: its first cell's first word. */
const rowName = (row: string[]) => /^[A-Za-z0-9]+/.exec(row[0] ?? '')?.[0] ?? '';

function pick(shape: Shape, names: readonly string[]): Shape {
  return Object.fromEntries(names.map((name) => [name, shape[name] ?? null]));
}

function omit(shape: Shape, names: readonly string[]): Shape {
  return Object.fromEntries(Object.entries(shape).filter(([name]) => !names.includes(name)));
}

/** `shape` with `field`'s value held to `child` (a common object the text names but does not list). */
function withChild(shape: Shape, field: string, child: Shape): Shape {
  if (!(field in shape)) throw new Error(`No field ${field} to give its fields`);
  return { ...shape, [field]: child };
}

/* ------------------------------------------------------------------------------------------ */
/* The spec's operations                                                                       */
/* ------------------------------------------------------------------------------------------ */

/**
 * Every operation the spec lists, as `METHOD path` with the spec's path: its endpoint tables,
 * its `####` headings, "and POST `…`" and "(also v2, v1)".
 */
export function specOperations(spec = readFileSync(SPEC_PATH, 'utf8')): string[] {
  const operations: string[] = [];
  const pattern =
    /^(?:\| (GET|POST|PUT|DELETE) \| `([^`]+)`([^|]*)\||#### (GET|POST|PUT|DELETE) `([^`]+)`(.*)$)/gm;
  for (const match of spec.matchAll(pattern)) {
    const method = match[1] ?? match[4]!;
    const path = match[2] ?? match[5]!;
    const rest = match[3] ?? match[6] ?? '';
    operations.push(`${method} ${path}`);
    const also = /and (GET|POST|PUT|DELETE) `([^`]+)`/.exec(rest);
    if (also) operations.push(`${also[1]} ${also[2]}`);
    if (/\(also (`\/v2\/\.\.\.`, `\/v1\/\.\.\.`|v2, v1)\)/.test(rest)) {
      for (const version of ['v2', 'v1']) {
        operations.push(`${method} ${path.replace('/v3/', `/${version}/`)}`);
      }
    }
  }
  return operations;
}

/** The answer of each operation of `specOperations`, by the same key. */
export function specResponses(
  spec = readFileSync(SPEC_PATH, 'utf8'),
): Record<string, ResponseSpec> {
  const json = (fields: Shape): ResponseSpec => ({ kind: 'json', fields });
  const none: ResponseSpec = { kind: 'none' };

  // Common objects.
  const address = fieldsOf(after(spec, '**Address**:'));
  const phone = fieldsOf(after(spec, '**PhoneNumber object**:'));
  const message = fieldsOf(after(spec, '**Message**:'));
  const historyItem = fieldsOf(after(spec, '**HistoryItem**:'));

  // Users.
  const userItem = Object.fromEntries(
    tableAfter(section(spec, '### User'), 'List item (GET users):').map((row) => [
      rowName(row),
      null,
    ]),
  );
  // The prose goes on with rules ("RoleId must be …") after the last field.
  const userDetail = fieldsOf(
    after(spec, 'Detail record (GET/POST/PUT of a user):', '; RoleId must'),
  );

  // Dealers.
  const dealerRows = tableAfter(section(spec, '### Dealer'), '| Field | Req | Type | Meaning |');
  const dealerFields: Shape = {};
  for (const row of dealerRows) {
    const inner = braces(row[2] ?? '');
    dealerFields[rowName(row)] = inner === null ? null : fieldsOf(inner, ',');
  }
  const salesRepresentative = fieldsOf(after(spec, 'Sales representative:'));
  let dealer = withChild(dealerFields, 'Address', address);
  dealer = withChild(dealer, 'PhoneNumber', phone);
  dealer = withChild(dealer, 'SalesRepresentatives', salesRepresentative);
  // "(also written DealerNumber(Legacy))": the other spelling of the same field.
  const dealerNumberAlias = /DealerNumber \(also written ([^)]+\))\)/.exec(spec)?.[1];
  if (dealerNumberAlias) dealer[dealerNumberAlias] = null;
  // "Status … appears inside the dealer object of the application detail".
  const listedDealer = omit(dealer, ['Status']);
  const v1DealerWithout = after(spec, 'array of Dealer records (without ', ')')
    .split(/, | and /)
    .map((name) => name.trim());
  const productItem = objectAt(spec, 'array of `{ProductOrService String}`');
  const validateEmail = objectAt(spec, '{EmailAddress String, DealerId Long}');
  const attestation = fieldsOf(after(spec, 'Attestation status record:'));

  // Application record.
  const recordSection = section(spec, '### Application record');
  const recordRows = tableAfter(recordSection, '| Field | Type | Notes |');
  const notesOf = (name: string) => recordRows.find((row) => rowName(row) === name)?.[2] ?? '';
  const record: Shape = {};
  for (const row of recordRows) {
    if (row[0] === 'Detail only') continue;
    if (row[0]!.includes(',')) {
      for (const name of row[0]!.split(',')) record[name.trim()] = null;
    } else record[rowName(row)] = null;
  }
  const detailOnly = fieldsOf(recordRows.find((row) => row[0] === 'Detail only')![2]!);
  const applicant = (() => {
    let shape = fieldsOf(after(recordSection, 'Applicant record:'));
    for (const [field, child] of [
      ['Address', address],
      ['PhoneNumbers', phone],
    ] as const) {
      shape = withChild(shape, field, child);
    }
    shape.EmploymentHistory = withChild(shape.EmploymentHistory!, 'PhoneNumber', phone);
    return shape;
  })();
  const terms = fieldsOf(notesOf('Terms'));
  const signatures = objectAt(recordSection, 'Signatures (detail): list of');
  const recordChildren: Shape = {
    Applicant: applicant,
    CoApplicant: applicant,
    Context: fieldsOf(notesOf('Context')),
    FinancialInformation: fieldsOf(notesOf('FinancialInformation')),
    Terms: terms,
    CustomDealerInformation: withChild(
      withChild(fieldsOf(notesOf('CustomDealerInformation')), 'Address', address),
      'Phone',
      phone,
    ),
    HistoryItems: historyItem,
    // "item shape not shown": an item may carry no field.
    TradeIns: {},
    Events: {},
  };
  const versionNotes = {
    longStatus: notesOf('LongApplicationStatus'),
    promotionId: notesOf('PromotionId'),
    tentative: /TentativeCompletionDate \(([^)]+)\)/.exec(notesOf('Terms'))?.[1] ?? '',
  };
  if (versionNotes.longStatus !== 'v2 detail only') throw new Error('LongApplicationStatus moved');
  if (versionNotes.promotionId !== 'in v1 and v3 submit responses') {
    throw new Error('PromotionId moved');
  }
  if (versionNotes.tentative !== 'present in detail and in v1/v2 submit responses') {
    throw new Error('TentativeCompletionDate moved');
  }
  const applicationRecord = (kind: 'submit' | 'detail', version: 1 | 2 | 3): Shape => {
    const detail = kind === 'detail';
    const base = omit({ ...record, ...recordChildren }, [
      ...(detail && version === 2 ? [] : ['LongApplicationStatus']),
      ...(!detail && version !== 2 ? [] : ['PromotionId']),
    ]);
    return {
      ...base,
      Dealer: detail ? dealer : listedDealer,
      Terms: detail || version !== 3 ? terms : omit(terms, ['TentativeCompletionDate']),
      ...(detail
        ? {
            ...detailOnly,
            Messages: message,
            Signatures: signatures,
          }
        : {}),
    };
  };

  // Status records.
  const statusSection = section(spec, '### Application status record');
  const statusBase = withChild(
    fieldsOf(after(statusSection, 'Fields: ', '. Further')),
    'Messages',
    message,
  );
  const statusExtra = Object.fromEntries(
    tableAfter(statusSection, '| Operation | Additional fields |').flatMap((row) =>
      row[0]!.split(',').map((operation) => [
        operation.trim(),
        row[1] === 'none'
          ? {}
          : pick(
              {},
              row[1]!.split(',').map((name) => /^\w+/.exec(name.trim())![0]),
            ),
      ]),
    ),
  ) as Record<string, Shape>;
  const status = (operation: string): Shape => {
    const extra = statusExtra[operation];
    if (!extra) throw new Error(`No status fields for ${operation}`);
    return { ...statusBase, ...extra };
  };

  // Promotions.
  const promotionRows = tableAfter(section(spec, '### Promotion record'), '| Field | Nullable |');
  const promotion = Object.fromEntries(promotionRows.map((row) => [rowName(row), null]));
  const v1Promotion = pick(
    promotion,
    after(spec, 'v1 promotion records carry only ', '.').split(/, | and /),
  );

  // Supporting documents.
  const supportingDocument = fieldsOf(
    section(spec, '### Supporting document record').trim().split('\n')[0]!,
  );

  // Paperwork.
  const paperworkSection = section(
    spec,
    '#### GET `/v3/api/applications/paperwork/{LoanApplicationId}`',
  );
  const paperworkRows = tableAfter(paperworkSection, '| Field | Nullable | Type | Notes |');
  const paperworkApplicant = fieldsOf(after(paperworkSection, 'Applicant / CoApplicant: '));
  const paperworkSignature = fieldsOf(after(paperworkSection, 'Signatures item: '));
  const certificate = fieldsOf(after(paperworkSection, 'CompletionCertificate: '));
  // "Address Object (Yes; Address1, Address2 Yes, City, State, PostalCode)".
  const certificateAddress = /Address Object \(Yes; ([^)]+)\)/.exec(
    after(paperworkSection, 'CompletionCertificate: '),
  )![1]!;
  const paperworkData: Shape = {
    ...Object.fromEntries(paperworkRows.map((row) => [rowName(row), null])),
    Dealer: fieldsOf(paperworkRows.find((row) => rowName(row) === 'Dealer')![3]!),
    Applicant: paperworkApplicant,
    CoApplicant: paperworkApplicant,
    LoanParameters: fieldsOf(after(paperworkSection, '\nLoanParameters: ')),
    Signatures: paperworkSignature,
    CompletionCertificate: withChild(certificate, 'Address', fieldsOf(certificateAddress, ',')),
  };
  const submitAnswer = objectAt(spec, 'Response (all paperwork submissions): ');
  const signedStatus = objectAt(spec, 'with completed paperwork: a list of ');
  const history = withChild(
    objectAt(spec, '{HistoryItems: array of HistoryItem}'),
    'HistoryItems',
    historyItem,
  );

  const responses: Record<string, ResponseSpec> = {
    'GET /v3/api/users': json(userItem),
    'GET /v3/api/users/{Id}': json(userDetail),
    'POST /v3/api/users': json(userDetail),
    'PUT /v3/api/users/{Id}': json(userDetail),
    'DELETE /v3/api/users/{Id}': { kind: 'string' },
    'GET /v3/api/dealers': json(listedDealer),
    'GET /v3/api/dealers/{dealerId}/products': json(productItem),
    'GET /v3/api/dealers/{dealerNumber}/products': json(productItem),
    'POST /v3/api/dealers/{dealerId}/validateEmail': json(validateEmail),
    'GET /v3/api/dealers/attestation': json(attestation),
    'POST /v3/api/dealers/{dealerId}/dealerDocuments': none,
    'POST /v3/api/applications': json(applicationRecord('submit', 3)),
    'POST /v2/api/applications': json(applicationRecord('submit', 2)),
    'POST /v1/api/applications': json(applicationRecord('submit', 1)),
    'POST /v1/api/applications/{dealerId}': json(applicationRecord('submit', 1)),
    'POST /v1/api/applications/{dealerNumber}': json(applicationRecord('submit', 1)),
    'GET /v3/api/applications/status/{applicationId}': json(status('v3 status')),
    'GET /v2/api/applications/status/{applicationId}': json(status('v2 status')),
    'GET /v1/api/applications/status/{applicationId}': json(status('v1 status')),
    'GET /v3/api/applications/statuses-since/{timestamp}': json(status('v3 statuses-since')),
    'GET /v2/api/applications/statuses-since/{timestamp}': json(status('v2 statuses-since')),
    'GET /v1/api/applications/statuses-since/{timestamp}': json(status('v1 statuses-since')),
    'GET /v3/api/applications/detail/{applicationId:long}': json(applicationRecord('detail', 3)),
    'GET /v2/api/applications/detail/{applicationId:long}': json(applicationRecord('detail', 2)),
    'GET /v1/api/applications/detail/{applicationId:long}': json(applicationRecord('detail', 1)),
    'GET /v3/api/applications/history/{applicationId:long}': json(history),
    'POST /v3/api/applications/{applicationId}/reassign/': none,
    'POST /v3/api/applications/projectNumber/{applicationId:long}': none,
    'POST /v3/api/applications/stageFund/{applicationId:long}': none,
    'GET /v3/api/applications/promotions/{applicationId}': json(promotion),
    'GET /v3/api/applications/promotions?applicationId={applicationId}&amountFinanced={amountFinanced}&creditType={creditType}&stateCode={stateCode}':
      json(promotion),
    'POST /v3/api/applications/promotions/{applicationId}': none,
    'GET /v1/api/applications/promotions/{applicationId}': json(v1Promotion),
    'POST /v1/api/applications/promotions/{applicationId}': none,
    'GET /v3/api/applications/paperwork/{LoanApplicationId}': json(paperworkData),
    'POST /v3/api/applications/paperwork/submit': json(submitAnswer),
    'POST /v3/api/applications/paperwork/submit/ach': json(submitAnswer),
    'GET /v3/api/applications/paperwork/{applicationId}/download?documentType={PaperworkDocumentEnum}':
      { kind: 'pdf' },
    'GET /v3/api/applications/paperwork/{applicationId}/signed-status': json(signedStatus),
    'POST /v3/api/applications/paperwork/{applicationId}/esign-resend': none,
    'GET /v3/api/applications/{applicationId}/supportingDocuments': json(supportingDocument),
    'POST /v3/api/applications/{applicationId}/supportingDocuments': none,
    'GET /v1/api/dealers': json(omit(listedDealer, v1DealerWithout)),
    'GET /v1/api/dealers/{dealerId}/products': json(objectAt(spec, 'products of the dealer as `')),
  };
  return responses;
}

/**
 * The fields of `value` the Shape does not show, as paths (`Dealer.Nickname`,
 * `Applicant.Incomes[].Extra`). Arrays are see-through; a field whose value the spec lists no
 * fields for may hold no object with fields.
 */
export function extraFields(value: unknown, shape: Shape | null, path = ''): string[] {
  if (Array.isArray(value)) {
    return [...new Set(value.flatMap((item) => extraFields(item, shape, `${path}[]`)))];
  }
  if (value === null || typeof value !== 'object') return [];
  const extra: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (shape === null || !(key in shape)) extra.push(at);
    else extra.push(...extraFields(child, shape[key] ?? null, at));
  }
  return extra;
}
