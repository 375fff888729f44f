import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { formatPhone } from '../../lib/format.ts';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import { formatAddress } from './applicant-summary.tsx';
import { SummaryList } from '../../components/summary-list.tsx';

/** The dealer the application belongs to, and who looks after it. */
export function DealerSummary({
  application,
  assignedUser,
}: {
  application: ApplicationRecord;
  /** Who the application is assigned to, for people. */
  assignedUser: string;
}) {
  const { t } = useLingui();
  const dealer = application.Dealer;
  const phone = dealer?.PhoneNumber ? formatPhone(dealer.PhoneNumber) : null;
  return (
    <SummaryList
      items={[
        { label: t`Dealer`, value: dealer?.Name },
        { label: t`Dealer number`, value: dealer?.DealerNumber },
        { label: t`Address`, value: formatAddress(dealer?.Address) },
        {
          label: t`Phone`,
          value: phone && (
            <Anchor href={`tel:${phone.replace(/\D/g, '')}`} size="sm">
              {phone}
            </Anchor>
          ),
        },
        { label: t`Assigned to`, value: assignedUser },
        {
          label: t`Lender representative`,
          value: application.AssignedSalesRepresentativeName,
        },
        ...(application.CustomDealerInformation?.Name
          ? [{ label: t`Sold through`, value: application.CustomDealerInformation.Name }]
          : []),
      ]}
    />
  );
}
