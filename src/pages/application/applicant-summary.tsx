import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
function since(i18n: I18n, day: string | null | undefined): string | null {
  if (!day) return null;
  const month = day.slice(5, 7);
  const year = day.slice(0, 4);
  return i18n._(msg`since ${month}/${year}`);
}

function employmentOf(i18n: I18n, applicant: ApplicantRecord): string {
  const job = applicant.EmploymentHistory[0];
  if (!job) return MISSING;
  const parts = [
    displayEnum(job.EmploymentType ?? null),
    job.Title,
    job.Name,
    since(i18n, job.StartDate),
  ];
  // A retiree's title is often "Retired" too: say it once.
  const distinct = parts.filter(
    (part, index): part is string => !!part && part !== MISSING && parts.indexOf(part) === index,
  );
  return distinct.join(', ') || MISSING;
}

function residenceOf(i18n: I18n, applicant: ApplicantRecord): string {
  const home = applicant.Residences[0];
  if (!home) return MISSING;
  const years = home.YearsAt ?? 0;
  const months = home.MonthsAt ?? 0;
  const time =
    home.YearsAt == null && home.MonthsAt == null
      ? null
      : i18n._(
          msg`${plural(years, { one: '# year', other: '# years' })} ${plural(months, { one: '# month', other: '# months' })}`,
        );
  const payment =
    home.MonthlyPaymentAmount != null ? formatAmount(home.MonthlyPaymentAmount) : null;
  const value = home.PropertyValue ? formatAmount(home.PropertyValue) : null;
  return [
    home.ResidenceType === 'Own'
      ? i18n._(msg`Owns`)
      : home.ResidenceType === 'Rent'
        ? i18n._(msg`Rents`)
        : null,
    payment != null ? i18n._(msg`${payment} a month`) : null,
    time,
    value ? i18n._(msg`home value ${value}`) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The identification types as people write them; any other type is humanised. */
const IDENTIFICATION_NAMES: Record<string, MessageDescriptor> = {
  Unavailable: msg`Not available`,
  DriversLicense: msg`Driver's license`,
  StateId: msg`State ID`,
  UnitedStatesMilitaryId: msg`U.S. military ID`,
  UnitedStatesPassport: msg`U.S. passport`,
  PermanentResidencyCard: msg`Permanent resident card`,
};

function identificationOf(i18n: I18n, applicant: ApplicantRecord): string {
  const id = applicant.Identification;
  if (!id?.LegalIdentificationType) return MISSING;
  const type = IDENTIFICATION_NAMES[id.LegalIdentificationType];
  const state = id.StateOfIssuance;
  const expires = id.ExpirationDate ? formatDate(id.ExpirationDate) : null;
  // The ID number stays off the screen: the dealer checks the card itself.
  return [
    type ? i18n._(type) : displayEnum(id.LegalIdentificationType),
    state ? i18n._(msg`issued in ${state}`) : null,
    expires
      ? i18n._(msg`expires ${expires}`)
      : id.ExpirationDateUnavailable
        ? i18n._(msg`no expiration date`)
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
  const { i18n, t } = useLingui();
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
      label: t`Name`,
      value: formatName(
        applicant.FirstName,
        applicant.MiddleInitial,
        applicant.LastName,
        applicant.Suffix,
      ),
    },
    ...(applicant.CoApplicantType
      ? [{ label: t`Relationship`, value: displayEnum(applicant.CoApplicantType) }]
      : []),
    { label: t`Social Security number`, value: maskSsn(applicant.SocialSecurityNumber) },
    { label: t`Date of birth`, value: formatDate(applicant.DateOfBirth) },
    { label: t`Address`, value: formatAddress(applicant.Address) },
    { label: t`Phone`, value: phones.join('; ') },
    { label: t`E-mail`, value: applicant.EmailAddress },
    { label: t`Identification`, value: identificationOf(i18n, applicant) },
    { label: t`Employment`, value: employmentOf(i18n, applicant) },
    { label: t`Gross monthly income`, value: formatAmount(applicant.MonthlyIncome) },
    ...(otherIncome.length > 0
      ? [{ label: t`Additional income`, value: otherIncome.join('; ') }]
      : []),
    { label: t`Residence`, value: residenceOf(i18n, applicant) },
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
        <Trans>Co-applicant</Trans>
      </Title>
      <Text size="sm">
        <Trans>This application has no co-applicant.</Trans>
      </Text>
    </Stack>
  );
}
