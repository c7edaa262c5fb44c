import { useState } from 'react';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { BillableEvents } from './BillableEvents.tsx';
import { EventHistory } from './EventHistory.tsx';
import { PixelEvents, type PixelEventType } from './PixelEvents.tsx';
import * as styles from './Pixels.css.ts';
import { PixelTag } from './PixelTag.tsx';
import { TrackingUrl } from './TrackingUrl.tsx';

/** Props of {@link Pixels}. */
export interface PixelsProps {
  /** The advertiser whose pixel and events are shown (its uuid). */
  advertiserId: string;
  /**
   * Shows everything and changes nothing, for view-only and reporting members (roles 3 and 4).
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

/**
 * The pixel screen: the tag snippet to paste with its verification and 'Re-verify', the events the pixel
 * recorded with their counts and each event's history page by page, the CSV report, the billable events
 * with their attribution partners, and an impression tracking URL checked against the macro rules.
 */
export function Pixels({ advertiserId, isReadOnly = false, className }: PixelsProps) {
  const t = usePixelsMessage();
  const [opened, setOpened] = useState<PixelEventType | null>(null);
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-readonly={isReadOnly || undefined}
    >
      <PageHeader title={t('pixels.title')} description={t('pixels.description')} />
      <PixelTag advertiserId={advertiserId} />
      {opened ? (
        <EventHistory advertiserId={advertiserId} eventType={opened} onBack={() => setOpened(null)} />
      ) : (
        <PixelEvents advertiserId={advertiserId} onOpen={setOpened} />
      )}
      <BillableEvents advertiserId={advertiserId} isReadOnly={isReadOnly} />
      <TrackingUrl advertiserId={advertiserId} />
    </div>
  );
}
