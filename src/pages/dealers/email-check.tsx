import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { validateDealerEmail } from '../../api/dealers.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { useMay } from '../../api/permissions.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { useSubmit } from '../../components/form/use-submit.ts';
import { Section } from '../../components/section.tsx';
import type { Dealer } from '../../schemas/dealer-records.ts';
import {
  validateEmailRequestSchema,
  type ValidateEmailBody,
} from '../../schemas/dealer-requests.ts';

type Answer = { valid: true; text: string } | null;

/**
 * "Check an e-mail address" (`POST /v3/api/dealers/{dealerId}/validateEmail`): whether an address
 * is valid for a user of this dealer. The service's 400 is its "not valid" answer, shown on the
 * field; a valid address is said in the status line. Both name the dealer.
 */
export function EmailCheck({ dealer }: { dealer: Dealer }) {
  const { t } = useLingui();
  const may = useMay('dealers.validateEmail', dealer.Id);
  return (
    <Section title={t`Check an e-mail address`} order={3}>
      {may ? (
        <EmailCheckForm dealer={dealer} key={dealer.Id} />
      ) : (
        <NotAvailable capability="dealers.validateEmail" />
      )}
    </Section>
  );
}

function EmailCheckForm({ dealer }: { dealer: Dealer }) {
  const { t } = useLingui();
  const name = dealer.Name;
  const form = useSchemaForm(validateEmailRequestSchema);
  const { submit, sending, refusal: formError, setRefusal: setFormError } = useSubmit(form);
  const [answer, setAnswer] = useState<Answer>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // The address answered last: asking again before it changes would only repeat the answer.
  const answered = useRef<string | null>(null);

  const check = async ({ EmailAddress }: ValidateEmailBody) => {
    if (answered.current === EmailAddress) return;
    setAnswer(null);
    setRefusal(null);
    try {
      await validateDealerEmail(dealer.Id, { EmailAddress });
      answered.current = EmailAddress;
      setAnswer({
        valid: true,
        text: t`${EmailAddress} is valid for a user of ${name}.`,
      });
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation') {
        answered.current = EmailAddress;
        setRefusal(
          t`${EmailAddress} is not valid for ${name}: it is not the address of an active user of this dealer.`,
        );
        return;
      }
      // The disabled answer is remembered by the session, and the section shows the reason.
      const reason = describeError(error);
      setFormError(t`The address could not be checked: ${reason}`);
    }
  };

  const fieldError = form.errors.EmailAddress ?? refusal ?? undefined;
  return (
    <form noValidate onSubmit={(event) => void submit(event, check)}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Is this address valid for a user of {name}?</Trans>
        </Text>
        <TextInput
          name="EmailAddress"
          type="email"
          label={t`E-mail address`}
          autoComplete="off"
          description={t`A colleague’s address, the lender’s staff’s, or one for a new user of this dealer.`}
          error={fieldError}
          onChange={() => {
            setAnswer(null);
            setRefusal(null);
          }}
          maw={400}
        />
        <Button type="submit" loading={sending} w="fit-content">
          <Trans>Check</Trans>
        </Button>
        <Text size="sm" role="status">
          {answer?.text ?? ''}
        </Text>
        {formError && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {formError}
          </Text>
        )}
      </Stack>
    </form>
  );
}
