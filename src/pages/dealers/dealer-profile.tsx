import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Text } from '@mantine/core';
import { Section } from '../../components/section.tsx';
import { SummaryList } from '../../components/summary-list.tsx';
import { formatName, formatPhone } from '../../lib/format.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import type { MessageDescriptor } from '@lingui/core';

/** "1200 Main St, Suite 4, Sacramento, CA 95814", or '' when the record has no address. */
function addressLine(address: Dealer['Address']): string {
  if (!address) return '';
  const cityLine = [address.City, [address.State, address.PostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.Address1, address.Address2, cityLine].filter(Boolean).join(', ');
}

const representativeKinds: Record<string, MessageDescriptor> = {
  SR: msg`Lender sales representative`,
  DSR: msg`Dealer sales representative`,
};

/** The dealer record's own details (`GET /v3/api/dealers`): where it is, LCC and who to call. */
export function DealerProfile({ dealer }: { dealer: Dealer }) {
  const { t, i18n } = useLingui();
  /** The lender's kind of representative in words, or as the lender writes it. */
  const kindOf = (kind: string) => {
    const words = representativeKinds[kind];
    return words ? i18n._(words) : kind;
  };
  return (
    <>
      <Section title={t`Details`} order={3}>
        <SummaryList
          items={[
            { label: t`Dealer number`, value: dealer.DealerNumber },
            { label: t`Dealer ID`, value: dealer.DealerId },
            { label: t`Address`, value: addressLine(dealer.Address) },
            {
              label: t`Phone`,
              value: dealer.PhoneNumber ? formatPhone(dealer.PhoneNumber) : '',
            },
            { label: t`LCC`, value: dealer.IncludeLcc ? t`Included` : t`Not included` },
            { label: t`Major product line`, value: dealer.MajorProductLine },
          ]}
        />
      </Section>
      <Section title={t`Sales representatives`} order={3}>
        {dealer.SalesRepresentatives.length === 0 ? (
          <Text size="sm">
            <Trans>The lender has not named a sales representative for this dealer.</Trans>
          </Text>
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
                    {kindOf(representative.SalesRepresentativeType)}
                  </Text>
                )}
                <Text size="sm">
                  {representative.PhoneNumber && (
                    <>
                      <Trans>Phone</Trans>{' '}
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
                      <Trans>E-mail</Trans>{' '}
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
