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
  const may = useMay('dealers.documents', dealer.Id);
  return (
    <Section title="Dealer documents" order={3}>
      <Text size="sm">
        Dealer documents are sent to the lender for {dealer.Name}. The lender does not list them
        back, so they are not shown on this page once sent.
      </Text>
      {may ? (
        <DocumentUploader
          key={dealer.Id}
          target={{ kind: 'dealer', dealerId: dealer.Id }}
          label={`Documents for ${dealer.Name}`}
        />
      ) : (
        <NotAvailable capability="dealers.documents" />
      )}
    </Section>
  );
}
