import { PageHeader, useFormatters, useReports } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { QueryView } from './QueryView.tsx';
import { ResourceTable } from './ResourceTable.tsx';
import { useActiveAdvertiser } from './useActiveAdvertiser.ts';

/** reporting: delivery per day and campaign over the last 30 days. */
export function ReportingScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const advertiser = useActiveAdvertiser();
  const reports = useReports(advertiser.uuid);
  return (
    <>
      <PageHeader title={t('navigation.reporting')} description={t('dashboard.totals')} />
      <QueryView query={reports}>
        {(rows) => (
          <ResourceTable
            label={t('navigation.reporting')}
            items={rows}
            rowKey={(row) => `${row.date}-${row.campaign_id}`}
            columns={[
              { id: 'date', label: t('column.date'), render: (row) => format.date(row.date) },
              { id: 'campaign', label: t('column.campaign'), render: (row) => row.campaign_name },
              {
                id: 'impressions',
                label: t('column.impressions'),
                render: (row) => format.number(row.impressions),
              },
              { id: 'spend', label: t('column.spend'), render: (row) => format.currency(row.spend, 'USD') },
              {
                id: 'conversions',
                label: t('column.conversions'),
                render: (row) => format.number(row.conversions),
              },
            ]}
          />
        )}
      </QueryView>
    </>
  );
}
