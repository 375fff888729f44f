import { statusesSinceReader } from '../schemas/statuses-since-reader.ts';
import { readJsonList } from './json-list.ts';

/**
 * Reading a statuses-since answer: loaded with the request, not with the first page, as only
 * the dashboard reads lists long enough to need it (the first visit's budget, decision 0004).
 */
export function readStatusesSinceAnswer(response: Response, signal?: AbortSignal) {
  return readJsonList(response, statusesSinceReader(), { signal });
}
