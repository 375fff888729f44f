import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  FormProvider,
  useFieldArray,
  useForm,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { scalarPathsOf } from '../../api/field-errors.ts';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import { EmailField } from '../../components/fields/email-field.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { NameFields } from '../../components/fields/name-fields.tsx';
import { useBoundField } from '../../components/fields/bound-field.ts';
import { SelectField, type Option } from '../../components/fields/select-field.tsx';
import { TextField } from '../../components/fields/text-field.tsx';
import { FormProblems } from '../../components/form/form-problems.tsx';
import { refuseOnFields } from '../../components/form/form-problems.tsx';
import { useSubmit } from '../../components/form/use-submit.ts';
import type { Role } from '../../schemas/runtime-config.ts';
import { SHARED_ACCOUNT_RULE } from '../../schemas/user-account.ts';
import {
  emptyDealerRole,
  followsSuggestion,
  suggestedDisplayName,
  userBody,
  userFormSchema,
  type UserFormValues,
} from '../../schemas/user-form.ts';
import type { UserBody } from '../../schemas/user-requests.ts';
import { checkEmailForDealers, type DealerName } from './email-refusals.ts';

const ROWS = 'DealerRoles' as const;

export interface UserFormProps {
  /** 'create' asks for a username; 'edit' shows it fixed (docs/decisions/0025). */
  mode: 'create' | 'edit';
  defaultValues: UserFormValues;
  /** The dealers whose users the signed-in user manages: the rows' choices. */
  dealers: readonly DealerName[];
  /** The roles of the runtime config (ARCHITECTURE.md point 8). */
  roles: readonly Role[];
  /** Sends the body (POST or PUT); a refusal is thrown, and lands on the fields. */
  save: (body: UserBody) => Promise<unknown>;
  submitLabel: string;
  /**
   * The user also works for a dealer the signed-in user does not manage: the account's fields
   * (name, e-mail, active state...) are shown but cannot be changed, and the form says why.
   */
  accountLocked?: boolean;
}

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * One form for creating and editing a user. The rules are the User request schema's
 * (src/schemas/user-form.ts); before saving, the e-mail address is checked with validateEmail
 * against each dealer of the rows, and a refusal shows on the field naming the dealer. A refusal
 * of the save lands on its fields; nothing typed is ever reset by an error.
 */
export function UserForm({
  mode,
  defaultValues,
  dealers,
  roles,
  save,
  submitLabel,
  accountLocked = false,
}: UserFormProps) {
  const { i18n, t } = useLingui();
  const context = useMemo(
    () => ({
      roleIds: roles.map((role) => role.id),
      dealerIds: dealers.map((dealer) => dealer.Id),
    }),
    [roles, dealers],
  );
  const resolver = useMemo(() => zodResolver(userFormSchema(context)), [context]);
  const form = useForm<UserFormValues>({ defaultValues, resolver, mode: 'onSubmit' });
  const { sending, refusal, setRefusal, invalid, submit } = useSubmit(form);
  useDisplayNameSuggestion(form);

  const onValid = async (values: UserFormValues) => {
    const body = userBody(values, context);
    const rowDealers = [...new Set(body.DealerRoles.map((row) => row.DealerId))].flatMap((id) =>
      dealers.filter((dealer) => dealer.Id === id),
    );
    // The person's own address, unchanged, is not checked again: validateEmail carries only
    // the address, so the service cannot tell it is theirs and would call it another user's
    // (docs/decisions/0025).
    const unchanged =
      mode === 'edit' && sameAddress(body.EmailAddress, defaultValues.EmailAddress ?? '');
    const check = unchanged
      ? ({ ok: true } as const)
      : await checkEmailForDealers(body.EmailAddress, rowDealers, i18n);
    if (!check.ok) {
      if ('field' in check) {
        form.setError(
          'EmailAddress',
          { type: 'server', message: check.field },
          { shouldFocus: true },
        );
        setRefusal(t`Not saved: the e-mail address was refused. The field says for which dealer.`);
      } else {
        const reason = check.general;
        setRefusal(t`Not saved: ${reason}`);
      }
      return;
    }
    try {
      await save(body);
    } catch (error) {
      setRefusal(refuseOnFields(form, error, { isField: scalarPathsOf(values) }, t`Not saved`));
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event, onValid)} noValidate aria-label={t`User`}>
        <Stack gap="lg">
          {accountLocked && (
            <Alert color="blue" title={t`Only their roles at your dealers can be changed here`}>
              {SHARED_ACCOUNT_RULE}
            </Alert>
          )}
          <Fieldset
            legend={t`Person`}
            className="user-form-section user-form-person"
            disabled={accountLocked}
          >
            <FieldGrid>
              <UsernameField fixed={mode === 'edit'} />
              <NameFields prefix="" />
              <TextField
                name="DisplayName"
                label={t`Display name`}
                description={t`Suggested as first and last name; change it if they go by another.`}
                autoComplete="off"
              />
              <TextField name="Title" label={t`Job title`} required autoComplete="off" />
              <EmailField name="EmailAddress" required />
              <TextField
                name="PhoneNumber"
                label={t`Phone number`}
                type="tel"
                inputMode="tel"
                required
                autoComplete="off"
              />
            </FieldGrid>
          </Fieldset>
          <DealerRoleRows dealers={dealers} roles={roles} />
          <Fieldset variant="unstyled" disabled={accountLocked}>
            <CheckboxField
              name="IsActive"
              label={t`Active`}
              description={t`An active user may sign in and use the portal; an inactive one cannot.`}
            />
          </Fieldset>
          <Stack gap="xs" align="flex-start">
            <FormProblems
              invalid={invalid}
              refusal={refusal}
              notDone={t`Not saved`}
              title={t`The user was not saved`}
            />
            <Button type="submit" loading={sending}>
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * The username: typed when creating; shown fixed when editing, and sent back unchanged, since
 * it is what the person signs in with (docs/decisions/0025).
 */
function UsernameField({ fixed }: { fixed: boolean }) {
  const { t } = useLingui();
  return fixed ? (
    <FixedUsername />
  ) : (
    <TextField
      name="Username"
      label={t`Username`}
      description={t`Letters, digits and periods; it cannot be changed later.`}
      required
      autoComplete="off"
      spellCheck={false}
    />
  );
}

/** The username of a user being edited: read only, still a field (a refusal about it shows here). */
function FixedUsername() {
  const { t } = useLingui();
  const { field, value } = useBoundField({ name: 'Username', label: t`Username` });
  return (
    <TextInput
      {...field}
      value={String(value ?? '')}
      readOnly
      description={t`What they sign in with; it cannot be changed.`}
    />
  );
}

/** The dealer-role rows: one per dealer, a dealer of the caller's and a role of the config's. */
function DealerRoleRows({
  dealers,
  roles,
}: {
  dealers: readonly DealerName[];
  roles: readonly Role[];
}) {
  const { t } = useLingui();
  const { control, getValues } = useFormContext<UserFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: ROWS });
  const dealerOptions: Option[] = dealers.map((dealer) => ({
    value: String(dealer.Id),
    label: dealer.Name,
  }));
  // A role the config does not know (a user read from the service) is shown as "Role 7", never
  // blank; the rules then ask for one of the config's roles.
  const [unknownRoles] = useState(() =>
    [...new Set(getValues(ROWS).map((row) => row.RoleId))].filter(
      (id): id is number => id !== null && !roles.some((role) => role.id === id),
    ),
  );
  const roleOptions: Option[] = [
    ...roles.map((role) => ({ value: String(role.id), label: role.name })),
    ...unknownRoles.map((roleId) => ({ value: String(roleId), label: t`Role ${roleId}` })),
  ];
  return (
    <Fieldset legend={t`Dealers and roles`} className="user-form-section user-form-dealers">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            The dealers this user works for, one row per dealer, and their role at each.
          </Trans>
        </Text>
        {fields.map((row, index) => {
          const number = index + 1;
          return (
            <Fieldset key={row.id} legend={t`Dealer ${number}`} variant="unstyled">
              {/* The row's columns are the person's above (Dealer, Role, then Remove). */}
              <FieldGrid>
                <SelectField
                  name={`${ROWS}.${index}.DealerId`}
                  label={t`Dealer`}
                  options={dealerOptions}
                  placeholder={t`Choose a dealer`}
                  numeric
                  required
                />
                <SelectField
                  name={`${ROWS}.${index}.RoleId`}
                  label={t`Role`}
                  options={roleOptions}
                  placeholder={t`Choose a role`}
                  numeric
                  required
                />
                <div className="user-form-remove">
                  <Button
                    variant="default"
                    onClick={() => remove(index)}
                    aria-label={t`Remove dealer ${number}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              </FieldGrid>
            </Fieldset>
          );
        })}
        <RowsError />
        {fields.length < dealers.length && (
          <Group>
            <Button
              variant="default"
              onClick={() => append(emptyDealerRole(), { shouldFocus: true })}
            >
              <Trans>Add a dealer</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

/** The rows' own rule (at least one), shown under them. */
function RowsError() {
  const { errors } = useFormState<UserFormValues>({ name: ROWS, exact: true });
  const rows = errors.DealerRoles;
  const message = rows?.message ?? rows?.root?.message;
  return message ? (
    <Text size="sm" c="red" role="alert">
      {message}
    </Text>
  ) : null;
}

/**
 * Keeps the display name at "First Last" while it still is that suggestion (or empty): once the
 * user types a display name of their own, changing the name leaves it alone.
 */
function useDisplayNameSuggestion(form: ReturnType<typeof useForm<UserFormValues>>) {
  const last = useRef({
    FirstName: form.getValues('FirstName'),
    LastName: form.getValues('LastName'),
  });
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name !== 'FirstName' && name !== 'LastName') return;
      const before = { ...last.current, DisplayName: values.DisplayName ?? '' };
      const firstName = values.FirstName ?? '';
      const lastName = values.LastName ?? '';
      last.current = { FirstName: firstName, LastName: lastName };
      if (followsSuggestion(before)) {
        form.setValue('DisplayName', suggestedDisplayName(firstName, lastName));
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
