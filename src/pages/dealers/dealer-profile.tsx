import { Anchor, List, Text } from '@mantine/core';
import { Section } from '../../components/section.tsx';
import { SummaryList } from '../../components/summary-list.tsx';
import { formatName, formatPhone } from '../../lib/format.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';

/** "1200 Main St, Suite 4, Sacramento, CA 95814", or '' when the record has no address. */
function addressLine(address: Dealer['Address']): string {
  if (!address) return '';
  const cityLine = [address.City, [address.State, address.PostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.Address1, address.Address2, cityLine].filter(Boolean).join(', ');
}

const representativeKinds: Record<string, string> = {
  SR: 'Lender sales representative',
  DSR: 'Dealer sales representative',
};

/** The dealer record's own details (`GET /v3/api/dealers`): where it is, LCC and who to call. */
export function DealerProfile({ dealer }: { dealer: Dealer }) {
  return (
    <>
      <Section title="Details" order={3}>
        <SummaryList
          items={[
            { label: 'Dealer number', value: dealer.DealerNumber },
            { label: 'Dealer ID', value: dealer.DealerId },
            { label: 'Address', value: addressLine(dealer.Address) },
            {
              label: 'Phone',
              value: dealer.PhoneNumber ? formatPhone(dealer.PhoneNumber) : '',
            },
            { label: 'LCC', value: dealer.IncludeLcc ? 'Included' : 'Not included' },
            { label: 'Major product line', value: dealer.MajorProductLine },
          ]}
        />
      </Section>
      <Section title="Sales representatives" order={3}>
        {dealer.SalesRepresentatives.length === 0 ? (
          <Text size="sm">The lender has not named a sales representative for this dealer.</Text>
        ) : (
          <List listStyleType="none" spacing="sm">
            {dealer.SalesRepresentatives.map((representative) => (
              <List.Item key={`${representative.FirstName} ${representative.LastName}`}>
                <Text size="sm" fw={600}>
                  {formatName(representative.FirstName, representative.LastName)}
                  {representative.Title ? `, ${representative.Title}` : ''}
                </Text>
                {representative.SalesRepresentativeType && (
                  <Text size="sm" c="dimmed">
                    {representativeKinds[representative.SalesRepresentativeType] ??
                      representative.SalesRepresentativeType}
                  </Text>
                )}
                <Text size="sm">
                  {representative.PhoneNumber && (
                    <>
                      Phone{' '}
                      <Anchor
                        size="sm"
                        href={`tel:${representative.PhoneNumber.replace(/\D/g, '')}`}
                      >
                        {formatPhone(representative.PhoneNumber)}
                      </Anchor>
                      {representative.Email ? ' · ' : ''}
                    </>
                  )}
                  {representative.Email && (
                    <>
                      E-mail{' '}
                      <Anchor size="sm" href={`mailto:${representative.Email}`}>
                        {representative.Email}
                      </Anchor>
                    </>
                  )}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
    </>
  );
}
