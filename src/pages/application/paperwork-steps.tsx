import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { IntentLink } from '../../components/intent-link.tsx';
import { autopayOnlyOffered, autopayOnlyPath } from '../../api/paperwork.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';
import { anyDocumentSigned } from './promotion-step.tsx';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the lender's status values, compared
const NOT_YET_APPROVED = new Set(['Processing', 'Pending']);

/**
 * What the "Prepare the paperwork" step offers:
 * - `locked`: something is signed, so the paperwork stays as it is (the service refuses a new one);
 * - `unavailable`: the account may not send paperwork;
 * - `needs-plan`: approved, but no promotion is chosen (the spec's rule 3);
 * - `open`: approved with a plan, nothing signed: prepare it, or replace what was sent;
 * - `waiting`: not decided yet, or pending conditions;
 * - `past`: the application has moved on from Approved with nothing signed.
 * A step that is over (locked or past) says so whatever the account may do (issue 24 item 6).
 */
export type PaperworkStepState =
  'unavailable' | 'locked' | 'needs-plan' | 'open' | 'waiting' | 'past';

export function paperworkStepState({
  status,
  promotionId,
  signatures,
  mayWrite,
}: {
  status: string | null | undefined;
  promotionId: number | null | undefined;
  signatures: readonly SignedDocument[];
  mayWrite: boolean;
}): PaperworkStepState {
  if (anyDocumentSigned(signatures)) return 'locked';
  const moved = Boolean(status) && status !== 'Approved' && !NOT_YET_APPROVED.has(status!);
  if (moved) return 'past';
  if (!mayWrite) return 'unavailable';
  if (status === 'Approved') return promotionId == null ? 'needs-plan' : 'open';
  return 'waiting';
}

/**
 * The way to ACH-only paperwork (autopay alone), wherever the step stands: it needs no plan and
 * is still possible once the full paperwork is signed (decision 0021).
 */
function AutopayOnlyLink({ applicationId }: { applicationId: number }) {
  return (
    <Anchor
      component={IntentLink}
      to={autopayOnlyPath(applicationId)}
      size="sm"
      underline="always"
      w="fit-content"
    >
      <Trans>Set up autopay (ACH only)</Trans>
    </Anchor>
  );
}

export function PaperworkStep(props: {
  applicationId: number;
  status: string | null | undefined;
  promotionId: number | null | undefined;
  signatures: readonly SignedDocument[];
  mayWrite: boolean;
}) {
  const step = <FullPaperworkStep {...props} />;
  if (!props.mayWrite || !autopayOnlyOffered(props.status, props.signatures)) return step;
  return (
    <Stack gap={4}>
      {step}
      <AutopayOnlyLink applicationId={props.applicationId} />
    </Stack>
  );
}

function FullPaperworkStep({
  applicationId,
  status,
  promotionId,
  signatures,
  mayWrite,
}: {
  applicationId: number;
  status: string | null | undefined;
  promotionId: number | null | undefined;
  signatures: readonly SignedDocument[];
  mayWrite: boolean;
}) {
  const state = paperworkStepState({ status, promotionId, signatures, mayWrite });
  switch (state) {
    case 'unavailable':
      return <NotAvailable capability="paperwork.write" />;
    case 'locked':
      return (
        <Text size="sm">
          {mayWrite && autopayOnlyOffered(status, signatures) ? (
            <Trans>
              A document is signed, so the paperwork can no longer change; autopay can still be set
              up alone.
            </Trans>
          ) : (
            <Trans>A document is signed, so the paperwork can no longer change.</Trans>
          )}
        </Text>
      );
    case 'needs-plan':
      return (
        <Text size="sm">
          <Trans>Choose a promotion first: the contract is written for the chosen plan.</Trans>
        </Text>
      );
    case 'waiting':
      return (
        <Text size="sm">
          <Trans>
            The contract to download, e-sign at the table or send by e-mail, once the application is
            approved and a promotion is chosen.
          </Trans>
        </Text>
      );
    case 'past':
      return (
        <Text size="sm">
          <Trans>Paperwork can be prepared only while the application is approved.</Trans>
        </Text>
      );
    case 'open': {
      const sent = signatures.length > 0;
      return (
        <Stack gap={4}>
          <Text size="sm">
            {sent ? (
              <Trans>
                The paperwork is out for signing. Until someone signs, it can be sent again; a new
                submission replaces it.
              </Trans>
            ) : (
              <Trans>
                Generate the contract to download, e-sign at the table or send by e-mail.
              </Trans>
            )}
          </Text>
          <Anchor
            component={IntentLink}
            to={`/applications/${applicationId}/paperwork`}
            size="sm"
            underline="always"
            w="fit-content"
          >
            {sent ? <Trans>Change the paperwork</Trans> : <Trans>Prepare the paperwork</Trans>}
          </Anchor>
        </Stack>
      );
    }
  }
}
