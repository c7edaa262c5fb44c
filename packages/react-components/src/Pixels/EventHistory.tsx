import type { Schema } from '@earshot/sdk-core';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useEventsByName } from '../hooks/resources/events.ts';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import type { DataColumn } from '../ListScreen/DataTable.tsx';
import { Pager } from '../ListScreen/Pager.tsx';
import { TitledSection } from '../ListScreen/TitledSection.tsx';
import type { PixelEventType } from './PixelEvents.tsx';
import { PixelQueryStates } from './PixelQueryStates.tsx';
import * as styles from './Pixels.css.ts';
import { PixelTable } from './PixelTable.tsx';

/** Events shown on one page of an event's history. */
export const EVENT_PAGE_SIZE = 20;

/** Props of {@link EventHistory}. */
export interface EventHistoryProps {
  /** The advertiser whose events are shown (its uuid). */
  advertiserId: string;
  /** The event whose recorded events are listed. */
  eventType: PixelEventType;
  /** Called when the user goes back to every event. */
  onBack: () => void;
}

type PixelEvent = Schema<'Event'>;

/** The recorded events of one name, newest first, page by page (listEventsByName). */
export function EventHistory({ advertiserId, eventType, onBack }: EventHistoryProps) {
  const t = usePixelsMessage();
  const format = useFormatters();
  const [page, setPage] = useState(0);
  const events = useEventsByName(
    advertiserId,
    eventType.name,
    { page, size: EVENT_PAGE_SIZE, type: eventType.event_type },
    { placeholderData: (previous) => previous },
  );
  const pages = Math.max(1, Math.ceil((events.data?.total ?? 0) / EVENT_PAGE_SIZE));
  const title = t('pixels.history.title', { name: eventType.name });
  const wrapped = (text: string) => <span className={styles.wrap}>{text}</span>;
  const columns: DataColumn<PixelEvent>[] = [
    {
      id: 'time',
      title: t('pixels.column.time'),
      isRowHeader: true,
      cell: (event) => format.date(event.occurred_at, { dateStyle: 'medium', timeStyle: 'medium' }),
    },
    { id: 'url', title: t('pixels.column.url'), cell: (event) => wrapped(event.url ?? '—') },
    { id: 'referrer', title: t('pixels.column.referrer'), cell: (event) => wrapped(event.referrer || '—') },
    { id: 'browser', title: t('pixels.column.browser'), cell: (event) => wrapped(event.user_agent ?? '—') },
  ];

  return (
    <TitledSection className={styles.section} title={title}>
      <Button variant="secondary" size="small" onPress={onBack}>
        {t('pixels.history.back')}
      </Button>
      <PixelQueryStates query={events} lines={5} loadFailed={t('pixels.history.loadFailed')}>
        {(history) => (
          <>
            <p className={styles.muted}>{t('pixels.history.total', { count: history.total })}</p>
            <PixelTable
              label={title}
              columns={columns}
              items={history.events}
              emptyTitle={t('pixels.history.empty')}
            />
            <Pager
              label={t('pixels.history.paging')}
              className={styles.actions}
              page={page + 1}
              pages={pages}
              onPageChange={(shown) => setPage(shown - 1)}
              previousLabel={t('pixels.history.previous')}
              nextLabel={t('pixels.history.next')}
              status={t('pixels.history.page', { page: page + 1, pages })}
              announcesStatus
              isBusy={events.isFetching}
            />
          </>
        )}
      </PixelQueryStates>
    </TitledSection>
  );
}
