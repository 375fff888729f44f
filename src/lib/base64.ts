/**
 * Bytes to bare base64, for document uploads. `Uint8Array.prototype.toBase64` where the
 * browser has it; otherwise btoa over chunks (a multiple of 3 bytes, so no padding in the
 * middle), since one String.fromCharCode over 30 MB overflows the call stack.
 */
const CHUNK_BYTES = 3 * 8192;

type WithToBase64 = Uint8Array & { toBase64?: () => string };

export function bytesToBase64Chunked(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
    const chunk = bytes.subarray(start, start + CHUNK_BYTES);
    let binary = '';
    for (let i = 0; i < chunk.length; i += 1) binary += String.fromCharCode(chunk[i]!);
    parts.push(btoa(binary));
  }
  return parts.join('');
}

export function bytesToBase64(bytes: Uint8Array): string {
  const native = (bytes as WithToBase64).toBase64;
  return typeof native === 'function' ? native.call(bytes) : bytesToBase64Chunked(bytes);
}
