import { Alert, Text } from '@mantine/core';

/**
 * What stopped a form, above its submit button: the fields that need attention (each says
 * what to change), or the service's refusal. `notDone` reads "Not saved" or "Not sent".
 */
export function FormProblems({
  invalid,
  refusal,
  notDone,
  title,
}: {
  invalid: boolean;
  refusal: string | null;
  notDone: string;
  title: string;
}) {
  return (
    <>
      {invalid && (
        <Text size="sm" c="red" role="alert">
          {notDone}: some fields need attention; each says what to change.
        </Text>
      )}
      {refusal && (
        <Alert color="red" title={title} w="100%">
          {refusal}
        </Alert>
      )}
    </>
  );
}
