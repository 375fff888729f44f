import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useConfig } from '../../../api/config.ts';
import { isSignedInUser } from '../../../api/dealer-unlock.ts';
import { describeError } from '../../../api/errors.ts';
import { SecretInput } from '../../../components/secret-input.tsx';
import { unlockWords } from './customer-words.ts';

/**
 * The dealer takes the tablet back: only the signed-in user's own password (or, with an access
 * token, the session's own token) unlocks it (api/dealer-unlock.ts). What was typed is never kept.
 */
export function DealerUnlock({
  children,
  onUnlocked,
  onBack,
}: {
  /** What the customer is told above the dealer's part. */
  children?: ReactNode;
  onUnlocked: () => void;
  /** Back to the customer's screen (a hand-back tapped too soon); none after a lock. */
  onBack?: (() => void) | undefined;
}) {
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
      setError(token ? unlockWords.requiredToken : unlockWords.required);
      return;
    }
    setChecking(true);
    try {
      if (await isSignedInUser(authMode, secret)) {
        onUnlocked();
        return;
      }
      setError(token ? unlockWords.wrongToken : unlockWords.wrong);
    } catch (failure) {
      setProblem(describeError(failure));
    } finally {
      setSecret('');
      setChecking(false);
    }
  };

  return (
    <Stack gap="md">
      {children}
      <form noValidate onSubmit={(event) => void unlock(event)} aria-labelledby="dealer-unlock">
        <Stack gap="sm" maw={420}>
          <Title order={3} id="dealer-unlock">
            {token ? unlockWords.tokenHeading : unlockWords.heading}
          </Title>
          <SecretInput
            label={token ? unlockWords.token : unlockWords.password}
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
              {unlockWords.unlock}
            </Button>
            {onBack && (
              <Button variant="default" onClick={onBack}>
                {unlockWords.backToCustomer}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
