import { safeParse, type ZodMiniType } from 'zod/mini';
import {
  v3StatusesSinceItemSchema,
  v3StatusesSinceSchema,
  type V3StatusesSinceItem,
} from './application-status-records.ts';
import { messageSchema, type Message } from './record-fields.ts';

/**
 * Reads a statuses-since answer with the same result as `v3StatusesSinceSchema`, faster.
 *
 * Why: the dashboard's first load is one answer of thousands of records (5.7 MB for 8,000), and
 * the page's Content-Security-Policy keeps Zod from compiling its parsers (no `eval`), so the
 * schema walks every field of every record through its general machinery: 70–140 ms, more than
 * the dashboard's whole budget from the answer to its rows (issue 6; docs/perf-log.md).
 *
 * How, without a second copy of the rules: the schema stays the only source. The usual record
 * (every field present) is copied as an object literal, keeping each value its field's schema
 * would return unchanged (a string where text belongs, a safe integer where an id belongs, null
 * where a field may be empty) and handing any other value to that field's own schema (a date
 * trimmed to its day, a number sent as text). A record with a field missing or refused is read
 * by the record's schema; a record that schema refuses makes the whole answer go through
 * `v3StatusesSinceSchema`, so the error names the same path. `statuses-since-reader.test.ts`
 * checks the result equals the schema's, key order included, on generated records of every kind.
 */

/** What a field's schema returns unchanged, besides null: see `isKept`. */
type Kind = 'id' | 'int' | 'number' | 'text' | 'flag' | 'schema';

const itemShape = v3StatusesSinceItemSchema.def.shape;
const messageShape = messageSchema.def.shape;

/** Signals a value or record the schema refuses. */
const REFUSED = Symbol('refused');

function isKept(kind: Kind, value: unknown): boolean {
  if (value === null) return kind !== 'id';
  switch (kind) {
    case 'id':
    case 'int':
      return Number.isSafeInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'text':
      return typeof value === 'string';
    case 'flag':
      return typeof value === 'boolean';
    default:
      // 'schema': every value but null goes to the field's schema.
      return false;
  }
}

/**
 * A list read as it arrives comes in parts: each call of the reader reads one list as
 * `safeParse(v3StatusesSinceSchema, list)` does. A field's value is read by its schema once per
 * answer: thousands of records share a few hundred dates, and a schema is a function of its value.
 */
export function statusesSinceReader(): (body: unknown) => StatusesSinceResult {
  const known = new Map<ZodMiniType, Map<unknown, unknown>>();
  /** Set when a field of the record being read is missing or refused. */
  let unusual = false;

  const take = (kind: Kind, value: unknown, schema: ZodMiniType): unknown => {
    if (isKept(kind, value)) return value;
    // A missing field is left out by the schema, where a literal would hold `undefined`.
    if (value === undefined || kind === 'id') {
      unusual = true;
      return undefined;
    }
    let seen = known.get(schema);
    if (!seen) known.set(schema, (seen = new Map()));
    if (!seen.has(value)) {
      const parsed = safeParse(schema, value);
      seen.set(value, parsed.success ? parsed.data : REFUSED);
    }
    const read = seen.get(value);
    if (read === REFUSED) unusual = true;
    return read;
  };

  const readMessage = (input: unknown): Message => {
    const m = (input ?? {}) as Record<keyof Message, unknown>;
    if (typeof m !== 'object') unusual = true;
    return {
      MessageType: take('text', m.MessageType, messageShape.MessageType),
      IsMet: take('flag', m.IsMet, messageShape.IsMet),
      Label: take('text', m.Label, messageShape.Label),
      Text: take('text', m.Text, messageShape.Text),
    } as Message;
  };

  // Written out field by field: V8 reads and builds these with fixed shapes, 5–8 times faster
  // than a loop over the schema's fields on a first visit, when nothing is optimised yet.
  const readItem = (input: unknown): V3StatusesSinceItem | typeof REFUSED => {
    const s = (input ?? {}) as Record<keyof V3StatusesSinceItem, unknown>;
    unusual = typeof s !== 'object' || !Array.isArray(s.Messages);
    const sent = (unusual ? [] : s.Messages) as unknown[];
    const messages: Message[] = new Array(sent.length);
    for (let index = 0; index < sent.length; index += 1) messages[index] = readMessage(sent[index]);
    const item = {
      LoanApplicationId: take('id', s.LoanApplicationId, itemShape.LoanApplicationId),
      LoanApplicationNumber: take(
        'number',
        s.LoanApplicationNumber,
        itemShape.LoanApplicationNumber,
      ),
      LoanApplicationStatus: take('text', s.LoanApplicationStatus, itemShape.LoanApplicationStatus),
      DealerId: take('int', s.DealerId, itemShape.DealerId),
      AssignedToUserId: take('int', s.AssignedToUserId, itemShape.AssignedToUserId),
      Messages: messages,
      // Numeric text: a string is kept; a number is turned into text by the schema.
      DispositionCode: take('text', s.DispositionCode, itemShape.DispositionCode),
      BuyRate: take('text', s.BuyRate, itemShape.BuyRate),
      AmountFinanced: take('number', s.AmountFinanced, itemShape.AmountFinanced),
      AmountApproved: take('number', s.AmountApproved, itemShape.AmountApproved),
      RTCDate: take('schema', s.RTCDate, itemShape.RTCDate),
      ProjectNumber: take('text', s.ProjectNumber, itemShape.ProjectNumber),
    } as V3StatusesSinceItem;
    if (!unusual) return item;
    const parsed = safeParse(v3StatusesSinceItemSchema, input);
    return parsed.success ? parsed.data : REFUSED;
  };

  return (body) => {
    if (!Array.isArray(body)) return safeParse(v3StatusesSinceSchema, body);
    const items: V3StatusesSinceItem[] = new Array(body.length);
    for (let index = 0; index < body.length; index += 1) {
      const item = readItem(body[index]);
      if (item === REFUSED) return safeParse(v3StatusesSinceSchema, body);
      items[index] = item;
    }
    return { success: true, data: items } as StatusesSinceResult;
  };
}

export type StatusesSinceResult = ReturnType<typeof safeParse<typeof v3StatusesSinceSchema>>;
