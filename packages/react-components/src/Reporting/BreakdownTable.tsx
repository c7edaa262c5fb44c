import type { Schema } from '@earshot/sdk-core';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { type DataColumn, DataTable } from '../ListScreen/DataTable.tsx';
import { visuallyHidden } from '../theme/overlay.css.ts';
import * as styles from './Reporting.css.ts';
import { relativeChange } from './reportChange.ts';
import {
  type BreakdownDimension,
  type BreakdownMetrics,
  isTimeDimension,
  REPORT_METRICS,
  type ReportMetric,
} from './reportDefinition.ts';
import { useReportFormat } from './useReportFormat.ts';

/** A row of the table: a breakdown row, or the totals (`isTotal`). */
interface TableRow {
  id: string;
  label: string;
  metrics: BreakdownMetrics;
  previous: BreakdownMetrics | undefined;
  isTotal: boolean;
}

/** Props of {@link BreakdownTable}. */
export interface BreakdownTableProps {
  dimension: BreakdownDimension;
  breakdown: Schema<'MetricsBreakdown'>;
  /** The previous period's breakdown, when the report compares. @default undefined */
  previous?: Schema<'MetricsBreakdown'>;
}

/**
 * The breakdown as a table: one row a value of the dimension, every figure, and the totals last.
 * Every header sorts (the totals stay last); with a comparison each figure carries its change against
 * the previous period (days and weeks compared in order, other rows by key).
 */
export function BreakdownTable({ dimension, breakdown, previous }: BreakdownTableProps) {
  const t = useReportingMessage();
  const format = useReportFormat();
  const [sort, setSort] = useState<SortDescriptor | undefined>();
  const isTime = isTimeDimension(dimension);
  const rows: TableRow[] = breakdown.rows.map((row, index) => ({
    id: row.key,
    label: format.rowLabel(dimension, row),
    metrics: row,
    previous: previous && (isTime ? previous.rows[index] : previous.rows.find((one) => one.key === row.key)),
    isTotal: false,
  }));
  const sorted = sort ? [...rows].sort(compareBy(sort)) : rows;
  const totals: TableRow = {
    id: 'totals',
    label: t('reporting.table.total'),
    metrics: breakdown.totals,
    previous: previous?.totals,
    isTotal: true,
  };
  const figure = (metric: ReportMetric): DataColumn<TableRow> => ({
    id: metric,
    title: t(`reporting.metric.${metric}`),
    allowsSorting: true,
    className: styles.number,
    cell: (row) => {
      const now = row.metrics[metric];
      const change = row.previous ? relativeChange(now, row.previous[metric]) : null;
      return (
        <>
          {format.figure(metric, now)}
          {change === null ? null : (
            <span className={styles.change} data-change={change > 0 ? 'up' : change < 0 ? 'down' : 'none'}>
              {format.change(change)}
              <span className={visuallyHidden}> {t('reporting.table.changeContext')}</span>
            </span>
          )}
        </>
      );
    },
  });
  const columns: DataColumn<TableRow>[] = [
    {
      id: 'label',
      title: t(`reporting.dimension.${dimension}`),
      isRowHeader: true,
      allowsSorting: true,
      className: styles.rowLabel,
      cell: (row) => (row.isTotal ? <strong>{row.label}</strong> : row.label),
    },
    ...REPORT_METRICS.map(figure),
  ];
  return (
    <DataTable
      aria-label={t('reporting.table', { dimension: t(`reporting.dimension.${dimension}`) })}
      columns={columns}
      items={rows.length ? [...sorted, totals] : []}
      rowId={(row) => row.id}
      sortDescriptor={sort}
      onSortChange={setSort}
      empty={
        <EmptyState
          headingLevel={2}
          title={t('reporting.empty.title')}
          description={t('reporting.empty.description')}
        />
      }
    />
  );
}

/** Orders rows by the sorted column: labels by locale order, figures by value, no value last. */
function compareBy({ column, direction }: SortDescriptor) {
  const sign = direction === 'descending' ? -1 : 1;
  return (a: TableRow, b: TableRow) => {
    if (column === 'label') return sign * a.label.localeCompare(b.label);
    const metric = column as ReportMetric;
    const left = a.metrics[metric];
    const right = b.metrics[metric];
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    return sign * (left - right);
  };
}
