import { CONTENT_PROBE_BYTES, fileContentIssue, safeFileName } from '../../schemas/file-content.ts';

/**
 * Why a chosen file is not what its name says (src/schemas/file-content.ts), read from its
 * first and last bytes only; undefined when it is.
 */
export async function contentIssueOf(file: Blob & { name: string }): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, CONTENT_PROBE_BYTES).arrayBuffer());
  const tail =
    file.size > CONTENT_PROBE_BYTES
      ? new Uint8Array(await file.slice(file.size - CONTENT_PROBE_BYTES).arrayBuffer())
      : head;
  return fileContentIssue(safeFileName(file.name), head, tail);
}
