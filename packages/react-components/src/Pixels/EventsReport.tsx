import { downloadEventsReportQuery } from '@earshot/sdk-core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { Link } from '../Link/Link.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { FilterSelect } from '../Select/FilterSelect.tsx';
import * as styles from './Pixels.css.ts';

const EVENT_TYPES = ['all', 'page_view', 'conversion', 'custom'] as const;
type ReportEventType = (typeof EVENT_TYPES)[number];

/** Props of {@link EventsReport}. */
export interface EventsReportProps {
  /** The advertiser whose events are exported (its uuid). */
  advertiserId: string;
}

/** Prepares a CSV export of the pixel events, all or of one event type, and links to the file. */
export function EventsReport({ advertiserId }: EventsReportProps) {
  const t = usePixelsMessage();
  const { client } = usePlatform();
  const queryClient = useQueryClient();
  const [eventType, setEventType] = useState<ReportEventType>('all');
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'preparing' } | { kind: 'ready'; url: string } | { kind: 'failed' }
  >({ kind: 'idle' });

  const prepare = async () => {
    setState({ kind: 'preparing' });
    try {
      // The link expires, so every download asks for a fresh one instead of reading the cache.
      const report = await queryClient.fetchQuery({
        ...downloadEventsReportQuery(
          client,
          advertiserId,
          eventType === 'all' ? {} : { event_type: eventType },
        ),
        staleTime: 0,
      });
      setState({ kind: 'ready', url: report.s3_url });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return (
    <div className={styles.actions}>
      <FilterSelect
        label={t('pixels.report.eventType')}
        options={EVENT_TYPES.map((type) => ({ id: type, label: t(`pixels.report.type.${type}`) }))}
        selectedKey={eventType}
        onSelectionChange={(type) => {
          setEventType(type);
          setState({ kind: 'idle' });
        }}
      />
      <Button variant="secondary" isPending={state.kind === 'preparing'} onPress={() => void prepare()}>
        {t('pixels.report.download')}
      </Button>
      <span role="status">
        {state.kind === 'ready' ? (
          <Link href={state.url} download>
            {t('pixels.report.ready')}
          </Link>
        ) : state.kind === 'failed' ? (
          <span className={styles.error}>{t('pixels.report.failed')}</span>
        ) : null}
      </span>
    </div>
  );
}
