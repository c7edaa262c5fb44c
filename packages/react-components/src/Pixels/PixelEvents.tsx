import type { Schema } from '@earshot/sdk-core';
import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useEventTypes } from '../hooks/useEventTypes.ts';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';
import { EventsReport } from './EventsReport.tsx';
import * as styles from './Pixels.css.ts';
import { SECTION_FAILURE } from './sectionFailure.ts';

/** An event name seen from the pixel, with its count. */
export type PixelEventType = Schema<'EventType'>;

/** Props of {@link PixelEvents}. */
export interface PixelEventsProps {
  /** The advertiser whose events are listed (its uuid). */
  advertiserId: string;
  /** Called with the event the user opens to see its recorded events page by page. */
  onOpen: (eventType: PixelEventType) => void;
}

/** The event names the pixel has seen, with their type, count and last arrival, and the report download. */
export function PixelEvents({ advertiserId, onOpen }: PixelEventsProps) {
  const titleId = useId();
  const t = usePixelsMessage();
  const format = useFormatters();
  const eventTypes = useEventTypes(advertiserId);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('pixels.events.title')}
      </h2>
      <QueryStates
        query={eventTypes}
        loading={<Skeleton lines={3} label={t('pixels.loading')} />}
        loadFailed={t('pixels.events.loadFailed')}
        retryLabel={t('pixels.retry')}
        failure={SECTION_FAILURE}
      >
        {(types) => (
          <>
            <div className={styles.table}>
              <Table aria-label={t('pixels.events.title')}>
                <TableHeader>
                  <Column id="name" isRowHeader>
                    {t('pixels.column.name')}
                  </Column>
                  <Column id="type">{t('pixels.column.type')}</Column>
                  <Column id="count">{t('pixels.column.count')}</Column>
                  <Column id="lastSeen">{t('pixels.column.lastSeen')}</Column>
                  <Column id="actions">{t('pixels.column.actions')}</Column>
                </TableHeader>
                <TableBody
                  items={types}
                  renderEmptyState={() => (
                    <EmptyState
                      headingLevel={3}
                      title={t('pixels.events.empty.title')}
                      description={t('pixels.events.empty.description')}
                    />
                  )}
                >
                  {(eventType) => (
                    <Row id={eventType.id}>
                      <Cell>
                        <span className={styles.wrap}>{eventType.name}</span>
                      </Cell>
                      <Cell>{eventType.event_type}</Cell>
                      <Cell>{format.number(eventType.count)}</Cell>
                      <Cell>{eventType.last_seen_at ? format.date(eventType.last_seen_at) : '—'}</Cell>
                      <Cell>
                        <Button variant="secondary" size="small" onPress={() => onOpen(eventType)}>
                          {t('pixels.events.open', { name: eventType.name })}
                        </Button>
                      </Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </div>
            {types.length > 0 ? <EventsReport advertiserId={advertiserId} /> : null}
          </>
        )}
      </QueryStates>
    </section>
  );
}
