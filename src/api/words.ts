import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * The API layer's sentences for people (what went wrong with a request), through the shared
 * message catalog like every screen's (docs/decisions/0046). They are `/*i18n*\/` descriptors
 * with ids rather than Lingui macros, because this layer also runs under plain Node (the bench),
 * where macros are not compiled. The app's catalogs live in Lingui's global instance
 * (`appI18n`); where no catalog is active (Node, a unit test of this layer) the descriptor's
 * English is used, its `{name}` placeholders filled in (these sentences have no plurals).
 */
export function word(descriptor: MessageDescriptor, values: Record<string, unknown> = {}): string {
  if (i18n.locale) return i18n._(descriptor.id, values, { message: descriptor.message });
  return (descriptor.message ?? descriptor.id).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
