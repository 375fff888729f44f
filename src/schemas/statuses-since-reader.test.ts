import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { v3StatusesSinceSchema } from './application-status-records.ts';
import { statusesSinceReader } from './statuses-since-reader.ts';

/** One answer read whole. */
const readV3StatusesSince = (body: unknown) => statusesSinceReader()(body);

/** Values of every kind a field might hold, canonical or not, valid or not. */
const anyValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.integer({ min: -5, max: 1_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant(2 ** 60),
  fc.boolean(),
  fc.constantFrom('', 'Approved', 'PRJ-42', '9.99', '2026-11-26', '2026-11-26T00:00:00', 'soon'),
  fc.constant([]),
  fc.constant({}),
);

const message = fc.record(
  {
    MessageType: anyValue,
    IsMet: anyValue,
    Label: anyValue,
    Text: anyValue,
    Unlisted: anyValue,
  },
  { requiredKeys: [] },
);

const messages = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.array(message, { maxLength: 3 }),
  fc.array(fc.oneof(message, anyValue), { maxLength: 2 }),
  anyValue,
);

const item = fc.record(
  {
    LoanApplicationId: fc.oneof(fc.integer({ min: 1, max: 99_999 }), anyValue),
    LoanApplicationNumber: anyValue,
    LoanApplicationStatus: anyValue,
    DealerId: anyValue,
    AssignedToUserId: anyValue,
    Messages: messages,
    DispositionCode: anyValue,
    BuyRate: anyValue,
    AmountFinanced: anyValue,
    AmountApproved: anyValue,
    RTCDate: anyValue,
    ProjectNumber: anyValue,
    RiskTier: anyValue,
  },
  { requiredKeys: [] },
);

/** The fields of records as the service sends them, each well formed. */
const wellFormedFields = {
  LoanApplicationId: fc.integer({ min: 1, max: 99_999 }),
  LoanApplicationNumber: fc.oneof(fc.integer({ min: 1, max: 9_999_999 }), fc.constant(null)),
  LoanApplicationStatus: fc.constantFrom('Approved', 'Pending', 'SomethingNew', null),
  DealerId: fc.oneof(fc.integer({ min: 1, max: 999 }), fc.constant(null)),
  AssignedToUserId: fc.oneof(fc.integer({ min: 1, max: 999 }), fc.constant(null)),
  Messages: fc.oneof(
    fc.constant(null),
    fc.array(
      fc.record({
        MessageType: fc.constantFrom('Hint', 'Condition', null),
        IsMet: fc.oneof(fc.boolean(), fc.constant(null)),
        Label: fc.string(),
        Text: fc.string(),
      }),
      { maxLength: 4 },
    ),
  ),
  DispositionCode: fc.constantFrom(null, 'A12', 7),
  BuyRate: fc.constantFrom(null, '9.99', 0.1799),
  AmountFinanced: fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constant(null)),
  AmountApproved: fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constant(null)),
  RTCDate: fc.constantFrom(null, '', '2026-11-26', '2026-11-26T00:00:00'),
  ProjectNumber: fc.constantFrom(null, 'PRJ-42'),
};

/** Every field present (the usual answer), or only some. */
const wellFormed = fc.oneof(
  fc.record(wellFormedFields),
  fc.record(wellFormedFields, { requiredKeys: ['LoanApplicationId'] }),
);

/** The reader must answer exactly what the schema answers, down to the order of keys. */
function expectSameAsSchema(body: unknown) {
  const expected = safeParse(v3StatusesSinceSchema, body);
  const actual = readV3StatusesSince(body);
  expect(actual.success).toBe(expected.success);
  if (expected.success && actual.success) {
    expect(actual.data).toStrictEqual(expected.data);
    expect(JSON.stringify(actual.data)).toBe(JSON.stringify(expected.data));
  } else if (!expected.success && !actual.success) {
    expect(actual.error.issues).toEqual(expected.error.issues);
  }
}

describe('readV3StatusesSince', () => {
  it('reads a well-formed answer as the schema does', () => {
    fc.assert(
      fc.property(fc.array(wellFormed, { maxLength: 20 }), (body) => {
        expect(readV3StatusesSince(body).success).toBe(true);
        expectSameAsSchema(body);
      }),
      { numRuns: 300 },
    );
  });

  it('answers as the schema does for any value in any field, valid or not', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(item, anyValue), { maxLength: 4 }), expectSameAsSchema),
      { numRuns: 2000 },
    );
  });

  it('reads an answer in parts as it reads it whole, values seen in a part read once', () => {
    fc.assert(
      fc.property(fc.array(wellFormed, { maxLength: 12 }), fc.nat({ max: 12 }), (body, cut) => {
        const read = statusesSinceReader();
        const parts = [read(body.slice(0, cut)), read(body.slice(cut))];
        expect(parts.flatMap((part) => part.data ?? [])).toStrictEqual(
          safeParse(v3StatusesSinceSchema, body).data,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the rules of the schema: a record without its id is refused, naming the field', () => {
    const result = readV3StatusesSince([{ LoanApplicationId: 1 }, { DealerId: 3 }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([1, 'LoanApplicationId']);
  });

  it('turns what the schema turns: dates to their day, numbers to text, a missing list to []', () => {
    const result = readV3StatusesSince([
      { LoanApplicationId: 1, RTCDate: '2026-11-26T00:00:00', BuyRate: 0.1799, Extra: 'x' },
    ]);
    expect(result.data).toEqual([
      { LoanApplicationId: 1, Messages: [], BuyRate: '0.1799', RTCDate: '2026-11-26' },
    ]);
  });

  it('refuses what is not a list, as the schema does', () => {
    expect(readV3StatusesSince({ items: [] }).success).toBe(false);
    expect(readV3StatusesSince(null).success).toBe(false);
    expect(readV3StatusesSince([]).data).toEqual([]);
  });
});
