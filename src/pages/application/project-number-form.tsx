import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSetProjectNumber } from '../../api/application-mutations.ts';
import {
  projectNumberBaseSchema,
  type ProjectNumberBody,
} from '../../schemas/application-actions.ts';
import { toProjectNumberBody } from './project-number-mapper.ts';
import { describeRefusal, serviceFieldError } from './service-errors.ts';

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
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<ProjectNumberBody>({
    resolver: zodResolver(projectNumberBaseSchema),
    defaultValues: { ProjectNumber: current ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const body = toProjectNumberBody(values);
    try {
      await save.mutateAsync(body);
      form.reset({ ProjectNumber: body.ProjectNumber ?? '' });
      setOutcome({
        ok: true,
        text: body.ProjectNumber ? 'Project number saved.' : 'Project number cleared.',
      });
    } catch (error) {
      const message = serviceFieldError(error, 'ProjectNumber');
      if (message) form.setError('ProjectNumber', { type: 'server', message });
      else setOutcome({ ok: false, text: describeRefusal(error) });
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
          {/* Always present, so a screen reader announces the result when it appears. */}
          <Text size="sm" role="status">
            {outcome?.ok ? outcome.text : ''}
          </Text>
        </Group>
        {outcome && !outcome.ok && (
          <Alert color="red" title="The project number was not saved" w="100%">
            {outcome.text}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
