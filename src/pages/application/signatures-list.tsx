import { Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, displayEnum, MISSING } from '../../lib/format.ts';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';

/** What each paperwork document is, for people who do not know the lender's codes. */
const DOCUMENT_NAMES: Record<string, string> = {
  FULL: 'Full paperwork (FULL)',
  LCC: 'Completion certificate (LCC)',
  ACH: 'Automatic payments (ACH)',
};

const SIGNER_NAMES: Record<string, string> = {
  Applicant: 'Applicant',
  CoApplicant: 'Co-applicant',
  Dealer: 'Dealer',
};

/**
 * The detail's Signatures: per document, who was asked to sign, when it was sent and when it
 * was signed. The dates are calendar dates (ARCHITECTURE.md point 1).
 */
export function SignaturesList({ documents }: { documents: readonly SignedDocument[] }) {
  if (documents.length === 0) {
    return <Text size="sm">No paperwork has been sent for signing yet.</Text>;
  }
  return (
    <Stack gap="md">
      {documents.map((document, index) => {
        const name =
          DOCUMENT_NAMES[document.SignatureType ?? ''] ?? displayEnum(document.SignatureType);
        return (
          <Stack gap={4} key={`${document.SignatureType}-${index}`}>
            <Title order={3} size="h5">
              {name}
            </Title>
            {document.SignatureInformation.length === 0 ? (
              <Text size="sm">No signers listed.</Text>
            ) : (
              <Table fz="sm" verticalSpacing={6} aria-label={`Signers of the ${name}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Signer</Table.Th>
                    <Table.Th scope="col">Sent</Table.Th>
                    <Table.Th scope="col">Signed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {document.SignatureInformation.map((signer, row) => (
                    <Table.Tr key={`${signer.SigneeType}-${row}`}>
                      <Table.Td>
                        {SIGNER_NAMES[signer.SigneeType ?? ''] ?? displayEnum(signer.SigneeType)}
                      </Table.Td>
                      <Table.Td>{signer.DateSent ? formatDate(signer.DateSent) : MISSING}</Table.Td>
                      <Table.Td>
                        {signer.DateSigned ? formatDate(signer.DateSigned) : 'Not signed yet'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
