import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useOnboardingMessage } from '../i18n/onboarding/useOnboardingMessage.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './OnboardingChecklist.css.ts';
import type { useOnboardingChecklist } from './useOnboardingChecklist.ts';

/** Props of {@link PixelStep}. */
export interface PixelStepProps {
  checklist: ReturnType<typeof useOnboardingChecklist>;
}

/**
 * The open pixel step: the tag snippet to copy and the verification, which passes once the
 * advertiser has an event type; otherwise an error with a 'Re-verify' action shows.
 */
export function PixelStep({ checklist }: PixelStepProps) {
  const t = useOnboardingMessage();
  const [copied, setCopied] = useState(false);
  const { pixel, eventTypes } = checklist;
  const snippet = pixel.data?.snippet;
  return (
    <>
      <p className={styles.muted}>{t('onboarding.step.pixel.description', { tag: '</head>' })}</p>
      {snippet ? (
        <>
          <figure className={styles.figure}>
            <figcaption className={styles.muted}>{t('onboarding.pixel.snippet')}</figcaption>
            <pre className={styles.snippet}>
              <code>{snippet}</code>
            </pre>
          </figure>
          <Button
            variant="secondary"
            size="small"
            onPress={() =>
              void navigator.clipboard?.writeText(snippet).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t('onboarding.pixel.copied') : t('onboarding.pixel.copy')}
          </Button>
        </>
      ) : pixel.isPending ? (
        <Skeleton lines={2} />
      ) : null}
      {eventTypes.isPending ? null : checklist.pixelVerified ? (
        <p role="status">{t('onboarding.pixel.verified')}</p>
      ) : (
        <div className={styles.actions}>
          <p role="alert" className={styles.error}>
            {t('onboarding.pixel.unverified')}
          </p>
          <Button
            variant="secondary"
            size="small"
            isPending={eventTypes.isFetching}
            onPress={() => void checklist.reverify()}
          >
            {eventTypes.isFetching ? t('onboarding.pixel.verifying') : t('onboarding.pixel.reverify')}
          </Button>
        </div>
      )}
    </>
  );
}
