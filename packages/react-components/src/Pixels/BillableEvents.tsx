import type { Schema } from '@earshot/sdk-core';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useAttributionPartners, useBillableEvents } from '../hooks/resources/billableEvents.ts';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import type { DataColumn } from '../ListScreen/DataTable.tsx';
import { TitledSection } from '../ListScreen/TitledSection.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { BillableEventDialog } from './BillableEventDialog.tsx';
import { PixelQueryStates } from './PixelQueryStates.tsx';
import * as styles from './Pixels.css.ts';
import { PixelTable } from './PixelTable.tsx';
import { useEventTypeName } from './useEventTypeName.ts';

/** Props of {@link BillableEvents}. */
export interface BillableEventsProps {
  /** The advertiser whose billable events are listed (its uuid). */
  advertiserId: string;
  /** Hides editing. */
  isReadOnly: boolean;
}

type BillableEvent = Schema<'BillableEvent'>;

/** The conversion events, whether each is billed, by which attribution partner and at what price. */
export function BillableEvents({ advertiserId, isReadOnly }: BillableEventsProps) {
  const t = usePixelsMessage();
  const format = useFormatters();
  const eventTypeName = useEventTypeName();
  const events = useBillableEvents(advertiserId);
  const partners = useAttributionPartners(advertiserId);
  const [editing, setEditing] = useState<BillableEvent | null>(null);
  const partnerName = (id: string | null) =>
    (id && partners.data?.find((partner) => partner.id === id)?.name) || '—';
  const columns: DataColumn<BillableEvent>[] = [
    {
      id: 'name',
      title: t('pixels.column.name'),
      isRowHeader: true,
      cell: ({ name }) => <span className={styles.wrap}>{name}</span>,
    },
    { id: 'type', title: t('pixels.column.type'), cell: (event) => eventTypeName(event.event_type) },
    {
      id: 'billable',
      title: t('pixels.column.billable'),
      cell: ({ billable }) => (billable ? t('pixels.yes') : t('pixels.no')),
    },
    {
      id: 'partner',
      title: t('pixels.column.partner'),
      cell: (event) => partnerName(event.attribution_partner_id),
    },
    {
      id: 'price',
      title: t('pixels.column.price'),
      cell: ({ price }) => (price === null ? '—' : format.currency(price, 'USD')),
    },
    {
      id: 'actions',
      title: t('pixels.column.actions'),
      cell: (event) =>
        isReadOnly ? null : (
          <Button variant="secondary" size="small" onPress={() => setEditing(event)}>
            {t('pixels.billable.edit', { name: event.name })}
          </Button>
        ),
    },
  ];

  return (
    <TitledSection className={styles.section} title={t('pixels.billable.title')}>
      <p className={styles.muted}>{t('pixels.billable.description')}</p>
      <PixelQueryStates query={events} lines={3} loadFailed={t('pixels.billable.loadFailed')}>
        {(billableEvents) => (
          <PixelTable
            label={t('pixels.billable.title')}
            columns={columns}
            items={billableEvents}
            emptyTitle={t('pixels.billable.empty.title')}
            emptyDescription={t('pixels.billable.empty.description')}
          />
        )}
      </PixelQueryStates>
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
    </TitledSection>
  );
}
