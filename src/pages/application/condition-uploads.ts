import { useCallback, useState } from 'react';
import type { Message } from '../../schemas/record-fields.ts';

/**
 * When a document was sent for each of an application's lender conditions, kept for the tab
 * (sessionStorage): the lender's document list names no condition, so only the portal knows
 * which upload answered which. A condition's words are no personal data.
 */
const storageKey = (applicationId: number) => `portal.conditionUploads.${applicationId}`;

const conditionKey = (condition: Message) =>
  `${condition.Label ?? ''}\u0000${condition.Text ?? ''}`;

function read(applicationId: number): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(applicationId)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The conditions of one application that a document was sent for, and when (ISO timestamps).
 * The application page is keyed by its id, so one hook serves one application.
 */
export function useConditionUploads(applicationId: number) {
  const [times, setTimes] = useState(() => read(applicationId));
  const record = useCallback(
    (condition: Message) => {
      const next = { ...read(applicationId), [conditionKey(condition)]: new Date().toISOString() };
      try {
        sessionStorage.setItem(storageKey(applicationId), JSON.stringify(next));
      } catch {
        // Storage full or refused: the page still says it for as long as it is open.
      }
      setTimes(next);
    },
    [applicationId],
  );
  const sentAt = (condition: Message): string | null => times[conditionKey(condition)] ?? null;
  return { sentAt, record };
}
