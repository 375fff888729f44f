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
function productsDescription(readiness: DealerReadiness): string | undefined {
  switch (readiness.kind) {
    case 'loading':
      return 'Loading the products the lender offers for this dealer…';
    case 'failed':
      return 'The products could not be loaded: see below.';
    case 'no-products':
      return 'The lender lists no products for this dealer.';
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
  if (readiness.kind === 'failed') {
    const disabled = isApiError(readiness.error) && readiness.error.kind === 'disabled';
    return disabled ? (
      <Alert
        ref={ref}
        tabIndex={-1}
        color="yellow"
        title="Your account cannot see this dealer's products"
      >
        <Text size="sm">
          The lender has not given your account access to dealer products, and an application needs
          one of them, so this account cannot start an application for {readiness.dealer.Name}. Ask
          your dealer administrator, or the lender, for that access.
        </Text>
      </Alert>
    ) : (
      <Alert ref={ref} tabIndex={-1} color="red" title="The dealer's products could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(readiness.error)}</Text>
          <Button variant="default" size="xs" onClick={readiness.retry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (readiness.kind === 'no-products') {
    return (
      <Alert ref={ref} tabIndex={-1} color="yellow" title="No products to finance">
        <Stack gap="xs">
          <Text size="sm">
            The lender lists no products for {readiness.dealer.Name}, and an application needs one.
            Ask the lender to set up the dealer&apos;s products.
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
  const { getValues, setValue } = useFormContext<ApplicationFormValues>();
  const products = productsOf(readiness);

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
      label="Dealer"
      required
      placeholder="Choose a dealer"
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
          label="Product or service"
          required={REQUIRED_LOAN_FIELDS.has('ProductOrService')}
          placeholder={
            readiness.kind === 'no-dealer' ? 'Choose a dealer first' : 'Choose a product'
          }
          description={productsDescription(readiness)}
          options={products.map((product) => ({ value: product, label: product }))}
        />
        <SelectField
          name="LoanParameters.ContractState"
          label="Contract state"
          required={REQUIRED_LOAN_FIELDS.has('ContractState')}
          placeholder="Choose a state"
          options={US_STATE_OPTIONS}
        />
        <SelectField
          name="LoanParameters.ContractLanguage"
          label="Contract language"
          required={REQUIRED_LOAN_FIELDS.has('ContractLanguage')}
          options={LANGUAGE_OPTIONS}
        />
      </FieldGrid>
      <ProductsProblem readiness={readiness} ref={problemRef} />
    </Stack>
  );
}
