import type { Schema } from '@earshot/sdk-core';
import { Button } from '../Button/Button.tsx';
import { useEventTypes } from '../hooks/resources/metrics.ts';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import type { DataColumn } from '../ListScreen/DataTable.tsx';
import { TitledSection } from '../ListScreen/TitledSection.tsx';
import { EventsReport } from './EventsReport.tsx';
import { PixelQueryStates } from './PixelQueryStates.tsx';
import * as styles from './Pixels.css.ts';
import { PixelTable } from './PixelTable.tsx';
import { useEventTypeName } from './useEventTypeName.ts';

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
  const t = usePixelsMessage();
  const format = useFormatters();
  const eventTypeName = useEventTypeName();
  const eventTypes = useEventTypes(advertiserId);
  const columns: DataColumn<PixelEventType>[] = [
    {
      id: 'name',
      title: t('pixels.column.name'),
      isRowHeader: true,
      cell: ({ name }) => <span className={styles.wrap}>{name}</span>,
    },
    { id: 'type', title: t('pixels.column.type'), cell: (eventType) => eventTypeName(eventType.event_type) },
    { id: 'count', title: t('pixels.column.count'), cell: ({ count }) => format.number(count) },
    {
      id: 'lastSeen',
      title: t('pixels.column.lastSeen'),
      cell: ({ last_seen_at }) => (last_seen_at ? format.date(last_seen_at) : '—'),
    },
    {
      id: 'actions',
      title: t('pixels.column.actions'),
      cell: (eventType) => (
        <Button variant="secondary" size="small" onPress={() => onOpen(eventType)}>
          {t('pixels.events.open', { name: eventType.name })}
        </Button>
      ),
    },
  ];
  return (
    <TitledSection className={styles.section} title={t('pixels.events.title')}>
      <PixelQueryStates query={eventTypes} lines={3} loadFailed={t('pixels.events.loadFailed')}>
        {(types) => (
          <>
            <PixelTable
              label={t('pixels.events.title')}
              columns={columns}
              items={types}
              emptyTitle={t('pixels.events.empty.title')}
              emptyDescription={t('pixels.events.empty.description')}
            />
            {types.length > 0 ? <EventsReport advertiserId={advertiserId} /> : null}
          </>
        )}
      </PixelQueryStates>
    </TitledSection>
  );
}
