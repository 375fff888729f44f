import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAttestationStatuses } from '../../api/dealers.ts';
import { supportingDocumentsQuery } from '../../api/documents.ts';
import { fundingStageLabel } from '../../api/funding-stage.ts';
import { paperworkQuery } from '../../api/paperwork.ts';
import { useMay } from '../../api/permissions.ts';
import { LenderContact, lenderRepresentativeOf } from '../../components/lender-contact.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { calendarDayIn, timeZoneOfState } from '../../lib/time-zones.ts';
import { dealerAttestationState } from '../../schemas/attestation.ts';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import type { Message } from '../../schemas/record-fields.ts';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';
import {
  fundingChecklist,
  type ChecklistStep,
  type StepOwner,
  type StepState,
} from './funding-checklist.ts';
import { PaperworkStep } from './paperwork-steps.tsx';
import { PromotionStep } from './promotion-step.tsx';
import { documentName, ResendButton } from './signed-status-panel.tsx';

const STATE_WORDS: Record<StepState, MessageDescriptor> = {
  done: msg`Done`,
  open: msg`To do`,
  waiting: msg`Not yet`,
  blocked: msg`Blocked`,
};
const STATE_COLORS: Record<StepState, string> = {
  done: 'green',
  open: 'blue',
  waiting: 'gray',
  blocked: 'red',
};
const OWNER_WORDS: Record<StepOwner, MessageDescriptor> = {
  customer: msg`the customer`,
  dealer: msg`you (the dealer)`,
  lender: msg`the lender`,
};

/** A date from the records: a calendar day as a day, an instant with its time. */
const sinceText = (since: string) =>
  since.length > 10 ? formatDateTime(since) : formatDate(since);

/** "Owed by the lender · since 11/19/2026": who owes the step (or did it), and since when. */
function ownerLine(i18n: I18n, step: ChecklistStep): string {
  const owner = i18n._(OWNER_WORDS[step.owner]);
  if (step.since) {
    const since = sinceText(step.since);
    return step.state === 'done'
      ? i18n._(msg`Done by ${owner} · since ${since}`)
      : i18n._(msg`Owed by ${owner} · since ${since}`);
  }
  return step.state === 'done' ? i18n._(msg`Done by ${owner}`) : i18n._(msg`Owed by ${owner}`);
}

/** Today in a state's time zone (the device's for a state the portal cannot place). */
const todayIn = (state: string | null | undefined) =>
  calendarDayIn(Date.now(), timeZoneOfState(state));

/** Today where the customer lives (their state's zone): their right to cancel runs to its end. */
export const customerTodayOf = (application: Pick<ApplicationRecord, 'Applicant' | 'Context'>) =>
  todayIn(application.Applicant.Address?.State ?? application.Context?.State);

/** The facts the checklist needs beyond the page's own: today on both sides, the paper path. */
function useChecklistFacts(applicationId: number, application: ApplicationRecord, sent: boolean) {
  const dealer = application.Dealer;
  const attestation = useAttestationStatuses();
  // Read only when there is paperwork, and only by a role that may: the GET holds private data,
  // and a role without the permission would be answered that the endpoint is disabled.
  const mayReadPaperwork = useMay('paperwork.read', dealer?.Id);
  const mayReadDocuments = useMay('documents.read', dealer?.Id);
  const paperwork = useQuery({
    ...paperworkQuery(applicationId),
    enabled: sent && mayReadPaperwork,
  });
  const supporting = useQuery({
    ...supportingDocumentsQuery(applicationId),
    enabled: mayReadDocuments,
  });
  const written = new Set(
    (sent ? (paperwork.data?.Signatures ?? []) : [])
      .filter((signature) => signature.SignatureType === 'Written')
      .flatMap((signature) =>
        signature.PaperworkSignatureType ? [signature.PaperworkSignatureType] : [],
      ),
  );
  const paperContract =
    written.size === 0
      ? null
      : (supporting.data ?? [])
          .filter((document) => document.Category === 'paperwork' && document.UploadTimeUTC)
          .map((document) => document.UploadTimeUTC!)
          .sort()
          .at(-1);
  const dealerToday = todayIn(dealer?.Address?.State);
  return {
    written,
    paperContractSentOn: paperContract ? paperContract.slice(0, 10) : null,
    customerToday: customerTodayOf(application),
    dealerToday,
    attestation: dealer
      ? dealerAttestationState(
          dealer,
          attestation.data?.find((status) => status.DealerId === dealer.Id),
          dealerToday,
        )
      : ({ kind: 'not-applicable' } as const),
  };
}

function StepMark({ state }: { state: StepState }) {
  const { i18n } = useLingui();
  return (
    <Badge color={STATE_COLORS[state]} variant={state === 'done' ? 'light' : 'outline'} size="sm">
      {i18n._(STATE_WORDS[state])}
    </Badge>
  );
}

function LinkAction({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} size="sm" underline="always" w="fit-content">
      {children}
    </Anchor>
  );
}

/**
 * The funding checklist: the stage as the dashboard names it, then every step in order, each with
 * its state in words, who owes it, since when and the one action that moves it. The plan and
 * paperwork steps keep their own pieces (links, permission reasons, autopay alone).
 */
export function FundingChecklist({
  applicationId,
  application,
  status,
  promotionId,
  signatures,
  electronic,
  rightToCancelDay,
  conditionSentAt,
  conditionAction,
  mayReadPromotions,
  mayChoosePromotions,
  mayWritePaperwork,
}: {
  applicationId: number;
  application: ApplicationRecord;
  status: string | null | undefined;
  /** The chosen plan from the paperwork GET; undefined while unknown. */
  promotionId: number | null | undefined;
  signatures: readonly SignedDocument[];
  electronic: ReadonlySet<string> | undefined;
  rightToCancelDay: string | null;
  conditionSentAt: (condition: Message) => string | null;
  conditionAction: (condition: Message) => ReactNode;
  mayReadPromotions: boolean;
  mayChoosePromotions: boolean;
  mayWritePaperwork: boolean;
}) {
  const { i18n, t } = useLingui();
  const facts = useChecklistFacts(applicationId, application, signatures.length > 0);
  const { stage, steps } = fundingChecklist(i18n, {
    status,
    messages: application.Messages,
    conditionSentAt,
    promotionId,
    signatures,
    electronic,
    written: facts.written,
    includeLcc: application.Dealer?.IncludeLcc === true,
    paperContractSentOn: facts.paperContractSentOn,
    rightToCancelDay,
    is65OrOlder: application.Applicant.Is65OrOlder,
    customerToday: facts.customerToday,
    dealerToday: facts.dealerToday,
    attestation: facts.attestation,
    history: application.HistoryItems,
    submittedAt: application.CreateDateUtc ?? null,
  });

  function body(step: ChecklistStep): ReactNode {
    if (step.id === 'plan') {
      return (
        <PromotionStep
          applicationId={applicationId}
          status={status}
          promotionId={promotionId}
          signatures={signatures}
          mayRead={mayReadPromotions}
          mayChoose={mayChoosePromotions}
        />
      );
    }
    if (step.id === 'paperwork') {
      return (
        <PaperworkStep
          applicationId={applicationId}
          status={status}
          promotionId={promotionId}
          signatures={signatures}
          mayWrite={mayWritePaperwork}
        />
      );
    }
    return (
      <>
        <Text size="sm">{step.note}</Text>
        {action(step)}
      </>
    );
  }

  function action(step: ChecklistStep): ReactNode {
    switch (step.action?.kind) {
      case 'upload-condition':
        return conditionAction(step.action.condition);
      case 'resend':
        return mayWritePaperwork ? (
          <ResendButton
            applicationId={applicationId}
            type={step.action.document}
            name={documentName(i18n, step.action.document)}
            label={t`Resend to: ${{ step: step.title }}`}
          />
        ) : null;
      case 'paper-signing':
        return (
          <LinkAction href="#paper-signing">
            <Trans>Finish the paper signing</Trans>
          </LinkAction>
        );
      case 'stage-funding':
        return (
          <LinkAction href="#stage-funding">
            <Trans>Go to stage funding</Trans>
          </LinkAction>
        );
      case 'contact-lender':
        return (
          <LinkAction href="#lender-contact">
            <Trans>Call the lender</Trans>
          </LinkAction>
        );
      default:
        return null;
    }
  }

  const stageLabel = fundingStageLabel(stage);
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>
          Stage: <strong>{stageLabel}</strong>
        </Trans>
      </Text>
      <Stack gap="md" component="ol" m={0} pl="lg" aria-label={t`Steps to funding`}>
        {steps.map((step) => (
          <li key={step.id} data-state={step.state}>
            <Stack gap={4}>
              <Group gap="xs" wrap="wrap">
                <StepMark state={step.state} />
                <Text size="sm" fw={600}>
                  {step.title}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {ownerLine(i18n, step)}
              </Text>
              {body(step)}
            </Stack>
          </li>
        ))}
      </Stack>
      {application.Dealer && (
        <div id="lender-contact">
          <LenderContact representative={lenderRepresentativeOf(application.Dealer)} />
        </div>
      )}
    </Stack>
  );
}
