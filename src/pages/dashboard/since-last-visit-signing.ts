import type { StatusBoard } from '../../api/status-sync.ts';
import type { DetailSummary } from './view.ts';

/**
 * The applications a poll brought with their status unchanged while a signature is awaited:
 * a signature changes the application, not its status record, so their details are read again
 * for the feed to tell it. The overlap of polls brings each again for a few minutes, a few
 * details read again per poll.
 */
export function awaitingSignature(
  board: StatusBoard,
  details: ReadonlyMap<number, DetailSummary>,
): number[] {
  const changed = new Set(board.changed);
  return board.returned.filter((id) => !changed.has(id) && details.get(id)?.unsignedSince);
}
