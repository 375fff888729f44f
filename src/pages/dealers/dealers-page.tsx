// Styles of the components this page adds to the shell's, in @mantine/core/styles.css order.
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Grid.css';
// The uploader's progress bar: the uploader does not bring its style (seen 2026-11-27).
import '@mantine/core/styles/Progress.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Grid, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useDealers } from '../../api/dealers.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { useCurrentDealer } from '../../components/current-dealer.tsx';
import { NotAvailable } from '../../components/not-available.tsx';
import type { Dealer } from '../../schemas/dealer-records.ts';
import { DealerAttestation } from './dealer-attestation.tsx';
import { DealerDocuments } from './dealer-documents.tsx';
import { DealerPicker } from './dealer-picker.tsx';
import { DealerProducts } from './dealer-products.tsx';
import { DealerProfile } from './dealer-profile.tsx';
import { EmailCheck } from './email-check.tsx';
import './locales/catalog.ts';

/** One dealer, managed: its record, products, attestation, the e-mail check and its documents. */
function DealerView({ dealer }: { dealer: Dealer }) {
  return (
    <Stack component="article" aria-labelledby={`dealer-${dealer.Id}`}>
      <Title order={2} id={`dealer-${dealer.Id}`}>
        {dealer.Name}
      </Title>
      <DealerProfile dealer={dealer} />
      <DealerProducts dealerId={dealer.Id} />
      <DealerAttestation dealer={dealer} />
      <EmailCheck dealer={dealer} />
      <DealerDocuments dealer={dealer} />
    </Stack>
  );
}

/**
 * The dealers the signed-in user may work for (`GET /v3/api/dealers`), each to be managed in one
 * place. One dealer is shown at once; with several, a search and a list pick it, and the choice
 * is in the address (`?dealer=<Id>`; a dealer's Id is not sensitive).
 */
export default function DealersPage() {
  const { t } = useLingui();
  const dealers = useDealers();
  const [params] = useSearchParams();
  const list = dealers.data ?? [];
  // The address's dealer, else the header's current dealer (decision 0030).
  const { dealer: current } = useCurrentDealer();
  const wanted = params.has('dealer') ? Number(params.get('dealer')) : current?.Id;
  const chosen = list.length === 1 ? list[0] : list.find((dealer) => dealer.Id === wanted);

  return (
    <Stack>
      <Title order={1}>
        <Trans>Dealers</Trans>
      </Title>
      {isApiError(dealers.error) && dealers.error.kind === 'disabled' ? (
        <NotAvailable capability="dealers.read" banner />
      ) : dealers.isError ? (
        <Alert color="red" title={t`The dealers could not be loaded`}>
          <Text size="sm" mb="xs">
            {describeError(dealers.error)}
          </Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => void dealers.refetch()}
            loading={dealers.isFetching}
          >
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : dealers.isPending ? (
        <Text>
          <Trans>Loading your dealers…</Trans>
        </Text>
      ) : list.length === 0 ? (
        <Text>
          <Trans>You do not have access to any dealer yet.</Trans>
        </Text>
      ) : list.length === 1 && chosen ? (
        <DealerView dealer={chosen} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <DealerPicker dealers={list} chosenId={chosen?.Id ?? null} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {chosen ? (
              <DealerView dealer={chosen} key={chosen.Id} />
            ) : (
              <Text>
                {params.has('dealer') ? (
                  <Trans>That dealer is not one of yours. Choose a dealer from the list.</Trans>
                ) : (
                  <Plural
                    value={list.length}
                    one="You have # dealer. Choose one to see its details."
                    other="You have # dealers. Choose one to see its details."
                  />
                )}
              </Text>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
