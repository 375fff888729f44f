import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react';
import type { CustomerConsents } from '../../../schemas/customer-consents.ts';
import { customerWords } from './customer-words.ts';

/**
 * One applicant's consents, each its own tick box with its own message: the credit check, the
 * intent to apply jointly apart from the truth statement (Regulation B), the e-mail address.
 */
export function ConsentChoices({
  consents,
  errors,
  joint,
  otherName,
  emailAddress,
  onChange,
}: {
  consents: CustomerConsents;
  errors: Partial<Record<keyof CustomerConsents, string>>;
  joint: boolean;
  /** The other applicant's first name, when known. */
  otherName: string;
  emailAddress: string;
  onChange: (next: CustomerConsents) => void;
}) {
  const { i18n } = useLingui();
  const choice = (name: keyof CustomerConsents, label: string) => (
    <Paper withBorder p="md" key={name}>
      <Checkbox
        name={name}
        label={label}
        checked={consents[name]}
        error={errors[name]}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(event) => onChange({ ...consents, [name]: event.currentTarget.checked })}
      />
    </Paper>
  );
  return (
    <Stack gap="sm">
      <Text>{i18n._(customerWords.consentsIntro)}</Text>
      {choice('creditCheck', i18n._(customerWords.creditCheck))}
      {joint &&
        choice(
          'jointIntent',
          i18n._(
            otherName ? customerWords.jointIntent(otherName) : customerWords.jointIntentUnnamed,
          ),
        )}
      {choice('truthful', i18n._(customerWords.truthful))}
      {emailAddress.trim() !== '' &&
        choice('emailAddress', i18n._(customerWords.emailAddress(emailAddress.trim())))}
    </Stack>
  );
}
