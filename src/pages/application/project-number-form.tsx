import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useSetProjectNumber } from '../../api/applications.ts';
import { describeRefusal, fieldErrorsOf, placeFieldErrors } from '../../api/field-errors.ts';
import { OutcomeAlert, OutcomeStatus, useOutcome } from '../../components/action-outcome.tsx';
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
  const save = useSetProjectNumber(applicationId);
  const { outcome, succeeded, failed, clear } = useOutcome();
  const form = useForm<ProjectNumberBody>({
    resolver: zodResolver(projectNumberBaseSchema),
    defaultValues: { ProjectNumber: current ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clear();
    const body = toProjectNumberBody(values);
    try {
      await save.mutateAsync(body);
      form.reset({ ProjectNumber: body.ProjectNumber ?? '' });
      succeeded(body.ProjectNumber ? 'Project number saved.' : 'Project number cleared.');
    } catch (error) {
      const placed = placeFieldErrors(fieldErrorsOf(error), (path) => path === 'ProjectNumber');
      const [field] = placed.fields;
      if (field) form.setError('ProjectNumber', { type: 'server', message: field[1] });
      else failed(describeRefusal(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs" align="flex-start">
        <TextInput
          label="Project number"
          description="Your own reference for this job, up to 30 characters. Leave it empty to clear it."
          autoComplete="off"
          error={errors.ProjectNumber?.message}
          w="100%"
          maw={420}
          disabled={disabled}
          {...form.register('ProjectNumber')}
        />
        <Group gap="sm">
          <Button type="submit" variant="default" loading={isSubmitting} disabled={disabled}>
            Save project number
          </Button>
          <OutcomeStatus outcome={outcome} />
        </Group>
        <OutcomeAlert outcome={outcome} title="The project number was not saved" />
      </Stack>
    </form>
  );
}
