import { isPixelVerified } from '@earshot/sdk-core';
import { Button } from '../Button/Button.tsx';
import { useEventTypes } from '../hooks/resources/metrics.ts';
import { usePixel } from '../hooks/resources/pixel.ts';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { TitledSection } from '../ListScreen/TitledSection.tsx';
import { CopyButton } from './CopyButton.tsx';
import { PixelQueryStates } from './PixelQueryStates.tsx';
import * as styles from './Pixels.css.ts';

/** Props of {@link PixelTag}. */
export interface PixelTagProps {
  /** The advertiser whose pixel is shown (its uuid). */
  advertiserId: string;
}

/**
 * The tag snippet to paste on the advertiser's site, with its ids, and the verification: it passes once
 * the advertiser has an event type (spec §4), otherwise an error with a 'Re-verify' action shows.
 */
export function PixelTag({ advertiserId }: PixelTagProps) {
  const t = usePixelsMessage();
  const format = useFormatters();
  const pixel = usePixel(advertiserId);
  const eventTypes = useEventTypes(advertiserId);
  const verifying = pixel.isFetching || eventTypes.isFetching;
  const reverify = () => void Promise.all([pixel.refetch(), eventTypes.refetch()]);

  return (
    <TitledSection className={styles.section} title={t('pixels.tag.title')}>
      <p className={styles.muted}>{t('pixels.tag.description', { tag: '</head>' })}</p>
      <PixelQueryStates query={pixel} lines={4} loadFailed={t('pixels.tag.loadFailed')}>
        {(data) => (
          <>
            <figure className={styles.figure}>
              <figcaption className={styles.muted}>{t('pixels.tag.snippet')}</figcaption>
              <pre className={styles.snippet}>
                <code>{data.snippet}</code>
              </pre>
            </figure>
            <CopyButton
              text={data.snippet}
              label={t('pixels.tag.copy')}
              copiedLabel={t('pixels.tag.copied')}
            />
            <p className={styles.muted}>{t('pixels.tag.advertiserId', { id: data.advertiser_id })}</p>
          </>
        )}
      </PixelQueryStates>
      {eventTypes.isPending ? null : isPixelVerified(eventTypes.data) ? (
        <p role="status" className={styles.success}>
          {pixel.data?.last_event_at
            ? t('pixels.verified.since', {
                count: pixel.data.event_count,
                date: format.date(pixel.data.last_event_at, { dateStyle: 'medium', timeStyle: 'short' }),
              })
            : t('pixels.verified')}
        </p>
      ) : (
        <div className={styles.actions}>
          <p role="alert" className={styles.error}>
            {t('pixels.unverified')}
          </p>
          <Button variant="secondary" size="small" isPending={verifying} onPress={reverify}>
            {verifying ? t('pixels.verifying') : t('pixels.reverify')}
          </Button>
        </div>
      )}
    </TitledSection>
  );
}
