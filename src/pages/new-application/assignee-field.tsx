import { useLingui } from '@lingui/react/macro';
import { Box, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../components/fields/text-field.tsx';
import type { ApplicationFormValues } from '../../schemas/application-form.ts';
import type { AssigneeChecker } from './use-assignee-check.ts';

const NAME = 'AssignedUserEmailAddress';

/**
 * "Assign to": an e-mail address, checked with the dealer's validateEmail when the field is left
 * (and again before the step is left and before submit: wizard.tsx). An address that is not a
 * user of the dealer is an error on the field; what was typed stays. An address that could not
 * be checked does not block, and the field says so.
 */
export function AssigneeField({
  checker,
  dealer,
}: {
  checker: AssigneeChecker;
  /** The dealer the application is for; nothing is checked without one. */
  dealer: { Id: number; Name: string } | undefined;
}) {
  const { t } = useLingui();
  const { control, getValues, setError, trigger } = useFormContext<ApplicationFormValues>();
  const email = useWatch({ control, name: NAME });
  const outcome = checker.outcomeFor(dealer?.Id ?? null, email);

  const onLeave = async () => {
    const typed = getValues(NAME);
    if (!dealer || typed.trim() === '') return;
    // Only a well-formed address is worth asking about; the rule's own message says otherwise.
    if (!(await trigger(NAME))) return;
    const answer = await checker.check(dealer.Id, typed, dealer.Name);
    if (answer.kind === 'refused' && getValues(NAME) === typed) {
      setError(NAME, { type: 'assignee', message: answer.message });
    }
  };

  const name = dealer?.Name ?? '';
  const note =
    outcome?.kind === 'checking'
      ? t`Checking this address with the lender…`
      : outcome?.kind === 'valid' && dealer
        ? t`Checked: a portal user of ${name}.`
        : outcome?.kind === 'unchecked'
          ? outcome.reason
          : '';

  return (
    <Box maw={520} onBlur={() => void onLeave()}>
      <TextField
        name={NAME}
        label={t`Assign to (e-mail of a portal user)`}
        description={t`You, unless you enter a colleague. Leave empty to let the lender assign it.`}
        type="email"
        autoComplete="off"
      />
      {/* Its line is kept even when empty: the note appearing as the field is left would move
          "Next" from under the pointer between press and release, and the click would be lost. */}
      <Text
        size="sm"
        mt={4}
        role="status"
        className="assignee-note"
        c={outcome?.kind === 'unchecked' ? 'orange.9' : 'dimmed'}
      >
        {note}
      </Text>
    </Box>
  );
}
