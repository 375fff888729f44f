import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { I18nProvider, useLingui } from '@lingui/react';
import { useConfig } from '../../../api/config.ts';
import { appI18n } from '../../../components/i18n/catalogs.ts';
import { isSignedInUser } from '../../../api/dealer-unlock.ts';
import { describeError } from '../../../api/errors.ts';
import { SecretInput } from '../../../components/secret-input.tsx';
import { unlockWords } from './customer-words.ts';

/**
 * The dealer takes the tablet back: only the signed-in user's own password (or, with an access
 * token, the session's own token) unlocks it (api/dealer-unlock.ts). What was typed is never kept.
 */
export function DealerUnlock(props: DealerUnlockProps) {
  const { children, ...rest } = props;
  // The dealer's own screen: English, whatever the customer chose (decision 0039).
  return (
    <Stack gap="md">
      {children}
      <I18nProvider i18n={appI18n}>
        <div lang="en">
          <UnlockForm {...rest} />
        </div>
      </I18nProvider>
    </Stack>
  );
}

interface DealerUnlockProps {
  /** What the customer is told above the dealer's part. */
  children?: ReactNode;
  onUnlocked: () => void;
  /** Back to the customer's screen (a hand-back tapped too soon); none after a lock. */
  onBack?: (() => void) | undefined;
}

function UnlockForm({ onUnlocked, onBack }: Omit<DealerUnlockProps, 'children'>) {
  const { i18n } = useLingui();
  const { authMode } = useConfig();
  const token = authMode === 'token';
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const unlock = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    setProblem(null);
    if (secret === '') {
      setError(i18n._(token ? unlockWords.requiredToken : unlockWords.required));
      return;
    }
    setChecking(true);
    try {
      if (await isSignedInUser(authMode, secret)) {
        onUnlocked();
        return;
      }
      setError(i18n._(token ? unlockWords.wrongToken : unlockWords.wrong));
    } catch (failure) {
      setProblem(describeError(failure));
    } finally {
      setSecret('');
      setChecking(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void unlock(event)} aria-labelledby="dealer-unlock">
      <Stack gap="sm" maw={420}>
        <Title order={3} id="dealer-unlock">
          {i18n._(token ? unlockWords.tokenHeading : unlockWords.heading)}
        </Title>
        <SecretInput
          label={i18n._(token ? unlockWords.token : unlockWords.password)}
          autoComplete={token ? 'off' : 'current-password'}
          value={secret}
          error={error}
          required
          onChange={(event) => {
            setSecret(event.currentTarget.value);
            setError(null);
          }}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={checking}>
            {i18n._(unlockWords.unlock)}
          </Button>
          {onBack && (
            <Button variant="default" onClick={onBack}>
              {i18n._(unlockWords.backToCustomer)}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
