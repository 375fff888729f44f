import { Anchor, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { formatPhone } from '../lib/format.ts';
import type { Dealer } from '../schemas/dealer-records.ts';

type Representative = Dealer['SalesRepresentatives'][number];

/**
 * The lender's representative for the dealer: its sales representative record of type SR (the
 * lender's own), else the first one listed. Undefined when the dealer record names none.
 */
export function lenderRepresentativeOf(
  dealer: Pick<Dealer, 'SalesRepresentatives'>,
): Representative | undefined {
  const representatives = dealer.SalesRepresentatives;
  return (
    representatives.find((representative) => representative.SalesRepresentativeType === 'SR') ??
    representatives[0]
  );
}

/**
 * "Kevin Brooks, Territory Manager, phone (916) 555-0187, e-mail kevin.brooks@…", with links in
 * the text's own colour, underlined: it sits in coloured alerts, where link blue lacks contrast.
 */
export function LenderContact({ representative }: { representative: Representative | undefined }) {
  if (!representative) {
    return (
      <Text size="sm">
        <Trans>The lender has not named a representative for this dealer: call the lender.</Trans>
      </Text>
    );
  }
  const name = [representative.FirstName, representative.LastName].filter(Boolean).join(' ');
  const title = representative.Title;
  const phone = representative.PhoneNumber;
  const email = representative.Email;
  const titlePart = title ? <Trans>, {title}</Trans> : '';
  const phoneText = phone && formatPhone(phone);
  const phonePart = phone && (
    <Trans>
      , phone{' '}
      <Anchor size="sm" c="inherit" underline="always" href={`tel:${phone.replace(/\D/g, '')}`}>
        {phoneText}
      </Anchor>
    </Trans>
  );
  const emailPart = email && (
    <Trans>
      , e-mail{' '}
      <Anchor size="sm" c="inherit" underline="always" href={`mailto:${email}`}>
        {email}
      </Anchor>
    </Trans>
  );
  return (
    <Text size="sm">
      <Trans>
        Your lender representative: <strong>{name}</strong>
        {titlePart}
        {phonePart}
        {emailPart}.
      </Trans>
    </Text>
  );
}
