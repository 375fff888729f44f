import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
            <Trans>Back to the application</Trans>
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

function Loading({ children }: { children: string }) {
  return (
    <Group gap="sm">
      <Loader size="xs" aria-hidden />
      <Text>{children}</Text>
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
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

function ChoosePlanFirst({ applicationId }: { applicationId: number }) {
  const { t } = useLingui();
  return (
    <Alert color="blue" title={t`Choose a promotion first`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>
            The contract is written for the chosen plan, and no plan is chosen for this application
            yet.
          </Trans>
        </Text>
        <Button component={IntentLink} to={`/applications/${applicationId}/promotions`}>
          <Trans>Choose a promotion</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

const FULL_TITLE = msg`Prepare the paperwork`;
const AUTOPAY_TITLE = msg`Set up autopay`;

export function PaperworkView({
  applicationId,
  autopayOnly = false,
}: {
  applicationId: number | null;
  /** Autopay alone, the ACH-only paperwork (its own route, autopay-page.tsx). */
  autopayOnly?: boolean;
}) {
  const { i18n } = useLingui();
  if (applicationId === null) {
    return (
      <Frame applicationId={null} title={i18n._(autopayOnly ? AUTOPAY_TITLE : FULL_TITLE)}>
        <Text>
          <Trans>This address does not name an application.</Trans>
        </Text>
        <Button component={Link} to="/">
          <Trans>Go to the dashboard</Trans>
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
  const { i18n, t } = useLingui();
  const detail = useQuery(detailQuery(applicationId));
  const dealerId = detail.data?.Dealer?.Id;
  const mayRead = useMay('paperwork.read', dealerId);
  const mayWrite = useMay('paperwork.write', dealerId);
  const title = i18n._(autopayOnly ? AUTOPAY_TITLE : FULL_TITLE);

  if (detail.isPending) {
    return (
      <Frame applicationId={applicationId} title={title}>
        <Loading>{t`Loading the application…`}</Loading>
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
            <Trans>
              There is no application {applicationId} among your dealers&apos; applications.
            </Trans>
          </Text>
        ) : isDealerLockedOut(detail.error) ? (
          <DealerLockedOut error={detail.error} />
        ) : (
          <LoadFailed
            title={t`The application could not be loaded`}
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
        {autopayNotice(i18n, application, offersAutopay, mayRead) ?? (
          <AutopayOnly application={application} />
        )}
      </Frame>
    );
  }
  let notice: ReactNode = null;
  if (anySigned(application)) {
    notice = (
      <Alert color="blue" title={t`The paperwork is being signed`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <Trans>
              A document is signed, so the paperwork can no longer change. The application page
              shows who has signed and who still has to.
            </Trans>
          </Text>
          <Button component={Link} to={`/applications/${applicationId}`}>
            <Trans>See the signatures</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  } else if (application.Status !== 'Approved') {
    notice = (
      <NotApproved
        status={application.Status}
        onApproval={t`Paperwork is prepared once the lender approves the application and a plan is chosen.`}
        whenDeclined={t`No paperwork is prepared for it.`}
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
              <Trans>
                Only autopay?{' '}
                <Anchor
                  component={IntentLink}
                  to={autopayOnlyPath(applicationId)}
                  underline="always"
                >
                  Set up autopay alone
                </Anchor>
                , without the contract.
              </Trans>
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
  i18n: I18n,
  application: ApplicationRecord,
  offered: boolean,
  mayRead: boolean,
): ReactNode {
  if (application.Status !== 'Approved') {
    return (
      <NotApproved
        status={application.Status}
        onApproval={i18n._(msg`Autopay is set up once the lender approves the application.`)}
        whenDeclined={i18n._(msg`No autopay is set up for it.`)}
      />
    );
  }
  if (!offered) {
    return (
      <Alert color="blue" title={i18n._(msg`The autopay authorisation is being signed`)}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <Trans>
              Someone has signed the autopay (ACH) authorisation, so it can no longer change. The
              application page shows who has signed and who still has to.
            </Trans>
          </Text>
          <Button component={Link} to={`/applications/${application.Id}`}>
            <Trans>See the signatures</Trans>
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
  const { t } = useLingui();
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
        title={
          isPaperwork ? t`The paperwork data could not be loaded` : t`The plans could not be loaded`
        }
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
    return <Loading>{t`Loading the paperwork…`}</Loading>;
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
