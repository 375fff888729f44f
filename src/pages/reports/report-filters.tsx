import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, NativeSelect } from '@mantine/core';
import { displayEnum } from '../../lib/format.ts';
import { windowChoices } from '../../lib/status-window.ts';
import { BREAKDOWNS, submittedMonth, type ReportRow } from './figures.ts';
import { monthName } from './group-names.ts';
import type { ReportView } from './report-url.ts';
import { BREAKDOWN_WORDS } from './report-words.ts';

/** The distinct values rows have, as options, the chosen one kept even when no row has it. */
function options(
  values: Iterable<string>,
  all: string,
  chosen: string,
  name: (value: string) => string,
) {
  const distinct = new Set(values);
  if (chosen) distinct.add(chosen);
  return [
    { value: '', label: all },
    ...[...distinct].sort().map((value) => ({ value, label: name(value) })),
  ];
}

function* known<T>(rows: readonly ReportRow[], pick: (row: ReportRow) => T | null | undefined) {
  for (const row of rows) {
    const value = pick(row);
    if (value !== null && value !== undefined) yield value;
  }
}

/** The reports' filters, all kept in the address (report-url.ts). */
export function ReportFilters({
  rows,
  view,
  defaultDays,
  dealers,
  userName,
  onChange,
}: {
  /** Every row of the window: the options come from them. */
  rows: readonly ReportRow[];
  view: ReportView;
  defaultDays: number;
  dealers: readonly { id: number; name: string }[];
  userName: (id: number | null) => string;
  onChange: (change: Partial<ReportView>) => void;
}) {
  const { t, i18n } = useLingui();
  const users = options(
    [...known(rows, (row) => row.userId)].map(String),
    t`Anyone`,
    view.user === null ? '' : String(view.user),
    (id) => userName(Number(id)),
  );
  return (
    <div className="report-filters">
      <Group gap="sm" align="end">
        <NativeSelect
          label={t`Changed within`}
          value={String(view.days)}
          data={windowChoices(defaultDays).map((days) => ({
            value: String(days),
            label: t`Last ${days} days`,
          }))}
          onChange={(event) => onChange({ days: Number(event.currentTarget.value) })}
        />
        <NativeSelect
          label={t`Assigned to`}
          value={view.user === null ? '' : String(view.user)}
          data={users}
          onChange={(event) =>
            onChange({ user: event.currentTarget.value ? Number(event.currentTarget.value) : null })
          }
        />
        <NativeSelect
          label={t`Product`}
          value={view.product}
          data={options(
            known(rows, (row) => row.facts?.product),
            t`All products`,
            view.product,
            (value) => value,
          )}
          onChange={(event) => onChange({ product: event.currentTarget.value })}
        />
        <NativeSelect
          label={t`Credit type`}
          value={view.credit}
          data={options(
            known(rows, (row) => row.facts?.creditType),
            t`All credit types`,
            view.credit,
            displayEnum,
          )}
          onChange={(event) => onChange({ credit: event.currentTarget.value })}
        />
        <NativeSelect
          label={t`Month submitted`}
          value={view.month}
          data={options(
            known(rows, (row) => submittedMonth(row.facts)),
            t`All months`,
            view.month,
            monthName,
          )}
          onChange={(event) => onChange({ month: event.currentTarget.value })}
        />
        <NativeSelect
          label={t`Break down by`}
          value={view.by}
          data={BREAKDOWNS.map((by) => ({ value: by, label: i18n._(BREAKDOWN_WORDS[by]) }))}
          onChange={(event) =>
            onChange({ by: BREAKDOWNS.find((by) => by === event.currentTarget.value) ?? view.by })
          }
        />
      </Group>
      {dealers.length > 1 && (
        <Checkbox.Group
          className="report-dealers"
          label={t`Dealers`}
          description={t`None ticked: every dealer`}
          value={view.dealers.map(String)}
          onChange={(ids) => onChange({ dealers: ids.map(Number) })}
        >
          <Group gap="md" mt={4}>
            {dealers.map((dealer) => (
              <Checkbox key={dealer.id} value={String(dealer.id)} label={dealer.name} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    </div>
  );
}
