import { jsonListStream } from '../lib/json-list-stream.ts';
import { readAnswer, type ReadResult, type RequestOptions } from './client.ts';
import { ApiError } from './errors.ts';

/**
 * Reads a long JSON list answer part by part as it arrives: parsing and checking thousands of
 * records then happens while the rest is still on its way, in several short tasks, rather than
 * in one long task after the last byte (the dashboard's statuses, issue 6). `read` answers for
 * any list as `safeParse` of the list's schema does; the result is the same as `requestJson`'s.
 */
export async function readJsonList<T>(
  response: Response,
  read: (body: unknown) => ReadResult<T[]>,
  options: Pick<RequestOptions, 'signal'> = {},
): Promise<T[]> {
  /** The items as sent, kept in case a record is refused (the error then names its place). */
  const received: unknown[][] = [];
  const items: T[] = [];
  let refused = false;
  const take = (batch: unknown[]) => {
    if (batch.length === 0) return;
    received.push(batch);
    if (refused) return;
    const parsed = read(batch);
    if (parsed.success) for (const item of parsed.data) items.push(item);
    else refused = true;
  };
  const stream = jsonListStream();
  let whole: { value: unknown } | null = null;
  try {
    const decoder = new TextDecoder();
    const reader = response.body?.getReader();
    for (let next = await reader?.read(); next && !next.done; next = await reader!.read()) {
      take(stream.push(decoder.decode(next.value, { stream: true })));
    }
    take(stream.push(decoder.decode()));
    const end = stream.end();
    if ('items' in end) take(end.items);
    else whole = end;
  } catch (error) {
    if (options.signal?.aborted) throw error; // the caller cancelled: not a failure to report
    if (!(error instanceof SyntaxError)) {
      throw new ApiError('network', 'The answer from the service was cut off.');
    }
    whole = { value: undefined };
  }
  // Not a list, or a record refused: the whole answer is read again, so the error names its path.
  if (whole) return readAnswer(read(whole.value), response);
  if (refused) return readAnswer(read(received.flat()), response);
  return items;
}
