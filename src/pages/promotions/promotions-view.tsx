import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DealerLockedOut, isDealerLockedOut } from '../../components/dealer-locked-out.tsx';
import { IntentLink } from '../../components/intent-link.tsx';
import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../api/applications.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { useMay } from '../../api/permissions.ts';
import { NotApproved } from '../../components/not-approved.tsx';
import { NotAvailable } from '../../components/not-available.tsx';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import { PlanPicker } from './plan-picker.tsx';
import { applicationSubtitle } from '../../components/application-subtitle.ts';

const PROCESSING_POLL_MS = 5_000;

/** The page's frame: its heading (which the shell focuses on arrival), whose plans, and the way back. */
function Frame({
  applicationId,
  subtitle,
  children,
}: {
  applicationId: number | null;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={1200}>
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
        <Title order={1}>
          <Trans>Choose a promotion</Trans>
        </Title>
        {/* Its line is kept while the application loads, so nothing below moves when it comes. */}
        {subtitle !== undefined && (
          <Text c="dimmed" aria-hidden={subtitle.trim() === '' || undefined}>
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

/** Whether anyone has signed the application's paperwork: the promotion is then fixed. */
function anySigned(application: ApplicationRecord): boolean {
  return application.Signatures.some((document) =>
    document.SignatureInformation.some((signer) => Boolean(signer.DateSigned)),
  );
}

export function PromotionsView({ applicationId }: { applicationId: number | null }) {
  if (applicationId === null) {
    return (
      <Frame applicationId={null}>
        <Text>
          <Trans>This address does not name an application.</Trans>
        </Text>
        <Button component={Link} to="/" w="fit-content">
          <Trans>Go to the dashboard</Trans>
        </Button>
      </Frame>
    );
  }
  return <ApplicationPromotions applicationId={applicationId} />;
}

/** Keeps the subtitle's line while the application loads (a no-break space). */
const SUBTITLE_PLACEHOLDER = '\u00a0';

function Loading({ children }: { children: string }) {
  return (
    <Group gap="sm">
      <Loader size="sm" aria-hidden />
      <Text>{children}</Text>
    </Group>
  );
}

function ApplicationPromotions({ applicationId }: { applicationId: number }) {
  const { t } = useLingui();
  // While the lender is still deciding, look again now and then: the plans follow an approval.
  const detail = useQuery({
    ...detailQuery(applicationId),
    refetchInterval: (query) =>
      query.state.data?.Status === 'Processing' ? PROCESSING_POLL_MS : false,
  });
  const dealerId = detail.data?.Dealer?.Id;
  const mayRead = useMay('promotions.read', dealerId);
  const mayChoose = useMay('promotions.write', dealerId);

  if (detail.status === 'error') {
    const kind = isApiError(detail.error) ? detail.error.kind : null;
    return (
      <Frame applicationId={applicationId}>
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
          <Alert color="red" title={t`The application could not be loaded`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{describeError(detail.error)}</Text>
              <Button variant="default" onClick={() => void detail.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </Stack>
          </Alert>
        )}
      </Frame>
    );
  }

  const application = detail.data;
  if (application === undefined) {
    return (
      <Frame applicationId={applicationId} subtitle={SUBTITLE_PLACEHOLDER}>
        <Loading>{t`Loading the application…`}</Loading>
      </Frame>
    );
  }
  const subtitle = applicationSubtitle(application);
  if (application.Status !== 'Approved') {
    return (
      <Frame applicationId={applicationId} subtitle={subtitle}>
        <NotApproved
          status={application.Status}
          onApproval={t`The lender offers plans once it approves the application; then they are listed here.`}
          whenDeclined={t`It offers no plans for it.`}
        />
      </Frame>
    );
  }
  if (!mayRead) {
    return (
      <Frame applicationId={applicationId} subtitle={subtitle}>
        <NotAvailable capability="promotions.read" banner />
      </Frame>
    );
  }
  return (
    <Frame applicationId={applicationId} subtitle={subtitle}>
      <PlanPicker application={application} mayChoose={mayChoose} signed={anySigned(application)} />
    </Frame>
  );
}
