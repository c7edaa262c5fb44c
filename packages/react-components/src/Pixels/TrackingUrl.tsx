import { TRACKING_MACROS, validatePixelUrl } from '@earshot/validators';
import { useState } from 'react';
import { usePixel } from '../hooks/resources/pixel.ts';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import { TitledSection } from '../ListScreen/TitledSection.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { CopyButton } from './CopyButton.tsx';
import * as styles from './Pixels.css.ts';

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
 * A tracking URL to copy, starting from the pixel's impression URL; every change is checked against the
 * pixel macro rules of spec §5 and each broken rule is named under the field.
 */
export function TrackingUrl({ advertiserId }: TrackingUrlProps) {
  const t = usePixelsMessage();
  const validationText = useValidationText();
  const pixel = usePixel(advertiserId);
  const [edited, setEdited] = useState<string | null>(null);
  if (!pixel.data) return null;
  const url = edited ?? impressionTrackingUrl(pixel.data.collect_url, pixel.data.advertiser_id);
  const { valid, problems } = validatePixelUrl(url);
  const macros = TRACKING_MACROS.map((macro) => `{{${macro.value}}}`).join(', ');

  return (
    <TitledSection className={styles.section} title={t('pixels.tracking.title')}>
      <p className={styles.muted}>{t('pixels.tracking.description')}</p>
      <TextField
        className={styles.field}
        name="tracking_url"
        label={t('pixels.tracking.label')}
        description={t('pixels.tracking.macros', { macros })}
        value={url}
        onChange={setEdited}
        isInvalid={!valid}
        errorMessage={problems.map((problem) => validationText(problem.code)).join(' ')}
      />
      <CopyButton
        text={url}
        label={t('pixels.tracking.copy')}
        copiedLabel={t('pixels.tracking.copied')}
        isDisabled={!valid}
      />
    </TitledSection>
  );
}
