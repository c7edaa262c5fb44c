import type { Schema } from '@earshot/sdk-core';
import { useEventTypes } from '../hooks/resources/metrics.ts';
import { humanizeSlug } from '../i18n/humanizeSlug.ts';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { useEnumLabel } from '../i18n/useEnumLabel.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { type DataColumn, DataTable } from '../ListScreen/DataTable.tsx';
import { TitledSection } from '../ListScreen/TitledSection.tsx';
import * as styles from './Reporting.css.ts';
import { ReportingQueryStates } from './ReportingQueryStates.tsx';

/** Props of {@link EventTypesTable}. */
export interface EventTypesTableProps {
  advertiserId: string;
}

/** The conversion events the pixel reported, with their type, how many arrived and when the last did. */
export function EventTypesTable({ advertiserId }: EventTypesTableProps) {
  const t = useReportingMessage();
  const format = useFormatters();
  const label = useEnumLabel();
  const events = useEventTypes(advertiserId);
  const columns: DataColumn<Schema<'EventType'>>[] = [
    { id: 'name', title: t('reporting.events.column.name'), isRowHeader: true, cell: (event) => event.name },
    {
      id: 'type',
      title: t('reporting.events.column.type'),
      // A type the catalogue does not know yet is shown humanised.
      cell: ({ event_type }) => label(`reporting.eventType.${event_type}`, humanizeSlug(event_type)),
    },
    {
      id: 'count',
      title: t('reporting.events.column.count'),
      className: styles.number,
      cell: ({ count }) => format.number(count),
    },
    {
      id: 'lastSeen',
      title: t('reporting.events.column.lastSeen'),
      cell: ({ last_seen_at }) =>
        last_seen_at
          ? format.date(last_seen_at, { dateStyle: 'medium', timeStyle: 'short' })
          : t('reporting.events.never'),
    },
  ];
  return (
    <TitledSection className={styles.section} title={t('reporting.events.title')}>
      {(titleId) => (
        <ReportingQueryStates
          query={events}
          lines={3}
          loadingLabel={t('reporting.events.loading')}
          loadFailed={t('reporting.events.failed')}
        >
          {(eventTypes) => (
            <DataTable
              aria-labelledby={titleId}
              columns={columns}
              items={eventTypes}
              empty={<p className={styles.muted}>{t('reporting.events.empty')}</p>}
            />
          )}
        </ReportingQueryStates>
      )}
    </TitledSection>
  );
}
