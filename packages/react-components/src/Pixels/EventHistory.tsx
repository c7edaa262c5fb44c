import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useEventsByName } from '../hooks/useEventsByName.ts';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';
import type { PixelEventType } from './PixelEvents.tsx';
import * as styles from './Pixels.css.ts';
import { SECTION_FAILURE } from './sectionFailure.ts';

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

/** The recorded events of one name, newest first, page by page (listEventsByName). */
export function EventHistory({ advertiserId, eventType, onBack }: EventHistoryProps) {
  const titleId = useId();
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

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('pixels.history.title', { name: eventType.name })}
      </h2>
      <Button variant="secondary" size="small" onPress={onBack}>
        {t('pixels.history.back')}
      </Button>
      <QueryStates
        query={events}
        loading={<Skeleton lines={5} label={t('pixels.loading')} />}
        loadFailed={t('pixels.history.loadFailed')}
        retryLabel={t('pixels.retry')}
        failure={SECTION_FAILURE}
      >
        {(history) => (
          <>
            <p className={styles.muted}>{t('pixels.history.total', { count: history.total })}</p>
            <div className={styles.table}>
              <Table aria-label={t('pixels.history.title', { name: eventType.name })}>
                <TableHeader>
                  <Column id="time" isRowHeader>
                    {t('pixels.column.time')}
                  </Column>
                  <Column id="url">{t('pixels.column.url')}</Column>
                  <Column id="referrer">{t('pixels.column.referrer')}</Column>
                  <Column id="browser">{t('pixels.column.browser')}</Column>
                </TableHeader>
                <TableBody
                  items={history.events}
                  renderEmptyState={() => <EmptyState headingLevel={3} title={t('pixels.history.empty')} />}
                >
                  {(event) => (
                    <Row id={event.id}>
                      <Cell>
                        {format.date(event.occurred_at, { dateStyle: 'medium', timeStyle: 'medium' })}
                      </Cell>
                      <Cell>
                        <span className={styles.wrap}>{event.url ?? '—'}</span>
                      </Cell>
                      <Cell>
                        <span className={styles.wrap}>{event.referrer || '—'}</span>
                      </Cell>
                      <Cell>
                        <span className={styles.wrap}>{event.user_agent ?? '—'}</span>
                      </Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </div>
            <nav className={styles.actions} aria-label={t('pixels.history.paging')}>
              <Button
                variant="secondary"
                size="small"
                isDisabled={page === 0 || events.isFetching}
                onPress={() => setPage((current) => current - 1)}
              >
                {t('pixels.history.previous')}
              </Button>
              <span aria-live="polite">{t('pixels.history.page', { page: page + 1, pages })}</span>
              <Button
                variant="secondary"
                size="small"
                isDisabled={page + 1 >= pages || events.isFetching}
                onPress={() => setPage((current) => current + 1)}
              >
                {t('pixels.history.next')}
              </Button>
            </nav>
          </>
        )}
      </QueryStates>
    </section>
  );
}
