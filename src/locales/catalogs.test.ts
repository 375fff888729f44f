import { globSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../lib/locale-format.ts';

const src = join(import.meta.dirname, '..');
/** Every catalog's folder: the shared one and each page's (lingui.config.ts). */
const folders = globSync('**/en.po', { cwd: src }).map((file) => dirname(file));

/** A catalog's messages, keyed as Lingui keys them (context and source text), with their text. */
function catalog(folder: string, locale: string): Map<string, string> {
  const po = parsePoFile(readFileSync(join(src, folder, `${locale}.po`), 'utf8'));
  return new Map(
    po.items.map((item) => [`${item.msgctxt ?? ''}\u0004${item.msgid}`, item.msgstr.join('')]),
  );
}

/** The messages one catalog has and the other lacks or leaves untranslated. */
function missingIn(source: Map<string, string>, target: Map<string, string>): string[] {
  return [...source.keys()].filter((key) => !target.get(key)?.trim()).map((key) => key.slice(1));
}

describe('message catalogs (docs/decisions/0039)', () => {
  it('are the shared one and the pages’ own', () => {
    expect(folders).toEqual(
      expect.arrayContaining(['locales', join('pages', 'promotions', 'locales')]),
    );
  });

  const pairs = LOCALES.flatMap((a) => LOCALES.filter((b) => b !== a).map((b) => [a, b]));
  it.each(
    folders.flatMap((folder) => pairs.map(([a, b]) => [relative(src, join(src, folder)), a, b])),
  )('%s: every message in %s is translated in %s', (folder, from, to) => {
    expect(missingIn(catalog(folder!, from!), catalog(folder!, to!))).toEqual([]);
  });

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
