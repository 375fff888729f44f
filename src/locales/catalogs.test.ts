import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../lib/locale-format.ts';

/** A catalog's messages, keyed as Lingui keys them (context and source text), with their text. */
function catalog(locale: string): Map<string, string> {
  const po = parsePoFile(readFileSync(join(import.meta.dirname, `${locale}.po`), 'utf8'));
  return new Map(
    po.items.map((item) => [`${item.msgctxt ?? ''}\u0004${item.msgid}`, item.msgstr.join('')]),
  );
}

/** The messages one catalog has and the other lacks or leaves untranslated. */
function missingIn(source: Map<string, string>, target: Map<string, string>): string[] {
  return [...source.keys()].filter((key) => !target.get(key)?.trim()).map((key) => key.slice(1));
}

describe('message catalogs (docs/decisions/0039)', () => {
  const catalogs = new Map(LOCALES.map((locale) => [locale, catalog(locale)]));

  it.each(LOCALES.flatMap((a) => LOCALES.filter((b) => b !== a).map((b) => [a, b])))(
    'every message in %s is translated in %s',
    (from, to) => {
      expect(missingIn(catalogs.get(from)!, catalogs.get(to)!)).toEqual([]);
    },
  );

  it('finds a message that one language has and the other lacks or leaves blank', () => {
    const english = new Map([
      ['\u0004Plans', 'Plans'],
      ['\u0004Sign', 'Sign'],
    ]);
    expect(missingIn(english, new Map([['\u0004Plans', 'Planes']]))).toEqual(['Sign']);
    expect(
      missingIn(
        english,
        new Map([
          ['\u0004Plans', 'Planes'],
          ['\u0004Sign', ' '],
        ]),
      ),
    ).toEqual(['Sign']);
  });
});
