import { Stack, Text, Title } from '@mantine/core';
import {
  formatAmount,
  formatDate,
  formatName,
  formatPhone,
  displayEnum,
  maskSsn,
  MISSING,
} from '../../lib/format.ts';
import type { ApplicantRecord } from '../../schemas/application-records.ts';
import type { AddressRecord } from '../../schemas/record-fields.ts';
import { SummaryList, type SummaryItem } from '../../components/summary-list.tsx';

export function formatAddress(address: AddressRecord | null | undefined): string {
  if (!address) return MISSING;
  const street = [address.Address1, address.Address2].filter(Boolean).join(', ');
  const place = [address.City, [address.State, address.PostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [street, place].filter(Boolean).join(', ') || MISSING;
}

/** "since 06/2015" from a calendar date. */
function since(day: string | null | undefined): string | null {
  return day ? `since ${day.slice(5, 7)}/${day.slice(0, 4)}` : null;
}

function employmentOf(applicant: ApplicantRecord): string {
  const job = applicant.EmploymentHistory[0];
  if (!job) return MISSING;
  const parts = [
    displayEnum(job.EmploymentType ?? null),
    job.Title,
    job.Name,
    since(job.StartDate),
  ];
  // A retiree's title is often "Retired" too: say it once.
  const distinct = parts.filter(
    (part, index): part is string => !!part && part !== MISSING && parts.indexOf(part) === index,
  );
  return distinct.join(', ') || MISSING;
}

function residenceOf(applicant: ApplicantRecord): string {
  const home = applicant.Residences[0];
  if (!home) return MISSING;
  const years = home.YearsAt ?? 0;
  const months = home.MonthsAt ?? 0;
  const time =
    home.YearsAt == null && home.MonthsAt == null
      ? null
      : `${years} ${years === 1 ? 'year' : 'years'} ${months} ${months === 1 ? 'month' : 'months'}`;
  return [
    home.ResidenceType === 'Own' ? 'Owns' : home.ResidenceType === 'Rent' ? 'Rents' : null,
    home.MonthlyPaymentAmount != null ? `${formatAmount(home.MonthlyPaymentAmount)} a month` : null,
    time,
    home.PropertyValue ? `home value ${formatAmount(home.PropertyValue)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The identification types as people write them; any other type is humanised. */
const IDENTIFICATION_NAMES: Record<string, string> = {
  Unavailable: 'Not available',
  DriversLicense: "Driver's license",
  StateId: 'State ID',
  UnitedStatesMilitaryId: 'U.S. military ID',
  UnitedStatesPassport: 'U.S. passport',
  PermanentResidencyCard: 'Permanent resident card',
};

function identificationOf(applicant: ApplicantRecord): string {
  const id = applicant.Identification;
  if (!id?.LegalIdentificationType) return MISSING;
  // The ID number stays off the screen: the dealer checks the card itself.
  return [
    IDENTIFICATION_NAMES[id.LegalIdentificationType] ?? displayEnum(id.LegalIdentificationType),
    id.StateOfIssuance ? `issued in ${id.StateOfIssuance}` : null,
    id.ExpirationDate
      ? `expires ${formatDate(id.ExpirationDate)}`
      : id.ExpirationDateUnavailable
        ? 'no expiration date'
        : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * One applicant in brief. The SSN shows as the service masks it, never in full
 * (ARCHITECTURE.md point 12); the date of birth is a calendar date, never shifted.
 */
export function ApplicantSummary({
  title,
  applicant,
}: {
  title: string;
  applicant: ApplicantRecord;
}) {
  const phones = applicant.PhoneNumbers.map(
    (phone) =>
      `${formatPhone(phone)}${phone.PhoneNumberType ? ` (${displayEnum(phone.PhoneNumberType).toLowerCase()})` : ''}`,
  );
  const otherIncome = applicant.Incomes.map(
    (income) =>
      `${formatAmount(income.Amount)} ${income.Description ?? displayEnum(income.IncomeType)}`,
  );
  const items: SummaryItem[] = [
    {
      label: 'Name',
      value: formatName(
        applicant.FirstName,
        applicant.MiddleInitial,
        applicant.LastName,
        applicant.Suffix,
      ),
    },
    ...(applicant.CoApplicantType
      ? [{ label: 'Relationship', value: displayEnum(applicant.CoApplicantType) }]
      : []),
    { label: 'Social Security number', value: maskSsn(applicant.SocialSecurityNumber) },
    { label: 'Date of birth', value: formatDate(applicant.DateOfBirth) },
    { label: 'Address', value: formatAddress(applicant.Address) },
    { label: 'Phone', value: phones.join('; ') },
    { label: 'E-mail', value: applicant.EmailAddress },
    { label: 'Identification', value: identificationOf(applicant) },
    { label: 'Employment', value: employmentOf(applicant) },
    { label: 'Gross monthly income', value: formatAmount(applicant.MonthlyIncome) },
    ...(otherIncome.length > 0
      ? [{ label: 'Additional income', value: otherIncome.join('; ') }]
      : []),
    { label: 'Residence', value: residenceOf(applicant) },
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {title}
      </Title>
      <SummaryList items={items} />
    </Stack>
  );
}

/** Shown where a co-applicant would be, so "none" is stated rather than left to guess. */
export function NoCoApplicant() {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Co-applicant
      </Title>
      <Text size="sm">This application has no co-applicant.</Text>
    </Stack>
  );
}
