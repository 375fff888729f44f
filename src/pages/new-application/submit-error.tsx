import { useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';

/** Why the application was not submitted, with the service's messages that name no field. */
export interface SubmitError {
  message: string;
  details: string[];
}

export function SubmitErrorAlert({ error }: { error: SubmitError }) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={t`The application was not submitted`} role="alert">
      <Text size="sm">{error.message}</Text>
      {error.details.length > 0 && (
        <ul className="submit-error-details">
          {error.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
