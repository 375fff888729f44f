import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonListStream } from './json-list-stream.ts';

/** Feeds `text` in the given pieces; answers what JSON.parse would: the value, or a throw. */
function readInPieces(text: string, cuts: number[]): unknown {
  const stream = jsonListStream();
  const items: unknown[] = [];
  let from = 0;
  for (const cut of [...cuts.filter((at) => at < text.length)].sort((a, b) => a - b)) {
    items.push(...stream.push(text.slice(from, cut)));
    from = cut;
  }
  items.push(...stream.push(text.slice(from)));
  const end = stream.end();
  return 'value' in end ? end.value : [...items, ...end.items];
}

function outcome(read: () => unknown): { value: unknown } | { error: true } {
  try {
    return { value: read() };
  } catch (error) {
    expect(error).toBeInstanceOf(SyntaxError);
    return { error: true };
  }
}

const cuts = fc.array(fc.nat({ max: 400 }), { maxLength: 12 });

/** The JSON text of a list with one insertion, one deletion or both, anywhere. */
function damage(lists: fc.Arbitrary<unknown[]>, inserts: fc.Arbitrary<string>) {
  return fc.tuple(lists, fc.nat(), inserts, fc.boolean()).map(([list, at, insert, remove]) => {
    const text = JSON.stringify(list);
    const index = at % (text.length + 1);
    return text.slice(0, index) + insert + text.slice(index + (remove ? 1 : 0));
  });
}

describe('jsonListStream', () => {
  it('reads a list in any pieces as JSON.parse reads it whole', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue(), { maxLength: 8 }),
        cuts,
        fc.boolean(),
        (list, at, pretty) => {
          const text = JSON.stringify(list, null, pretty ? 2 : undefined);
          expect(readInPieces(text, at)).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('reads any other JSON value whole', () => {
    fc.assert(
      fc.property(fc.jsonValue(), cuts, (value, at) => {
        const text = ` ${JSON.stringify(value)} `;
        expect(readInPieces(text, at)).toEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses exactly what JSON.parse refuses, wherever the text is cut', () => {
    const damaged = damage(
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
      fc.constantFrom(',', ']', '[', '"', '\\', '}', '{', ' ', 'x', ':', ',,', '', '1'),
    );
    fc.assert(
      fc.property(damaged, cuts, (text, at) => {
        expect(outcome(() => readInPieces(text, at))).toEqual(outcome(() => JSON.parse(text)));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([['[,1]'], ['[1,]'], ['[1,,2]'], ['[1] 2'], ['[1'], ['["a\\'], [''], ['  '], ['[1]]']])(
    'refuses %j as JSON.parse does',
    (text) => {
      for (let cut = 0; cut <= text.length; cut += 1) {
        expect(() => readInPieces(text, [cut])).toThrow(SyntaxError);
      }
    },
  );

  /** Records that open with the same key, the usual answer: read by the marks between them. */
  const record = fc
    .tuple(
      fc.jsonValue({ maxDepth: 1 }),
      fc.dictionary(
        fc.constantFrom('k', 'b', 'c'),
        fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          // The mark's text in a string (where JSON escapes its quotes) and in nested records.
          fc.constantFrom(',{"k":', '},{"k":1}', '\\",{"k":'),
          fc.array(fc.record({ k: fc.nat(), b: fc.string() }), { maxLength: 3 }),
        ),
      ),
    )
    .map(([first, rest]) => ({ k: first, ...rest }));

  it('reads a list of records by the marks between them as JSON.parse reads it whole', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 10 }), cuts, fc.boolean(), (list, at, pretty) => {
        const text = JSON.stringify(list, null, pretty ? 2 : undefined);
        expect(readInPieces(text, at)).toEqual(JSON.parse(text));
      }),
      { numRuns: 1500 },
    );
  });

  it('refuses a damaged list of records exactly as JSON.parse does', () => {
    const damaged = damage(
      fc.array(record, { minLength: 1, maxLength: 5 }),
      fc.constantFrom(',', ']', '[', '"', '\\', '}', '{', 'x', ':', ',,', '', ',{"k":'),
    );
    fc.assert(
      fc.property(damaged, cuts, (text, at) => {
        expect(outcome(() => readInPieces(text, at))).toEqual(outcome(() => JSON.parse(text)));
      }),
      { numRuns: 3000 },
    );
  });

  it('hands records over as soon as a piece brings the mark of the next one', () => {
    const stream = jsonListStream();
    expect(stream.push('[{"a":1},{"a":"x,]}')).toEqual([{ a: 1 }]);
    expect(stream.push('"},')).toEqual([]);
    expect(stream.push('{"a":3}]')).toEqual([{ a: 'x,]}' }]);
    expect(stream.end()).toEqual({ items: [{ a: 3 }] });
  });

  it('scans for the items when a mark is inside a nested record', () => {
    const stream = jsonListStream();
    expect(stream.push('[{"a":1},{"b":[0,{"a":2}]},')).toEqual([{ a: 1 }, { b: [0, { a: 2 }] }]);
    expect(stream.push('{"a":3},')).toEqual([{ a: 3 }]);
    expect(stream.push('4]')).toEqual([4]);
    expect(stream.end()).toEqual({ items: [] });
  });

  it('hands items of other lists over as soon as a piece completes them', () => {
    const stream = jsonListStream();
    expect(stream.push('[1,"x,]}",')).toEqual([1, 'x,]}']);
    expect(stream.push('3]')).toEqual([3]);
    expect(stream.end()).toEqual({ items: [] });
  });
});
