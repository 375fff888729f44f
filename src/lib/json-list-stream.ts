/**
 * Reads a JSON text that arrives in pieces, handing over the items of its top-level list as soon
 * as each piece completes some: a list of thousands of records is parsed while the rest is still
 * on its way, instead of all at once after its last byte.
 *
 * The text is split only where the list's own commas are (outside strings and nested values);
 * each run of complete items is parsed by `JSON.parse`, so what is accepted and what is refused
 * is exactly what `JSON.parse` of the whole text accepts and refuses. A text that is not a list
 * is kept whole and parsed at the end.
 *
 * Finding those commas: a list of records written alike, each opening with the same first key,
 * has the text `,{"Key":` wherever one record follows another. The text up to the last such
 * mark is tried with `JSON.parse`; that costs the parse alone, where a scan of every character
 * outside strings costs nearly as much again (5.7 MB of statuses: ~30 ms). The mark cannot
 * stand inside a string, where its quotes would be escaped; inside a nested record it makes the
 * parse fail (the text then ends inside that record), and from there on the characters are
 * scanned. A parse that succeeds was cut between the list's own items.
 */
export interface JsonListStream {
  /** Adds the next piece of text; answers the items it completed (often none). */
  push(piece: string): unknown[];
  /** The text is complete: the last items, or the whole value when it is not a list. */
  end(): { items: unknown[] } | { value: unknown };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COLON = 0x3a;
/** Text without a mark beyond this is scanned instead: its records are not written alike. */
const UNMARKED_LIMIT = 256 * 1024;
const BLANK = /^[\t\n\r ]*$/;
const NOT_BLANK = /[^\t\n\r ]/;

export function jsonListStream(): JsonListStream {
  /** Text not yet handed over as items. */
  let buffer = '';
  /** Where scanning resumes in `buffer`. */
  let position = 0;
  let mode: 'start' | 'list' | 'whole' | 'closed' = 'start';
  let depth = 0;
  let inString = false;
  /** Where the next item begins in `buffer`, once the list has opened. */
  let itemsStart = 0;
  /** The last comma between two items of the list, in `buffer`; -1 when none. */
  let lastComma = -1;
  /** A comma has been passed, so the list's last item cannot be blank. */
  let afterComma = false;
  /**
   * The text that begins every record but the first (`,{"Key":`): undefined until the first
   * record's first key has arrived; null when the items are found by scanning.
   */
  let itemMark: string | null | undefined;

  /** Parses the items of `text`; a run that ends at a comma, or follows one, cannot be blank. */
  const parseItems = (text: string, endsAtComma: boolean): unknown[] => {
    if (BLANK.test(text)) {
      // `[,` or `,,` or `,]`: JSON.parse refuses the whole text, so this refuses it too.
      if (endsAtComma || afterComma) throw new SyntaxError('Unexpected "," in JSON list');
      return [];
    }
    return JSON.parse(`[${text}]`) as unknown[];
  };

  const scan = (): number => {
    // Returns the index of the list's closing bracket, or -1. A loop over character codes: most
    // characters outside strings are structural, and strings are skipped with indexOf.
    const length = buffer.length;
    while (position < length) {
      if (inString) {
        const quote = buffer.indexOf('"', position);
        if (quote === -1) {
          position = length;
          break;
        }
        // A quote after an odd number of backslashes is part of the string. Strings are never
        // cut (the text is cut only between items), so the backslashes are all in `buffer`.
        let backslashes = 0;
        while (buffer.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
        position = quote + 1;
        if (backslashes % 2 === 0) inString = false;
        continue;
      }
      const code = buffer.charCodeAt(position);
      position += 1;
      if (code === QUOTE) inString = true;
      else if (code === OPEN_LIST || code === OPEN_OBJECT) depth += 1;
      else if (code === CLOSE_LIST || code === CLOSE_OBJECT) {
        depth -= 1;
        // Nested brackets are checked by JSON.parse of the items; the list's own is checked here.
        if (depth === 0) {
          if (code !== CLOSE_LIST) throw new SyntaxError('Unexpected "}" in JSON');
          return position - 1;
        }
      } else if (code === COMMA && depth === 1) lastComma = position - 1;
    }
    return -1;
  };

  /** The mark of the list's first item, once it has arrived (see the module's comment). */
  const findItemMark = (): string | null | undefined => {
    const start = buffer.slice(itemsStart).search(NOT_BLANK) + itemsStart;
    if (start < itemsStart || start + 1 >= buffer.length) return undefined;
    if (buffer.charCodeAt(start) !== OPEN_OBJECT || buffer.charCodeAt(start + 1) !== QUOTE) {
      return null;
    }
    const keyEnd = buffer.indexOf('"', start + 2);
    if (keyEnd === -1 || keyEnd + 1 >= buffer.length) {
      return buffer.length - start > UNMARKED_LIMIT ? null : undefined;
    }
    const key = buffer.slice(start + 2, keyEnd);
    if (key.includes('\\') || buffer.charCodeAt(keyEnd + 1) !== COLON) return null;
    return `,{"${key}":`;
  };

  /** Hands over the items before the last mark; null when that text is not items (scan it). */
  const takeMarked = (mark: string): unknown[] | null => {
    const at = buffer.lastIndexOf(mark);
    if (at < itemsStart) return buffer.length - itemsStart > UNMARKED_LIMIT ? null : [];
    let items: unknown[];
    try {
      items = parseItems(buffer.slice(itemsStart, at), true);
    } catch {
      return null;
    }
    afterComma = true;
    buffer = buffer.slice(at + 1);
    itemsStart = 0;
    position = 0;
    return items;
  };

  /** A function, not a test of `mode` in place: TypeScript would not see a call change it. */
  const isClosed = () => mode === 'closed';

  /** Scans what has not been scanned; hands over the items it completes. */
  const scanItems = (): unknown[] => {
    const close = scan();
    if (close === -1) return lastComma === -1 ? [] : takeItems();
    if (!BLANK.test(buffer.slice(close + 1))) throw new SyntaxError('Unexpected text after JSON');
    mode = 'closed';
    // Taking the items before the last comma drops their text, and moves the bracket with it.
    const dropped = lastComma + 1;
    const items = lastComma === -1 ? [] : takeItems();
    return items.concat(parseItems(buffer.slice(itemsStart, close - dropped), false));
  };

  /** Hands over the items before the last comma and drops their text. */
  const takeItems = (): unknown[] => {
    const items = parseItems(buffer.slice(itemsStart, lastComma), true);
    afterComma = true;
    buffer = buffer.slice(lastComma + 1);
    position -= lastComma + 1;
    itemsStart = 0;
    lastComma = -1;
    return items;
  };

  return {
    push(piece) {
      if (mode === 'whole') {
        buffer += piece;
        return [];
      }
      if (mode === 'closed') {
        if (!BLANK.test(piece)) throw new SyntaxError('Unexpected text after JSON');
        return [];
      }
      buffer += piece;
      if (mode === 'start') {
        const first = buffer.search(NOT_BLANK);
        if (first === -1) return [];
        if (buffer[first] !== '[') {
          mode = 'whole';
          return [];
        }
        mode = 'list';
        depth = 1;
        position = first + 1;
        itemsStart = position;
      }
      if (itemMark === undefined) {
        itemMark = findItemMark();
        if (itemMark === undefined) return [];
      }
      if (itemMark !== null) {
        const items = takeMarked(itemMark);
        if (items) return items;
        // Not cut between items after all: scan from the first item not handed over.
        itemMark = null;
      }
      return scanItems();
    },
    end() {
      if (mode === 'list') {
        // Marked text is scanned only now, for its last items and the list's closing bracket
        // (text already scanned has nothing more to give). A list that never closed is refused,
        // as JSON.parse refuses it.
        itemMark = null;
        const items = scanItems();
        if (isClosed()) return { items };
        throw new SyntaxError('Unexpected end of JSON input');
      }
      if (mode === 'closed') return { items: [] };
      // A text of blanks only ('start') is refused by JSON.parse itself.
      return { value: JSON.parse(buffer) as unknown };
    },
  };
}
