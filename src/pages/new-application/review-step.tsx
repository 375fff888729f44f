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
const LABELS: Record<string, string> = {
  Employed: 'Employed',
  SelfEmployed: 'Self-employed',
  Retired: 'Retired',
  Own: 'Owns the home',
  Rent: 'Rents',
  SR: 'Sr.',
};

const text = (value: string) => (value.trim() === '' ? NONE : value);
/** An enumeration value in words ("SelfEmployed" → "Self-employed"). */
const choice = (value: string) => (value === '' ? NONE : (LABELS[value] ?? value));
const amount = (value: number | null) =>
  typeof value === 'number' && Number.isFinite(value) ? formatMoney(toCents(value)) : NONE;
const whole = (value: number | null) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : NONE;
const date = (value: string) => (isIsoDate(value) ? formatUsDate(value) : NONE);
const yesNo = (value: boolean | null) => (value === true ? 'Yes' : value === false ? 'No' : NONE);
const phone = (digits: string, type: string) =>
  digits ? `${formatPhone(digits)}${type ? ` (${type})` : ''}` : NONE;
/** Only the last four digits, as the application page shows it. */
const maskedSsn = (ssn: string) => (ssn ? `•••-••-${ssn.slice(-4).padStart(4, '•')}` : NONE);
const month = (value: number | null) =>
  typeof value === 'number' && value >= 1 && value <= 12
    ? new Date(2000, value - 1, 1).toLocaleString('en-US', { month: 'long' })
    : NONE;

/** What the dealer sees of a customer's private entry after the hand-back (issue 35). */
const HIDDEN = 'Hidden: entered by the customer';

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
            Edit
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
export function partyRows(party: PartyForm, isCoApplicant: boolean, masked = false): Row[] {
  const name = [party.FirstName, party.MiddleInitial, party.LastName, LABELS[party.Suffix]]
    .filter((part) => part && part.trim() !== '')
    .join(' ');
  const address = (line1: string, line2: string, city: string, state: string, zip: string) =>
    line1 ? [line1, line2, `${city}, ${state} ${zip}`].filter(Boolean).join(', ') : NONE;
  const identification = party.IdentificationType
    ? (IDENTIFICATION_TYPE_LABELS[party.IdentificationType as LegalIdentificationType] ??
      party.IdentificationType)
    : NONE;
  const income = party.AdditionalIncomeSources.map(
    (source) =>
      `${source.Source || NONE}${source.Description ? ` (${source.Description})` : ''}: ${amount(source.Amount)}${source.IsNonTaxableIncome ? ', non-taxable' : ''}`,
  );
  return [
    ...(isCoApplicant ? ([['Relationship', choice(party.ApplicantRelationship)]] as Row[]) : []),
    ['Name', name || NONE],
    ['E-mail address', text(party.EmailAddress)],
    ['Primary phone', phone(party.PrimaryPhone, party.PrimaryPhoneType)],
    ['Secondary phone', phone(party.SecondaryPhone, party.SecondaryPhoneType)],
    [
      'Home address',
      address(party.Address1, party.Address2, party.City, party.State, party.PostalCode),
    ],
    ...(party.IsInstallationAddressDifferent
      ? ([
          [
            'Installation address',
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
    ['Social Security number', masked ? HIDDEN : maskedSsn(party.SocialSecurityNumber)],
    ['Date of birth', masked ? HIDDEN : date(party.DateOfBirth)],
    ['Identification', identification],
    ['Identification number', masked ? HIDDEN : text(party.IdentificationNumber)],
    ['Card shows an issue date', yesNo(party.IsIssueDatePresent)],
    ['Issue date', date(party.IdentificationIssueDate)],
    ['Issuing state', text(party.IdentificationState)],
    [
      'Expiration date',
      party.ExpirationDateUnavailable
        ? 'None on the card'
        : date(party.IdentificationExpirationDate),
    ],
    ['Employment', choice(party.EmploymentType)],
    ['Occupation', text(party.Occupation)],
    ['Employer', text(party.CurrentEmployer)],
    ["Employer's phone", phone(party.CurrentEmployerPhoneNumber, '')],
    [
      'Started',
      party.EmploymentYear === null
        ? NONE
        : `${month(party.EmploymentMonth)} ${whole(party.EmploymentYear)}`,
    ],
    ['Years of income from current sources', whole(party.YearsOfIncomeFromCurrentSources)],
    ['Gross monthly income', amount(party.GrossMonthlyIncome)],
    ['Additional income', income.length > 0 ? income.join('; ') : 'None'],
    ['Residence', choice(party.ResidenceType)],
    ['Monthly housing payment', amount(party.Payment)],
    [
      'At this address',
      `${whole(party.YearsAtResidence)} years, ${whole(party.MonthsAtResidence)} months`,
    ],
    ...(party.ResidenceType === 'Own' ? ([['Home value', amount(party.HomeValue)]] as Row[]) : []),
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
  const { control } = useFormContext<ApplicationFormValues>();
  const values = useWatch({ control }) as ApplicationFormValues;
  const loan = values.LoanParameters;
  const dealer = dealers.find((candidate) => candidate.Id === loan.DealerId);
  const hasCoApplicant = values.Applicant.HasCoApplicant;

  return (
    <Stack gap="md">
      <ReviewSection
        title="Dealer and product"
        editLabel="Edit dealer and product"
        onEdit={() => onEdit('dealer')}
        rows={[
          ['Dealer', dealer?.Name ?? NONE],
          ['Product or service', text(loan.ProductOrService)],
          ['Contract state', text(loan.ContractState)],
          ['Contract language', text(loan.ContractLanguage)],
        ]}
      />
      <ReviewSection
        title="Applicant"
        editLabel="Edit applicant"
        onEdit={customerEntered ? undefined : () => onEdit('applicant')}
        rows={partyRows(values.Applicant, false, customerEntered)}
      />
      <ReviewSection
        title="Co-applicant"
        editLabel="Edit co-applicant"
        onEdit={customerEntered ? undefined : () => onEdit('co-applicant')}
        rows={
          hasCoApplicant
            ? partyRows(values.CoApplicant, true, customerEntered)
            : [['Co-applicant', 'None']]
        }
      />
      <ReviewSection
        title="Loan"
        editLabel="Edit loan"
        onEdit={() => onEdit('loan')}
        rows={[
          ['Selling price', amount(loan.SellingPrice)],
          ['Down payment', amount(loan.DownPayment)],
          ...(showCompletion
            ? ([['Completion payment', amount(loan.CompletionPayment)]] as Row[])
            : []),
          ['Sales tax', loan.SalesTaxIncluded ? amount(loan.SalesTax) : 'Not included'],
          ['Amount financed', formatMoney(amountFinancedV3Cents(loan))],
          [
            'Assigned to',
            text(values.AssignedUserEmailAddress) === NONE
              ? "The lender's default"
              : values.AssignedUserEmailAddress,
          ],
        ]}
      />
      <Paper withBorder p="md">
        {customerEntered ? (
          <Text>
            {hasCoApplicant
              ? 'Both applicants authorised the credit check, each on this tablet, and each said they intend to apply jointly.'
              : 'The applicant authorised the credit check on this tablet.'}
          </Text>
        ) : (
          <CheckboxField
            name="Authorised"
            label="The applicant is present, or has authorised this application"
            description="Dealers are accountable for applications their customers did not authorise."
            required
          />
        )}
      </Paper>
      <Text size="sm" c="dimmed">
        The lender decides within moments of submission; the application page shows the decision.
      </Text>
    </Stack>
  );
}
