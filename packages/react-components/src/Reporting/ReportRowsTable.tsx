import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useReports } from '../hooks/useReports.ts';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';
import * as styles from './Reporting.css.ts';
import { periodParams, type ReportingPeriod } from './reportingPeriod.ts';

/** Props of {@link ReportRowsTable}. */
export interface ReportRowsTableProps {
  advertiserId: string;
  period: ReportingPeriod;
}

/** Delivery per campaign and day of the period (`GET /companies/{id}/reporting`). */
export function ReportRowsTable({ advertiserId, period }: ReportRowsTableProps) {
  const t = useReportingMessage();
  const format = useFormatters();
  const reports = useReports(advertiserId, periodParams(period));
  const money = (value: number | null) => (value === null ? '—' : format.currency(value, 'USD'));
  return (
    <QueryStates
      query={reports}
      loading={<Skeleton lines={6} label={t('reporting.loading')} />}
      loadFailed={t('reporting.failed')}
      retryLabel={t('reporting.retry')}
      failure={{ variant: 'panel' }}
    >
      {(rows) => (
        <Table aria-label={t('reporting.table')}>
          <TableHeader>
            <Column>{t('reporting.column.date')}</Column>
            <Column isRowHeader>{t('reporting.column.campaign')}</Column>
            <Column>{t('reporting.column.impressions')}</Column>
            <Column>{t('reporting.column.reach')}</Column>
            <Column>{t('reporting.column.spend')}</Column>
            <Column>{t('reporting.column.conversions')}</Column>
            <Column>{t('reporting.column.cpm')}</Column>
            <Column>{t('reporting.column.cpa')}</Column>
          </TableHeader>
          <TableBody
            items={rows.map((row) => ({ ...row, id: `${row.date}-${row.campaign_id}` }))}
            renderEmptyState={() => (
              <EmptyState
                headingLevel={2}
                title={t('reporting.empty.title')}
                description={t('reporting.empty.description')}
              />
            )}
          >
            {(row) => (
              <Row id={row.id}>
                <Cell>{format.date(row.date, { dateStyle: 'medium', timeZone: 'UTC' })}</Cell>
                <Cell>{row.campaign_name}</Cell>
                <Cell className={styles.number}>{format.number(row.impressions)}</Cell>
                <Cell className={styles.number}>{format.number(row.reach)}</Cell>
                <Cell className={styles.number}>{money(row.spend)}</Cell>
                <Cell className={styles.number}>{format.number(row.conversions)}</Cell>
                <Cell className={styles.number}>{money(row.cpm)}</Cell>
                <Cell className={styles.number}>{money(row.cpa)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </QueryStates>
  );
}
