import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_DOCUMENT_BYTES } from '../../schemas/document-requests.ts';
import { appI18n } from '../i18n/catalogs.ts';
import './locales/catalog.ts';

/**
 * Photographed pages of a signed contract, combined in the browser into one PDF, a page per
 * photo in the order given (issue 33 item 1). pdf-lib is imported only here, when photos are
 * combined, so no route's entry carries it.
 */

/** US Letter in PDF points, and a margin a printer would leave. */
const LETTER_SHORT = 612;
const LETTER_LONG = 792;
const MARGIN = 18;

export interface PageGeometry {
  pageWidth: number;
  pageHeight: number;
  /** Where the photo is drawn: its lower-left corner and size, in points. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A photo's page: Letter turned the way the photo stands (a landscape photo gets a landscape
 * page), the photo as large as the margins allow, its proportions kept, centred. `width` and
 * `height` are the photo as seen, its EXIF orientation already applied.
 */
export function pageGeometry(width: number, height: number): PageGeometry {
  const landscape = width > height;
  const pageWidth = landscape ? LETTER_LONG : LETTER_SHORT;
  const pageHeight = landscape ? LETTER_SHORT : LETTER_LONG;
  const scale = Math.min((pageWidth - 2 * MARGIN) / width, (pageHeight - 2 * MARGIN) / height);
  const drawn = { width: width * scale, height: height * scale };
  return {
    pageWidth,
    pageHeight,
    x: (pageWidth - drawn.width) / 2,
    y: (pageHeight - drawn.height) / 2,
    ...drawn,
  };
}

/** The photo's size with its longer side at most `maxSide` pixels; never enlarged. */
export function scaledSize(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** One page's picture: JPEG bytes and the size they show at. */
export interface PagePicture {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

/** The PDF of the pictures, one page each, in the order given; its title worded by `i18n`. */
export async function assemblePdf(
  pictures: readonly PagePicture[],
  i18n: I18n = appI18n,
): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib/dist/pdf-lib.esm.min.js');
  const pdf = await PDFDocument.create();
  pdf.setTitle(i18n._(msg`Signed contract`));
  for (const picture of pictures) {
    const image = await pdf.embedJpg(picture.jpeg);
    const geometry = pageGeometry(picture.width, picture.height);
    pdf.addPage([geometry.pageWidth, geometry.pageHeight]).drawImage(image, geometry);
  }
  return pdf.save();
}

/**
 * Sharp enough to read a contract's small print first; then smaller and coarser, for as many
 * pages as must fit in the spec's 30 MB.
 */
const ATTEMPTS = [
  { maxSide: 2400, quality: 0.85 },
  { maxSide: 1800, quality: 0.7 },
  { maxSide: 1400, quality: 0.6 },
  { maxSide: 1000, quality: 0.5 },
];

/**
 * A photo decoded the way it is seen (`imageOrientation: 'from-image'` applies its EXIF
 * orientation), scaled, and encoded again as JPEG on a white ground.
 */
async function pictureOf(photo: Blob, maxSide: number, quality: number): Promise<PagePicture> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const size = scaledSize(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the photos.');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const jpeg = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', quality),
    );
    if (!jpeg) throw new Error('This browser cannot encode the photos.');
    return { jpeg: new Uint8Array(await jpeg.arrayBuffer()), ...size };
  } finally {
    bitmap.close();
  }
}

export type PhotosToPdfResult = { ok: true; file: File } | { ok: false; message: string };

/** The photos as one PDF named `fileName`, under 30 MB, or why not (worded by `i18n`). */
export async function photosToPdf(
  photos: readonly { file: Blob; name: string }[],
  fileName: string,
  i18n: I18n = appI18n,
): Promise<PhotosToPdfResult> {
  for (const { maxSide, quality } of ATTEMPTS) {
    const pictures: PagePicture[] = [];
    for (const photo of photos) {
      try {
        pictures.push(await pictureOf(photo.file, maxSide, quality));
      } catch {
        const name = photo.name;
        return { ok: false, message: i18n._(msg`${name} could not be read as a photo.`) };
      }
    }
    const bytes = await assemblePdf(pictures, i18n);
    if (bytes.byteLength <= MAX_DOCUMENT_BYTES) {
      return {
        ok: true,
        file: new File([bytes as Uint8Array<ArrayBuffer>], fileName, { type: 'application/pdf' }),
      };
    }
  }
  const count = photos.length;
  return {
    ok: false,
    message: i18n._(
      msg`${count} photos make a PDF over 30 MB, the most the lender accepts, even at a lower quality: send the pages in two parts.`,
    ),
  };
}
