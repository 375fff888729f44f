/**
 * Small shared pieces of request schemas that fields.ts does not hold.
 */

/**
 * For text fields the spec gives no maximum length for (user names, document names…): the
 * service's own limit is not shown, and the sandbox must never be stricter than the spec.
 */
export const NO_LENGTH_LIMIT = Number.MAX_SAFE_INTEGER;

/** "Valid e-mail" with no stated maximum: no valid address is longer (RFC 5321). */
export const EMAIL_MAX = 254;

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
