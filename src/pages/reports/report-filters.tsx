import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, NativeSelect } from '@mantine/core';
import { ChangedWithinSelect } from '../../components/changed-within-select.tsx';
import { filterOptions } from '../../components/filter-options.ts';
import { displayEnum } from '../../lib/format.ts';
import { BREAKDOWNS, submittedMonth, type ReportRow } from './figures.ts';
import { monthName } from './group-names.ts';
import type { ReportView } from './report-url.ts';
import { BREAKDOWN_WORDS } from './report-words.ts';

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
  const users = filterOptions(
    rows,
    (row) => row.userId,
    (id) => userName(Number(id)),
    t`Anyone`,
    view.user === null ? '' : String(view.user),
  );
  return (
    <div className="report-filters">
      <Group gap="sm" align="end">
        <ChangedWithinSelect
          days={view.days}
          defaultDays={defaultDays}
          onChange={(days) => onChange({ days })}
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
          data={filterOptions(
            rows,
            (row) => row.facts?.product,
            (value) => value,
            t`All products`,
            view.product,
          )}
          onChange={(event) => onChange({ product: event.currentTarget.value })}
        />
        <NativeSelect
          label={t`Credit type`}
          value={view.credit}
          data={filterOptions(
            rows,
            (row) => row.facts?.creditType,
            displayEnum,
            t`All credit types`,
            view.credit,
          )}
          onChange={(event) => onChange({ credit: event.currentTarget.value })}
        />
        <NativeSelect
          label={t`Month submitted`}
          value={view.month}
          data={filterOptions(
            rows,
            (row) => submittedMonth(row.facts),
            monthName,
            t`All months`,
            view.month,
            'value',
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
