import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../api/errors.ts';
import { downloadPaperwork } from '../api/paperwork.ts';
import { paperworkFileName, saveBlob } from '../lib/download.ts';
import { useSubmit } from './form/use-submit.ts';

/** Each document's name, and its download button's accessible name. */
const DOCUMENTS: Record<string, { name: MessageDescriptor; download: MessageDescriptor }> = {
  FULL: {
    name: msg`The contract (full paperwork)`,
    download: msg`Download the contract (full paperwork)`,
  },
  LCC: {
    name: msg`The completion certificate`,
    download: msg`Download the completion certificate`,
  },
  ACH: {
    name: msg`The autopay (ACH) authorisation`,
    download: msg`Download the autopay (ACH) authorisation`,
  },
  HardCopies: {
    name: msg`Hard copies for the customer`,
    download: msg`Download hard copies for the customer`,
  },
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
  const { t, i18n } = useLingui();
  const known = DOCUMENTS[type];
  // A type the portal does not know is named by the lender's code.
  const lowered = `${type.charAt(0).toLowerCase()}${type.slice(1)}`;
  const name = known ? i18n._(known.name) : type;
  const downloadLabel = known ? i18n._(known.download) : t`Download ${lowered}`;
  const download = () =>
    send(async () => {
      try {
        const blob = await downloadPaperwork(applicationId, type);
        const fileName = paperworkFileName(applicationId, type);
        saveBlob(blob, fileName);
        setState({ ok: true, text: t`Saved as ${fileName}.` });
      } catch (error) {
        const why = failure(error);
        setState({ ok: false, text: t`Not downloaded: ${why}` });
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
          aria-label={downloadLabel}
        >
          <Trans>Download</Trans>
        </Button>
        <Text size="sm" role="status" c={state && !state.ok ? 'red' : undefined}>
          {state?.text ?? ''}
        </Text>
      </Group>
    </li>
  );
}
