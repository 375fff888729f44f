import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/**
 * A small page layout for the paperwork PDFs on pdf-lib's standard fonts: wrapped paragraphs,
 * label/value fields, tables whose header repeats, signature lines, footers with page numbers,
 * and new pages when the next block does not fit (US Letter, 0.75 in margins).
 */

// ---------------------------------------------------------------------------------------------
// Text for the standard fonts

/** Code points above Latin-1 that WinAnsi (the standard fonts' encoding) can show. */
const WIN_ANSI_EXTRAS = new Set(
  [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((char) => char.codePointAt(0)!),
);

export function isWinAnsi(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    WIN_ANSI_EXTRAS.has(codePoint)
  );
}

/** Look-alikes for characters that neither WinAnsi nor a decomposition covers. */
const LOOK_ALIKES: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u201b': "'",
  '\u201f': '"',
  '\u2044': '/',
  '\u2190': '<-',
  '\u2192': '->',
  '\u2194': '<->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2116': 'No.',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u2717': 'x',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0126': 'H',
  '\u0127': 'h',
  '\u0131': 'i',
};

/**
 * Text the standard Helvetica can draw: whitespace (line breaks, tabs, odd spaces) becomes one
 * space, invisible and control characters go, look-alikes and accent-stripped letters stand in
 * for the rest, and anything else becomes `?`. pdf-lib would otherwise throw on the first
 * character WinAnsi cannot encode.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  const cleaned = text
    .normalize('NFC')
    // Format characters (soft hyphen, zero-width and direction marks) and emoji variation
    // selectors are invisible: drop them rather than print `?`.
    .replace(/[\p{Cf}\p{Variation_Selector}]/gu, '')
    .replace(/[\s\u0085]+/g, ' ');
  for (const char of cleaned) {
    const codePoint = char.codePointAt(0)!;
    if (isWinAnsi(codePoint)) {
      out += char;
    } else if (LOOK_ALIKES[char] !== undefined) {
      out += LOOK_ALIKES[char];
    } else if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) {
      continue;
    } else {
      const decomposed = char.normalize('NFKD').replace(/\p{M}/gu, '');
      const usable =
        decomposed.length > 0 &&
        [...decomposed].every((part) => isWinAnsi(part.codePointAt(0)!) && part !== ' ');
      out += usable ? decomposed : '?';
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Layout

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
/** Above the bottom margin, where the footer is drawn. */
const FOOTER_SPACE = 12;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_SIZE = 10;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.3, 0.32, 0.36);
const RULE = rgb(0.55, 0.57, 0.6);
const FILL = rgb(0.92, 0.93, 0.95);

/** Lowest point a block may reach: the footer sits below it. */
const BOTTOM = MARGIN + FOOTER_SPACE;
const HEADING_SIZE = 12;
const HEADING_HEIGHT = 6 + Math.round(HEADING_SIZE * 1.4 * 10) / 10 + 2;
/** Tables up to this height (about fifteen rows) are never split. */
const KEEP_TOGETHER = 240;

const lineHeight = (size: number) => Math.round(size * 1.4 * 10) / 10;

/** Lines of at most `width` points; a word longer than a line is cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const clean = toWinAnsi(text).trim();
  if (!clean) return [''];
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of clean.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

export interface Column {
  width: number;
  align?: 'left' | 'right';
}

interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: RGB;
}

export interface Signer {
  role: string;
  name: string;
  /** MM/DD/YYYY printed on the date line; null leaves it blank to fill in by hand. */
  date: string | null;
}

/** A top-to-bottom writer that starts a new page when the next block does not fit. */
export class PdfWriter {
  readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly pages: { page: PDFPage; section: string }[] = [];
  page: PDFPage | undefined;
  y = 0;
  section = '';
  /** A heading waits for the block after it, so the two always share a page. */
  private pendingHeading: string | null = null;

  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
  }

  startSection(section: string): number {
    this.section = section;
    this.pendingHeading = null;
    this.newPage();
    return this.pages.length - 1;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push({ page: this.page, section: this.section });
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Continue on an earlier page (the cover sheet, filled in once the page numbers are known). */
  resume(index: number): void {
    const entry = this.pages[index]!;
    this.pendingHeading = null;
    this.page = entry.page;
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Room for `height` more points (and a waiting heading), on a new page if need be. */
  ensure(height: number): void {
    const heading = this.pendingHeading;
    const headingHeight = heading === null ? 0 : HEADING_HEIGHT;
    if (this.y - headingHeight - height < BOTTOM) this.newPage();
    if (heading !== null) {
      this.pendingHeading = null;
      this.gap(6);
      this.draw(heading, MARGIN, this.y - HEADING_SIZE, { size: HEADING_SIZE, bold: true });
      this.y -= HEADING_HEIGHT - 6;
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  draw(text: string, x: number, baseline: number, options: TextOptions = {}): void {
    this.page!.drawText(toWinAnsi(text), {
      x,
      y: baseline,
      size: options.size ?? BODY_SIZE,
      font: options.bold ? this.bold : this.regular,
      color: options.color ?? INK,
    });
  }

  rule(x1 = MARGIN, x2 = MARGIN + CONTENT_WIDTH, y = this.y, thickness = 0.6): void {
    this.page!.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color: RULE });
  }

  /** Wrapped text; its first lines (up to three) stay together. */
  paragraph(text: string, options: TextOptions & { indent?: number } = {}): void {
    const size = options.size ?? BODY_SIZE;
    const indent = options.indent ?? 0;
    const font = options.bold ? this.bold : this.regular;
    const lines = wrapText(text, font, size, CONTENT_WIDTH - indent);
    this.ensure(Math.min(lines.length, 3) * lineHeight(size));
    for (const line of lines) {
      this.ensure(lineHeight(size));
      this.draw(line, MARGIN + indent, this.y - size, options);
      this.y -= lineHeight(size);
    }
  }

  title(text: string, subtitle: readonly string[]): void {
    this.paragraph(text, { size: 18, bold: true });
    this.gap(2);
    for (const line of subtitle) this.paragraph(line, { color: MUTED });
    this.gap(6);
    this.rule();
    this.gap(10);
  }

  /** A section heading, drawn with the block that follows it (never alone at a page's foot). */
  heading(text: string): void {
    this.pendingHeading = text;
  }

  /** One row of cells, each wrapped within its column; returns the lines drawn per cell. */
  private row(columns: readonly Column[], cells: readonly string[], options: TextOptions = {}) {
    const size = options.size ?? BODY_SIZE;
    const font = options.bold ? this.bold : this.regular;
    const padding = 4;
    const wrapped = columns.map((column, index) =>
      (cells[index] ?? '')
        .split('\n')
        .flatMap((part) => wrapText(part, font, size, column.width - 2 * padding)),
    );
    const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight(size) + padding;
    return { wrapped, height, size, font, padding };
  }

  private drawRow(
    columns: readonly Column[],
    layout: ReturnType<PdfWriter['row']>,
    options: TextOptions & { fill?: boolean } = {},
  ): void {
    if (options.fill) {
      this.page!.drawRectangle({
        x: MARGIN,
        y: this.y - layout.height,
        width: columns.reduce((sum, column) => sum + column.width, 0),
        height: layout.height,
        color: FILL,
      });
    }
    let x = MARGIN;
    columns.forEach((column, index) => {
      (layout.wrapped[index] ?? []).forEach((line, lineIndex) => {
        const width = layout.font.widthOfTextAtSize(line, layout.size);
        const left =
          column.align === 'right' ? x + column.width - layout.padding - width : x + layout.padding;
        this.draw(line, left, this.y - layout.size - lineIndex * lineHeight(layout.size), options);
      });
      x += column.width;
    });
    this.y -= layout.height;
  }

  /**
   * A table: kept on one page when it is short, otherwise split between rows with the header
   * row repeated on every page it spans.
   */
  table(
    columns: readonly Column[],
    header: readonly string[] | null,
    rows: readonly { cells: readonly string[]; bold?: boolean; ruleAbove?: boolean }[],
  ): void {
    const headerLayout = header ? this.row(columns, header, { bold: true }) : null;
    const drawHeader = () => {
      if (headerLayout) this.drawRow(columns, headerLayout, { bold: true, fill: true });
    };
    const layouts = rows.map((row) => this.row(columns, row.cells, { bold: row.bold }));
    const headerHeight = headerLayout?.height ?? 0;
    const total = layouts.reduce((sum, layout) => sum + layout.height, headerHeight);
    this.ensure(total <= KEEP_TOGETHER ? total : headerHeight + (layouts[0]?.height ?? 0));
    drawHeader();
    for (const [index, row] of rows.entries()) {
      const layout = layouts[index]!;
      if (this.y - layout.height < BOTTOM) {
        this.newPage();
        drawHeader();
      }
      if (row.ruleAbove) this.rule();
      this.drawRow(columns, layout, { bold: row.bold });
    }
    this.gap(4);
  }

  /** Label and value pairs; a value may have several lines. */
  fields(pairs: readonly (readonly [string, string | readonly string[]])[]): void {
    const columns: Column[] = [{ width: 170 }, { width: CONTENT_WIDTH - 170 }];
    this.table(
      columns,
      null,
      pairs.map(([label, value]) => ({
        cells: [label, typeof value === 'string' ? value : value.join('\n')],
      })),
    );
  }

  /** Blocks of lines side by side, one column each under its heading (the parties). */
  columns(entries: readonly (readonly [string, readonly string[]])[]): void {
    const width = CONTENT_WIDTH / Math.max(entries.length, 1);
    this.table(
      entries.map(() => ({ width })),
      entries.map(([heading]) => heading),
      [{ cells: entries.map(([, lines]) => lines.join('\n')) }],
    );
  }

  /** Signature and date lines, one block per signer; a short list stays on one page. */
  signatures(signers: readonly Signer[]): void {
    const lineEnd = MARGIN + 300;
    const dateStart = MARGIN + 340;
    const blocks = signers.map((signer) => {
      const caption = wrapText(`${signer.role}: ${signer.name}`, this.regular, 9, 300);
      return { signer, caption, height: 45 + caption.length * lineHeight(9) };
    });
    const total = blocks.reduce((sum, block) => sum + block.height, 0);
    this.ensure(total <= KEEP_TOGETHER ? total : (blocks[0]?.height ?? 0));
    for (const { signer, caption, height } of blocks) {
      this.ensure(height);
      this.y -= 30;
      this.rule(MARGIN, lineEnd, this.y, 0.8);
      this.rule(dateStart, MARGIN + CONTENT_WIDTH, this.y, 0.8);
      if (signer.date) this.draw(signer.date, dateStart + 4, this.y + 4);
      this.y -= 11;
      caption.forEach((line, index) =>
        this.draw(line, MARGIN, this.y - index * lineHeight(9), { size: 9, color: MUTED }),
      );
      this.draw('Date', dateStart, this.y, { size: 9, color: MUTED });
      this.y -= caption.length * lineHeight(9) + 4;
    }
  }

  /** Footers on every page: what it is, that it is a sandbox document, page x of y. */
  footers(reference: string, prepared: string): void {
    const total = this.pages.length;
    this.pages.forEach(({ page, section }, index) => {
      const size = 8;
      const right = `Page ${index + 1} of ${total}`;
      page.drawLine({
        start: { x: MARGIN, y: MARGIN - 2 },
        end: { x: MARGIN + CONTENT_WIDTH, y: MARGIN - 2 },
        thickness: 0.4,
        color: RULE,
      });
      const text = (value: string, x: number, y: number) =>
        page.drawText(toWinAnsi(value), { x, y, size, font: this.regular, color: MUTED });
      text(`${section} · ${reference}`, MARGIN, MARGIN - 14);
      text(
        right,
        MARGIN + CONTENT_WIDTH - this.regular.widthOfTextAtSize(right, size),
        MARGIN - 14,
      );
      text(
        `Prepared ${prepared} by the lender's sandbox for demonstration. Not a binding agreement.`,
        MARGIN,
        MARGIN - 25,
      );
    });
  }
}
