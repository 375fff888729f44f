/**
 * Small shared pieces of request schemas that fields.ts does not hold.
 */

import { CHOSEN_LIMITS } from './limits.ts';

/** "Valid e-mail" with no stated maximum: no valid address is longer (RFC 5321). */
export const EMAIL_MAX = CHOSEN_LIMITS.email;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of `body` with the field at `path` (its last key spelled `variant`) renamed to
 * `canonical`, when only the variant is present: how the sandbox accepts the spellings of the
 * spec's sample requests (ARCHITECTURE.md point 5) without loosening the request schemas.
 */
export function renameField(
  body: unknown,
  path: readonly string[],
  variant: string,
  canonical: string,
): unknown {
  if (!isRecord(body)) return body;
  const [head, ...rest] = path;
  if (head !== undefined) {
    return head in body
      ? { ...body, [head]: renameField(body[head], rest, variant, canonical) }
      : body;
  }
  if (!(variant in body) || body[canonical] !== undefined) return body;
  const { [variant]: value, ...others } = body;
  return { ...others, [canonical]: value };
}
