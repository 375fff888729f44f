import '@mantine/charts/styles.css';
import { BarChart, FunnelChart } from '@mantine/charts';

/**
 * The reports' pictures (recharts through @mantine/charts), in a module of their own that the
 * page loads after its tables: the figures are readable before the pictures come. Each picture
 * is an image named by its label; the table beside it holds its data for every reader.
 */
const COLORS = ['blue.7', 'cyan.7', 'teal.7', 'green.7', 'lime.8', 'indigo.7'];

export function FunnelPicture({
  label,
  steps,
}: {
  label: string;
  steps: { name: string; value: number }[];
}) {
  return (
    <div role="img" aria-label={label} className="report-picture">
      <FunnelChart
        data={steps.map((step, index) => ({ ...step, color: COLORS[index % COLORS.length]! }))}
        withLabels
        labelsPosition="right"
        labelColor="var(--mantine-color-text)"
        withTooltip={false}
        accessibilityLayer={false}
        size={220}
      />
    </div>
  );
}

export function BarsPicture({
  label,
  data,
  dataKey,
  series,
}: {
  label: string;
  data: Record<string, string | number>[];
  dataKey: string;
  series: string[];
}) {
  return (
    <div role="img" aria-label={label} className="report-picture">
      <BarChart
        h={240}
        data={data}
        dataKey={dataKey}
        series={series.map((name, index) => ({ name, color: COLORS[index % COLORS.length]! }))}
        withLegend
        withTooltip={false}
        accessibilityLayer={false}
        tickLine="y"
      />
    </div>
  );
}
