import { vi } from 'vitest';
import { jsonResponse } from './render.test-support.tsx';

/** A response, or a function of the request making one. */
type Answer = Response | ((init: RequestInit | undefined) => Response | Promise<Response>);

/**
 * A fetch stand-in answering by method and path (`GET /v3/api/users`); anything unrouted is a
 * 404, as the service answers an unknown application.
 */
export function serve(routes: Record<string, Answer>) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = routes[key];
    if (!answer) return jsonResponse({ Message: 'Not found.' }, 404);
    return typeof answer === 'function' ? answer(init) : answer.clone();
  });
}

/** The requests a fetch stand-in received, as `METHOD /path`. */
export function requestsOf(fetchMock: ReturnType<typeof serve>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://portal.test');
    return `${init?.method ?? 'GET'} ${url.pathname}`;
  });
}
