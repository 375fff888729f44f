import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from './errors.ts';
import { readJsonList } from './json-list.ts';

/** An answer whose body arrives in the given pieces, one per read. */
function piecewiseResponse(pieces: string[], failAfter = false) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces.shift();
      if (piece !== undefined) controller.enqueue(encoder.encode(piece));
      else if (failAfter) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}

const listSchema = z.array(z.object({ Id: z.int() }));
const readList = (body: unknown) => z.safeParse(listSchema, body);

describe('a long list read as it arrives', () => {
  it('reads the items of every piece, as the schema reads the whole answer', async () => {
    const reads: unknown[] = [];
    const response = piecewiseResponse(['[{"Id":1,"Extra":"x"},{"I', 'd":2},', '{"Id":3}', ']']);
    const items = await readJsonList(response, (body) => {
      reads.push(body);
      return readList(body);
    });
    expect(items).toEqual([{ Id: 1 }, { Id: 2 }, { Id: 3 }]);
    // The first item was read before the rest had come.
    expect(reads[0]).toEqual([{ Id: 1, Extra: 'x' }]);
  });

  it('names the path of a refused record within the whole list, as a whole read would', async () => {
    await expect(
      readJsonList(piecewiseResponse(['[{"Id":1},', '{"Id":2},{"Id":"x"}', ']']), readList),
    ).rejects.toMatchObject({
      kind: 'invalid-response',
      message: 'The service sent an answer the portal cannot read (2.Id).',
    });
  });

  it('reads an answer that is not a list whole, and refuses it with the schema', async () => {
    await expect(readJsonList(piecewiseResponse(['{"Id"', ':1}']), readList)).rejects.toMatchObject(
      {
        kind: 'invalid-response',
        message: 'The service sent an answer the portal cannot read (body).',
      },
    );
  });

  it('refuses text that is not JSON, or a list cut short', async () => {
    await expect(
      readJsonList(piecewiseResponse(['[{"Id":1},', '{"Id":']), readList),
    ).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    await expect(readJsonList(piecewiseResponse(['<html>']), readList)).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('reports an answer cut off by the network as a network error', async () => {
    await expect(
      readJsonList(piecewiseResponse(['[{"Id":1},'], true), readList),
    ).rejects.toMatchObject({
      kind: 'network',
      retryable: true,
    });
  });

  it('passes a cancellation on, without calling it a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await readJsonList(piecewiseResponse(['[1'], true), readList, {
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
