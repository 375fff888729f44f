import { Alert, Button, Container, List, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { appI18n } from '../components/i18n/catalogs.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Shown instead of the app when /config.json is missing or invalid: never a blank screen. */
export function ConfigErrorPage({ problem, details }: { problem: string; details: string[] }) {
  return (
    <I18nProvider i18n={appI18n}>
      <ConfigErrorContent problem={problem} details={details} />
    </I18nProvider>
  );
}

function ConfigErrorContent({ problem, details }: { problem: string; details: string[] }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <Container size="sm" py="xl" component="main">
        <Stack>
          <Title order={1}>
            <Trans>The portal cannot start</Trans>
          </Title>
          <Alert color="red" title={problem} role="alert">
            <List size="sm">
              {details.map((detail) => (
                <List.Item key={detail}>{detail}</List.Item>
              ))}
            </List>
          </Alert>
          <Text>
            <Trans>
              The portal reads its settings (service address, sign-in mode, roles) from{' '}
              <code>config.json</code> beside <code>index.html</code>. The README shows its shape.
            </Trans>
          </Text>
          <Button onClick={() => window.location.reload()} w="fit-content">
            <Trans>Reload</Trans>
          </Button>
        </Stack>
      </Container>
    </MantineProvider>
  );
}
