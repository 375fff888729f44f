// Styles of the components this dialog adds to the dashboard's, in @mantine/core/styles.css order.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DUE_SOON_KIND_WORDS } from './due-soon-words.ts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useConfig } from '../../api/config.ts';
import { useDealers } from '../../api/dealers.ts';
import {
  hasOwnThresholds,
  saveMuted,
  saveThresholds,
  useDueSoonSettings,
} from '../../api/due-soon-settings.ts';
import { mayDo } from '../../api/permissions.ts';
import { useSession } from '../../api/session.ts';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { useSubmit } from '../../components/form/use-submit.ts';
import {
  DUE_SOON_KINDS,
  thresholdsFormSchema,
  type DueSoonKind,
} from '../../schemas/due-soon-settings.ts';
import type { Thresholds } from '../../schemas/due-soon-thresholds.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import './settings-locales/catalog.ts';

const FIELDS: {
  name: keyof Thresholds;
  label: MessageDescriptor;
  description: MessageDescriptor;
}[] = [
  {
    name: 'unsignedDays',
    label: msg`Paperwork unsigned after (days)`,
    description: msg`Paperwork out for signature longer than this is listed, to resend.`,
  },
  {
    name: 'conditionsOpenDays',
    label: msg`Conditions open after (days)`,
    description: msg`Conditions still open this long after the application are listed.`,
  },
  {
    name: 'attestationWarnDays',
    label: msg`Attestation warning (days ahead)`,
    description: msg`The dealer’s attestation deadline is listed this many days before it.`,
  },
  {
    name: 'lookAheadDays',
    label: msg`Look ahead (days)`,
    description: msg`An ID’s expiry and an approval’s end are listed this many days before them.`,
  },
];

/**
 * One dealer's thresholds, for its administrator, checked with the rules in src/schemas. Its
 * fields are uncontrolled: a refusal leaves what was typed as it was.
 */
function ThresholdsForm({ dealer }: { dealer: Dealer }) {
  const { t, i18n } = useLingui();
  const settings = useDueSoonSettings();
  const [saved, setSaved] = useState<string | null>(null);
  // Going back to the defaults draws the fields afresh with them.
  const [drawn, setDrawn] = useState(0);
  const form = useSchemaForm(thresholdsFormSchema);
  const { submit } = useSubmit(form);
  const current = settings.thresholds(dealer.Id);

  const name = dealer.Name;
  const save = (values: Thresholds) => {
    setSaved(
      saveThresholds(dealer.Id, values)
        ? t`Saved for ${name} on this device.`
        : t`This browser would not keep the settings (its storage is full or turned off).`,
    );
  };
  const useDefaults = () => {
    saveThresholds(dealer.Id, undefined);
    setDrawn(drawn + 1);
    setSaved(t`${name} uses the defaults again.`);
  };

  return (
    <form key={drawn} onSubmit={(event) => void submit(event, save)} noValidate>
      <Stack gap="sm">
        {FIELDS.map(({ name, label, description }) => (
          <TextInput
            key={name}
            name={name}
            label={i18n._(label)}
            description={i18n._(description)}
            required
            inputMode="numeric"
            autoComplete="off"
            defaultValue={String(current[name])}
            error={form.errors[name]}
          />
        ))}
        <Group gap="sm">
          <Button type="submit">
            <Trans>Save thresholds</Trans>
          </Button>
          {hasOwnThresholds(dealer.Id) && (
            <Button variant="default" onClick={useDefaults}>
              <Trans>Use the defaults</Trans>
            </Button>
          )}
        </Group>
        <Text size="sm" role="status">
          {saved ?? ''}
        </Text>
      </Stack>
    </form>
  );
}

function Thresholds({ dealers }: { dealers: readonly Dealer[] }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState(dealers[0]?.Id ?? 0);
  const dealer = dealers.find((each) => each.Id === chosen) ?? dealers[0];
  if (!dealer) return null;
  return (
    <Stack gap="sm">
      {dealers.length > 1 && (
        <NativeSelect
          label={t`Dealer`}
          data={dealers.map((each) => ({ value: String(each.Id), label: each.Name ?? '' }))}
          value={String(dealer.Id)}
          onChange={(event) => setChosen(Number(event.currentTarget.value))}
        />
      )}
      <ThresholdsForm key={dealer.Id} dealer={dealer} />
    </Stack>
  );
}

function Mutes() {
  const { t, i18n } = useLingui();
  const settings = useDueSoonSettings();
  const [status, setStatus] = useState('');
  const shown = DUE_SOON_KINDS.filter((kind) => !settings.muted.has(kind));
  const change = (values: string[]) => {
    const muted = DUE_SOON_KINDS.filter((kind) => !values.includes(kind));
    setStatus(
      saveMuted(settings.userKey, muted)
        ? t`Saved on this device.`
        : t`This browser would not keep the choice (its storage is full or turned off).`,
    );
  };
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={t`Show these in Due soon`}
        description={t`Untick a kind to mute it for you; your colleagues still see it.`}
        value={shown}
        onChange={change}
      >
        <Stack gap={6} mt="xs">
          {DUE_SOON_KINDS.map((kind: DueSoonKind) => (
            <Checkbox
              key={kind}
              value={kind}
              label={i18n._(DUE_SOON_KIND_WORDS[kind])}
              description={
                kind === 'approval' && settings.approvalValidDays === undefined
                  ? t`The lender has not said how long an approval lasts, so none is listed.`
                  : undefined
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Text size="sm" role="status">
        {status}
      </Text>
    </Stack>
  );
}

/**
 * The "Due soon" settings (issue 36 item 3): each user mutes kinds for themselves; a dealer
 * administrator sets the thresholds of their dealers. Kept on this device: the lender's
 * service has no settings operation.
 */
export function DueSoonSettingsForm() {
  const { t } = useLingui();
  const session = useSession();
  const { roles, approvalValidDays } = useConfig();
  const dealers = useDealers();
  const administered = (dealers.data ?? []).filter((dealer) =>
    mayDo(session, roles, 'users.write', dealer.Id),
  );
  return (
    <Stack gap="lg">
      <Alert color="blue" title={t`Kept on this device only`}>
        <Text size="sm">
          {approvalValidDays ? (
            <Trans>
              The lender’s service has no settings operation, so these settings stay in this
              browser: they do not follow you to another computer. The lender’s approvals last{' '}
              {approvalValidDays} days (the portal’s configuration).
            </Trans>
          ) : (
            <Trans>
              The lender’s service has no settings operation, so these settings stay in this
              browser: they do not follow you to another computer.
            </Trans>
          )}
        </Text>
      </Alert>
      <section aria-labelledby="due-mutes-title">
        <Title order={3} size="h5" id="due-mutes-title" mb="xs">
          <Trans>For you</Trans>
        </Title>
        <Mutes />
      </section>
      <section aria-labelledby="due-thresholds-title">
        <Title order={3} size="h5" id="due-thresholds-title" mb="xs">
          <Trans>Thresholds for your dealers</Trans>
        </Title>
        {administered.length > 0 ? (
          <Thresholds dealers={administered} />
        ) : (
          <Text size="sm">
            {dealers.isPending
              ? t`Loading your dealers…`
              : t`Your dealer administrator sets the thresholds of your dealers.`}
          </Text>
        )}
      </section>
    </Stack>
  );
}

/** The settings in a dialog, the dashboard's "Due soon settings" button opens it. */
export default function DueSoonSettingsDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Due soon settings`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <DueSoonSettingsForm />
    </Modal>
  );
}
