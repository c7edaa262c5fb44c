import type { Schema } from '@earshot/sdk-core';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useReports } from '../hooks/readHooks.ts';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { type DataColumn, DataTable } from '../ListScreen/DataTable.tsx';
import * as styles from './Reporting.css.ts';
import { ReportingQueryStates } from './ReportingQueryStates.tsx';
import { periodParams, type ReportingPeriod } from './reportingPeriod.ts';

/** Props of {@link ReportRowsTable}. */
export interface ReportRowsTableProps {
  advertiserId: string;
  period: ReportingPeriod;
}

/** One day of one campaign's delivery. */
type ReportRow = Schema<'ReportRow'>;

/** Delivery per campaign and day of the period (`GET /companies/{id}/reporting`). */
export function ReportRowsTable({ advertiserId, period }: ReportRowsTableProps) {
  const t = useReportingMessage();
  const format = useFormatters();
  const reports = useReports(advertiserId, periodParams(period));
  const money = (value: number | null) => (value === null ? '—' : format.currency(value, 'USD'));
  const figure = (id: string, title: string, value: (row: ReportRow) => string): DataColumn<ReportRow> => ({
    id,
    title,
    className: styles.number,
    cell: value,
  });
  const columns: DataColumn<ReportRow>[] = [
    {
      id: 'date',
      title: t('reporting.column.date'),
      cell: (row) => format.date(row.date, { dateStyle: 'medium', timeZone: 'UTC' }),
    },
    {
      id: 'campaign',
      title: t('reporting.column.campaign'),
      isRowHeader: true,
      cell: (row) => row.campaign_name,
    },
    figure('impressions', t('reporting.column.impressions'), (row) => format.number(row.impressions)),
    figure('reach', t('reporting.column.reach'), (row) => format.number(row.reach)),
    figure('spend', t('reporting.column.spend'), (row) => money(row.spend)),
    figure('conversions', t('reporting.column.conversions'), (row) => format.number(row.conversions)),
    figure('cpm', t('reporting.column.cpm'), (row) => money(row.cpm)),
    figure('cpa', t('reporting.column.cpa'), (row) => money(row.cpa)),
  ];
  return (
    <ReportingQueryStates
      query={reports}
      lines={6}
      loadingLabel={t('reporting.loading')}
      loadFailed={t('reporting.failed')}
    >
      {(rows) => (
        <DataTable
          aria-label={t('reporting.table')}
          columns={columns}
          items={rows}
          rowId={(row) => `${row.date}-${row.campaign_id}`}
          empty={
            <EmptyState
              headingLevel={2}
              title={t('reporting.empty.title')}
              description={t('reporting.empty.description')}
            />
          }
        />
      )}
    </ReportingQueryStates>
  );
}
