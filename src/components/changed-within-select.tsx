import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { windowChoices } from '../lib/status-window.ts';

/** How far back the statuses are read: the dashboard's and the reports' window, in days. */
export function ChangedWithinSelect({
  days,
  defaultDays,
  onChange,
}: {
  days: number;
  defaultDays: number;
  onChange: (days: number) => void;
}) {
  const { t } = useLingui();
  return (
    <NativeSelect
      label={t`Changed within`}
      value={String(days)}
      data={windowChoices(defaultDays).map((choice) => ({
        value: String(choice),
        label: t`Last ${choice} days`,
      }))}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
