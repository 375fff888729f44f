import { Alert, Text } from '@mantine/core';
import { useState } from 'react';

/** What became of an action: done (`ok`, said in the status line) or refused (said in an alert). */
export interface Outcome {
  ok: boolean;
  text: string;
}

/** The outcome of the last action, with `succeeded`, `failed` and `clear` to set it. */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return {
    outcome,
    succeeded: (text: string) => setOutcome({ ok: true, text }),
    failed: (text: string) => setOutcome({ ok: false, text }),
    clear: () => setOutcome(null),
  };
}

/**
 * The status line, always present so that a screen reader announces a success when it appears;
 * it sits beside the action's button.
 */
export function OutcomeStatus({ outcome }: { outcome: Outcome | null }) {
  return (
    <Text size="sm" role="status">
      {outcome?.ok ? outcome.text : ''}
    </Text>
  );
}

/** A refusal, under the action, titled with what did not happen ("The project number was not saved"). */
export function OutcomeAlert({ outcome, title }: { outcome: Outcome | null; title: string }) {
  if (!outcome || outcome.ok) return null;
  return (
    <Alert color="red" title={title} w="100%">
      {outcome.text}
    </Alert>
  );
}
