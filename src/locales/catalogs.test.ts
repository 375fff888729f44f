import { globSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_CATALOGS, DEALER_CATALOGS } from '../../lingui.config.ts';
import { LOCALES } from '../lib/locale-format.ts';

const src = join(import.meta.dirname, '..');
const root = join(src, '..');
/** Every catalog's folder: the shared one and each page's (lingui.config.ts). */
const folders = globSync('**/en.po', { cwd: src }).map((file) => dirname(file));
const inSrc = (folder: string) => relative(src, join(root, folder));
const customerFolders = Object.keys(CUSTOMER_CATALOGS).map(inSrc);

/** The languages a catalog's module registers (`es: () => import('./es.po')`) besides English. */
function registeredLanguages(folder: string): string[] {
  const module = readFileSync(join(src, folder, 'catalog.ts'), 'utf8');
  return LOCALES.filter((locale) => module.includes(`${locale}: () => import('./${locale}.po')`));
}

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
  it('are the shared one and every customer’s and dealer’s catalog in lingui.config.ts', () => {
    const configured = [...Object.keys(CUSTOMER_CATALOGS), ...Object.keys(DEALER_CATALOGS)];
    expect(folders.toSorted()).toEqual(['locales', ...configured.map(inSrc)].toSorted());
  });

  // The customer's screens: every message in every language.
  const pairs = LOCALES.flatMap((a) => LOCALES.filter((b) => b !== a).map((b) => [a, b]));
  it.each(customerFolders.flatMap((folder) => pairs.map(([a, b]) => [folder, a, b])))(
    '%s: every message in %s is translated in %s',
    (folder, from, to) => {
      expect(missingIn(catalog(folder!, from!), catalog(folder!, to!))).toEqual([]);
    },
  );

  it.each(customerFolders)('%s: registers every language', (folder) => {
    expect(registeredLanguages(folder)).toEqual(LOCALES.filter((locale) => locale !== 'en'));
  });

  // The dealer's screens are English for now: a language is registered only once it is whole.
  it.each(folders.filter((folder) => folder !== 'locales' && !customerFolders.includes(folder)))(
    '%s: every language it registers is complete',
    (folder) => {
      for (const locale of registeredLanguages(folder)) {
        expect(missingIn(catalog(folder, 'en'), catalog(folder, locale))).toEqual([]);
      }
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
