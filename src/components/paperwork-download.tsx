import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../api/errors.ts';
import { downloadPaperwork } from '../api/paperwork.ts';
import { paperworkFileName, saveBlob } from '../lib/download.ts';
import { useSubmit } from './form/use-submit.ts';

const DOCUMENT_NAMES: Record<string, string> = {
  FULL: 'The contract (full paperwork)',
  LCC: 'The completion certificate',
  ACH: 'The autopay (ACH) authorisation',
  HardCopies: 'Hard copies for the customer',
};

/**
 * One document: fetched through the authenticated client (a plain link would lack the bearer
 * token, ARCHITECTURE.md point 11) and saved as a named PDF.
 */
export function DocumentDownload({
  applicationId,
  type,
  failure = describeError,
}: {
  applicationId: number;
  type: string;
  /** Why it was not downloaded, from the error (the application page says the lender stopped serving it). */
  failure?: (error: unknown) => string;
}) {
  const { send, sending } = useSubmit();
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const name = DOCUMENT_NAMES[type] ?? type;
  const download = () =>
    send(async () => {
      try {
        const blob = await downloadPaperwork(applicationId, type);
        const fileName = paperworkFileName(applicationId, type);
        saveBlob(blob, fileName);
        setState({ ok: true, text: `Saved as ${fileName}.` });
      } catch (error) {
        setState({ ok: false, text: `Not downloaded: ${failure(error)}` });
      }
    });
  return (
    <li>
      <Group gap="sm" wrap="wrap">
        <Text size="sm">{name}</Text>
        <Button
          size="xs"
          variant="default"
          loading={sending}
          onClick={() => void download()}
          aria-label={`Download ${name.charAt(0).toLowerCase()}${name.slice(1)}`}
        >
          Download
        </Button>
        <Text size="sm" role="status" c={state && !state.ok ? 'red' : undefined}>
          {state?.text ?? ''}
        </Text>
      </Group>
    </li>
  );
}
