/** Every path holding a message in react-hook-form's nested errors object. */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const record = errors as Record<string, unknown>;
  if (typeof record.message === 'string' && prefix !== '') return [prefix];
  return Object.entries(record)
    .filter(([key]) => key !== 'ref' && key !== 'root')
    .flatMap(([key, value]) => errorPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** The path of the error that comes first: on the earliest step, then in the order given. */
export function firstErrorPath(
  paths: readonly string[],
  stepIndexOf: (path: string) => number,
): string | undefined {
  return [...paths].sort((a, b) => stepIndexOf(a) - stepIndexOf(b))[0];
}
