import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import type { Say } from './wizard-steps.test-support.ts';

/** The catalogs of the customer's fields, whose Spanish the journeys read the screens by. */
const CATALOGS = ['src/components/fields/locales/es.po', 'src/pages/new-application/locales/es.po'];

const spanish = new Map(
  CATALOGS.flatMap((file) =>
    parsePoFile(readFileSync(join(import.meta.dirname, '..', file), 'utf8')).items.map(
      (item) => [item.msgid, item.msgstr.join('')] as const,
    ),
  ),
);
// Months are named by Intl, not by a catalog.
spanish.set('June', 'Junio');

/** A field's English label as the Spanish customer screen words it (from the catalogs). */
export const inSpanish: Say = (english) => {
  const words = spanish.get(english);
  if (!words) throw new Error(`No Spanish in the fields' catalogs for “${english}”`);
  return words;
};
