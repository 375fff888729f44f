import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, type Ref } from 'react';
import { useFormContext } from 'react-hook-form';
import { describeError, isApiError } from '../../api/errors.ts';
import { AttestationLockout } from '../../components/attestation-lockout.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import { US_STATE_OPTIONS } from '../../components/fields/us-states.ts';
import { LenderContact, lenderRepresentativeOf } from '../../components/lender-contact.tsx';
import {
  REQUIRED_LOAN_FIELDS,
  type ApplicationFormValues,
} from '../../schemas/application-form.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import { LANGUAGE_TYPES } from '../../schemas/enums.ts';
import { productsOf, type DealerReadiness } from './dealer-readiness.ts';

const LANGUAGE_OPTIONS = LANGUAGE_TYPES.map((language) => ({ value: language, label: language }));

/** What the product field says while the dealer's products are not there to choose from. */
function productsDescription(readiness: DealerReadiness): MessageDescriptor | undefined {
  switch (readiness.kind) {
    case 'loading':
      return msg`Loading the products the lender offers for this dealer…`;
    case 'failed':
      return msg`The products could not be loaded: see below.`;
    case 'no-products':
      return msg`The lender lists no products for this dealer.`;
    default:
      return undefined;
  }
}

/** Why no product can be chosen, and what to do: the products operation failed or is empty. */
function ProductsProblem({
  readiness,
  ref,
}: {
  readiness: DealerReadiness;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useLingui();
  if (readiness.kind === 'failed') {
    const name = readiness.dealer.Name;
    const disabled = isApiError(readiness.error) && readiness.error.kind === 'disabled';
    return disabled ? (
      <Alert
        ref={ref}
        tabIndex={-1}
        color="yellow"
        title={t`Your account cannot see this dealer's products`}
      >
        <Text size="sm">
          <Trans>
            The lender has not given your account access to dealer products, and an application
            needs one of them, so this account cannot start an application for {name}. Ask your
            dealer administrator, or the lender, for that access.
          </Trans>
        </Text>
      </Alert>
    ) : (
      <Alert
        ref={ref}
        tabIndex={-1}
        color="red"
        title={t`The dealer's products could not be loaded`}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(readiness.error)}</Text>
          <Button variant="default" size="xs" onClick={readiness.retry}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (readiness.kind === 'no-products') {
    const name = readiness.dealer.Name;
    return (
      <Alert ref={ref} tabIndex={-1} color="yellow" title={t`No products to finance`}>
        <Stack gap="xs">
          <Text size="sm">
            <Trans>
              The lender lists no products for {name}, and an application needs one. Ask the lender
              to set up the dealer&apos;s products.
            </Trans>
          </Text>
          <LenderContact representative={lenderRepresentativeOf(readiness.dealer)} />
        </Stack>
      </Alert>
    );
  }
  return null;
}

/**
 * The dealer the application is for (one of the user's), its product (from the dealer products
 * operation), and the contract's state and language. A dealer locked out for attestation stops
 * here: the step says until when it could attest, what to do and whom to call.
 */
export function DealerStep({
  dealers,
  readiness,
  problemRef,
}: {
  dealers: readonly Dealer[];
  readiness: DealerReadiness;
  /** The lock-out or products message, focused when the user tries to go on regardless. */
  problemRef?: Ref<HTMLDivElement>;
}) {
  const { t, i18n } = useLingui();
  const { getValues, setValue } = useFormContext<ApplicationFormValues>();
  const products = productsOf(readiness);
  const productsNote = productsDescription(readiness);

  // A product the chosen dealer's list does not have (another dealer's, or one a draft kept that
  // the lender no longer offers) is not kept once that list is known.
  useEffect(() => {
    if (readiness.kind !== 'ready') return;
    const product = getValues('LoanParameters.ProductOrService');
    if (product !== '' && !readiness.products.includes(product)) {
      setValue('LoanParameters.ProductOrService', '', { shouldDirty: true });
    }
  }, [readiness, getValues, setValue]);

  const onDealerChange = (next: string | number | null) => {
    const chosen = dealers.find((candidate) => candidate.Id === next);
    setValue('LoanParameters.ContractState', chosen?.Address?.State ?? '', { shouldDirty: true });
  };

  const dealerField = (
    <SelectField
      name="LoanParameters.DealerId"
      label={t`Dealer`}
      required
      placeholder={t`Choose a dealer`}
      options={dealers.map((option) => ({ value: String(option.Id), label: option.Name }))}
      numeric
      onValueChange={onDealerChange}
    />
  );

  if (readiness.kind === 'locked-out') {
    return (
      <Stack gap="md">
        <FieldGrid>{dealerField}</FieldGrid>
        <AttestationLockout
          ref={problemRef}
          dealer={readiness.dealer}
          deadline={readiness.deadline}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <FieldGrid>
        {dealerField}
        <SelectField
          name="LoanParameters.ProductOrService"
          label={t`Product or service`}
          required={REQUIRED_LOAN_FIELDS.has('ProductOrService')}
          placeholder={
            readiness.kind === 'no-dealer' ? t`Choose a dealer first` : t`Choose a product`
          }
          description={productsNote && i18n._(productsNote)}
          options={products.map((product) => ({ value: product, label: product }))}
        />
        <SelectField
          name="LoanParameters.ContractState"
          label={t`Contract state`}
          required={REQUIRED_LOAN_FIELDS.has('ContractState')}
          placeholder={t`Choose a state`}
          options={US_STATE_OPTIONS}
        />
        <SelectField
          name="LoanParameters.ContractLanguage"
          label={t`Contract language`}
          required={REQUIRED_LOAN_FIELDS.has('ContractLanguage')}
          options={LANGUAGE_OPTIONS}
        />
      </FieldGrid>
      <ProductsProblem readiness={readiness} ref={problemRef} />
    </Stack>
  );
}
