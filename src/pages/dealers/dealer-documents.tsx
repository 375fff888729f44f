import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useMay } from '../../api/permissions.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import { Section } from '../../components/section.tsx';
import { DocumentUploader } from '../../components/uploader/document-uploader.tsx';
import type { Dealer } from '../../schemas/dealer-records.ts';

/**
 * The dealer's own documents (`POST /v3/api/dealers/{dealerId}/dealerDocuments`), with the shared
 * uploader. The interface lists no dealer documents, so what was sent is not shown here.
 */
export function DealerDocuments({ dealer }: { dealer: Dealer }) {
  const { t } = useLingui();
  const may = useMay('dealers.documents', dealer.Id);
  const name = dealer.Name;
  return (
    <Section title={t`Dealer documents`} order={3}>
      <Text size="sm">
        <Trans>
          Dealer documents are sent to the lender for {name}. The lender does not list them back, so
          they are not shown on this page once sent.
        </Trans>
      </Text>
      {may ? (
        <DocumentUploader
          key={dealer.Id}
          target={{ kind: 'dealer', dealerId: dealer.Id }}
          label={t`Documents for ${name}`}
        />
      ) : (
        <NotAvailable capability="dealers.documents" />
      )}
    </Section>
  );
}
