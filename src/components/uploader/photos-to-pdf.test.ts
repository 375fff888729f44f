import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../schemas/document-requests.ts';
import { assemblePdf, pageGeometry, scaledSize } from './photos-to-pdf.ts';

/** The smallest JPEG pdf-lib embeds: start, a baseline frame header of the given size, end. */
function tinyJpeg(width: number, height: number): Uint8Array {
  return Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x11,
    0x00,
    0x02,
    0x11,
    0x00,
    0x03,
    0x11,
    0x00,
    0xff,
    0xd9,
  ]);
}

describe('pageGeometry', () => {
  it('puts a portrait photo on a portrait Letter page, fitted inside the margins and centred', () => {
    expect(pageGeometry(1000, 2000)).toEqual({
      pageWidth: 612,
      pageHeight: 792,
      x: 117,
      y: 18,
      width: 378,
      height: 756,
    });
  });

  it('turns the page for a landscape photo (a photo turned by its EXIF orientation)', () => {
    const geometry = pageGeometry(3000, 2000);
    expect([geometry.pageWidth, geometry.pageHeight]).toEqual([792, 612]);
    expect(geometry.width).toBeCloseTo(756);
    expect(geometry.height).toBeCloseTo(504);
    expect([geometry.x, geometry.y].map(Math.round)).toEqual([18, 54]);
  });

  it('keeps a square photo on a portrait page', () => {
    const geometry = pageGeometry(500, 500);
    expect([geometry.pageWidth, geometry.pageHeight, geometry.width]).toEqual([612, 792, 576]);
  });
});

describe('scaledSize', () => {
  it('shrinks the longer side to the limit, keeping proportions', () => {
    expect(scaledSize(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(3000, 4000, 2000)).toEqual({ width: 1500, height: 2000 });
  });

  it('never enlarges a small photo', () => {
    expect(scaledSize(800, 600, 2000)).toEqual({ width: 800, height: 600 });
  });
});

describe('assemblePdf', () => {
  it('makes one page per photo, in the order given, each turned as its photo, under 30 MB', async () => {
    const pictures = [
      { jpeg: tinyJpeg(30, 40), width: 30, height: 40 },
      { jpeg: tinyJpeg(40, 30), width: 40, height: 30 },
      { jpeg: tinyJpeg(20, 10), width: 20, height: 10 },
    ];
    const bytes = await assemblePdf(pictures);
    expect(bytes.byteLength).toBeLessThan(MAX_DOCUMENT_BYTES);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPages().map((page) => [page.getWidth(), page.getHeight()])).toEqual([
      [612, 792],
      [792, 612],
      [792, 612],
    ]);
  });

  it('refuses a file that is not a JPEG', async () => {
    await expect(
      assemblePdf([{ jpeg: new TextEncoder().encode('<html>'), width: 1, height: 1 }]),
    ).rejects.toThrow();
  });
});
