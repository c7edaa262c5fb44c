import { lazy, Suspense, useState } from 'react';
import { usePixel } from '../hooks/resources/pixel.ts';
import { useSeenOnScreen } from '../hooks/useSeenOnScreen.ts';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { TitledSection } from '../ListScreen/TitledSection.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './Pixels.css.ts';

// The field and its rules load as the section nears the screen: it is the pixel page's last.
const TrackingUrlField = lazy(async () => ({
  default: (await import('./TrackingUrlField.tsx')).TrackingUrlField,
}));

/**
 * The impression tracking URL of the advertiser's pixel, for a campaign or a partner's ad server: an
 * `impression` event with the impression id as client id and a random cache buster, filled in by macros.
 */
export function impressionTrackingUrl(collectUrl: string, advertiserId: string): string {
  return `${collectUrl}?aid=${advertiserId}&ev=impression&et=custom&cid={{IMPRESSION_ID}}&cb={{RANDOM}}`;
}

/** Props of {@link TrackingUrl}. */
export interface TrackingUrlProps {
  /** The advertiser whose pixel the URL calls (its uuid). */
  advertiserId: string;
}

/**
 * A tracking URL to copy, starting from the pixel's impression URL and checked against the pixel
 * macro rules of spec §5 (`TrackingUrlField`), whose code loads once the section nears the screen.
 */
export function TrackingUrl({ advertiserId }: TrackingUrlProps) {
  const t = usePixelsMessage();
  const pixel = usePixel(advertiserId);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const seen = useSeenOnScreen(root);
  if (!pixel.data) return null;
  return (
    <TitledSection className={styles.section} title={t('pixels.tracking.title')}>
      <p className={styles.muted}>{t('pixels.tracking.description')}</p>
      <div ref={setRoot} className={styles.trackingUrl}>
        {seen ? (
          <Suspense fallback={<Skeleton lines={2} />}>
            <TrackingUrlField
              initialUrl={impressionTrackingUrl(pixel.data.collect_url, pixel.data.advertiser_id)}
            />
          </Suspense>
        ) : (
          // Room for the field until the section nears the screen: nothing is loading yet.
          <div aria-hidden="true" className={styles.trackingUrlRoom} />
        )}
      </div>
    </TitledSection>
  );
}
