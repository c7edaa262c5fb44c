import type { Schema } from '@earshot/sdk-core';
import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useAttributionPartners } from '../hooks/useAttributionPartners.ts';
import { useBillableEvents } from '../hooks/useBillableEvents.ts';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';
import { BillableEventDialog } from './BillableEventDialog.tsx';
import * as styles from './Pixels.css.ts';
import { SECTION_FAILURE } from './sectionFailure.ts';

/** Props of {@link BillableEvents}. */
export interface BillableEventsProps {
  /** The advertiser whose billable events are listed (its uuid). */
  advertiserId: string;
  /** Hides editing. */
  isReadOnly: boolean;
}

/** The conversion events, whether each is billed, by which attribution partner and at what price. */
export function BillableEvents({ advertiserId, isReadOnly }: BillableEventsProps) {
  const titleId = useId();
  const t = usePixelsMessage();
  const format = useFormatters();
  const events = useBillableEvents(advertiserId);
  const partners = useAttributionPartners(advertiserId);
  const [editing, setEditing] = useState<Schema<'BillableEvent'> | null>(null);
  const partnerName = (id: string | null) =>
    (id && partners.data?.find((partner) => partner.id === id)?.name) || '—';

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('pixels.billable.title')}
      </h2>
      <p className={styles.muted}>{t('pixels.billable.description')}</p>
      <QueryStates
        query={events}
        loading={<Skeleton lines={3} label={t('pixels.loading')} />}
        loadFailed={t('pixels.billable.loadFailed')}
        retryLabel={t('pixels.retry')}
        failure={SECTION_FAILURE}
      >
        {(billableEvents) => (
          <div className={styles.table}>
            <Table aria-label={t('pixels.billable.title')}>
              <TableHeader>
                <Column id="name" isRowHeader>
                  {t('pixels.column.name')}
                </Column>
                <Column id="type">{t('pixels.column.type')}</Column>
                <Column id="billable">{t('pixels.column.billable')}</Column>
                <Column id="partner">{t('pixels.column.partner')}</Column>
                <Column id="price">{t('pixels.column.price')}</Column>
                <Column id="actions">{t('pixels.column.actions')}</Column>
              </TableHeader>
              <TableBody
                items={billableEvents}
                renderEmptyState={() => (
                  <EmptyState
                    headingLevel={3}
                    title={t('pixels.billable.empty.title')}
                    description={t('pixels.billable.empty.description')}
                  />
                )}
              >
                {(event) => (
                  <Row id={event.id}>
                    <Cell>
                      <span className={styles.wrap}>{event.name}</span>
                    </Cell>
                    <Cell>{event.event_type}</Cell>
                    <Cell>{event.billable ? t('pixels.yes') : t('pixels.no')}</Cell>
                    <Cell>{partnerName(event.attribution_partner_id)}</Cell>
                    <Cell>{event.price === null ? '—' : format.number(event.price)}</Cell>
                    <Cell>
                      {isReadOnly ? null : (
                        <Button variant="secondary" size="small" onPress={() => setEditing(event)}>
                          {t('pixels.billable.edit', { name: event.name })}
                        </Button>
                      )}
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
        )}
      </QueryStates>
      <h3 className={styles.sectionTitle}>{t('pixels.partners.title')}</h3>
      {partners.isPending ? (
        <Skeleton lines={2} label={t('pixels.loading')} />
      ) : partners.isError ? (
        <p role="alert" className={styles.error}>
          {t('pixels.partners.loadFailed')}
        </p>
      ) : partners.data.length === 0 ? (
        <p className={styles.muted}>{t('pixels.partners.empty')}</p>
      ) : (
        <ul className={styles.partners} aria-label={t('pixels.partners.title')}>
          {partners.data.map((partner) => (
            <li key={partner.id}>{partner.name}</li>
          ))}
        </ul>
      )}
      <BillableEventDialog
        advertiserId={advertiserId}
        event={editing}
        partners={partners.data ?? []}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
