import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { saveCsv, type CsvCell } from '../../lib/csv.ts';
import { todayIso } from '../../lib/dates.ts';

/**
 * One report: its title, its figures, and its own CSV and print. Printing one report hides the
 * others (reports.css); the browser's own print prints each report on a page of its own.
 */
export function ReportFrame({
  id,
  title,
  csv,
  children,
}: {
  id: string;
  title: string;
  /** The report's figures as CSV rows (built when asked for). */
  csv: () => CsvCell[][];
  children: ReactNode;
}) {
  const { t } = useLingui();
  const section = useRef<HTMLElement>(null);
  const print = () => {
    const element = section.current;
    if (!element) return;
    element.dataset.printing = '';
    document.body.dataset.printingOne = '';
    window.addEventListener(
      'afterprint',
      () => {
        delete element.dataset.printing;
        delete document.body.dataset.printingOne;
      },
      { once: true },
    );
    window.print();
  };
  return (
    <Paper
      component="section"
      ref={section}
      withBorder
      p="md"
      className="report"
      aria-labelledby={`${id}-title`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h3" id={`${id}-title`}>
            {title}
          </Title>
          <Group gap="xs" className="report-actions">
            <Button
              variant="default"
              size="xs"
              aria-label={t`Export CSV: ${title}`}
              onClick={() => saveCsv(csv(), `report-${id}-${todayIso()}.csv`)}
            >
              <Trans>Export CSV</Trans>
            </Button>
            <Button variant="default" size="xs" aria-label={t`Print: ${title}`} onClick={print}>
              <Trans>Print</Trans>
            </Button>
          </Group>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
