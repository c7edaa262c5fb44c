import { useId } from 'react';
import { useEventTypes } from '../hooks/useEventTypes.ts';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';
import * as styles from './Reporting.css.ts';

/** Props of {@link EventTypesTable}. */
export interface EventTypesTableProps {
  advertiserId: string;
}

/** The conversion events the pixel reported, with how many arrived and when the last did. */
export function EventTypesTable({ advertiserId }: EventTypesTableProps) {
  const t = useReportingMessage();
  const format = useFormatters();
  const titleId = useId();
  const events = useEventTypes(advertiserId);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('reporting.events.title')}
      </h2>
      <QueryStates
        query={events}
        loading={<Skeleton lines={3} label={t('reporting.events.loading')} />}
        loadFailed={t('reporting.events.failed')}
        retryLabel={t('reporting.retry')}
        failure={{ variant: 'panel' }}
      >
        {(eventTypes) => (
          <Table aria-labelledby={titleId}>
            <TableHeader>
              <Column isRowHeader>{t('reporting.events.column.name')}</Column>
              <Column>{t('reporting.events.column.type')}</Column>
              <Column>{t('reporting.events.column.count')}</Column>
              <Column>{t('reporting.events.column.lastSeen')}</Column>
            </TableHeader>
            <TableBody
              items={eventTypes}
              renderEmptyState={() => <p className={styles.muted}>{t('reporting.events.empty')}</p>}
            >
              {(event) => (
                <Row id={event.id}>
                  <Cell>{event.name}</Cell>
                  <Cell>{event.event_type}</Cell>
                  <Cell className={styles.number}>{format.number(event.count)}</Cell>
                  <Cell>
                    {event.last_seen_at
                      ? format.date(event.last_seen_at, { dateStyle: 'medium', timeStyle: 'short' })
                      : t('reporting.events.never')}
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}
      </QueryStates>
    </section>
  );
}
