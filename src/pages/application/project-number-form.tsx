import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useSetProjectNumber } from '../../api/applications.ts';
import { describeRefusal } from '../../api/field-errors.ts';
import { OutcomeAlert, OutcomeStatus, useOutcome } from '../../components/action-outcome.tsx';
import { putOnFields } from '../../components/form/form-problems.tsx';
import { useSubmit } from '../../components/form/use-submit.ts';
import {
  projectNumberBaseSchema,
  type ProjectNumberBody,
} from '../../schemas/application-actions.ts';
import { toProjectNumberBody } from './project-number-mapper.ts';

/**
 * The dealer's own reference for the job (at most 30 characters; empty clears it). The rule is
 * the request schema's; a 400 from the service lands on the field.
 */
export function ProjectNumberForm({
  applicationId,
  current,
  disabled = false,
}: {
  applicationId: number;
  current: string | null | undefined;
  /** The account may not set project numbers: shown, but not usable (the reason stands beside). */
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const save = useSetProjectNumber(applicationId);
  const { outcome, succeeded, failed, clear } = useOutcome();
  const form = useForm<ProjectNumberBody>({
    resolver: zodResolver(projectNumberBaseSchema),
    defaultValues: { ProjectNumber: current ?? '' },
  });
  const { errors } = form.formState;
  const { submit, sending } = useSubmit(form);

  const onValid = async (values: ProjectNumberBody) => {
    clear();
    const body = toProjectNumberBody(values);
    try {
      await save.mutateAsync(body);
      form.reset({ ProjectNumber: body.ProjectNumber ?? '' });
      succeeded(body.ProjectNumber ? t`Project number saved.` : t`Project number cleared.`);
    } catch (error) {
      const placed = putOnFields(form, error, { isField: (path) => path === 'ProjectNumber' });
      if (placed.fields.length === 0) failed(describeRefusal(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event, onValid)} noValidate>
      <Stack gap="xs" align="flex-start">
        <TextInput
          label={t`Project number`}
          description={t`Your own reference for this job, up to 30 characters. Leave it empty to clear it.`}
          autoComplete="off"
          error={errors.ProjectNumber?.message}
          w="100%"
          maw={420}
          disabled={disabled}
          {...form.register('ProjectNumber')}
        />
        <Group gap="sm">
          <Button type="submit" variant="default" loading={sending} disabled={disabled}>
            <Trans>Save project number</Trans>
          </Button>
          <OutcomeStatus outcome={outcome} />
        </Group>
        <OutcomeAlert outcome={outcome} title={t`The project number was not saved`} />
      </Stack>
    </form>
  );
}
