import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useImperativeHandle, useRef, type Ref } from 'react';
import { describeError, isApiError } from '../api/errors.ts';
import { signInWithPassword, signInWithToken } from '../api/session.ts';
import {
  sandboxSignInSchema,
  tokenSignInSchema,
  type SandboxSignIn,
  type SessionUser,
} from '../schemas/sign-in.ts';
import { useSchemaForm } from './form/use-schema-form.ts';
import { useSubmit } from './form/use-submit.ts';
import { SecretInput } from './secret-input.tsx';
import { tooManySignIns } from './try-again-words.ts';

export interface SignInFormHandle {
  /** Fill in a demo account and sign in with it. */
  signInAs: (values: SandboxSignIn) => void;
}

interface Props {
  authMode: 'sandbox' | 'token';
  onSignedIn: (user: SessionUser) => void;
  defaultUsername?: string;
  ref?: Ref<SignInFormHandle>;
}

export function SignInForm({ authMode, ...props }: Props) {
  return authMode === 'sandbox' ? <PasswordForm {...props} /> : <TokenForm {...props} />;
}

function FormError({ message }: { message: string | null }) {
  const { t } = useLingui();
  if (!message) return null;
  return (
    <Alert color="red" role="alert" title={t`Sign-in failed`}>
      {message}
    </Alert>
  );
}

function PasswordForm({ onSignedIn, defaultUsername, ref }: Omit<Props, 'authMode'>) {
  const { i18n } = useLingui();
  const form = useSchemaForm(sandboxSignInSchema);
  const { submit, sending, refusal, setRefusal } = useSubmit(form);
  const formRef = useRef<HTMLFormElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { t } = useLingui();

  const signIn = async (values: SandboxSignIn) => {
    try {
      onSignedIn(await signInWithPassword(values));
    } catch (error) {
      // A 429 says when to try again (try-again-words.ts).
      setRefusal(
        isApiError(error) && error.kind === 'rate-limited'
          ? tooManySignIns(i18n, error.retryAfterMs)
          : describeError(error),
      );
    }
  };

  useImperativeHandle(ref, () => ({
    signInAs({ username, password }) {
      if (!usernameRef.current || !passwordRef.current) return;
      usernameRef.current.value = username;
      passwordRef.current.value = password;
      formRef.current?.requestSubmit();
    },
  }));

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event, signIn)}
      noValidate
      aria-label={t`Sign in`}
    >
      <Stack>
        <FormError message={refusal} />
        <TextInput
          ref={usernameRef}
          name="username"
          label={t`Username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={defaultUsername}
          error={form.errors.username}
        />
        <SecretInput
          ref={passwordRef}
          name="password"
          label={t`Password`}
          autoComplete="current-password"
          error={form.errors.password}
        />
        <Button type="submit" loading={sending}>
          <Trans>Sign in</Trans>
        </Button>
      </Stack>
    </form>
  );
}

function TokenForm({ onSignedIn }: Omit<Props, 'authMode'>) {
  const form = useSchemaForm(tokenSignInSchema);
  const { submit, sending, refusal, setRefusal } = useSubmit(form);
  const { t } = useLingui();

  const signIn = async ({ token }: { token: string }) => {
    try {
      onSignedIn(await signInWithToken(token));
    } catch (error) {
      setRefusal(
        isApiError(error) && error.kind === 'unauthorized'
          ? t`The service did not accept this access token. Check that it is complete and has not expired.`
          : describeError(error),
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event, signIn)} noValidate aria-label={t`Sign in`}>
      <Stack>
        <FormError message={refusal} />
        <SecretInput
          name="token"
          label={t`Access token`}
          description={t`The token your lender issued for this portal. It is kept only for this browser tab.`}
          autoComplete="off"
          error={form.errors.token}
        />
        <Button type="submit" loading={sending}>
          <Trans>Sign in</Trans>
        </Button>
      </Stack>
    </form>
  );
}
