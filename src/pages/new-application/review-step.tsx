import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import { IDENTIFICATION_TYPE_LABELS } from '../../components/fields/identification-fields.tsx';
import { formatPhone } from '../../components/fields/phone-input.tsx';
import { Section } from '../../components/section.tsx';
import { formatUsDate, isIsoDate } from '../../lib/dates.ts';
import { formatMoney, toCents } from '../../lib/money.ts';
import type { ApplicationFormValues, PartyForm } from '../../schemas/application-form.ts';
import { amountFinancedV3Cents } from '../../schemas/application-v3.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import type { LegalIdentificationType } from '../../schemas/enums.ts';
import type { StepId } from './steps.ts';

const NONE = '—';
const LABELS: Record<string, MessageDescriptor> = {
  Employed: msg`Employed`,
  SelfEmployed: msg`Self-employed`,
  Retired: msg`Retired`,
  Own: msg`Owns the home`,
  Rent: msg`Rents`,
  SR: msg`Sr.`,
};
/** An enumeration value in words ("SelfEmployed" → "Self-employed"), or as the lender writes it. */
const labelOf = (i18n: I18n, value: string) => {
  const words = LABELS[value];
  return words ? i18n._(words) : value;
};

const text = (value: string) => (value.trim() === '' ? NONE : value);
const choice = (i18n: I18n, value: string) => (value === '' ? NONE : labelOf(i18n, value));
const amount = (value: number | null) =>
  typeof value === 'number' && Number.isFinite(value) ? formatMoney(toCents(value)) : NONE;
const whole = (value: number | null) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : NONE;
const date = (value: string) => (isIsoDate(value) ? formatUsDate(value) : NONE);
const yesNo = (i18n: I18n, value: boolean | null) =>
  value === true ? i18n._(msg`Yes`) : value === false ? i18n._(msg`No`) : NONE;
const phone = (digits: string, type: string) =>
  digits ? `${formatPhone(digits)}${type ? ` (${type})` : ''}` : NONE;
/** Only the last four digits, as the application page shows it. */
const maskedSsn = (ssn: string) => (ssn ? `•••-••-${ssn.slice(-4).padStart(4, '•')}` : NONE);
const month = (value: number | null) =>
  typeof value === 'number' && value >= 1 && value <= 12
    ? new Date(2000, value - 1, 1).toLocaleString('en-US', { month: 'long' })
    : NONE;

/** What the dealer sees of a customer's private entry after the hand-back (issue 35). */
const HIDDEN = msg`Hidden: entered by the customer`;

export type Row = [label: string, value: string];

export function ReviewSection({
  title,
  rows,
  onEdit,
  editLabel,
}: {
  title: string;
  rows: Row[];
  /** None where the dealer may not change the section (the customer's own entries). */
  onEdit?: (() => void) | undefined;
  editLabel: string;
}) {
  return (
    <Section
      title={title}
      order={3}
      action={
        onEdit && (
          <Button variant="subtle" size="compact-sm" onClick={onEdit} aria-label={editLabel}>
            <Trans>Edit</Trans>
          </Button>
        )
      }
    >
      <dl className="review-list">
        {rows.map(([label, value]) => (
          <div key={label} className="review-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/**
 * One applicant's rows; `masked` when the customer entered them in customer mode, so the
 * dealer cannot read back the SSN, date of birth or ID number.
 */
export function partyRows(
  i18n: I18n,
  party: PartyForm,
  isCoApplicant: boolean,
  masked = false,
): Row[] {
  const _ = (words: MessageDescriptor) => i18n._(words);
  const suffix = LABELS[party.Suffix];
  const name = [party.FirstName, party.MiddleInitial, party.LastName, suffix && _(suffix)]
    .filter((part) => part && part.trim() !== '')
    .join(' ');
  const address = (line1: string, line2: string, city: string, state: string, zip: string) =>
    line1 ? [line1, line2, `${city}, ${state} ${zip}`].filter(Boolean).join(', ') : NONE;
  const identification = party.IdentificationType
    ? (IDENTIFICATION_TYPE_LABELS[party.IdentificationType as LegalIdentificationType] ??
      party.IdentificationType)
    : NONE;
  const income = party.AdditionalIncomeSources.map((source) => {
    const what = `${source.Source || NONE}${source.Description ? ` (${source.Description})` : ''}`;
    const sum = amount(source.Amount);
    return source.IsNonTaxableIncome ? _(msg`${what}: ${sum}, non-taxable`) : `${what}: ${sum}`;
  });
  const hidden = _(HIDDEN);
  const years = whole(party.YearsAtResidence);
  const months = whole(party.MonthsAtResidence);
  return [
    ...(isCoApplicant
      ? ([[_(msg`Relationship`), choice(i18n, party.ApplicantRelationship)]] as Row[])
      : []),
    [_(msg`Name`), name || NONE],
    [_(msg`E-mail address`), text(party.EmailAddress)],
    [_(msg`Primary phone`), phone(party.PrimaryPhone, party.PrimaryPhoneType)],
    [_(msg`Secondary phone`), phone(party.SecondaryPhone, party.SecondaryPhoneType)],
    [
      _(msg`Home address`),
      address(party.Address1, party.Address2, party.City, party.State, party.PostalCode),
    ],
    ...(party.IsInstallationAddressDifferent
      ? ([
          [
            _(msg`Installation address`),
            address(
              party.InstallationAddress1,
              party.InstallationAddress2,
              party.InstallationCity,
              party.InstallationState,
              party.InstallationPostalCode,
            ),
          ],
        ] as Row[])
      : []),
    [_(msg`Social Security number`), masked ? hidden : maskedSsn(party.SocialSecurityNumber)],
    [_(msg`Date of birth`), masked ? hidden : date(party.DateOfBirth)],
    [_(msg`Identification`), identification],
    [_(msg`Identification number`), masked ? hidden : text(party.IdentificationNumber)],
    [_(msg`Card shows an issue date`), yesNo(i18n, party.IsIssueDatePresent)],
    [_(msg`Issue date`), date(party.IdentificationIssueDate)],
    [_(msg`Issuing state`), text(party.IdentificationState)],
    [
      _(msg`Expiration date`),
      party.ExpirationDateUnavailable
        ? _(msg`None on the card`)
        : date(party.IdentificationExpirationDate),
    ],
    [_(msg`Employment`), choice(i18n, party.EmploymentType)],
    [_(msg`Occupation`), text(party.Occupation)],
    [_(msg`Employer`), text(party.CurrentEmployer)],
    [_(msg`Employer's phone`), phone(party.CurrentEmployerPhoneNumber, '')],
    [
      _(msg`Started`),
      party.EmploymentYear === null
        ? NONE
        : `${month(party.EmploymentMonth)} ${whole(party.EmploymentYear)}`,
    ],
    [_(msg`Years of income from current sources`), whole(party.YearsOfIncomeFromCurrentSources)],
    [_(msg`Gross monthly income`), amount(party.GrossMonthlyIncome)],
    [_(msg`Additional income`), income.length > 0 ? income.join('; ') : _(msg`None`)],
    [_(msg`Residence`), choice(i18n, party.ResidenceType)],
    [_(msg`Monthly housing payment`), amount(party.Payment)],
    [_(msg`At this address`), _(msg`${years} years, ${months} months`)],
    ...(party.ResidenceType === 'Own'
      ? ([[_(msg`Home value`), amount(party.HomeValue)]] as Row[])
      : []),
  ];
}

/** Every value entered, by step, each section linking back to its step; then the confirmation. */
export function ReviewStep({
  dealers,
  showCompletion,
  customerEntered,
  onEdit,
}: {
  dealers: readonly Dealer[];
  showCompletion: boolean;
  /** The applicants entered their own details and consents in customer mode. */
  customerEntered: boolean;
  onEdit: (step: StepId) => void;
}) {
  const { t, i18n } = useLingui();
  const { control } = useFormContext<ApplicationFormValues>();
  const values = useWatch({ control }) as ApplicationFormValues;
  const loan = values.LoanParameters;
  const dealer = dealers.find((candidate) => candidate.Id === loan.DealerId);
  const hasCoApplicant = values.Applicant.HasCoApplicant;

  return (
    <Stack gap="md">
      <ReviewSection
        title={t`Dealer and product`}
        editLabel={t`Edit dealer and product`}
        onEdit={() => onEdit('dealer')}
        rows={[
          [t`Dealer`, dealer?.Name ?? NONE],
          [t`Product or service`, text(loan.ProductOrService)],
          [t`Contract state`, text(loan.ContractState)],
          [t`Contract language`, text(loan.ContractLanguage)],
        ]}
      />
      <ReviewSection
        title={t`Applicant`}
        editLabel={t`Edit applicant`}
        onEdit={customerEntered ? undefined : () => onEdit('applicant')}
        rows={partyRows(i18n, values.Applicant, false, customerEntered)}
      />
      <ReviewSection
        title={t`Co-applicant`}
        editLabel={t`Edit co-applicant`}
        onEdit={customerEntered ? undefined : () => onEdit('co-applicant')}
        rows={
          hasCoApplicant
            ? partyRows(i18n, values.CoApplicant, true, customerEntered)
            : [[t`Co-applicant`, t`None`]]
        }
      />
      <ReviewSection
        title={t`Loan`}
        editLabel={t`Edit loan`}
        onEdit={() => onEdit('loan')}
        rows={[
          [t`Selling price`, amount(loan.SellingPrice)],
          [t`Down payment`, amount(loan.DownPayment)],
          ...(showCompletion
            ? ([[t`Completion payment`, amount(loan.CompletionPayment)]] as Row[])
            : []),
          [t`Sales tax`, loan.SalesTaxIncluded ? amount(loan.SalesTax) : t`Not included`],
          [t`Amount financed`, formatMoney(amountFinancedV3Cents(loan))],
          [
            t`Assigned to`,
            text(values.AssignedUserEmailAddress) === NONE
              ? t`The lender's default`
              : values.AssignedUserEmailAddress,
          ],
        ]}
      />
      <Paper withBorder p="md">
        {customerEntered ? (
          <Text>
            {hasCoApplicant ? (
              <Trans>
                Both applicants authorised the credit check, each on this tablet, and each said they
                intend to apply jointly.
              </Trans>
            ) : (
              <Trans>The applicant authorised the credit check on this tablet.</Trans>
            )}
          </Text>
        ) : (
          <CheckboxField
            name="Authorised"
            label={t`The applicant is present, or has authorised this application`}
            description={t`Dealers are accountable for applications their customers did not authorise.`}
            required
          />
        )}
      </Paper>
      <Text size="sm" c="dimmed">
        <Trans>
          The lender decides within moments of submission; the application page shows the decision.
        </Trans>
      </Text>
    </Stack>
  );
}
