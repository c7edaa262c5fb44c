import { PageHeader, useBillableEvents, useEventTypes, useFormatters } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { QueryView } from './QueryView.tsx';
import { ResourceTable } from './ResourceTable.tsx';
import * as styles from './screen.css.ts';
import { useActiveAdvertiser } from './useActiveAdvertiser.ts';

const byId = (item: { id: string }) => item.id;

/** pixels: the events the pixel recorded, and which of them are billable. */
export function PixelsScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const advertiser = useActiveAdvertiser();
  const eventTypes = useEventTypes(advertiser.uuid);
  const billable = useBillableEvents(advertiser.uuid);
  return (
    <>
      <PageHeader title={t('navigation.pixels')} />
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('pixels.events')}</h2>
        <QueryView query={eventTypes}>
          {(items) => (
            <ResourceTable
              label={t('pixels.events')}
              items={items}
              rowKey={byId}
              columns={[
                { id: 'name', label: t('column.name'), render: (event) => event.name },
                { id: 'type', label: t('column.type'), render: (event) => event.event_type },
                { id: 'count', label: t('column.count'), render: (event) => format.number(event.count) },
                {
                  id: 'lastSeen',
                  label: t('column.lastSeen'),
                  render: (event) => (event.last_seen_at ? format.date(event.last_seen_at) : '—'),
                },
              ]}
            />
          )}
        </QueryView>
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('pixels.billableEvents')}</h2>
        <QueryView query={billable}>
          {(items) => (
            <ResourceTable
              label={t('pixels.billableEvents')}
              items={items}
              rowKey={byId}
              columns={[
                { id: 'name', label: t('column.name'), render: (event) => event.name },
                { id: 'type', label: t('column.type'), render: (event) => event.event_type },
                {
                  id: 'billable',
                  label: t('column.billable'),
                  render: (event) => (event.billable ? t('value.yes') : t('value.no')),
                },
              ]}
            />
          )}
        </QueryView>
      </section>
    </>
  );
}
