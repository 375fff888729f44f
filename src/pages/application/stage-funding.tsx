import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useRequestStageFunding } from '../../api/applications.ts';
import { describeRefusal } from '../../api/field-errors.ts';
import { OutcomeAlert, OutcomeStatus, useOutcome } from '../../components/action-outcome.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatAmount, formatDate, displayEnum } from '../../lib/format.ts';
import { isFundingRequested } from '../../schemas/enums.ts';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';
import { signerName } from './signed-status-panel.tsx';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the lender's status values, compared
const NOT_YET_DECIDED = new Set(['Processing', 'Pending']);
const STAGE_FUNDING_MISSING_ID = 'stage-funding-missing';

/**
 * What still stands between an approved application and stage funding, as signed status
 * reports the full paperwork (FULL); null once every signer of it has signed. The lender
 * refuses the request before that, so the portal does not offer it.
 */
export function stageFundingMissing(
  i18n: I18n,
  signatures: readonly SignedDocument[],
): string | null {
  const full = signatures.find((document) => document.SignatureType === 'FULL');
  if (!full || full.SignatureInformation.length === 0) {
    return i18n._(msg`The full paperwork has not been sent for signing yet.`);
  }
  const unsigned = full.SignatureInformation.filter((signee) => !signee.DateSigned).map((signee) =>
    signerName(i18n, signee.SigneeType),
  );
  if (unsigned.length === 0) return null;
  const signers = unsigned.join(', ');
  return i18n._(msg`The full paperwork still needs the signature of: ${signers}.`);
}

/**
 * Ask the lender to fund the job, after a confirmation. It is offered once the full paperwork
 * is signed (stageFundingMissing); a refusal the lender still sends is shown as sent.
 */
export function StageFunding({
  applicationId,
  applicationLabel,
  status,
  amountFinanced,
  signatures,
  cancelUntil = null,
  disabled = false,
}: {
  applicationId: number;
  /** "application 20151", for the confirmation. */
  applicationLabel: string;
  status: string | null | undefined;
  amountFinanced: number | null | undefined;
  /** The paperwork's documents, signed status's version where it has one. */
  signatures: readonly SignedDocument[];
  /** The right-to-cancel day while the customer may still cancel (decision 0037), else null. */
  cancelUntil?: string | null;
  /** The account may not request stage funding: shown, but not usable (the reason stands beside). */
  disabled?: boolean;
}) {
  const { i18n, t } = useLingui();
  const request = useRequestStageFunding(applicationId);
  const [confirming, setConfirming] = useState(false);
  const { outcome, succeeded, failed, clear } = useOutcome();

  async function confirm() {
    clear();
    try {
      await request.mutateAsync();
      succeeded(t`Stage funding requested.`);
    } catch (error) {
      failed(describeRefusal(error));
    } finally {
      setConfirming(false);
    }
  }

  const financed = amountFinanced != null ? formatAmount(amountFinanced) : null;
  const until = cancelUntil ? formatDate(cancelUntil) : null;
  return (
    <Stack gap="xs" align="flex-start">
      <StageFundingState
        status={status}
        missing={stageFundingMissing(i18n, signatures)}
        disabled={disabled}
        onRequest={() => setConfirming(true)}
      />
      <OutcomeStatus outcome={outcome} />
      <OutcomeAlert outcome={outcome} title={t`The lender refused stage funding`} />
      <ConfirmDialog
        opened={confirming}
        title={t`Request stage funding?`}
        confirmLabel={t`Request stage funding`}
        pending={request.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <Text size="sm">
          {financed != null ? (
            <Trans>
              This asks the lender to fund {applicationLabel} ({financed} financed). Request it only
              when the work is complete and the customer has signed the full paperwork.
            </Trans>
          ) : (
            <Trans>
              This asks the lender to fund {applicationLabel}. Request it only when the work is
              complete and the customer has signed the full paperwork.
            </Trans>
          )}
        </Text>
        {cancelUntil && (
          <Text size="sm" mt="xs">
            <Trans>
              The customer may still cancel until the end of {until}, their right-to-cancel day.
              What the lender does with a request before then is its own rule.
            </Trans>
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * What stage funding means for the application's status now: the request while approved; what
 * it waits for before; that it is done once requested; nothing for a declined application.
 */
function StageFundingState({
  status,
  missing,
  disabled,
  onRequest,
}: {
  status: string | null | undefined;
  missing: string | null;
  disabled: boolean;
  onRequest: () => void;
}) {
  if (isFundingRequested(status)) {
    return (
      <Text size="sm">
        <Trans>
          Stage funding has been requested for this job. The lender reviews the signed paperwork
          before funding; there is nothing more to do here.
        </Trans>
      </Text>
    );
  }
  if (status === 'Declined') {
    return (
      <Text size="sm">
        <Trans>A declined application cannot be funded.</Trans>
      </Text>
    );
  }
  const intro = (
    <Text size="sm">
      <Trans>
        Ask the lender to fund this job once the work is done. The lender accepts the request when
        the application is approved and the customer has signed the full paperwork.
      </Trans>
    </Text>
  );
  if (status === 'Approved') {
    return (
      <>
        {intro}
        <Button
          variant="default"
          onClick={onRequest}
          disabled={disabled || missing !== null}
          aria-describedby={missing === null ? undefined : STAGE_FUNDING_MISSING_ID}
        >
          <Trans>Request stage funding</Trans>
        </Button>
        {missing !== null && (
          <Text size="sm" id={STAGE_FUNDING_MISSING_ID}>
            <Trans>Not available yet: {missing}</Trans>
          </Text>
        )}
      </>
    );
  }
  const now = displayEnum(status);
  return (
    <>
      {intro}
      <Text size="sm">
        {!status || NOT_YET_DECIDED.has(status) ? (
          <Trans>Stage funding can be requested once the application is approved.</Trans>
        ) : (
          <Trans>
            Stage funding can be requested while the application is approved. Its status now: {now}.
          </Trans>
        )}
      </Text>
    </>
  );
}
