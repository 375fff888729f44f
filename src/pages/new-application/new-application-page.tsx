// Mantine styles of the components this page adds to the shell's (app/styles.ts), in the order
// of @mantine/core/styles.css.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Radio.css';
import './new-application.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useDealers } from '../../api/dealers.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { useMay } from '../../api/permissions.ts';
import { useSession } from '../../api/session.ts';
import { useCurrentDealer } from '../../components/current-dealer.tsx';
import { NotAvailable } from '../../components/not-available.tsx';
import { todayIso } from '../../lib/dates.ts';
import { useSignedInEmail } from '../../api/use-signed-in-email.ts';
import { NewApplicationWizard } from './wizard.tsx';
import './dealer-locales/catalog.ts';

/** `/applications/new`: the credit application wizard, once the user's dealers are known. */
export default function NewApplicationPage() {
  const { t } = useLingui();
  const dealers = useDealers();
  const { dealer: currentDealer } = useCurrentDealer();
  const session = useSession();
  const assignee = useSignedInEmail();
  const [today] = useState(todayIso);
  const maySubmit = useMay('applications.submit');

  // Said at the start, before anything is typed, rather than as a refusal at submit.
  if (
    !maySubmit ||
    (dealers.isError && isApiError(dealers.error) && dealers.error.kind === 'disabled')
  ) {
    return (
      <Stack maw={720}>
        <Title order={1}>
          <Trans>New application</Trans>
        </Title>
        <NotAvailable capability={maySubmit ? 'dealers.read' : 'applications.submit'} banner />
      </Stack>
    );
  }
  if (dealers.isError) {
    return (
      <Stack maw={720}>
        <Title order={1}>
          <Trans>New application</Trans>
        </Title>
        <Alert color="red" title={t`Your dealers could not be loaded`} role="alert">
          {describeError(dealers.error)}
        </Alert>
      </Stack>
    );
  }
  if (dealers.isPending || !assignee.settled) {
    return (
      <Stack maw={720}>
        <Title order={1}>
          <Trans>New application</Trans>
        </Title>
        <Loader role="status" aria-label={t`Loading your dealers`} />
      </Stack>
    );
  }
  if (dealers.data.length === 0) {
    return (
      <Stack maw={720}>
        <Title order={1}>
          <Trans>New application</Trans>
        </Title>
        <Alert color="yellow" title={t`No dealer to apply for`}>
          <Trans>Your account is not linked to any dealer, so it cannot submit applications.</Trans>
        </Alert>
      </Stack>
    );
  }
  return (
    <NewApplicationWizard
      dealers={dealers.data}
      // "All dealers" (null): the user chooses the dealer in the first step (decision 0030). The
      // shell's provider may render the dealers' answer a moment after this page, and the wizard
      // takes its dealer once: a user with one dealer always has it.
      currentDealer={currentDealer ?? (dealers.data.length === 1 ? dealers.data[0]! : null)}
      userKey={session.user?.username || 'token'}
      defaultAssignee={assignee.email}
      today={today}
    />
  );
}
