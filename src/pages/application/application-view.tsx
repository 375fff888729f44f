import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  applicationKeys,
  detailV2Query,
  useApplicationDetail,
  useApplicationHistory,
} from '../../api/applications.ts';
import { invalidate } from '../../api/invalidate.ts';
import { chosenPlanKnown, useChosenPlan, useElectronicDocuments } from '../../api/paperwork.ts';
import { useMay } from '../../api/permissions.ts';
import {
  currentSignatures,
  signatureCount,
  useLiveSignedStatus,
  waitingForSignatures,
} from '../../api/signed-status.ts';
import { useSession } from '../../api/session.ts';
import { useUsers } from '../../api/users.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import { useScrollToHash } from '../../components/scroll-to-hash.ts';
import { Section } from '../../components/section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatDateTime, formatName, displayEnum } from '../../lib/format.ts';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';
import { ApplicantSummary, NoCoApplicant } from './applicant-summary.tsx';
import { applicationLabel, otherNumbers } from './application-numbers.ts';
import { ApplicationUnavailable } from './application-unavailable.tsx';
import { DealerSummary } from './dealer-summary.tsx';
import { DecisionBanner, type Decision } from './decision-banner.tsx';
import { ShowCustomerDecision } from './show-customer-decision.tsx';
import { ConditionAction } from './condition-action.tsx';
import { useConditionUploads } from './condition-uploads.ts';
import { DocumentsSection, isPendingCondition, useUploadRequest } from './documents-section.tsx';
import { mayStillCancel } from '../../api/funding-stage.ts';
import { HistoryTimeline } from './history-timeline.tsx';
import { useLiveStatus } from './live-status.ts';
import { LoanSummary } from './loan-summary.tsx';
import { MessagesList } from './messages-list.tsx';
import { FundingChecklist, customerTodayOf } from './funding-checklist.tsx';
import { ProjectNumberForm } from './project-number-form.tsx';
import { ReassignForm } from './reassign-form.tsx';
import { userLabel } from './reassign-candidates.ts';
import { useUnnamedAssignee } from '../../components/assignee-words.ts';
import { PaperSigning } from './paper-signing.tsx';
import { SignedStatusPanel } from './signed-status-panel.tsx';
import { StageFunding } from './stage-funding.tsx';

const STATUS_COLORS: Record<string, string> = {
  Processing: 'blue',
  Approved: 'green',
  Pending: 'yellow',
  Declined: 'red',
};

function Subsection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Stack gap="xs" id={id}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * When the polled status moves on (a decision arrives), the detail, its v2 twin and the
 * history have changed too: refresh them once per new status.
 */
function useFollowStatus(
  applicationId: number,
  liveStatus: string | null | undefined,
  recordedStatus: string | null | undefined,
) {
  const queryClient = useQueryClient();
  const followed = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (liveStatus === undefined || recordedStatus === undefined) return;
    if (liveStatus === recordedStatus || followed.current === liveStatus) return;
    followed.current = liveStatus;
    void invalidate(queryClient, [
      applicationKeys.detail(applicationId),
      applicationKeys.detail(applicationId, 'v2'),
      applicationKeys.history(applicationId),
    ]);
  }, [applicationId, liveStatus, recordedStatus, queryClient]);
}

/**
 * Signed status, asked once paperwork exists (the detail's Signatures list its documents; the
 * spec's rule 2). When it shows signatures the detail does not have yet, the detail and the
 * history are refreshed, so the funding checklist and the record follow.
 */
function useSignatures(
  applicationId: number,
  recorded: readonly SignedDocument[] | undefined,
  mayRead: boolean,
) {
  const queryClient = useQueryClient();
  const sent = mayRead && (recorded?.length ?? 0) > 0;
  const live = useLiveSignedStatus(applicationId, sent);
  const electronic = useElectronicDocuments(applicationId, sent).data;
  const liveCount = live.data ? signatureCount(live.data) : undefined;
  const recordedCount = recorded ? signatureCount(recorded) : undefined;
  const followed = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (liveCount === undefined || recordedCount === undefined) return;
    if (liveCount === recordedCount || followed.current === liveCount) return;
    followed.current = liveCount;
    void invalidate(queryClient, [
      applicationKeys.detail(applicationId),
      applicationKeys.history(applicationId),
    ]);
  }, [applicationId, liveCount, recordedCount, queryClient]);
  const documents = currentSignatures(recorded ?? [], live.data);
  // Out for electronic signing: sent by e-sign or e-mail as the paperwork GET says, with someone
  // yet to sign. Paperwork printed for signing on paper (Written) is never resent.
  const awaitingElectronic = new Set(
    (live.data ?? [])
      .filter((document) => waitingForSignatures([document]))
      .map((document) => document.SignatureType ?? '')
      .filter((type) => electronic?.has(type) ?? false),
  );
  return {
    documents,
    electronic,
    awaitingElectronic,
    refreshing: live.isSuccess && waitingForSignatures(live.data),
  };
}

/**
 * Who the application is assigned to, by name where the user list or the session knows them.
 * The detail names no assignee, so someone the list does not hold is outside the dealer's users,
 * and without the list (a role that may not read it) the page says it cannot name them; never a
 * bare id (decision 0029).
 */
function useAssignedUser(assignedUserId: number | null | undefined): string {
  const { t } = useLingui();
  const users = useUsers();
  const session = useSession();
  const unnamed = useUnnamedAssignee();
  if (assignedUserId == null) return t`nobody yet`;
  const listed = users.data?.find((user) => user.Id === assignedUserId);
  if (listed) return userLabel(listed);
  if (session.user?.id === assignedUserId) {
    const name = session.user.displayName;
    return t`${name} (you)`;
  }
  return unnamed(users.data !== undefined);
}

/** The application page's content for one application id. */
export function ApplicationView({
  applicationId,
  pollIntervalMs,
}: {
  applicationId: number;
  /** How often to ask for the status while Processing (tests shorten it). */
  pollIntervalMs?: number;
}) {
  const { i18n, t } = useLingui();
  const detail = useApplicationDetail(applicationId);
  const application = detail.data;
  const status = useLiveStatus(applicationId, pollIntervalMs);
  const detailV2 = useQuery(detailV2Query(applicationId));
  const history = useApplicationHistory(applicationId);
  useFollowStatus(applicationId, status.data?.LoanApplicationStatus, detail.data?.Status);
  useScrollToHash(application !== undefined);
  const assignedUser = useAssignedUser(application?.AssignedUserId);
  // What this account may do with the application, known before any click (its dealer's role).
  const dealerId = application?.Dealer?.Id;
  const maySetProjectNumber = useMay('applications.projectNumber', dealerId);
  const mayReassign = useMay('applications.reassign', dealerId);
  const mayStageFund = useMay('applications.stageFund', dealerId);
  const mayReadPromotions = useMay('promotions.read', dealerId);
  const mayChoosePromotions = useMay('promotions.write', dealerId);
  const mayReadPaperwork = useMay('paperwork.read', dealerId);
  const mayWritePaperwork = useMay('paperwork.write', dealerId);
  const mayUploadDocuments = useMay('documents.write', dealerId);
  const upload = useUploadRequest();
  const conditionUploads = useConditionUploads(applicationId);
  const signatures = useSignatures(applicationId, application?.Signatures, mayReadPaperwork);
  const chosenPlan = useChosenPlan(
    applicationId,
    mayReadPaperwork &&
      application !== undefined &&
      chosenPlanKnown({
        Status: status.data?.LoanApplicationStatus ?? application.Status,
        Signatures: application.Signatures,
      }),
  );

  if (detail.isError) {
    return (
      <ApplicationUnavailable
        applicationId={String(applicationId)}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (application === undefined) {
    return (
      <Stack>
        <Title order={1}>
          <Trans>Application</Trans>
        </Title>
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>
            <Trans>Loading the application…</Trans>
          </Text>
        </Group>
      </Stack>
    );
  }

  const live = status.data;
  const currentStatus = live?.LoanApplicationStatus ?? application.Status;
  const v2 = detailV2.data;
  const decision: Decision = {
    status: currentStatus,
    amountApproved: live?.AmountApproved,
    buyRate: live?.BuyRate ?? application.BuyRate,
    riskTier: live?.RiskTier ?? application.RiskTier,
    rightToCancelUntil: live?.RTCDate ?? application.RtcDate,
    messages: live?.Messages ?? application.Messages,
    // The lender's sentence belongs to the status it was written for.
    longStatus: v2 && v2.Status === currentStatus ? v2.LongApplicationStatus : null,
  };
  const label = applicationLabel(i18n, application);
  const submitted = application.CreateDateUtc ? formatDateTime(application.CreateDateUtc) : null;
  const customerToday = customerTodayOf(application);

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={1}>{label.title}</Title>
          <Text size="sm" c="dimmed">
            {otherNumbers(i18n, application)}
          </Text>
          <Text size="sm" c="dimmed">
            {[
              formatName(application.Applicant.FirstName, application.Applicant.LastName),
              application.Dealer?.Name,
              submitted ? t`submitted ${submitted}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <StatusBadge size="lg" color={STATUS_COLORS[currentStatus ?? ''] ?? 'gray'}>
          {displayEnum(currentStatus)}
        </StatusBadge>
      </Group>

      {/* Each condition's upload is offered once, in the funding checklist below. */}
      <DecisionBanner decision={decision} />
      <ShowCustomerDecision
        decision={decision}
        contractLanguage={application.Context?.Language?.LanguageType}
      />

      <Section title={t`Funding checklist`}>
        <FundingChecklist
          applicationId={applicationId}
          application={application}
          status={currentStatus}
          promotionId={chosenPlan.data?.promotionId}
          signatures={signatures.documents}
          electronic={signatures.electronic}
          rightToCancelDay={decision.rightToCancelUntil ?? null}
          conditionSentAt={conditionUploads.sentAt}
          conditionAction={(condition) => (
            <ConditionAction
              condition={condition}
              sentAt={conditionUploads.sentAt(condition)}
              mayUpload={mayUploadDocuments}
              onUpload={upload.open}
            />
          )}
          mayReadPromotions={mayReadPromotions}
          mayChoosePromotions={mayChoosePromotions}
          mayWritePaperwork={mayWritePaperwork}
        />
      </Section>

      <Section title={t`Applicants`}>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <ApplicantSummary title={t`Applicant`} applicant={application.Applicant} />
          {application.CoApplicant ? (
            <ApplicantSummary title={t`Co-applicant`} applicant={application.CoApplicant} />
          ) : (
            <NoCoApplicant />
          )}
        </SimpleGrid>
      </Section>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title={t`Loan`}>
          <LoanSummary application={application} amountApproved={live?.AmountApproved} />
        </Section>
        <Section title={t`Dealer`}>
          <DealerSummary application={application} assignedUser={assignedUser} />
        </Section>
      </SimpleGrid>

      <Section title={t`Messages from the lender`}>
        <MessagesList
          messages={application.Messages}
          inReview={(message) =>
            isPendingCondition(message) && conditionUploads.sentAt(message) !== null
          }
          // The upload itself is offered in the decision at the top; here, only what was sent.
          action={(message) => (
            <ConditionAction
              condition={message}
              sentAt={conditionUploads.sentAt(message)}
              mayUpload={false}
              onUpload={upload.open}
            />
          )}
        />
      </Section>

      <div id="documents">
        <Section title={t`Documents`}>
          <DocumentsSection
            applicationId={applicationId}
            dealerId={dealerId}
            request={upload.request}
            onOpen={upload.open}
            onUploadedFor={conditionUploads.record}
          />
        </Section>
      </div>

      <PaperSigning
        applicationId={applicationId}
        dealerId={dealerId}
        paperworkSent={(application.Signatures?.length ?? 0) > 0}
      />

      <div id="signatures">
        <Section title={t`Signatures`}>
          <SignedStatusPanel
            applicationId={applicationId}
            documents={signatures.documents}
            awaitingElectronic={signatures.awaitingElectronic}
            status={currentStatus}
            mayResend={mayWritePaperwork}
            refreshing={signatures.refreshing}
          />
        </Section>
      </div>

      <Section title={t`Manage this application`}>
        <Stack gap="lg">
          {/* The field's own label names it: no heading of the same words above it. */}
          <Stack gap="xs">
            <ProjectNumberForm
              applicationId={applicationId}
              current={application.ProjectNumber}
              disabled={!maySetProjectNumber}
            />
            {!maySetProjectNumber && <NotAvailable capability="applications.projectNumber" />}
          </Stack>
          <Subsection title={t`Assigned user`}>
            <Text size="sm">
              <Trans>
                Assigned to <strong>{assignedUser}</strong>.
              </Trans>
            </Text>
            {!mayReassign ? (
              <NotAvailable capability="applications.reassign" />
            ) : application.Dealer ? (
              <ReassignForm
                applicationId={applicationId}
                dealerId={application.Dealer.Id}
                dealerNumber={application.Dealer.DealerNumber}
                assignedUserId={application.AssignedUserId}
              />
            ) : (
              <Text size="sm">
                <Trans>The lender did not say which dealer this application belongs to.</Trans>
              </Text>
            )}
          </Subsection>
          <Subsection title={t`Stage funding`} id="stage-funding">
            <StageFunding
              applicationId={applicationId}
              applicationLabel={label.sentence}
              status={currentStatus}
              amountFinanced={application.FinancialInformation?.TotalAmountFinanced}
              signatures={signatures.documents}
              cancelUntil={
                mayStillCancel(decision.rightToCancelUntil ?? null, customerToday)
                  ? (decision.rightToCancelUntil ?? null)
                  : null
              }
              disabled={!mayStageFund}
            />
            {!mayStageFund && <NotAvailable capability="applications.stageFund" />}
          </Subsection>
        </Stack>
      </Section>

      <Section title={t`History`}>
        {history.isError ? (
          <Text size="sm">
            <Trans>The history could not be loaded.</Trans>
          </Text>
        ) : (
          <HistoryTimeline items={history.data?.HistoryItems ?? application.HistoryItems} />
        )}
      </Section>
    </Stack>
  );
}
