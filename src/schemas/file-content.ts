import { withoutHiddenCharacters } from './request-fields.ts';
/**
 * An uploaded file is what its name says (issue 31 item 13): its first bytes are checked
 * against its extension, in the portal before sending and in the sandbox, so HTML named .pdf
 * or a program named .jpg is never filed as a document. Only the file's start and end are
 * read (`CONTENT_PROBE_BYTES` each), so a 30 MB file is checked without decoding it whole.
 */

/** How much of the start and of the end of a file the check reads. */
export const CONTENT_PROBE_BYTES = 64 * 1024;

type ContentKind = { label: string; matches: (head: Uint8Array, tail: Uint8Array) => boolean };

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, ...signature: number[]): boolean {
  return signature.length <= bytes.length && signature.every((byte, at) => bytes[at] === byte);
}

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let at = 0; at + needle.length <= bytes.length; at += 1) {
    for (let offset = 0; offset < needle.length; offset += 1) {
      if (bytes[at + offset] !== needle[offset]) continue outer;
    }
    return true;
  }
  return false;
}

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const CONTENT_TYPES_PART = ascii('[Content_Types].xml');
const WORD_PART = ascii('word/document.xml');

/**
 * A Word document is a ZIP holding `[Content_Types].xml` and `word/document.xml`; their names
 * are in the local headers at the start, or in the central directory at the end.
 */
function isWordDocument(head: Uint8Array, tail: Uint8Array): boolean {
  if (!startsWith(head, ...ZIP_LOCAL_HEADER)) return false;
  const has = (part: Uint8Array) => contains(head, part) || contains(tail, part);
  return has(CONTENT_TYPES_PART) && has(WORD_PART);
}

const PDF: ContentKind = { label: 'PDF', matches: (head) => startsWith(head, ...ascii('%PDF-')) };
const JPEG: ContentKind = {
  label: 'JPEG image',
  matches: (head) => startsWith(head, 0xff, 0xd8, 0xff),
};
const TIFF: ContentKind = {
  label: 'TIFF image',
  matches: (head) =>
    startsWith(head, 0x49, 0x49, 0x2a, 0x00) || startsWith(head, 0x4d, 0x4d, 0x00, 0x2a),
};

const KINDS: Readonly<Record<string, ContentKind>> = {
  '.pdf': PDF,
  '.jpg': JPEG,
  '.jpeg': JPEG,
  '.png': {
    label: 'PNG image',
    matches: (head) => startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  },
  '.gif': {
    label: 'GIF image',
    matches: (head) => startsWith(head, ...ascii('GIF87a')) || startsWith(head, ...ascii('GIF89a')),
  },
  '.bmp': { label: 'BMP image', matches: (head) => startsWith(head, ...ascii('BM')) },
  '.tif': TIFF,
  '.tiff': TIFF,
  '.docx': { label: 'Word document', matches: isWordDocument },
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Why the file's content does not match its name, naming the file; undefined when it does,
 * or when the extension is not one this check knows (the extension rule refuses those).
 * `tail` is the file's last bytes (the same as `head` for a small file).
 */
export function fileContentIssue(
  fileName: string,
  head: Uint8Array,
  tail: Uint8Array = head,
): string | undefined {
  const kind = KINDS[extensionOf(fileName)];
  if (!kind || kind.matches(head, tail)) return undefined;
  return `${fileName} is not a ${kind.label}: its content does not match its name. Choose the file itself, saved as a ${kind.label}.`;
}

const PROBE_CHARS = Math.ceil(CONTENT_PROBE_BYTES / 3) * 4;

function decodeBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/**
 * The start and end of the file that bare base64 `content` encodes, decoded; only those parts
 * of the text are read. The content must be valid base64 (a multiple of 4 characters).
 */
export function base64Probe(content: string): { head: Uint8Array; tail: Uint8Array } {
  const head = decodeBase64(content.slice(0, PROBE_CHARS));
  if (content.length <= PROBE_CHARS) return { head, tail: head };
  return { head, tail: decodeBase64(content.slice(content.length - PROBE_CHARS)) };
}

/**
 * A file's name as stored and listed: its last path segment (after any `/` or `\`), without
 * control characters or bidirectional controls (which can make `cod.exe` read as `exe.doc`), and
 * never `.` or `..`.
 */
export function safeFileName(name: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? '';
  const cleaned = withoutHiddenCharacters(lastSegment).trim();
  return /^\.*$/.test(cleaned) ? '' : cleaned;
}
