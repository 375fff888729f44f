import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DealerLockedOut, isDealerLockedOut } from '../../components/dealer-locked-out.tsx';
import { IntentLink } from '../../components/intent-link.tsx';
import { useQuery } from '@tanstack/react-query';
import { detailQuery, statusQuery } from '../../api/applications.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { autopayOnlyOffered, autopayOnlyPath, usePaperwork } from '../../api/paperwork.ts';
import { useMay } from '../../api/permissions.ts';
import { useSignedInPerson } from '../../api/use-signed-in-email.ts';
import { promotionsPreviewQueryOptions, usePromotions } from '../../api/promotions.ts';
import { NotApproved } from '../../components/not-approved.tsx';
import { NotAvailable } from '../../components/not-available.tsx';
import { todayIso } from '../../lib/dates.ts';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import type { CreditType, UsState } from '../../schemas/enums.ts';
import { chosenPromotion } from '../../schemas/paperwork-form.ts';
import { AutopayOnly } from './autopay-only.tsx';
import { amountFromSearch } from './new-amount.ts';
import { PaperworkForm } from './paperwork-form.tsx';
import { ReadOnlyPaperwork } from './read-only-paperwork.tsx';
import { applicationSubtitle } from '../../components/application-subtitle.ts';

/** The page's frame: its heading (which the shell focuses on arrival), whose paperwork, and the way back. */
function Frame({
  applicationId,
  title,
  subtitle,
  children,
}: {
  applicationId: number | null;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={1000}>
      <Stack gap={4}>
        {applicationId !== null && (
          <Anchor
            component={IntentLink}
            to={`/applications/${applicationId}`}
            size="sm"
            w="fit-content"
          >
            Back to the application
          </Anchor>
        )}
        <Title order={1}>{title}</Title>
        {subtitle}
      </Stack>
      {children}
    </Stack>
  );
}

/** Whether anyone has signed a document: the service then refuses new paperwork. */
function anySigned(application: ApplicationRecord): boolean {
  return application.Signatures.some((document) =>
    document.SignatureInformation.some((signer) => Boolean(signer.DateSigned)),
  );
}

function Loading({ what }: { what: string }) {
  return (
    <Group gap="sm">
      <Loader size="xs" aria-hidden />
      <Text>Loading {what}…</Text>
    </Group>
  );
}

/** A load that failed: why, and a way to ask again (nothing typed is on the page yet). */
function LoadFailed({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{describeError(error)}</Text>
        <Button variant="default" onClick={retry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

function ChoosePlanFirst({ applicationId }: { applicationId: number }) {
  return (
    <Alert color="blue" title="Choose a promotion first">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          The contract is written for the chosen plan, and no plan is chosen for this application
          yet.
        </Text>
        <Button component={IntentLink} to={`/applications/${applicationId}/promotions`}>
          Choose a promotion
        </Button>
      </Stack>
    </Alert>
  );
}

const FULL_TITLE = 'Prepare the paperwork';
const AUTOPAY_TITLE = 'Set up autopay';

export function PaperworkView({
  applicationId,
  autopayOnly = false,
}: {
  applicationId: number | null;
  /** Autopay alone, the ACH-only paperwork (its own route, autopay-page.tsx). */
  autopayOnly?: boolean;
}) {
  if (applicationId === null) {
    return (
      <Frame applicationId={null} title={autopayOnly ? AUTOPAY_TITLE : FULL_TITLE}>
        <Text>This address does not name an application.</Text>
        <Button component={Link} to="/">
          Go to the dashboard
        </Button>
      </Frame>
    );
  }
  return <ApplicationPaperwork applicationId={applicationId} autopayOnly={autopayOnly} />;
}

function ApplicationPaperwork({
  applicationId,
  autopayOnly,
}: {
  applicationId: number;
  autopayOnly: boolean;
}) {
  const detail = useQuery(detailQuery(applicationId));
  const dealerId = detail.data?.Dealer?.Id;
  const mayRead = useMay('paperwork.read', dealerId);
  const mayWrite = useMay('paperwork.write', dealerId);
  const title = autopayOnly ? AUTOPAY_TITLE : FULL_TITLE;

  if (detail.isPending) {
    return (
      <Frame applicationId={applicationId} title={title}>
        <Loading what="the application" />
      </Frame>
    );
  }
  if (detail.isError) {
    const kind = isApiError(detail.error) ? detail.error.kind : null;
    return (
      <Frame applicationId={applicationId} title={title}>
        {kind === 'disabled' ? (
          <NotAvailable capability="applications.read" banner />
        ) : kind === 'not-found' ? (
          <Text>
            There is no application {applicationId} among your dealers&apos; applications.
          </Text>
        ) : isDealerLockedOut(detail.error) ? (
          <DealerLockedOut error={detail.error} />
        ) : (
          <LoadFailed
            title="The application could not be loaded"
            error={detail.error}
            retry={() => void detail.refetch()}
          />
        )}
      </Frame>
    );
  }

  const application = detail.data;
  const subtitle = <Text c="dimmed">{applicationSubtitle(application)}</Text>;
  const offersAutopay = autopayOnlyOffered(application.Status, application.Signatures);
  if (autopayOnly) {
    return (
      <Frame applicationId={applicationId} title={title} subtitle={subtitle}>
        {autopayNotice(application, offersAutopay, mayRead) ?? (
          <AutopayOnly application={application} />
        )}
      </Frame>
    );
  }
  let notice: ReactNode = null;
  if (anySigned(application)) {
    notice = (
      <Alert color="blue" title="The paperwork is being signed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            A document is signed, so the paperwork can no longer change. The application page shows
            who has signed and who still has to.
          </Text>
          <Button component={Link} to={`/applications/${applicationId}`}>
            See the signatures
          </Button>
        </Stack>
      </Alert>
    );
  } else if (application.Status !== 'Approved') {
    notice = (
      <NotApproved
        status={application.Status}
        onApproval="Paperwork is prepared once the lender approves the application and a plan is chosen."
        whenDeclined="No paperwork is prepared for it."
      />
    );
  } else if (!mayRead) {
    notice = <NotAvailable capability="paperwork.read" banner />;
  }
  return (
    <Frame
      applicationId={applicationId}
      title={title}
      subtitle={
        <>
          {subtitle}
          {offersAutopay && mayWrite && (
            <Text size="sm">
              Only autopay?{' '}
              <Anchor component={IntentLink} to={autopayOnlyPath(applicationId)} underline="always">
                Set up autopay alone
              </Anchor>
              , without the contract.
            </Text>
          )}
        </>
      }
    >
      {notice ?? <PaperworkLoad application={application} />}
    </Frame>
  );
}

/**
 * Why the ACH-only mode shows no form: not approved, the autopay authorisation already signed by
 * someone, or an account that may not see paperwork. The full paperwork being signed is no
 * reason: adding autopay afterwards is what ACH-only is for.
 */
function autopayNotice(
  application: ApplicationRecord,
  offered: boolean,
  mayRead: boolean,
): ReactNode {
  if (application.Status !== 'Approved') {
    return (
      <NotApproved
        status={application.Status}
        onApproval="Autopay is set up once the lender approves the application."
        whenDeclined="No autopay is set up for it."
      />
    );
  }
  if (!offered) {
    return (
      <Alert color="blue" title="The autopay authorisation is being signed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            Someone has signed the autopay (ACH) authorisation, so it can no longer change. The
            application page shows who has signed and who still has to.
          </Text>
          <Button component={Link} to={`/applications/${application.Id}`}>
            See the signatures
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!mayRead) return <NotAvailable capability="paperwork.read" banner />;
  return null;
}

/** The paperwork GET and the plans, then the form (built once, so a refetch loses nothing). */
function PaperworkLoad({ application }: { application: ApplicationRecord }) {
  const applicationId = application.Id;
  const paperwork = usePaperwork(applicationId);
  const [searchParams] = useSearchParams();
  // A change order (issue 33 item 8) opens the form for a new amount, with the plans for it.
  const [newAmount] = useState(() => amountFromSearch(searchParams.get('amount')));
  const loan = paperwork.data?.LoanParameters;
  const listed = usePromotions(applicationId);
  const previewed = useQuery({
    ...promotionsPreviewQueryOptions({
      applicationId,
      amountFinanced: newAmount ?? 0,
      creditType: loan?.CreditType as CreditType,
      stateCode: loan?.ContractState as UsState,
    }),
    enabled: newAmount !== null && loan !== undefined,
  });
  const promotions = newAmount === null ? listed : previewed;
  // The limit of the amount financed: only the status record carries the approved amount.
  const amountApproved = useQuery(statusQuery(applicationId)).data?.AmountApproved ?? null;
  const mayWrite = useMay('paperwork.write', application.Dealer?.Id);
  // Decided on arrival: a "disabled" answer to a send later leaves the form and its typing in place.
  const [readOnly] = useState(!mayWrite);
  const [today] = useState(todayIso);
  const signedIn = useSignedInPerson();

  const failed = paperwork.isError ? paperwork : promotions.isError ? promotions : null;
  if (failed) {
    const isPaperwork = failed === paperwork;
    if (isApiError(failed.error) && failed.error.kind === 'disabled') {
      return (
        <NotAvailable capability={isPaperwork ? 'paperwork.read' : 'promotions.read'} banner />
      );
    }
    return (
      <LoadFailed
        title={`The ${isPaperwork ? 'paperwork data' : 'plans'} could not be loaded`}
        error={failed.error}
        retry={() => void failed.refetch()}
      />
    );
  }
  if (
    paperwork.isPending ||
    promotions.isPending ||
    paperwork.isError ||
    promotions.isError ||
    !signedIn.settled
  ) {
    return <Loading what="the paperwork" />;
  }
  const promotion = chosenPromotion(paperwork.data, promotions.data);
  if (readOnly) {
    return (
      <ReadOnlyPaperwork application={application} data={paperwork.data} promotion={promotion} />
    );
  }
  if (!promotion) return <ChoosePlanFirst applicationId={applicationId} />;
  return (
    <PaperworkForm
      application={application}
      data={paperwork.data}
      promotion={promotion}
      mayWrite={mayWrite}
      today={today}
      signedIn={signedIn}
      amountApproved={amountApproved}
      newAmount={newAmount}
    />
  );
}
