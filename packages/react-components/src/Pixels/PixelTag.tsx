import { isPixelVerified } from '@earshot/sdk-core';
import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { useEventTypes } from '../hooks/useEventTypes.ts';
import { usePixel } from '../hooks/usePixel.ts';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { CopyButton } from './CopyButton.tsx';
import * as styles from './Pixels.css.ts';
import { SECTION_FAILURE } from './sectionFailure.ts';

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
  const titleId = useId();
  const t = usePixelsMessage();
  const format = useFormatters();
  const pixel = usePixel(advertiserId);
  const eventTypes = useEventTypes(advertiserId);
  const verifying = pixel.isFetching || eventTypes.isFetching;
  const reverify = () => void Promise.all([pixel.refetch(), eventTypes.refetch()]);

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('pixels.tag.title')}
      </h2>
      <p className={styles.muted}>{t('pixels.tag.description', { tag: '</head>' })}</p>
      <QueryStates
        query={pixel}
        loading={<Skeleton lines={4} label={t('pixels.loading')} />}
        loadFailed={t('pixels.tag.loadFailed')}
        retryLabel={t('pixels.retry')}
        failure={SECTION_FAILURE}
      >
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
      </QueryStates>
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
    </section>
  );
}
